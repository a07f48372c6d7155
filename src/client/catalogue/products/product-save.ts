import { UPLOAD_TIMEOUT_MS } from '../../../shared/catalogue.js';
import { productPhotoDelete, productPhotoUpsert, productUpsert, type ProductUpsert } from '../../../shared/contract/models.js';
import { call, upload } from '../../lib/api.js';
import { editSaveMessage } from './product-form-state.js';

/** Steps of an edit that already went through, so a retry after a failure does not repeat them. */
export interface EditProgress {
  upsertPending?: boolean;
  picturesAdded?: number;
  deleted: Map<number, boolean>;
}

export const newEditProgress = (): EditProgress => ({ deleted: new Map() });

/**
 * Saves an edit (spec 2 §4): the product change, the new pictures, then the picture
 * deletions; answers the message for the outcome. `progress` is filled as steps succeed.
 */
export async function saveProductEdit(
  input: { body: ProductUpsert & { id: number }; files: File[]; deleteIds: number[] },
  progress: EditProgress,
): Promise<string> {
  if (progress.upsertPending === undefined) progress.upsertPending = (await call(productUpsert, { body: input.body })).pending;
  if (progress.picturesAdded === undefined) {
    progress.picturesAdded = input.files.length
      ? (await upload(productPhotoUpsert, { fields: { modelId: input.body.id }, files: input.files, timeoutMs: UPLOAD_TIMEOUT_MS })).pictures.length
      : 0;
  }
  for (const id of input.deleteIds) {
    if (progress.deleted.has(id)) continue;
    const answer = await call(productPhotoDelete, { params: { id } });
    progress.deleted.set(id, answer.pictureCrudType === 'WANTDELETE');
  }
  return editSaveMessage({
    upsertPending: progress.upsertPending,
    picturesAdded: progress.picturesAdded,
    pictureDeletesPending: [...progress.deleted.values()].filter(Boolean).length,
  });
}
