import { sql } from 'drizzle-orm';
import type { PictureCrudType } from '../../../shared/catalogue.js';
import { type Db, queryRows, textArray } from '../../db/sql.js';
import type { ImageStore } from '../../lib/image-store.js';
import type { PictureDb } from './product-request-row.js';

export async function insertPictures(tx: Db, modelId: number, keys: string[], userId: number): Promise<PictureDb[]> {
  return queryRows<PictureDb>(
    tx,
    sql`insert into model_pictures (model_id, image_key, crud_type, requested_by)
        select ${modelId}::int, t.key, 'WANTINSERT', ${userId}::int from unnest(${textArray(keys)}) with ordinality as t(key, n) order by t.n
        returning id, image_key as key, crud_type as crud`,
  );
}

interface PictureOwnerDb {
  id: number;
  model_id: number;
  key: string;
  crud: string;
}

export async function lockPicture(tx: Db, pictureId: number, modelId: number): Promise<PictureOwnerDb> {
  const [row] = await queryRows<PictureOwnerDb>(
    tx,
    sql`select id, model_id, image_key as key, crud_type as crud from model_pictures where id = ${pictureId} and model_id = ${modelId} for update`,
  );
  return row;
}

export async function setPictureCrud(tx: Db, pictureId: number, crud: PictureCrudType) {
  await tx.execute(sql`update model_pictures set crud_type = ${crud} where id = ${pictureId}`);
}

export async function deletePictureRow(tx: Db, pictureId: number) {
  await tx.execute(sql`delete from model_pictures where id = ${pictureId}`);
}

export async function findPictureProduct(db: Db, pictureId: number): Promise<number | null> {
  const [row] = await queryRows<{ model_id: number }>(db, sql`select model_id from model_pictures where id = ${pictureId}`);
  return row?.model_id ?? null;
}

/**
 * Removes image files no picture or brand refers to any more. Seeded products share
 * files, so a key is only dropped when unused; call after the commit, never inside the
 * transaction (a rollback cannot bring a file back).
 */
export async function removeUnusedImages(db: Db, images: ImageStore, keys: string[]) {
  if (!keys.length) return;
  try {
    const unused = await queryRows<{ key: string }>(
      db,
      sql`select k.key from unnest(${textArray(keys)}) as k(key)
          where not exists (select 1 from model_pictures p where p.image_key = k.key)
            and not exists (select 1 from brands b where b.image_key = k.key)`,
    );
    await Promise.all(unused.map((u) => images.remove(u.key)));
  } catch {
    // The change is committed; a file left behind only costs space, an error here would
    // tell the caller it failed.
  }
}
