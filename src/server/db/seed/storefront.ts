import { sql } from 'drizzle-orm';
import { inForceAt } from '../../prices/price-sql.js';
import { type Db, execute, queryRows } from '../sql.js';

/** Products on the demo distributor's home page ('Ana Sayfa'). */
const DASHBOARD_TARGET = 12;

/**
 * The storefront's demo data on top of the catalogue and prices seeds (run after them):
 * - approval dates (models.approved_at) of the approved products spread over the last
 *   ~120 days, never before their creation, so about a quarter counts as 'Yeniler'
 *   (NEW_PRODUCT_DAYS, 30 by default);
 * - DASHBOARD labels ('Ana Sayfa') on 12 products of DST001's storefront (the demo
 *   reseller BY10001 buys from DST001), picked evenly over its products with pictures.
 * DST001's storefront already has about 1,200 products with a reseller price in force (the
 * prices seed leaves one in ten distributor versions 'Girilmedi'), so no price is written here.
 * Stock comes from the ingestion seed; 'Çok Satanlar' from the orders seed.
 */
export async function seedStorefront(db: Db): Promise<void> {
  await execute(
    db,
    sql`update models set approved_at = least(now(), greatest(created_at + interval '1 hour',
          now() - make_interval(days => (id * 37) % 120, hours => (id * 11) % 24)))
        where approve_type = 'APPROVED' and approved_at is null`,
  );
  const [dst] = await queryRows<{ id: number }>(db, sql`select id from disties where code = 'DST001'`);
  if (!dst) return;
  const [{ n }] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from model_labels l
        join model_price_disties d on d.model_id = l.model_id and d.disty_id = ${dst.id} and d.approve_type = 'APPROVED'
        where l.label_status = 'DASHBOARD' and ${inForceAt(sql.raw('d'))} and d.reseller_price is not null`,
  );
  const missing = DASHBOARD_TARGET - n;
  if (missing <= 0) return;
  await execute(
    db,
    sql`insert into model_labels (model_id, label_status)
        select id, 'DASHBOARD' from (
          select m.id, row_number() over (order by m.id) as k, count(*) over () as total
          from models m join model_price_disties d on d.model_id = m.id
          where d.disty_id = ${dst.id} and d.approve_type = 'APPROVED' and ${inForceAt(sql.raw('d'))} and d.reseller_price is not null
            and m.approve_type = 'APPROVED' and m.supply_status = 'AÇIK'
            and exists (select 1 from model_pictures p where p.model_id = m.id and p.crud_type = 'INSERTED')
            and not exists (select 1 from model_labels l where l.model_id = m.id and l.label_status = 'DASHBOARD')) x
        where (k - 1) % greatest(total / ${missing}, 1) = 0
        order by k limit ${missing}
        on conflict do nothing`,
  );
}
