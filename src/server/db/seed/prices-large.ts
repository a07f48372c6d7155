import { sql } from 'drizzle-orm';
import { recomputeDistyTimelines, recomputeSupplyTimelines } from '../../prices/price-versions.js';
import { type Db, execute, inTransaction, intArray, queryRows } from '../sql.js';
import { approveForEveryDistributor } from './prices.js';

/**
 * Price history for the large seed: every product that has a single supplier version gets
 * `older` earlier versions (one a month back, each about 3 % cheaper), and every approved
 * version reaches each distributor of its supplier — about 1,000,000 version rows for
 * 100,000 products. Set-based, in batches of product ids; idempotent (products with
 * history are skipped). Returns the number of rows written.
 */
export async function addPriceHistory(db: Db, opts: { older?: number; batch?: number; onBatch?: (rows: number, done: number, total: number) => void } = {}) {
  const older = opts.older ?? 3;
  const batch = opts.batch ?? 10_000;
  const [{ lo, hi }] = await queryRows<{ lo: number | null; hi: number | null }>(db, sql`select min(id) as lo, max(id) as hi from models`);
  if (lo === null || hi === null) return 0;
  let written = 0;
  for (let from = lo; from <= hi; from += batch) {
    const to = from + batch - 1;
    const rows = await inTransaction(db, async (tx) => {
      const single = await queryRows<{ id: number }>(
        tx,
        sql`select model_id as id from model_price_supplies where model_id between ${from} and ${to} group by model_id having count(*) = 1`,
      );
      const ids = single.map((s) => s.id);
      if (!ids.length) return 0;
      const [{ n: supplyRows }] = await queryRows<{ n: number }>(
        tx,
        sql`with ins as (
              insert into model_price_supplies (model_id, supply_id, start_date, tax_ratio, disty_price, recommended_edm_price,
                recommended_reseller_price, recommended_sell_price, approve_type, created_by, created_at)
              select p.model_id, p.supply_id, p.start_date - make_interval(months => k), p.tax_ratio,
                round(p.disty_price * power(0.97, k), 2), round(p.recommended_edm_price * power(0.97, k), 2),
                round(p.recommended_reseller_price * power(0.97, k), 2), round(p.recommended_sell_price * power(0.97, k), 2),
                'APPROVED', p.created_by, p.created_at - make_interval(months => k)
              from model_price_supplies p cross join generate_series(1, ${older}) as k
              where p.model_id = any(${intArray(ids)})
              returning 1)
            select count(*)::int as n from ins`,
      );
      const [{ before }] = await queryRows<{ before: number }>(tx, sql`select count(*)::int as before from model_price_disties where model_id = any(${intArray(ids)})`);
      await approveForEveryDistributor(tx, sql`p.model_id = any(${intArray(ids)})`);
      const [{ after }] = await queryRows<{ after: number }>(tx, sql`select count(*)::int as after from model_price_disties where model_id = any(${intArray(ids)})`);
      await recomputeSupplyTimelines(tx, ids);
      await recomputeDistyTimelines(tx, ids);
      return supplyRows + after - before;
    });
    written += rows;
    opts.onBatch?.(rows, Math.min(to, hi) - lo + 1, hi - lo + 1);
  }
  await execute(db, sql`analyze model_price_supplies`);
  await execute(db, sql`analyze model_price_disties`);
  return written;
}
