import { sql } from 'drizzle-orm';
import type { PriceSyncMeta, PriceSyncRow } from '../../shared/contract/sync.js';
import { type Db, intArray, queryRows, toIso } from '../db/sql.js';
import type { AuthUser } from '../plugins/access-guard.js';
import { type ResellerPriceDb, resellerFilterOptions, resellerRowSelect, toResellerPriceRow } from '../prices/lists/reseller-price-repo.js';
import type { SyncSet } from './sync-service.js';

/**
 * The reseller's price list as the offline kit keeps it (GET /modelPrice/reseller/sync): per
 * product, every APPROVED version of the distributor that has not ended — the one in force and the
 * coming ones, with or without a reseller price — as the list's row plus its end; the client shows
 * the one in force. The same row SQL as the list (reseller-price-repo.ts), so both show the same.
 *
 * Read per product (the page's ids drive the query; OFFSET 0 keeps each lateral a per-product
 * index probe — model_price_disties_channel_idx, models_pkey): left to itself the planner reads
 * all of the distributor's current versions, or all products, for a page of 2,000 ids (measured
 * at 100,000 products: 85 ms per page instead of 550 ms).
 */
const priceSyncRows = (db: Db, distyId: number, modelIds: readonly number[]) =>
  queryRows<ResellerPriceDb>(
    db,
    sql`${resellerRowSelect(sql`
          from unnest(${intArray(modelIds)}) as k(id)
          cross join lateral (select * from model_price_disties d
                              where d.model_id = k.id and d.disty_id = ${distyId} and d.approve_type = 'APPROVED'
                                and (d.end_date is null or d.end_date > now()) offset 0) d
          cross join lateral (select * from models m where m.id = k.id offset 0) m`)}
        order by d.model_id, d.start_date, d.id`,
  );

/** The distributor of the reseller the user acts as; 0 (no rows) when there is none, as the list answers no rows. */
export async function resellerDistyOf(db: Db, user: AuthUser): Promise<number> {
  if (!user.loginResellerId) return 0;
  const [row] = await queryRows<{ disty_id: number | null }>(db, sql`select disty_id from resellers where id = ${user.loginResellerId}`);
  return row?.disty_id ?? 0;
}

export const priceSyncSet = (user: AuthUser): SyncSet<PriceSyncRow, PriceSyncMeta> => ({
  kind: 'p',
  rows: async (db, distyId, ids) =>
    (await priceSyncRows(db, distyId, ids)).map((r) => ({ ...toResellerPriceRow(r), endDate: toIso(r.end_date), brandId: r.brand_id })),
  productOf: (r) => r.mid,
  meta: async (db) => ({ syncedAt: new Date().toISOString(), ...(await resellerFilterOptions(db, user)) }),
});
