import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CATALOGUE_MSG } from '../../../shared/catalogue.js';
import { decideMany, decideOne, type WaitingProduct } from '../../../shared/contract/models.js';
import { call } from '../../lib/api.js';
import { toast } from '../../lib/toast.js';
import { catalogueKeys } from '../catalogue-queries.js';

type Request = Pick<WaitingProduct, 'id' | 'currentModelId'>;

/** One reviewer decision on the approval screen: single or bulk, approve or reject (spec 2 §2.3). */
export interface Decision {
  approve: boolean;
  bulk: boolean;
  rows: Request[];
  /** Rejection note; sent on every item of a bulk reject. */
  description?: string;
}

/** The product change record of spec 2 §3: request id, its product, and the note of a rejection. */
export function decisionBody(row: Request, description?: string) {
  const note = description?.trim();
  return { id: row.id, currentModelId: row.currentModelId, ...(note ? { approveDescription: note } : {}) };
}

/** model/approve/{type} for one request, model/approvelist/{type} for a selection (all or nothing). */
export async function sendDecision(d: Decision): Promise<number> {
  const params = { type: d.approve ? 'true' : 'false' } as const;
  const note = d.approve ? undefined : d.description;
  if (d.bulk) {
    const res = await call(decideMany, { params, body: d.rows.map((r) => decisionBody(r, note)) });
    return res.count;
  }
  const res = await call(decideOne, { params, body: decisionBody(d.rows[0], note) });
  return res.count;
}

export function decisionSuccessText(d: Pick<Decision, 'approve' | 'bulk'>): string {
  if (d.bulk) return d.approve ? CATALOGUE_MSG.bulkApproved : CATALOGUE_MSG.bulkRejected;
  return d.approve ? CATALOGUE_MSG.productApproved : CATALOGUE_MSG.productRejected;
}

/**
 * Sends a decision and, on success, shows its text, refreshes everything it changes (the
 * waiting list and the bell's count, product lists and the decided products) and calls
 * `onDone` (the screen reloads its list and clears the selection). Failures are thrown to
 * the caller: the reject dialog keeps itself open, the approve mutation reports globally.
 */
export function useDecide(onDone: () => void) {
  const client = useQueryClient();
  return async (d: Decision) => {
    await sendDecision(d);
    toast.success(decisionSuccessText(d));
    onDone();
    await Promise.all([
      client.invalidateQueries({ queryKey: catalogueKeys.waiting() }),
      client.invalidateQueries({ queryKey: catalogueKeys.products() }),
    ]);
  };
}

/** Approve buttons (row and bulk): errors go through the global handler. */
export function useApprove(onDone: () => void) {
  const decide = useDecide(onDone);
  return useMutation({ mutationFn: (rows: { rows: Request[]; bulk: boolean }) => decide({ approve: true, ...rows }) });
}
