import { type SQL, sql } from 'drizzle-orm';
import { type Gift, GIFT_MSG, type GiftImage } from '../../../shared/contract/gifts.js';
import { ERROR_CODES } from '../../../shared/errors.js';
import { type Db, queryRows, toIso } from '../../db/sql.js';
import { codedError } from '../../lib/app-error.js';
import { imageUrl } from '../../lib/image-store.js';

/**
 * A gift as the catalogue answers it (contract giftSchema), read in one statement: its images in
 * carousel order (gift_images_gift_idx) aggregated beside it, each with its public address.
 */
export interface GiftDb {
  id: number;
  name: string;
  description: string;
  gift_score: number;
  status: number;
  created_at: Date | string;
  images: ImageJson[] | string | null;
}

interface ImageJson {
  id: number | string;
  key: string;
}

/** 404 with the catalogue's text (an unknown gift). */
export const giftNotFound = () => codedError(404, ERROR_CODES.NOT_FOUND, GIFT_MSG.notFound);

/** The images of gift `g` as one json array (id order). */
export const giftImagesJson = (giftId: SQL) =>
  sql`(select coalesce(json_agg(json_build_object('id', i.id, 'key', i.image_key) order by i.id), '[]'::json) from gift_images i where i.gift_id = ${giftId})`;

/** The gifts `where` selects (over `g`). */
export const giftRowsWhere = (where: SQL) => sql`
  select g.id, g.name, g.description, g.gift_score, g.status, g.created_at, ${giftImagesJson(sql`g.id`)} as images
  from gifts g where ${where}`;

/** The list machinery's rows of a page's keys. */
export const giftRowsOf = (keys: SQL) => giftRowsWhere(sql`g.id = any(${keys})`);

/** The images of a json column (node-postgres parses json, PGlite may too; text is parsed here). */
export function toGiftImages(images: ImageJson[] | string | null): GiftImage[] {
  const list = (typeof images === 'string' ? JSON.parse(images) : (images ?? [])) as ImageJson[];
  return list.map((i) => ({ id: Number(i.id), url: imageUrl(i.key) }));
}

export const toGift = (r: GiftDb): Gift => ({
  id: r.id,
  name: r.name,
  description: r.description,
  giftScore: r.gift_score,
  status: Number(r.status) === 1 ? 1 : 0,
  images: toGiftImages(r.images),
  createDateTime: toIso(r.created_at)!,
});

/** One gift; 404 (GIFT_MSG.notFound) when there is none. */
export async function giftOf(db: Db, id: number): Promise<Gift> {
  const [row] = await queryRows<GiftDb>(db, giftRowsWhere(sql`g.id = ${id}::int`));
  if (!row) throw giftNotFound();
  return toGift(row);
}

/** Sets a gift's status (1 active, 0 passive; spec 3 §4); 404 for an unknown gift. */
export async function setGiftStatus(db: Db, id: number, status: 0 | 1): Promise<Gift> {
  const rows = await queryRows(db, sql`update gifts set status = ${status}::smallint, updated_at = now() where id = ${id}::int returning id`);
  if (!rows.length) throw giftNotFound();
  return giftOf(db, id);
}
