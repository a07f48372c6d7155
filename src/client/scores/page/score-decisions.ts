import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { approveWaitingScores, cancelWaitingScores, SCORE_ERROR_TOAST_MS, SCORE_MSG, scoreDecisionBodySchema } from '../../../shared/contract/scores.js';
import { ApiError, call } from '../../lib/api.js';
import { refusalText } from '../../lib/offline/outbox.js';
import { toast } from '../../lib/toast.js';
import { confirm } from '../../ui/dialogs/confirm.js';
import { scorePageKeys } from './score-queries.js';

export type ScoreDecision = 'approve' | 'cancel';

const DECISIONS = {
  approve: { endpoint: approveWaitingScores, header: SCORE_MSG.approve, question: SCORE_MSG.confirmApprove, done: SCORE_MSG.approved, failed: undefined, danger: false },
  // A cancel sends the sales to the cancel queue (the sales screens read their lists afresh when opened).
  cancel: { endpoint: cancelWaitingScores, header: SCORE_MSG.cancel, question: SCORE_MSG.confirmCancel, done: SCORE_MSG.cancelled, failed: SCORE_MSG.cancelFailed, danger: true },
} as const;

/** The server's words when its answer has them; else the decision's own text, or the generic handler's. */
function failureText(error: unknown, failed: string | undefined) {
  const body = error instanceof ApiError ? error.body : null;
  const hasWords = !!body && !!(body.description || body.fields?.[0] || body.errors?.some((e) => e.message));
  return hasWords || !failed ? refusalText(error) : failed;
}

/**
 * 'Onayla' and 'İptal Et' of the pending list (spec 3 §2.13, §5, §8): at least one transaction
 * chosen, the question with their count, then the call with their ids. A success says so, clears
 * the selection (`onDone`) and refreshes the balances and both lists; a failure shows the
 * server's message for 4 s and keeps the selection to try again.
 */
export function useScoreDecisions(onDone: () => void) {
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);

  const decide = async (kind: ScoreDecision, ids: number[]) => {
    const d = DECISIONS[kind];
    const parsed = scoreDecisionBodySchema.safeParse({ transactionsIdList: ids });
    if (!parsed.success) {
      toast.warn(parsed.error.issues[0]?.message ?? SCORE_MSG.selectOne);
      return;
    }
    if (!(await confirm({ header: d.header, message: d.question(ids.length), danger: d.danger }))) return;
    setBusy(true);
    try {
      await call(d.endpoint, { body: parsed.data });
    } catch (error) {
      toast.error(failureText(error, d.failed), SCORE_ERROR_TOAST_MS);
      // Decided elsewhere meanwhile (404 'Onay bekleyen işlem bulunamadı'): the choice is gone, the list shows what is left.
      if (error instanceof ApiError && error.status === 404) {
        onDone();
        await client.invalidateQueries({ queryKey: scorePageKeys.all });
      }
      return;
    } finally {
      setBusy(false);
    }
    toast.success(d.done);
    onDone();
    await client.invalidateQueries({ queryKey: scorePageKeys.all });
  };

  return { busy, decide };
}
