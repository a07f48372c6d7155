import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { handleErrorOr } from '../../lib/error-handler.js';
import { toast } from '../../lib/toast.js';
import type { RejectDialogProps } from './reject-dialog.js';

/** What a decision covers: one row (bulk false) or the selection. */
export interface DecisionTarget<R> {
  rows: R[];
  bulk: boolean;
}

/** One decision of an approval queue: approve or reject (with the dialog's note) a row or the selection. */
export interface Decision<R> extends DecisionTarget<R> {
  approve: boolean;
  /** Rejection note; sent on every item of a bulk reject. */
  description?: string;
}

/** The success toasts of an approval queue's decisions. */
export interface DecisionTexts {
  approved: string;
  rejected: string;
  bulkApproved: string;
  bulkRejected: string;
}

export function decisionText(texts: DecisionTexts, d: Pick<Decision<unknown>, 'approve' | 'bulk'>): string {
  if (d.bulk) return d.approve ? texts.bulkApproved : texts.bulkRejected;
  return d.approve ? texts.approved : texts.rejected;
}

/** The decision buttons of an approval queue's list: per row and for the selection. */
export interface DecisionHandlers<R> {
  onApprove: (row: R) => void;
  onReject: (row: R) => void;
  onBulkApprove: (rows: R[]) => void;
  onBulkReject: (rows: R[]) => void;
  /** True while an approval is on its way: the decision buttons wait. */
  busy: () => boolean;
}

export interface DecisionQueueOptions<R> {
  /** Sends one decision (a bulk one all or nothing). */
  send: (d: Decision<R>) => Promise<unknown>;
  texts: DecisionTexts;
  /** The queries a decision changes (the queue, its bell's count, the lists of the decided records). */
  invalidate: readonly QueryKey[];
  /** After a successful decision, before the refresh (e.g. clear the list's selection). */
  onDone: () => void;
  /** What a single reject is about (e.g. product name and barcode). */
  subjectOf: (row: R) => string;
  /**
   * The queue's own text for a failed approval without the server's words (spec 2 §8: 'İşlemler
   * iptal için onaya gönderilemedi.'); a refusal with them still shows those. The generic handler's otherwise.
   */
  approveFailedText?: string;
}

/**
 * The decisions of an approval queue screen (shared by the queues). A decision is sent,
 * its text shown, `onDone` called and the changed queries refreshed. Approve sends at once
 * (errors through the global handler); reject opens the reject dialog for the row or the
 * selection and sends with its note (a failure keeps the dialog open). Returns the list's
 * handlers (stable: a list view built from them need not change) and the RejectDialog's
 * state props (the screen adds its texts).
 */
export function useDecisionQueue<R>({ send, texts, invalidate, onDone, subjectOf, approveFailedText }: DecisionQueueOptions<R>) {
  const client = useQueryClient();
  const decide = async (d: Decision<R>) => {
    await send(d);
    toast.success(decisionText(texts, d));
    onDone();
    await Promise.all(invalidate.map((queryKey) => client.invalidateQueries({ queryKey })));
  };
  const approve = useMutation({
    mutationFn: (target: DecisionTarget<R>) => decide({ ...target, approve: true }),
    ...(approveFailedText ? { meta: { silent: true }, onError: (error: unknown) => void handleErrorOr(error, approveFailedText) } : {}),
  });
  const [rejecting, setRejecting] = useState<DecisionTarget<R> | null>(null);
  // The handlers stay stable; the busy flag is read when the buttons render.
  const busyRef = useRef(false);
  busyRef.current = approve.isPending;

  const handlers = useMemo<DecisionHandlers<R>>(
    () => ({
      onApprove: (row) => approve.mutate({ rows: [row], bulk: false }),
      onReject: (row) => setRejecting({ rows: [row], bulk: false }),
      onBulkApprove: (rows) => approve.mutate({ rows, bulk: true }),
      onBulkReject: (rows) => setRejecting({ rows, bulk: true }),
      busy: () => busyRef.current,
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- approve.mutate is stable for the life of the mutation observer; handlers only set state.
    [],
  );

  const rejectDialog = {
    isOpen: rejecting !== null,
    bulk: rejecting?.bulk ?? false,
    count: rejecting?.rows.length ?? 0,
    subject: rejecting && !rejecting.bulk ? subjectOf(rejecting.rows[0]) : undefined,
    onClose: () => setRejecting(null),
    onSubmit: async (description: string) => {
      if (!rejecting) return;
      await decide({ ...rejecting, approve: false, description });
      setRejecting(null);
    },
  } satisfies Partial<RejectDialogProps>;

  return { handlers, rejectDialog };
}
