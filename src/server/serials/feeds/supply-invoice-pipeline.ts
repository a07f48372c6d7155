import { sql } from 'drizzle-orm';
import { queryRows, textArray } from '../../db/sql.js';
import type { PipelinedWrite } from '../../ingest/batch-ingest.js';
import { documentHash } from './document-groups.js';
import { addInvoiceLine, invoiceLineColumns, invoiceLinesStatement, roomForLines } from './invoice-lines-write.js';
import { type Amounts, documentAmounts } from './line-money.js';
import { type InvoiceRow, invoiceHeader, invoiceHeaderOf, invoiceLineOf, insertSupplyInvoices } from './supply-invoice-store.js';

/**
 * The supplier invoice feed written while it is checked (batch-ingest.ts PipelinedWrite): the
 * lines of each chunk go to the database as soon as the chunk passes, each invoice's id drawn
 * beforehand, and the invoice headers — whose totals and digest need all their lines — last.
 * Whatever the full check would refuse sends the batch there instead: a number already stored
 * (a replay or a reuse), a product of another supplier, rows of one invoice that disagree on
 * its header, a serial already in the ledger (the unique index).
 */
interface Doc {
  id: number;
  first: InvoiceRow;
  header: string;
  lines: string[];
  amounts: Amounts[];
  models: Set<number>;
}

export interface InvoicePipe {
  at: Date;
  supplyOfBarcode: Map<string, number>;
  /** Drawn ids by `supplyCode\0invoiceNo` (codes as the schema trims them). */
  ids: Map<string, number>;
  docs: Map<string, Doc>;
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : null);
const docKey = (supplyCode: string, invoiceNo: string) => `${supplyCode}\u0000${invoiceNo}`;

export const supplyInvoicePipeline = <Ctx extends { at?: Date; pipe?: InvoicePipe }>(): PipelinedWrite<InvoiceRow, 'supplyId' | 'distyId' | 'modelId', Ctx> => ({
  prepare: async (tx, raw, ctx) => {
    const keys = new Map<string, [string, string]>();
    const barcodes = new Set<string>();
    for (const value of raw) {
      const r = (value ?? {}) as Record<string, unknown>;
      const supplyCode = text(r.supplyCode);
      const invoiceNo = text(r.invoiceNo);
      const barcode = text(r.barcode);
      if (supplyCode && invoiceNo) keys.set(docKey(supplyCode, invoiceNo), [supplyCode, invoiceNo]);
      if (barcode) barcodes.add(barcode);
    }
    const pairs = [...keys.values()];
    const stored = await queryRows(
      tx,
      sql`select 1 as taken from unnest(${textArray(pairs.map((p) => p[0]))}, ${textArray(pairs.map((p) => p[1]))}) as k(code, no)
          join supplies s on s.code = k.code join supply_invoices i on i.supply_id = s.id and i.invoice_no = k.no limit 1`,
    );
    if (stored.length) return false;
    const models = await queryRows<{ barcode: string; supply_id: number }>(tx, sql`select m.barcode, m.supply_id from models m where m.barcode = any(${textArray([...barcodes])})`);
    const ids = await queryRows<{ id: number }>(tx, sql`select nextval('supply_invoices_id_seq')::int as id from generate_series(1, ${pairs.length}::int)`);
    await roomForLines(tx);
    ctx.pipe = {
      at: ctx.at ?? new Date(),
      supplyOfBarcode: new Map(models.map((m) => [m.barcode, m.supply_id])),
      ids: new Map([...keys.keys()].map((key, k) => [key, ids[k].id])),
      docs: new Map(),
    };
    return true;
  },

  writeChunk: (tx, rows, from, ctx) => {
    const pipe = ctx.pipe!;
    const c = invoiceLineColumns();
    for (let k = 0; k < rows.length; k++) {
      const r = rows[k];
      if (pipe.supplyOfBarcode.get(r.barcode) !== r.supplyId) return false;
      const key = docKey(r.supplyCode, r.invoiceNo);
      const header = JSON.stringify(invoiceHeaderOf(r));
      let doc = pipe.docs.get(key);
      if (!doc) {
        const id = pipe.ids.get(key);
        if (id === undefined) return false;
        doc = { id, first: r, header, lines: [], amounts: [], models: new Set() };
        pipe.docs.set(key, doc);
      } else if (doc.header !== header) return false;
      doc.lines.push(JSON.stringify(invoiceLineOf(r)));
      doc.amounts.push(addInvoiceLine(c, from + k + 1, doc.id, r));
      doc.models.add(r.modelId);
    }
    return () => tx.execute(invoiceLinesStatement(c, pipe.at));
  },

  finish: async (tx, ctx) => {
    const pipe = ctx.pipe!;
    const docs = [...pipe.docs.values()];
    const headers = docs.map((d) => invoiceHeader(d.first, d.lines.length, d.models, documentHash(d.header, d.lines), documentAmounts(d.amounts), d.id));
    // A number another batch stored meanwhile: the full check names its rows.
    return (await insertSupplyInvoices(tx, headers, pipe.at)).size === docs.length;
  },
});

