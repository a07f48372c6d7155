import { sql } from 'drizzle-orm';
import { decidePrices, recomputeDistyTimelines, recomputeSupplyTimelines, setDistyPrices, submitSupplierPrices, type SupplierVersionInput } from '../../prices/price-versions.js';
import { type Db, execute, queryRows } from '../sql.js';
import { ANCHOR, DAY, priceStart } from './catalogue-seed-sql.js';

/**
 * The demo's price stories on top of the catalogue's supplier versions (docs/demo-data.md
 * and docs/prices.md): every distributor of a supplier has approved its versions (most with a reseller
 * price, some 'Girilmedi'); then, through the same code the screens use, DST001 gets
 * supplier prices waiting for its approval, coming prices it approved (green rows), a few
 * it rejected with a reason, and reseller-price changes of its own.
 */
const REJECT_REASONS = [
  'Alış fiyatı piyasa fiyatının üzerinde, lütfen revize ediniz.',
  'Önerilen satış fiyatı kampanya dönemiyle uyumlu değil.',
  'Fiyat artış oranı sözleşmedeki üst sınırı aşıyor.',
];

interface Candidate {
  model_id: number;
  supply_code: string;
  tax_ratio: 1 | 8 | 18 | 20;
  disty_price: number;
  recommended_edm_price: number | null;
  recommended_reseller_price: number;
  recommended_sell_price: number;
}

const scaled = (c: Candidate, factor: number, startDate: Date): SupplierVersionInput => {
  const r = (v: number) => Math.round(v * factor * 100) / 100;
  return {
    modelId: c.model_id,
    startDate,
    taxRatio: c.tax_ratio,
    distyPrice: r(c.disty_price),
    recommendedEdmPrice: c.recommended_edm_price === null ? null : r(c.recommended_edm_price),
    recommendedResellerPrice: r(c.recommended_reseller_price),
    recommendedSellPrice: r(c.recommended_sell_price),
  };
};

/** Distributor rows for every approved supplier version and distributor of its supplier. */
export async function approveForEveryDistributor(db: Db, modelFilter = sql`true`) {
  await execute(
    db,
    sql`insert into model_price_disties (model_id, disty_id, model_price_supply_id, start_date, reseller_price, approve_type,
          decided_at, created_at)
        select p.model_id, sd.disty_id, p.id, p.start_date,
          case when (p.model_id * 7 + sd.disty_id) % 10 = 0 then null else round(p.recommended_reseller_price * 0.97, 2) end,
          'APPROVED', p.created_at + interval '1 day', p.created_at
        from model_price_supplies p join supply_disties sd on sd.supply_id = p.supply_id
        where p.approve_type = 'APPROVED' and ${modelFilter}
          and not exists (select 1 from model_price_disties d where d.model_price_supply_id = p.id and d.disty_id = sd.disty_id)`,
  );
}

export async function seedPrices(db: Db) {
  await approveForEveryDistributor(db);
  const [{ ids }] = await queryRows<{ ids: number[] }>(db, sql`select coalesce(array_agg(distinct model_id), '{}') as ids from model_price_supplies`);
  await recomputeSupplyTimelines(db, ids);
  await recomputeDistyTimelines(db, ids);

  const users = new Map(
    (await queryRows<{ id: number; username: string }>(db, sql`select id, username from users where username in ('supply_admin', 'disty_admin')`)).map((u) => [u.username, u.id]),
  );
  const [{ id: dst001 }] = await queryRows<{ id: number }>(db, sql`select id from disties where code = 'DST001'`);
  // Products of TDR001 (supply_admin's) with one version in force, in a fixed order.
  const candidates = await queryRows<Candidate>(
    db,
    sql`select p.model_id, s.code as supply_code, p.tax_ratio::int as tax_ratio, p.disty_price::float8 as disty_price,
          p.recommended_edm_price::float8 as recommended_edm_price, p.recommended_reseller_price::float8 as recommended_reseller_price,
          p.recommended_sell_price::float8 as recommended_sell_price
        from model_price_supplies p join supplies s on s.id = p.supply_id join models m on m.id = p.model_id
        where s.code = 'TDR001' and p.end_date is null and m.approve_type = 'APPROVED'
        order by p.model_id limit 140`,
  );
  const take = (from: number, n: number) => candidates.slice(from, from + n);
  const supplier = { userId: users.get('supply_admin') ?? null };
  const disty = users.get('disty_admin') ?? null;
  const day = (offset: number) => priceStart(ANCHOR + offset * DAY);

  // Coming prices DST001 approved: green 'next price' rows.
  const coming = await submitSupplierPrices(db, take(0, 30).map((c, i) => scaled(c, 1.06, day(5 + (i % 12)))), supplier);
  await decideAll(db, coming, dst001, true, disty);
  // Recent raises DST001 approved: ESKİ rows and rose flags in the history.
  const raised = await submitSupplierPrices(db, take(30, 30).map((c, i) => scaled(c, 1.04, day(-(1 + (i % 5))))), supplier);
  await decideAll(db, raised, dst001, true, disty);
  // Waiting for DST001 (and DST002, which also distributes TDR001).
  await submitSupplierPrices(db, take(60, 45).map((c, i) => scaled(c, i % 4 === 0 ? 0.95 : 1.08, day(i % 3 === 0 ? -1 : 3 + (i % 9)))), supplier);
  // Rejected by DST001, with a reason.
  const rejected = await submitSupplierPrices(db, take(105, 8).map((c, i) => scaled(c, 1.25, day(-(8 + i)))), supplier);
  for (const [i, id] of rejected.entries()) await decideAll(db, [id], dst001, false, disty, REJECT_REASONS[i % REJECT_REASONS.length]);
  // DST001's own reseller-price changes.
  await setDistyPrices(
    db,
    dst001,
    take(113, 25).map((c, i) => ({ modelId: c.model_id, startDate: day(i % 2 ? -3 : 4), resellerPrice: Math.round(c.recommended_reseller_price * 96) / 100 })),
    disty,
  );
}

/** Decides DST001's rows of these supplier versions. */
async function decideAll(db: Db, supplyVersionIds: number[], distyId: number, approve: boolean, userId: number | null, description?: string) {
  if (!supplyVersionIds.length || userId === null) return;
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from model_price_disties where disty_id = ${distyId} and approve_type = 'WAITING'
        and model_price_supply_id = any(${`{${supplyVersionIds.join(',')}}`}::int[])`,
  );
  await decidePrices(db, { ids: rows.map((r) => r.id), distyId, approve, description: description ?? null, userId });
}
