import { CATALOGUE_MSG } from '../../../shared/catalogue.js';
import { type Db, inTransaction } from '../../db/sql.js';
import { businessError, isUniqueViolation, notFoundError } from '../../lib/app-error.js';
import type { ImageStore } from '../../lib/image-store.js';
import type { AuthUser } from '../../plugins/access-guard.js';
import {
  applyApprovals,
  applyRejections,
  auditDecisions,
  barcodeConflict,
  type Decision,
  lockForDecision,
  recordDecisions,
} from './approval-repo.js';

import { removeUnusedImages } from '../products/picture-repo.js';

/**
 * model/approve and model/approvelist: approve or refuse waiting requests, all or
 * nothing. Every id must be a waiting request of the product named beside it; one that
 * is not refuses the whole list before anything is written.
 */
export async function decide(
  { db, images }: { db: Db; images: ImageStore },
  user: AuthUser,
  approve: boolean,
  input: Decision[],
): Promise<{ count: number }> {
  const decisions = [...new Map(input.map((d) => [d.id, d])).values()];
  // The same request twice with two different products is a forged list.
  if (input.some((d) => decisions.find((x) => x.id === d.id)!.currentModelId !== d.currentModelId)) throw notFoundError();
  const requestIds = decisions.map((d) => d.id);
  const modelIds = [...new Set(decisions.map((d) => d.currentModelId))];

  try {
    const { count, removedKeys } = await inTransaction(db, async (tx) => {
      const { modelsFound, requests } = await lockForDecision(tx, requestIds, modelIds);
      const byId = new Map(requests.map((r) => [r.id, r]));
      if (modelsFound !== modelIds.length || decisions.some((d) => byId.get(d.id)?.model_id !== d.currentModelId)) throw notFoundError();
      if (requests.some((r) => r.status !== 'WAITING')) throw businessError(CATALOGUE_MSG.alreadyDecided, 422);

      await recordDecisions(tx, decisions, approve ? 'APPROVED' : 'REJECTED', user.id);
      let removed: string[] = [];
      if (approve) {
        if (await barcodeConflict(tx, requestIds)) throw businessError(CATALOGUE_MSG.barcodeExists, 422);
        removed = await applyApprovals(tx, requestIds, modelIds);
      } else {
        await applyRejections(tx, requestIds, modelIds);
      }
      const audited = await auditDecisions(tx, requestIds, approve ? 'APPROVED' : 'REJECTED', user.id);
      return { count: audited, removedKeys: removed };
    });
    await removeUnusedImages(db, images, removedKeys);
    return { count };
  } catch (error) {
    // Two requests of one list asking for the same barcode meet only here.
    if (isUniqueViolation(error, 'models_barcode_uq')) throw businessError(CATALOGUE_MSG.barcodeExists, 422);
    throw error;
  }
}
