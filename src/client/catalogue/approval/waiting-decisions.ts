import { CATALOGUE_MSG } from '../../../shared/catalogue.js';
import { decideMany, decideOne, type WaitingProduct } from '../../../shared/contract/models.js';
import { call } from '../../lib/api.js';
import { type Decision as QueueDecision, decisionText, type DecisionTexts } from '../../ui/dialogs/use-decision-queue.js';

type Request = Pick<WaitingProduct, 'id' | 'currentModelId'>;

/** One reviewer decision on the approval screen: single or bulk, approve or reject (spec 2 §2.3). */
export type Decision = QueueDecision<Request>;

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

/** The success toasts of the decisions (spec 2 §8). */
export const DECISION_TEXTS: DecisionTexts = { approved: CATALOGUE_MSG.productApproved, rejected: CATALOGUE_MSG.productRejected, bulkApproved: CATALOGUE_MSG.bulkApproved, bulkRejected: CATALOGUE_MSG.bulkRejected };

export const decisionSuccessText = (d: Pick<Decision, 'approve' | 'bulk'>) => decisionText(DECISION_TEXTS, d);
