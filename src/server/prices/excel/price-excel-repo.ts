import { type SQL, sql } from 'drizzle-orm';
import { type Db, jsonParam, queryRows, textArray } from '../../db/sql.js';
import { unmappedModels } from '../can-sell/can-sell-repo.js';
import type { DistyVersionInput, SupplierVersionInput } from '../price-versions.js';
import { inForceAt } from '../price-sql.js';

/**
 * SQL of the price spreadsheets: which of a file's barcodes name products the caller may
 * price (with what stands in the way), and the reseller price a distributor's own
 * supplier version carries on.
 */

/** Who prices through a sheet: a supplier (its own supply's products) or a distributor. */
export type SheetOwner = { kind: 'supply'; supplyId: number } | { kind: 'disty'; distyId: number };

export interface SheetProduct {
  id: number;
  name: string;
  supplyId: number;
  /** The product is in the catalogue (its creation was approved). */
  approved: boolean;
  /** Supplier sheet: the brand is mapped to the product's supply (/CanSell). Distributor sheet: always true. */
  mapped: boolean;
  /** Distributor sheet: the distributor has an approved supplier version of it. Supplier sheet: always true. */
  priced: boolean;
}

const SLICE = 5_000;

async function productsByBarcode(db: Db, barcodes: string[], select: (slice: SQL) => SQL): Promise<Map<string, SheetProduct & { barcode: string }>> {
  const found = new Map<string, SheetProduct & { barcode: string }>();
  // In slices: one 100,000-element parameter would hold the event loop while it is built.
  for (let at = 0; at < barcodes.length; at += SLICE) {
    const rows = await queryRows<SheetProduct & { barcode: string }>(db, select(textArray(barcodes.slice(at, at + SLICE))));
    for (const row of rows) found.set(row.barcode, row);
  }
  return found;
}

/**
 * Products of `barcodes` a supplier sheet may price: a supplier's own supply's; a
 * distributor's own creations (models.created_by_disty_id) of a supply it still
 * distributes. Another's product is not found (nothing is revealed).
 */
export async function supplierSheetProducts(db: Db, owner: SheetOwner, barcodes: string[]): Promise<Map<string, SheetProduct>> {
  const mine =
    owner.kind === 'supply'
      ? sql`m.supply_id = ${owner.supplyId}`
      : sql`m.created_by_disty_id = ${owner.distyId}
            and exists (select 1 from supply_disties sd where sd.supply_id = m.supply_id and sd.disty_id = ${owner.distyId})`;
  const found = await productsByBarcode(
    db,
    barcodes,
    (slice) => sql`select m.id, m.barcode, m.name, m.supply_id as "supplyId", m.approve_type = 'APPROVED' as approved,
                     true as mapped, true as priced
                   from models m where m.barcode = any(${slice}) and ${mine}`,
  );
  // The brand rule of /CanSell, per supply (a distributor's creations may span a few).
  const bySupply = new Map<number, number[]>();
  for (const p of found.values()) {
    const ids = bySupply.get(p.supplyId);
    if (ids) ids.push(p.id);
    else bySupply.set(p.supplyId, [p.id]);
  }
  const unmapped = new Set<number>();
  for (const [supplyId, ids] of bySupply) for (const id of await unmappedModels(db, supplyId, ids)) unmapped.add(id);
  for (const p of found.values()) p.mapped = !unmapped.has(p.id);
  return found;
}

/** Products of `barcodes` in the supplies a distributor distributes, and whether it has an approved supplier version of each. */
export function distySheetProducts(db: Db, distyId: number, barcodes: string[]): Promise<Map<string, SheetProduct>> {
  return productsByBarcode(
    db,
    barcodes,
    (slice) => sql`select m.id, m.barcode, m.name, m.supply_id as "supplyId", m.approve_type = 'APPROVED' as approved, true as mapped,
                     exists (select 1 from model_price_disties c
                             where c.model_id = m.id and c.disty_id = ${distyId} and c.approve_type = 'APPROVED') as priced
                   from models m
                   where m.barcode = any(${slice})
                     and m.supply_id in (select sd.supply_id from supply_disties sd where sd.disty_id = ${distyId})`,
  );
}

/**
 * The reseller price a distributor's own new supplier version keeps: that of its approved
 * version in force at the new start (else its latest one), as an approval would keep it;
 * null when it has none. One answer per row, in order.
 */
export async function carriedResellerPrices(tx: Db, distyId: number, rows: readonly { modelId: number; startDate: Date }[]): Promise<(number | null)[]> {
  if (!rows.length) return [];
  const input = rows.map((r, ord) => ({ model_id: r.modelId, start_date: r.startDate.toISOString(), ord }));
  const found = await queryRows<{ ord: number; reseller_price: number | null }>(
    tx,
    sql`select r.ord, (select c.reseller_price::float8 from model_price_disties c
                       where c.model_id = r.model_id and c.disty_id = ${distyId} and c.approve_type = 'APPROVED'
                       order by (c.start_date <= r.start_date) desc, c.start_date desc, c.id desc limit 1) as reseller_price
        from json_to_recordset(${jsonParam(input)}) as r(model_id int, start_date timestamptz, ord int)`,
  );
  const byOrd = new Map(found.map((f) => [f.ord, f.reseller_price]));
  return rows.map((_, ord) => byOrd.get(ord) ?? null);
}

/**
 * Of `rows` (new supplier versions), the indexes of those that would change nothing: the
 * product's supplier version in force at the row's start (not rejected) has the same tax
 * ratio and the same four prices. Saving skips them, so a file saved twice adds nothing.
 */
export async function unchangedSupplierRows(tx: Db, rows: readonly SupplierVersionInput[]): Promise<Set<number>> {
  if (!rows.length) return new Set();
  const input = rows.map((r, ord) => ({
    ord,
    model_id: r.modelId,
    start_date: r.startDate.toISOString(),
    tax_ratio: r.taxRatio,
    disty_price: r.distyPrice,
    edm: r.recommendedEdmPrice,
    reseller: r.recommendedResellerPrice,
    sell: r.recommendedSellPrice,
  }));
  const same = await queryRows<{ ord: number }>(
    tx,
    sql`select r.ord from json_to_recordset(${jsonParam(input)}) as r(ord int, model_id int, start_date timestamptz, tax_ratio int,
          disty_price numeric, edm numeric, reseller numeric, sell numeric)
        join models m on m.id = r.model_id
        where exists (select 1 from model_price_supplies p
                      where p.model_id = r.model_id and p.supply_id = m.supply_id and p.approve_type <> 'REJECTED'
                        and ${inForceAt(sql.raw('p'), sql`r.start_date`)}
                        and p.tax_ratio = r.tax_ratio and p.disty_price = r.disty_price and p.recommended_edm_price is not distinct from r.edm
                        and p.recommended_reseller_price = r.reseller and p.recommended_sell_price = r.sell)`,
  );
  return new Set(same.map((s) => s.ord));
}

/** Of `rows` (a distributor's new reseller prices), the indexes of those equal to its approved version in force at their start. */
export async function unchangedDistyRows(tx: Db, distyId: number, rows: readonly DistyVersionInput[]): Promise<Set<number>> {
  if (!rows.length) return new Set();
  const input = rows.map((r, ord) => ({ ord, model_id: r.modelId, start_date: r.startDate.toISOString(), reseller_price: r.resellerPrice }));
  const same = await queryRows<{ ord: number }>(
    tx,
    sql`select r.ord from json_to_recordset(${jsonParam(input)}) as r(ord int, model_id int, start_date timestamptz, reseller_price numeric)
        where exists (select 1 from model_price_disties d
                      where d.model_id = r.model_id and d.disty_id = ${distyId} and d.approve_type = 'APPROVED'
                        and ${inForceAt(sql.raw('d'), sql`r.start_date`)} and d.reseller_price is not distinct from r.reseller_price)`,
  );
  return new Set(same.map((s) => s.ord));
}
