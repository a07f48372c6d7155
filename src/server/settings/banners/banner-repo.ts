import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/sql.js';

/** SQL of the storefront banners (index banners_end_idx on end_date, start_date). */

export interface BannerRow {
  id: number;
  start_date: Date | string;
  end_date: Date | string;
  image_key: string;
  image_name: string;
}

const SELECT = sql`select id, start_date, end_date, image_key, image_name from banners`;

export const allBanners = (db: Db) => queryRows<BannerRow>(db, sql`${SELECT} order by start_date desc, id desc`);

/** The banners shown now: start <= now < end, by start. */
export const currentBanners = (db: Db) => queryRows<BannerRow>(db, sql`${SELECT} where end_date > now() and start_date <= now() order by start_date, id`);

export async function bannerRow(db: Db, id: number): Promise<BannerRow | null> {
  const [row] = await queryRows<BannerRow>(db, sql`${SELECT} where id = ${id}`);
  return row ?? null;
}

export async function insertBanner(db: Db, b: { start: Date; end: Date; imageKey: string; imageName: string; createdBy: number }): Promise<BannerRow> {
  const [row] = await queryRows<BannerRow>(
    db,
    sql`insert into banners (start_date, end_date, image_key, image_name, created_by)
        values (${b.start.toISOString()}::timestamptz, ${b.end.toISOString()}::timestamptz, ${b.imageKey}, ${b.imageName}, ${b.createdBy})
        returning id, start_date, end_date, image_key, image_name`,
  );
  return row;
}

export async function updateBannerDates(db: Db, id: number, start: Date, end: Date): Promise<BannerRow | null> {
  const [row] = await queryRows<BannerRow>(
    db,
    sql`update banners set start_date = ${start.toISOString()}::timestamptz, end_date = ${end.toISOString()}::timestamptz where id = ${id}
        returning id, start_date, end_date, image_key, image_name`,
  );
  return row ?? null;
}

/** Deletes the row; answers its image key (null when there was no such banner). */
export async function deleteBanner(db: Db, id: number): Promise<string | null> {
  const [row] = await queryRows<{ image_key: string }>(db, sql`delete from banners where id = ${id} returning image_key`);
  return row?.image_key ?? null;
}
