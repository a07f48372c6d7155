import { useEffect, useRef, useState } from 'react';
import { FAULTY_ERROR_TOAST_MS, FAULTY_MSG } from '../../../shared/contract/faulty.js';
import { enqueueAndSettle, kickOutbox, onWriteSent, outbox } from '../../lib/offline/outbox-runner.js';
import type { QueuedPhoto } from '../../lib/offline/outbox.js';
import { toast } from '../../lib/toast.js';
import { productOf, type ReportForm, reportFields } from './report-form.js';
import { REPORT_UI } from './report-texts.js';

export type ReportOutcome = 'sent' | 'queued' | 'refused' | 'unsaved';

/** How long an online report may take to answer before the dealer is told it waits in the tray: five 1 MB photos on a shop's signal. */
export const SETTLE_MS = 20_000;

/**
 * 'Tedarikçiye Bildir' through the outbox, like the storefront's orders and the wizard's sales:
 * one queued write — the form's fields and the photos as Blobs in IndexedDB — whose id is the
 * Idempotency-Key, so a repeat (no answer, a reload, another tab) makes one ticket. Online the
 * server's answer comes at once; offline the report waits in the pending tray and goes when the
 * signal returns. A refusal (4xx) shows the server's words and leaves the queue: the dealer
 * corrects the form, which stays filled, and reports again. A report that waited and goes while
 * the screen is open says so too.
 */
export function useReport() {
  const [pending, setPending] = useState(false);
  // While a report settles its own answer speaks; the listener is for the ones that waited.
  const settling = useRef(false);
  useEffect(() => {
    const off = onWriteSent(({ kind }) => {
      if (kind === 'faulty.report' && !settling.current) toast.success(FAULTY_MSG.reported);
    });
    return () => void off();
  }, []);

  const report = async (form: ReportForm): Promise<ReportOutcome> => {
    setPending(true);
    settling.current = true;
    try {
      const photos: QueuedPhoto[] = form.photos.map((f) => ({ name: f.name, type: f.type || 'image/jpeg', blob: f }));
      const chosen = form.chosen!;
      const label = REPORT_UI.outboxLabel(productOf(chosen)!.modelName, chosen.kind === 'unit' ? chosen.unit.serialNo : null);
      const settled = await enqueueAndSettle({ kind: 'faulty.report', body: { fields: reportFields(form), photos } }, label, SETTLE_MS);
      switch (settled.state) {
        case 'sent':
          toast.success(FAULTY_MSG.reported);
          return 'sent';
        case 'queued':
          toast.info(REPORT_UI.queued, 6000);
          return 'queued';
        case 'unsaved':
          return 'unsaved';
        default:
          // refused (or a 409 kept as a conflict): the server's words; the write leaves the queue so the ones after it go on.
          toast.error(settled.entry.error ?? '', FAULTY_ERROR_TOAST_MS);
          await outbox.discard(settled.entry.seq!);
          void kickOutbox();
          return 'refused';
      }
    } finally {
      settling.current = false;
      setPending(false);
    }
  };

  return { report, pending };
}
