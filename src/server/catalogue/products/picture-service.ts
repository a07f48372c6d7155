import { CATALOGUE_MSG, type PictureCrudType } from '../../../shared/catalogue.js';
import type { Picture } from '../../../shared/contract/models.js';
import { type Db, inTransaction } from '../../db/sql.js';
import { businessError, notFoundError } from '../../lib/app-error.js';
import type { ImageType } from '../../lib/file-types.js';
import type { ImageStore } from '../../lib/image-store.js';
import type { AuthUser } from '../../plugins/access-guard.js';
import type { UploadedFile } from '../../plugins/uploads.js';
import { toPicture } from './product-request-row.js';
import { scopeOf } from './product-scope.js';
import { assertProductInScope, ensureWaitingRequest, insertAudit, lockProduct } from './product-write-repo.js';
import { deletePictureRow, findPictureProduct, insertPictures, lockPicture, removeUnusedImages, setPictureCrud } from './picture-repo.js';

interface PictureDeps {
  db: Db;
  images: ImageStore;
}

/**
 * model/photo/upsert: the images become WANTINSERT pictures of the product and the
 * product gets a waiting request (so the change shows up for approval). Files are stored
 * first and removed again when the database says no.
 */
export async function addPictures({ db, images }: PictureDeps, user: AuthUser, modelId: number, files: UploadedFile[]): Promise<{ pictures: Picture[] }> {
  const scope = scopeOf(user);
  // Nothing is stored for a product the caller may not touch.
  await assertProductInScope(db, scope, modelId);
  const keys: string[] = [];
  try {
    for (const file of files) keys.push(await images.put(file.data, file.type as ImageType));
    return await inTransaction(db, async (tx) => {
      const model = await lockProduct(tx, scope, modelId);
      const requestId = await ensureWaitingRequest(tx, model, user.id);
      const rows = await insertPictures(tx, model.id, keys, user.id);
      await insertAudit(tx, model.id, requestId, 'PICTURE_ADD_REQUESTED', user.id);
      return { pictures: rows.map(toPicture) };
    });
  } catch (error) {
    await Promise.all(keys.map((key) => images.remove(key).catch(() => undefined)));
    throw error;
  }
}

/**
 * model/photo/delete/{id}: an approved picture (or one whose deletion was refused) is
 * asked to be deleted (WANTDELETE); a picture still waiting to be added is withdrawn.
 */
export async function deletePicture(
  { db, images }: PictureDeps,
  user: AuthUser,
  pictureId: number,
): Promise<{ id: number; pictureCrudType: PictureCrudType | null }> {
  const modelId = await findPictureProduct(db, pictureId);
  if (modelId === null) throw notFoundError();
  const result = await inTransaction(db, async (tx) => {
    // Product first, then picture: the order every writer of a product takes its locks in.
    const model = await lockProduct(tx, scopeOf(user), modelId);
    const picture = await lockPicture(tx, pictureId, model.id);
    if (!picture) throw notFoundError();
    switch (picture.crud) {
      case 'INSERTED':
      case 'NOTWANTDELETE': {
        const requestId = await ensureWaitingRequest(tx, model, user.id);
        await setPictureCrud(tx, picture.id, 'WANTDELETE');
        await insertAudit(tx, model.id, requestId, 'PICTURE_DELETE_REQUESTED', user.id);
        return { crud: 'WANTDELETE' as const, removedKey: null };
      }
      case 'WANTINSERT':
        await deletePictureRow(tx, picture.id);
        return { crud: null, removedKey: picture.key };
      case 'WANTDELETE':
        throw businessError(CATALOGUE_MSG.pictureDeletePending, 422);
      default:
        // A refused addition is history, not a picture of the product.
        throw businessError(CATALOGUE_MSG.pictureNotFound, 422);
    }
  });
  if (result.removedKey) await removeUnusedImages(db, images, [result.removedKey]);
  return { id: pictureId, pictureCrudType: result.crud };
}
