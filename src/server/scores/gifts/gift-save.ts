import { sql } from 'drizzle-orm';
import { type Gift, GIFT_IMAGE_MAX_BYTES, GIFT_MAX_IMAGES, GIFT_MSG } from '../../../shared/contract/gifts.js';
import { type Db, inTransaction, intArray, jsonParam, queryRows } from '../../db/sql.js';
import { businessError, validationError } from '../../lib/app-error.js';
import { detectImageType, type ImageType } from '../../lib/file-types.js';
import type { ImageStore } from '../../lib/image-store.js';
import { giftNotFound, giftOf } from './gift-sql.js';

/**
 * POST upsert gift (contract giftUpsert; spec 3 §2.10, §5): the gift's fields and its images in one
 * call and one transaction. The new images' bytes go into the public image store first and are
 * removed again when the transaction fails; the removed images' bytes leave the store only once it
 * has committed. On an edit the gift's row is updated first, so two edits of one gift run one after
 * the other and the image count is checked on what the first left.
 */

/** The parsed body (giftUpsertBodySchema's output); description and the removal list may be left out. */
export interface GiftSaveInput {
  id?: number;
  name: string;
  description?: string;
  giftScore: number;
  willRemoveImageList?: readonly number[];
}

/** A new image: its bytes and its detected type (the upload rule's UploadedFile fits). */
export interface GiftImageFile {
  data: Uint8Array;
  type: ImageType;
}

const filesError = (message: string) => validationError([{ field: 'files', message }]);

/** The upload rule checked the route's files already; the seed's are checked here the same way. */
function checkFiles(files: readonly GiftImageFile[]): void {
  if (files.length > GIFT_MAX_IMAGES) throw filesError(GIFT_MSG.tooManyImages);
  for (const f of files) {
    if (f.data.length > GIFT_IMAGE_MAX_BYTES) throw filesError(GIFT_MSG.imageTooBig);
    if (detectImageType(f.data) !== f.type) throw filesError(GIFT_MSG.imageNotImage);
  }
}

async function insertGift(tx: Db, userId: number | null, body: GiftSaveInput): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`insert into gifts (name, description, gift_score, status, created_by) values (${body.name}, ${body.description ?? ''}, ${body.giftScore}::int, 1, ${userId}::int) returning id`,
  );
  return row.id;
}

/** The edit of the gift's fields (its row locked till the end); 404 for an unknown gift. */
async function updateGift(tx: Db, id: number, body: GiftSaveInput): Promise<void> {
  const rows = await queryRows(
    tx,
    sql`update gifts set name = ${body.name}, description = ${body.description ?? ''}, gift_score = ${body.giftScore}::int, updated_at = now() where id = ${id}::int returning id`,
  );
  if (!rows.length) throw giftNotFound();
}

/** Deletes the listed images of this gift, answering their keys; an id that is not one of them refuses the whole save. */
async function removeImages(tx: Db, giftId: number, ids: readonly number[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  if (!unique.length) return [];
  const rows = await queryRows<{ image_key: string }>(tx, sql`delete from gift_images where gift_id = ${giftId}::int and id = any(${intArray(unique)}) returning image_key`);
  if (rows.length !== unique.length) throw businessError(GIFT_MSG.imageNotFound);
  return rows.map((r) => r.image_key);
}

async function imageCount(tx: Db, giftId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from gift_images where gift_id = ${giftId}::int`);
  return Number(row.n);
}

async function addImages(tx: Db, images: ImageStore, giftId: number, files: readonly GiftImageFile[], stored: string[]): Promise<void> {
  if (!files.length) return;
  for (const f of files) stored.push(await images.put(f.data, f.type));
  const keys = stored.slice(-files.length);
  await tx.execute(
    sql`insert into gift_images (gift_id, image_key)
        select ${giftId}::int, k.key from json_to_recordset(${jsonParam(keys.map((key, n) => ({ key, n })))}) as k(key text, n int) order by k.n`,
  );
}

export async function saveGift(db: Db, images: ImageStore, userId: number | null, body: GiftSaveInput, files: readonly GiftImageFile[]): Promise<Gift> {
  checkFiles(files);
  const stored: string[] = [];
  try {
    const { gift, removed } = await inTransaction(db, async (tx) => {
      const id = body.id === undefined ? await insertGift(tx, userId, body) : body.id;
      if (body.id !== undefined) await updateGift(tx, id, body);
      const removedKeys = await removeImages(tx, id, body.willRemoveImageList ?? []);
      if ((await imageCount(tx, id)) + files.length > GIFT_MAX_IMAGES) throw filesError(GIFT_MSG.tooManyImages);
      await addImages(tx, images, id, files, stored);
      return { gift: await giftOf(tx, id), removed: removedKeys };
    });
    // Committed: the removed images leave the store (keys are never reused, so a failure only leaves a stray file).
    await Promise.all(removed.map((k) => images.remove(k).catch(() => undefined)));
    return gift;
  } catch (error) {
    // Nothing of a refused save stays: its new images out of the store too.
    await Promise.all(stored.map((k) => images.remove(k).catch(() => undefined)));
    throw error;
  }
}
