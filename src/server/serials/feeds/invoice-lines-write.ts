import { sql } from 'drizzle-orm';
import type { RowError } from '../../../shared/contract/ingest.js';
import { LEDGER_FEED_MSG } from '../../../shared/contract/ledger-feeds.js';
import { type Db, intArray, nullableTextArray, numericArray, textArray } from '../../db/sql.js';
import { isUniqueViolation } from '../../lib/app-error.js';
import { unitKey, unitsByPair } from '../units/unit-repo.js';
import { type Amounts, type LineInput, lineAmounts } from './line-money.js';

/** The lines of stored supplier invoices, as column arrays (one element per line). */
export interface InvoiceLineColumns {
  /** 1-based batch rows, to name the rows that lost a race. */
  row: number[];
  invoiceId: number[];
  modelId: number[];
  supplyId: number[];
  distyId: number[];
  serialNo: string[];
  description: (string | null)[];
  amounts: Amounts[];
}

/** Empty columns. */
export const invoiceLineColumns = (): InvoiceLineColumns => ({ row: [], invoiceId: [], modelId: [], supplyId: [], distyId: [], serialNo: [], description: [], amounts: [] });

/** Appends the line of batch row `row` (1-based) on invoice `invoiceId`; answers its amounts. */
export function addInvoiceLine(
  c: InvoiceLineColumns,
  row: number,
  invoiceId: number,
  r: { modelId: number; supplyId: number; distyId: number; serialNo: string; description?: string | null } & LineInput,
): Amounts {
  const amounts = lineAmounts(r);
  c.row.push(row);
  c.invoiceId.push(invoiceId);
  c.modelId.push(r.modelId);
  c.supplyId.push(r.supplyId);
  c.distyId.push(r.distyId);
  c.serialNo.push(r.serialNo);
  c.description.push(r.description ?? null);
  c.amounts.push(amounts);
  return amounts;
}

/**
 * A supplier invoice batch's lines in ONE statement: each line's new unit (held by the invoiced
 * distributor), its first movement (SUPPLY_INVOICE) and the line itself, from the same column
 * arrays, with the unit ids drawn from the sequence up front so no join matches them back.
 * A plain insert, not `on conflict`: a serial already in the ledger fails the statement on the
 * unique index (the cheap way for the 100,000 lines that normally pass), and the caller names the
 * rows. The lines' rows are read three times; `work_mem` is raised so they stay in memory.
 */
export function invoiceLinesStatement(c: InvoiceLineColumns, at: Date) {
  const num = (k: keyof Amounts) => numericArray(c.amounts.map((a) => a[k]));
  return sql`
    with n as materialized (
      select nextval('units_id_seq')::int as unit_id, n.*
      from unnest(${intArray(c.invoiceId)}, ${intArray(c.modelId)}, ${intArray(c.supplyId)}, ${intArray(c.distyId)}, ${textArray(c.serialNo)}, ${nullableTextArray(c.description)},
        ${num('price')}, ${num('discount')}, ${num('discountRatio')}, ${num('vatRatio')}, ${num('vat')}, ${num('vatIncludedPrice')})
        as n(invoice_id, model_id, supply_id, disty_id, serial_no, description, price, discount, discount_ratio, vat_ratio, vat, vat_included_price)),
    made as (
      insert into units (id, model_id, supply_id, serial_no, holder, holder_id, status, received_at, moves, created_at)
      select unit_id, model_id, supply_id, serial_no, 'DISTY', disty_id, 'IN_STOCK', ${at}, 1, ${at} from n),
    logged as (
      insert into unit_movements (unit_id, kind, from_holder, from_id, to_holder, to_id, to_status, document_id, at)
      select unit_id, 'SUPPLY_INVOICE', 'SUPPLY', supply_id, 'DISTY', disty_id, 'IN_STOCK', invoice_id, ${at} from n)
    insert into supply_invoice_lines (unit_id, invoice_id, model_id, serial_no, description, price, discount, discount_ratio, vat_ratio, vat, vat_included_price)
    select unit_id, invoice_id, model_id, serial_no, description, price, discount, discount_ratio, vat_ratio, vat, vat_included_price from n`;
}

/** Raises work_mem for the rest of the transaction (the lines' statement reads its rows three times). */
export const roomForLines = (tx: Db) => tx.execute(sql`set local work_mem = '64MB'`);

/**
 * Writes the lines (invoiceLinesStatement) in a savepoint; when a serial is already in the
 * ledger (another batch made it meanwhile), answers the rows that lost, nothing written.
 */
export async function writeInvoiceLines(tx: Db, c: InvoiceLineColumns, at: Date): Promise<RowError[]> {
  if (!c.row.length) return [];
  try {
    await tx.transaction(async (sp) => {
      await roomForLines(sp);
      await sp.execute(invoiceLinesStatement(c, at));
    });
    return [];
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const known = await unitsByPair(tx, c.serialNo.map((serialNo, k) => ({ modelId: c.modelId[k], serialNo })));
    const lost = c.row.flatMap((row, k) => (known.has(unitKey(c.modelId[k], c.serialNo[k])) ? [{ row, field: 'serialNo', message: LEDGER_FEED_MSG.serialExists }] : []));
    if (!lost.length) throw error;
    return lost;
  }
}
