import { type SQL, sql } from 'drizzle-orm';
import { type Db, execute, intArray } from '../db/sql.js';
import { codeTable } from './batch-ingest.js';

/** SQL of the distributor stock feed: its two code lookups and the set-based upsert. */

/** Distributor codes → ids (passive distributors too: their systems may still report). */
export const distiesByCode = (codes: SQL) => sql`select d.code as key, d.id from ${codeTable(codes)} join disties d on d.code = u.key`;

/** Barcodes → product ids (models_barcode_uq). */
export const productsByBarcode = (codes: SQL) => sql`select m.barcode as key, m.id from ${codeTable(codes)} join models m on m.barcode = u.key`;

/**
 * Writes the quantities in one statement: a new (distributor, product) pair gets a row, a known
 * one its new quantity; `updated_at` is the time of the report either way — the clock, not the
 * transaction's start, so the rows of one batch keep their order and the stock list's default
 * sort (newest first) walks disty_stocks_updated_idx instead of sorting a whole batch of ties.
 * `reserved` (WAITING orders) is the order flow's and is never touched here.
 */
export async function upsertDistyStock(tx: Db, rows: readonly { distyId: number; modelId: number; quantity: number }[]) {
  if (!rows.length) return;
  await execute(
    tx,
    sql`insert into disty_stocks (disty_id, model_id, quantity, updated_at)
        select r.disty_id, r.model_id, r.quantity, clock_timestamp()
        from unnest(${intArray(rows.map((r) => r.distyId))}, ${intArray(rows.map((r) => r.modelId))}, ${intArray(rows.map((r) => r.quantity))})
          as r(disty_id, model_id, quantity)
        on conflict (disty_id, model_id) do update set quantity = excluded.quantity, updated_at = clock_timestamp()`,
  );
}
