import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Cart, CompleteCartBody, OrderConflictLine, SeenLine } from '../../../shared/contract/cart.js';
import { ORDER_RELOAD_MS, STOREFRONT_MSG } from '../../../shared/storefront.js';
import type { OutboxEntry } from '../../lib/offline/db.js';
import { OFFLINE_MSG } from '../../lib/offline/offline-texts.js';
import { enqueueAndSettle, kickOutbox, outbox } from '../../lib/offline/outbox-runner.js';
import { toast } from '../../lib/toast.js';
import { storefrontKeys } from '../storefront-queries.js';

/** What 'Siparişi Tamamla' sends: each line at the unit price the dealer sees (cart id 0 = the one the queue leaves, filled in before sending). */
export const completionOf = (cart: Cart): CompleteCartBody => ({
  cartId: Math.max(cart.id, 0),
  lines: cart.resellerProductOrderDetails.map((l) => ({ modelId: l.model.id, quantity: l.quantity, unitPrice: l.price ?? 0 })),
});

/** Where the page goes after an order (replaced in tests). */
export const afterOrder = { reload: () => window.location.reload() };

/** A completion stopped by the server: the conflicts to show, and the queued write they belong to. */
export interface StuckOrder {
  seq: number;
  conflicts: OrderConflictLine[];
  lines: SeenLine[];
}

export const stuckOrderOf = (queue: readonly OutboxEntry[]): StuckOrder | null => {
  const entry = queue.find((e) => e.kind === 'order.complete' && e.state === 'conflict');
  return entry ? { seq: entry.seq!, conflicts: entry.conflicts ?? [], lines: (entry.body as CompleteCartBody).lines } : null;
};

/**
 * Order completion through the outbox: one queued write whose id is the Idempotency-Key, so a
 * repeat (no answer, a reload, another tab) never places a second order. Online the server's
 * answer comes at once: 'Sipariş Tamamlandı.' and the page reloads after 1.5 s; a 409 stops it
 * with the conflicting lines (kept in the queue until accepted or discarded); offline it waits in
 * the pending tray and is sent when the network returns.
 */
export function useCompleteOrder() {
  const qc = useQueryClient();
  const [pending, setPending] = useState(false);

  const done = () => {
    toast.success(STOREFRONT_MSG.orderCompleted);
    setTimeout(() => {
      void qc.invalidateQueries({ queryKey: storefrontKeys.all });
      afterOrder.reload();
    }, ORDER_RELOAD_MS);
  };

  const submit = async (body: CompleteCartBody): Promise<boolean> => {
    setPending(true);
    try {
      // A new completion replaces one the server stopped: the dealer completes what is shown now.
      for (const e of await outbox.entries()) if (e.kind === 'order.complete' && (e.state === 'conflict' || e.state === 'refused')) await outbox.discard(e.seq!);
      const settled = await enqueueAndSettle({ kind: 'order.complete', body }, OFFLINE_MSG.orderLabel(body.lines.length), 15_000);
      if (settled.state === 'sent') {
        done();
        return true;
      }
      if (settled.state === 'queued') {
        toast.info(OFFLINE_MSG.orderQueued, 6000);
        return true;
      }
      if (settled.state === 'unsaved') return false; // no room on the device: the dealer has been told
      if (settled.state === 'refused') {
        toast.error(settled.entry.error ?? '', 4000);
        await outbox.discard(settled.entry.seq!);
        void kickOutbox();
      }
      // 'conflict': the cart shows the lines (the stuck write is read from the queue).
      return false;
    } finally {
      setPending(false);
    }
  };

  return { complete: (cart: Cart) => submit(completionOf(cart)), submit, pending };
}
