import { useState } from 'react';
import type { SaleCompleteInput, SaleConflict } from '../../../shared/contract/sale-wizard.js';
import type { OutboxEntry } from '../../lib/offline/db.js';
import { enqueueAndSettle, kickOutbox, outbox } from '../../lib/offline/outbox-runner.js';
import { toast } from '../../lib/toast.js';
import { WIZARD_MSG } from '../../../shared/contract/sale-texts.js';
import { WIZARD_UI } from './wizard-texts.js';

/** A sale the server stopped with 409 (now or when the queue sent it): its refused lines, and the queued write. */
export interface StuckSale {
  seq: number;
  conflicts: SaleConflict[];
}

export const stuckSaleOf = (queue: readonly OutboxEntry[]): StuckSale | null => {
  const entry = queue.find((e) => e.kind === 'sale.complete' && e.state === 'conflict');
  return entry ? { seq: entry.seq!, conflicts: entry.saleConflicts ?? [] } : null;
};

export type CompleteOutcome = 'sent' | 'queued' | 'conflict' | 'refused' | 'unsaved';

/**
 * 'SATIŞI TAMAMLA' through the outbox, as the storefront's order: one queued write whose id is the
 * Idempotency-Key, so a repeat (no answer, a reload, another tab) never records a second sale.
 * Online the answer comes at once ('Satış Tamamlandı.'); offline the sale waits in the pending tray
 * and goes when the signal returns; a 409 keeps it stopped in the queue with its lines, which the
 * wizard shows one by one.
 */
export function useCompleteSale() {
  const [pending, setPending] = useState(false);

  const complete = async (body: SaleCompleteInput): Promise<CompleteOutcome> => {
    setPending(true);
    try {
      // A new completion replaces a sale the server stopped: the dealer completes what is shown now.
      for (const e of await outbox.entries()) if (e.kind === 'sale.complete' && (e.state === 'conflict' || e.state === 'refused')) await outbox.discard(e.seq!);
      const settled = await enqueueAndSettle({ kind: 'sale.complete', body }, WIZARD_UI.saleLabel(body.lines.length), 15_000);
      switch (settled.state) {
        case 'sent':
          toast.success(WIZARD_MSG.completed);
          return 'sent';
        case 'queued':
          toast.info(WIZARD_MSG.queued, 6000);
          return 'queued';
        case 'refused':
          toast.error(settled.entry.error ?? '', 4000);
          await outbox.discard(settled.entry.seq!);
          void kickOutbox();
          return 'refused';
        default:
          return settled.state;
      }
    } finally {
      setPending(false);
    }
  };

  return { complete, pending };
}
