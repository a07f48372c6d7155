import { sql } from 'drizzle-orm';
import { type Db, inTransaction, queryRows } from '../sql.js';
import { between, makeProducts, prng, SUB_CATEGORIES } from './catalogue-products.js';
import { ANCHOR, DAY, DEMO_PRODUCT_COUNT, iso, json, loadIds, priceStart, productColumns, subKey, subOf, toPriceColumns } from './catalogue-seed-sql.js';

/**
 * Adds approved products (with a price and a picture) until the catalogue holds `target`,
 * in batches; continues the demo's numbering, so barcodes stay unique. Returns how many
 * were added.
 */
export async function addProducts(db: Db, target: number, opts: { batch?: number; onBatch?: (added: number, total: number) => void } = {}): Promise<number> {
  const batch = opts.batch ?? 20_000;
  const ids = await loadIds(db);
  const pictureOfSub = new Map(
    (
      await queryRows<{ sub_category_id: number; image_key: string }>(
        db,
        sql`select distinct on (m.sub_category_id) m.sub_category_id, p.image_key
            from model_pictures p join models m on m.id = p.model_id
            where p.crud_type = 'INSERTED' order by m.sub_category_id, p.id`,
      )
    ).map((r) => [r.sub_category_id, r.image_key]),
  );
  const [{ n: start }] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from models`);
  let total = start;
  let next = Math.max(start, DEMO_PRODUCT_COUNT);
  if (!SUB_CATEGORIES.some((s) => ids.sub.has(subKey(s.category, s.data.name)))) throw new Error('Demo kataloğu bulunamadı: önce demo verisi yüklenmelidir.');
  while (total < target) {
    const count = Math.min(batch, target - total);
    // Lookups an admin renamed since the demo seed are skipped.
    const specs = makeProducts(next, count).filter((s) => subOf(ids, s) && ids.brand.has(s.brand));
    next += count;
    const rng = prng(next);
    const rows = specs.map((s) => {
      const columns = productColumns(ids, s);
      const createdAt = iso(ANCHOR - between(rng, 20, 700) * DAY);
      return {
        ...columns,
        created_at: createdAt,
        start_date: iso(priceStart(Date.parse(createdAt))),
        image_key: pictureOfSub.get(columns.sub_category_id) ?? null,
        ...toPriceColumns(s.prices),
      };
    });
    // One statement per batch: products, their prices and pictures (data-modifying CTEs).
    const [{ added }] = await inTransaction(db, async (t) => {
      return queryRows<{ added: number }>(
        t,
        sql`with r as (
              select * from jsonb_to_recordset(${json(rows)}) as r(name text, barcode text, description text, brand_id int,
                sub_category_id int, category_id int, supply_id int, supply_status text, origin text, eol boolean, created_at timestamptz,
                start_date timestamptz, image_key text, disty_price numeric, recommended_edm_price numeric,
                recommended_reseller_price numeric, recommended_sell_price numeric)
            ),
            m as (
              insert into models (name, barcode, description, brand_id, sub_category_id, category_id, supply_id, supply_status, origin, eol,
                approve_type, last_approve_type, created_at, updated_at)
              select name, barcode, description, brand_id, sub_category_id, category_id, supply_id, supply_status, origin, eol,
                'APPROVED', 'APPROVED', created_at, created_at
              from r order by barcode
              on conflict (barcode) do nothing
              returning id, barcode
            ),
            prices as (
              insert into model_price_supplies (model_id, supply_id, start_date, tax_ratio, disty_price, recommended_edm_price,
                recommended_reseller_price, recommended_sell_price, approve_type, created_at)
              select m.id, r.supply_id, r.start_date, 20, r.disty_price, r.recommended_edm_price, r.recommended_reseller_price,
                r.recommended_sell_price, 'APPROVED', r.created_at
              from m join r on r.barcode = m.barcode
            ),
            pictures as (
              insert into model_pictures (model_id, image_key, crud_type, created_at)
              select m.id, r.image_key, 'INSERTED', r.created_at from m join r on r.barcode = m.barcode where r.image_key is not null
            )
            select count(*)::int as added from m`,
      );
    });
    total += added;
    opts.onBatch?.(added, total);
  }
  // Fresh statistics (the planner must know the table grew a hundredfold), the trigram
  // indexes' pending lists merged (searches scan them linearly) and the visibility map set
  // (counts become index-only scans). PGlite has no autovacuum to do it later.
  for (const table of ['models', 'model_price_supplies', 'model_pictures']) await db.execute(sql.raw(`vacuum (analyze) ${table}`));
  return total - start;
}
