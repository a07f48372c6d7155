import { sql } from 'drizzle-orm';
import { type Db, intArray, queryRows } from '../db/sql.js';
import { SHOWN_PICTURE } from '../catalogue/products/product-row.js';
import { availableSql } from '../storefront/stock-status-sql.js';

/**
 * The SQL of the offline storefront set. A product is on distributor D's storefront while it has
 * an approved version with a reseller price in force, and is approved itself (the rule of the read
 * model storefront_items, which holds only what is in force now); the client gets every version
 * that has not ended — coming ones too, read from model_price_disties — and shows the one in
 * force, so a price that starts tomorrow needs no sync tomorrow.
 */
export interface StorefrontSyncDb {
  model_id: number;
  name: string;
  barcode: string;
  description: string | null;
  brand_id: number;
  category_id: number;
  sub_category_id: number;
  supply_status: string;
  origin: string | null;
  approved_at: Date | string | null;
  dashboard: boolean;
  quantity: number;
  pictures: { id: number; imageKey: string }[];
  prices: { priceId: number; resellerPrice: number; start: string; end: string | null }[];
}

/**
 * The storefront rows of these products at D, one per product on it. The page's ids drive the
 * query and every lookup is a per-product index probe (model_price_disties_channel_idx, models_pkey,
 * disty_stocks' key, model_pictures_model_idx; OFFSET 0 keeps the planner from turning the product
 * lookup into a scan of every product): a page costs the same at 2,000 or 200,000 products.
 */
export function storefrontSyncRows(db: Db, distyId: number, modelIds: readonly number[]) {
  return queryRows<StorefrontSyncDb>(
    db,
    sql`select k.id as model_id, m.name, m.barcode, m.description, m.brand_id, m.category_id, m.sub_category_id, m.supply_status,
          m.origin, m.approved_at,
          exists (select 1 from model_labels l where l.model_id = k.id and l.label_status = 'DASHBOARD') as dashboard,
          coalesce((select ${availableSql(sql.raw('s'))} from disty_stocks s where s.disty_id = ${distyId} and s.model_id = k.id), 0)::int as quantity,
          coalesce((select json_agg(json_build_object('id', p.id, 'imageKey', p.image_key) order by p.id)
                    from model_pictures p where p.model_id = k.id and p.crud_type in ${SHOWN_PICTURE}), '[]'::json) as pictures,
          d.prices
        from unnest(${intArray(modelIds)}) as k(id)
        join lateral (
          select json_agg(json_build_object('priceId', d.id, 'resellerPrice', d.reseller_price::float8, 'start', d.start_date, 'end', d.end_date)
              order by d.start_date, d.id) as prices
          from model_price_disties d
          where d.model_id = k.id and d.disty_id = ${distyId} and d.approve_type = 'APPROVED' and d.reseller_price is not null
            and (d.end_date is null or d.end_date > now())) d on d.prices is not null
        cross join lateral (select * from models m where m.id = k.id and m.approve_type = 'APPROVED' offset 0) m`,
  );
}

/** Names and thresholds the rows point at (a few hundred rows: sent whole on every last page). */
export async function storefrontLookups(db: Db) {
  const [brands, categories, subCategories] = await Promise.all([
    queryRows<{ id: number; name: string }>(db, sql`select id, name from brands order by id`),
    queryRows<{ id: number; name: string }>(db, sql`select id, name from categories order by id`),
    queryRows<{ id: number; name: string; categoryId: number; noneStockMax: number; limitedStockMax: number }>(
      db,
      sql`select id, name, category_id as "categoryId", none_stock_status_max as "noneStockMax", limited_stock_status_max as "limitedStockMax"
          from sub_categories order by id`,
    ),
  ]);
  return { brands, categories, subCategories };
}
