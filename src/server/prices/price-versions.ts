import { sql } from 'drizzle-orm';
import { PRICE_MSG, type SupplierPrice } from '../../shared/prices.js';
import { type Db, execute, intArray, jsonParam, queryRows } from '../db/sql.js';
import { businessError, notFoundError } from '../lib/app-error.js';
import { inForceAt } from './price-sql.js';

/**
 * The price model (docs/prices.md). A price is never edited: every change is a new
 * version row with a start date. Two channels:
 * - supplier channel (model_price_supplies, per product and supplier): what the supplier
 *   offers from a date on;
 * - distributor channel (model_price_disties, per product and distributor): what is in
 *   force for a distributor and its resellers. A supplier version reaches each distributor
 *   of that supplier as a WAITING row and joins that distributor's timeline only when the
 *   distributor approves it; the distributor's own reseller-price changes join at once.
 * In each channel end_date = the next version's start date (versions sorted by start date,
 * then id), recomputed set-based after every write, so "in force at X" is
 * start_date <= X < coalesce(end_date, ∞) everywhere. Writers lock the products' rows
 * (models, in id order) first, so concurrent writes to one product are serialised and
 * exactly one version is in force at any time.
 * Every function here runs inside the caller's transaction (all or nothing).
 */

export interface SupplierVersionInput extends SupplierPrice {
  modelId: number;
  startDate: Date;
  /** The reseller price a supplying distributor sets with its own version (else null). */
  resellerPrice?: number | null;
}

export interface DistyVersionInput {
  modelId: number;
  startDate: Date;
  resellerPrice: number | null;
}

/** Locks the rows of these products (id order: no deadlocks between two writers). */
export async function lockProducts(tx: Db, modelIds: readonly number[]) {
  if (!modelIds.length) return;
  await execute(tx, sql`select id from models where id = any(${intArray([...new Set(modelIds)])}) order by id for no key update`);
}

/** end_date of every supplier version of these products = start of the next non-rejected one. */
export async function recomputeSupplyTimelines(tx: Db, modelIds: readonly number[]) {
  await execute(
    tx,
    sql`update model_price_supplies p set end_date = n.next_start
        from (select id, lead(start_date) over (partition by model_id, supply_id order by start_date, id) as next_start
              from model_price_supplies where model_id = any(${intArray(modelIds)}) and approve_type <> 'REJECTED') n
        where p.id = n.id and p.end_date is distinct from n.next_start`,
  );
}

/** end_date of every approved distributor version of these products = start of the next approved one. */
export async function recomputeDistyTimelines(tx: Db, modelIds: readonly number[]) {
  await execute(
    tx,
    sql`update model_price_disties p set end_date = n.next_start
        from (select id, lead(start_date) over (partition by model_id, disty_id order by start_date, id) as next_start
              from model_price_disties where model_id = any(${intArray(modelIds)}) and approve_type = 'APPROVED') n
        where p.id = n.id and p.end_date is distinct from n.next_start`,
  );
}

/** A supplier version's approve_type sums up its distributors' rows: APPROVED once one approved, REJECTED when all rejected. */
async function summariseSupplyVersions(tx: Db, supplyVersionIds: readonly number[]) {
  await execute(
    tx,
    sql`update model_price_supplies s set approve_type = x.t
        from (select model_price_supply_id as id,
                case when bool_or(approve_type = 'APPROVED') then 'APPROVED'
                     when bool_or(approve_type = 'WAITING') then 'WAITING' else 'REJECTED' end as t
              from model_price_disties where model_price_supply_id = any(${intArray(supplyVersionIds)})
              group by model_price_supply_id) x
        where s.id = x.id and s.approve_type <> x.t`,
  );
}

/**
 * New supplier versions (price detail, price spreadsheet, a new product's first price).
 * Each goes to every distributor of the product's supplier as a WAITING row; when
 * `ownDistyId` is given (a distributor pricing a product it supplies itself), that
 * distributor's row is approved at once with the row's reseller price. Returns the new ids.
 */
export async function submitSupplierPrices(tx: Db, rows: readonly SupplierVersionInput[], by: { userId: number | null; ownDistyId?: number | null }): Promise<number[]> {
  if (!rows.length) return [];
  const modelIds = rows.map((r) => r.modelId);
  await lockProducts(tx, modelIds);
  // New versions are matched to their input rows by position: every product must exist.
  const [{ found }] = await queryRows<{ found: number }>(tx, sql`select count(*)::int as found from models where id = any(${intArray([...new Set(modelIds)])})`);
  if (found !== new Set(modelIds).size) throw notFoundError();
  const input = rows.map((r) => ({
    model_id: r.modelId,
    start_date: r.startDate.toISOString(),
    tax_ratio: r.taxRatio,
    disty_price: r.distyPrice,
    recommended_edm_price: r.recommendedEdmPrice,
    recommended_reseller_price: r.recommendedResellerPrice,
    recommended_sell_price: r.recommendedSellPrice,
    reseller_price: r.resellerPrice ?? null,
    ord: 0,
  }));
  input.forEach((r, i) => (r.ord = i));
  const own = by.ownDistyId ?? null;
  const created = await queryRows<{ id: number; ord: number }>(
    tx,
    sql`with r as (
          select * from json_to_recordset(${jsonParam(input)}) as r(model_id int, start_date timestamptz, tax_ratio smallint,
            disty_price numeric, recommended_edm_price numeric, recommended_reseller_price numeric, recommended_sell_price numeric,
            reseller_price numeric, ord int)),
        ps as (
          insert into model_price_supplies (model_id, supply_id, start_date, tax_ratio, disty_price, recommended_edm_price,
            recommended_reseller_price, recommended_sell_price, approve_type, created_by)
          select r.model_id, m.supply_id, r.start_date, r.tax_ratio, r.disty_price, r.recommended_edm_price,
            r.recommended_reseller_price, r.recommended_sell_price, 'WAITING', ${by.userId}
          from r join models m on m.id = r.model_id order by r.ord
          returning id, model_id, supply_id, start_date),
        numbered as (select ps.*, row_number() over (order by ps.id) - 1 as ord from ps),
        fan as (
          insert into model_price_disties (model_id, disty_id, model_price_supply_id, start_date, reseller_price, approve_type,
            decided_by, decided_at, created_by)
          select n.model_id, sd.disty_id, n.id, n.start_date,
            case when sd.disty_id = ${own}::int then r.reseller_price end,
            case when sd.disty_id = ${own}::int then 'APPROVED' else 'WAITING' end,
            case when sd.disty_id = ${own}::int then ${by.userId}::int end,
            case when sd.disty_id = ${own}::int then now() end, ${by.userId}
          from numbered n join r on r.ord = n.ord join supply_disties sd on sd.supply_id = n.supply_id)
        select n.id, n.ord::int as ord from numbered n`,
  );
  const ids = created.sort((a, b) => a.ord - b.ord).map((c) => c.id);
  if (own !== null) await summariseSupplyVersions(tx, ids);
  await recomputeSupplyTimelines(tx, modelIds);
  if (own !== null) await recomputeDistyTimelines(tx, modelIds);
  return ids;
}

/**
 * A distributor's own reseller prices: approved versions at once, each on the supplier
 * version in force for that distributor at its start date (a date before its first
 * approved version takes the earliest one after it). Refused when the distributor has no approved supplier price
 * for a product (it cannot price what it does not sell). Returns the new ids.
 */
export async function setDistyPrices(tx: Db, distyId: number, rows: readonly DistyVersionInput[], userId: number | null): Promise<number[]> {
  if (!rows.length) return [];
  const modelIds = rows.map((r) => r.modelId);
  await lockProducts(tx, modelIds);
  const input = rows.map((r, ord) => ({ model_id: r.modelId, start_date: r.startDate.toISOString(), reseller_price: r.resellerPrice, ord }));
  const base = await queryRows<{ ord: number; mps: number | null }>(
    tx,
    sql`select r.ord, (select c.model_price_supply_id from model_price_disties c
                       where c.model_id = r.model_id and c.disty_id = ${distyId} and c.approve_type = 'APPROVED'
                       order by (c.start_date <= r.start_date) desc, case when c.start_date <= r.start_date then c.start_date end desc, c.start_date, c.id desc limit 1) as mps
        from json_to_recordset(${jsonParam(input)}) as r(model_id int, start_date timestamptz, reseller_price numeric, ord int)`,
  );
  if (base.some((b) => b.mps === null)) throw businessError(PRICE_MSG.noSupplierPrice, 422);
  const mpsOf = new Map(base.map((b) => [b.ord, b.mps!]));
  const withBase = input.map((r) => ({ ...r, mps: mpsOf.get(r.ord)! }));
  const created = await queryRows<{ id: number }>(
    tx,
    sql`insert into model_price_disties (model_id, disty_id, model_price_supply_id, start_date, reseller_price, approve_type,
          decided_by, decided_at, created_by)
        select r.model_id, ${distyId}, r.mps, r.start_date, r.reseller_price, 'APPROVED', ${userId}::int, now(), ${userId}::int
        from json_to_recordset(${jsonParam(withBase)}) as r(model_id int, start_date timestamptz, reseller_price numeric, ord int, mps int)
        order by r.ord
        returning id`,
  );
  await recomputeDistyTimelines(tx, modelIds);
  return created.map((c) => c.id);
}

export interface PriceDecision {
  /** model_price_disties ids (the distributor's WAITING rows). */
  ids: readonly number[];
  distyId: number;
  approve: boolean;
  description?: string | null;
  userId: number;
}

/**
 * A distributor approves or rejects waiting supplier prices, all or nothing: every id must
 * be a WAITING row of this distributor (another distributor's id answers 404, a decided
 * one 422). An approved row keeps the distributor's reseller price of the version it
 * follows, or of the first one after it when it precedes them all (none entered →
 * 'Girilmedi'), and joins the distributor's timeline.
 */
export async function decidePrices(tx: Db, d: PriceDecision): Promise<number> {
  const ids = [...new Set(d.ids)];
  if (!ids.length) return 0;
  const found = await queryRows<{ id: number; model_id: number; disty_id: number; approve_type: string; mps: number }>(
    tx,
    sql`select id, model_id, disty_id, approve_type, model_price_supply_id as mps from model_price_disties where id = any(${intArray(ids)})`,
  );
  if (found.length !== ids.length || found.some((f) => f.disty_id !== d.distyId)) throw notFoundError();
  const modelIds = found.map((f) => f.model_id);
  await lockProducts(tx, modelIds);
  // Re-read under the lock: a concurrent decision may have settled some meanwhile.
  const [{ waiting }] = await queryRows<{ waiting: number }>(
    tx,
    sql`select count(*)::int as waiting from model_price_disties where id = any(${intArray(ids)}) and approve_type = 'WAITING'`,
  );
  if (waiting !== ids.length) throw businessError(PRICE_MSG.notWaiting, 422);
  if (d.approve) {
    await execute(
      tx,
      sql`update model_price_disties w set approve_type = 'APPROVED', decided_by = ${d.userId}, decided_at = now(),
            reseller_price = coalesce(w.reseller_price, (
              select c.reseller_price from model_price_disties c
              where c.model_id = w.model_id and c.disty_id = w.disty_id and c.approve_type = 'APPROVED'
              order by (c.start_date <= w.start_date) desc, case when c.start_date <= w.start_date then c.start_date end desc, c.start_date, c.id desc limit 1))
          where w.id = any(${intArray(ids)})`,
    );
  } else {
    await execute(
      tx,
      sql`update model_price_disties set approve_type = 'REJECTED', description = ${d.description ?? null}, decided_by = ${d.userId}, decided_at = now()
          where id = any(${intArray(ids)})`,
    );
  }
  await summariseSupplyVersions(tx, [...new Set(found.map((f) => f.mps))]);
  await recomputeDistyTimelines(tx, modelIds);
  await recomputeSupplyTimelines(tx, modelIds);
  return ids.length;
}

/** The distributor price version of a product in force for a distributor at a moment (null when none). */
export async function distyPriceAt(db: Db, modelId: number, distyId: number, at: Date) {
  const [row] = await queryRows<{ id: number; reseller_price: number | null; model_price_supply_id: number }>(
    db,
    sql`select d.id, d.reseller_price::float8 as reseller_price, d.model_price_supply_id from model_price_disties d
        where d.model_id = ${modelId} and d.disty_id = ${distyId} and d.approve_type = 'APPROVED' and ${inForceAt(sql.raw('d'), sql`${at.toISOString()}::timestamptz`)}
        order by d.start_date desc, d.id desc limit 1`,
  );
  return row ?? null;
}
