import { sql } from 'drizzle-orm';
import { type Db, intArray, queryRows } from '../db/sql.js';
import { SHOWN_PICTURE } from '../catalogue/products/product-row.js';
import { availableSql } from '../storefront/stock-status-sql.js';

/**
 * The SQL of the offline storefront set. A product is on distributor D's storefront while it has
 * rows in the read model storefront_items (approved versions with a reseller price, not ended, of
 * an approved product); the client gets all of them — coming ones too — and shows the one in
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
 * query and every lookup is a per-product index probe (storefront_items_model_idx, models_pkey,
 * disty_stocks' key, model_pictures_model_idx; OFFSET 0 keeps the planner from turning the product
 * lookup into a scan of every product): a page costs the same at 2,000 or 200,000 products.
 */
export function storefrontSyncRows(db: Db, distyId: number, modelIds: readonly number[]) {
  return queryRows<StorefrontSyncDb>(
    db,
    sql`select k.id as model_id, m.name, m.barcode, m.description, m.brand_id, m.category_id, m.sub_category_id, m.supply_status,
          m.origin, m.approved_at, i.dashboard, i.quantity,
          coalesce((select json_agg(json_build_object('id', p.id, 'imageKey', p.image_key) order by p.id)
                    from model_pictures p where p.model_id = k.id and p.crud_type in ${SHOWN_PICTURE}), '[]'::json) as pictures,
          i.prices
        from unnest(${intArray(modelIds)}) as k(id)
        join lateral (
          select bool_or(i.dashboard) as dashboard,
            json_agg(json_build_object('priceId', i.price_id, 'resellerPrice', i.reseller_price::float8, 'start', i.price_start, 'end', i.price_end)
              order by i.price_start, i.price_id) as prices,
            coalesce((select ${availableSql(sql.raw('s'))} from disty_stocks s where s.disty_id = ${distyId} and s.model_id = k.id), 0)::int as quantity
          from storefront_items i
          where i.model_id = k.id and i.disty_id = ${distyId} and (i.price_end is null or i.price_end > now())) i on i.prices is not null
        cross join lateral (select * from models m where m.id = k.id offset 0) m`,
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
