import { sql } from 'drizzle-orm';
import type { SupplyInvoiceIngestRow } from '../../../shared/contract/ledger-feeds.js';
import { type Db, jsonParam, queryRows } from '../../db/sql.js';
import type { Amounts } from './line-money.js';

/** A supplier invoice row of the feed with its codes resolved. */
export type InvoiceRow = SupplyInvoiceIngestRow & { supplyId: number; distyId: number; modelId: number };

/** What the rows of one invoice must agree on, and what a line is, for the content digest (document-groups.ts). */
export const invoiceHeaderOf = (r: InvoiceRow) => [r.distyId, r.invoiceDate, r.waybillNo];
export const invoiceLineOf = (r: InvoiceRow) => [r.modelId, r.serialNo, r.price, r.discount, r.vatRatio, r.description];

/** Istanbul midnight of the day. */
export const dayInstant = (day: string) => new Date(`${day}T00:00:00+03:00`);

export interface InvoiceHeader extends Amounts {
  /** Set when the id was drawn beforehand (the pipelined path); otherwise the sequence's next. */
  id?: number;
  supplyId: number;
  distyId: number;
  invoiceNo: string;
  invoiceDate: string;
  waybillNo: string | null | undefined;
  lineCount: number;
  modelIds: number[];
  hash: string;
}

/** The header of an invoice from its first row, lines and digest. */
export const invoiceHeader = (first: InvoiceRow, lines: number, modelIds: Iterable<number>, hash: string, amounts: Amounts, id?: number): InvoiceHeader => ({
  id,
  supplyId: first.supplyId,
  distyId: first.distyId,
  invoiceNo: first.invoiceNo,
  invoiceDate: dayInstant(first.invoiceDate).toISOString(),
  waybillNo: first.waybillNo,
  lineCount: lines,
  modelIds: [...new Set(modelIds)],
  hash,
  ...amounts,
});

/**
 * Stores invoice headers; a number another batch stored meanwhile is skipped (the unique index
 * decides), so the answer — ids by `supplyId\0invoiceNo` — lacks it and the caller refuses.
 */
export async function insertSupplyInvoices(tx: Db, invoices: readonly InvoiceHeader[], at: Date): Promise<Map<string, number>> {
  const ids = await queryRows<{ id: number; supply_id: number; invoice_no: string }>(
    tx,
    sql`insert into supply_invoices (id, supply_id, disty_id, invoice_no, invoice_date, waybill_no, price, discount, discount_ratio, vat_ratio, vat, vat_included_price, line_count, model_ids, content_hash, created_at)
        select coalesce(v.id, nextval('supply_invoices_id_seq')::int), v."supplyId", v."distyId", v."invoiceNo", v."invoiceDate", v."waybillNo", v.price, v.discount, v."discountRatio", v."vatRatio",
          v.vat, v."vatIncludedPrice", v."lineCount", array(select json_array_elements_text(v."modelIds")::int), v.hash, ${at}
        from json_to_recordset(${jsonParam(invoices)}) as v(id int, "supplyId" int, "distyId" int, "invoiceNo" text, "invoiceDate" timestamptz, "waybillNo" text, price numeric, discount numeric,
          "discountRatio" numeric, "vatRatio" numeric, vat numeric, "vatIncludedPrice" numeric, "lineCount" int, "modelIds" json, hash text)
        on conflict (supply_id, invoice_no) do nothing
        returning id, supply_id, invoice_no`,
  );
  return new Map(ids.map((r) => [`${r.supply_id}\u0000${r.invoice_no}`, r.id]));
}
