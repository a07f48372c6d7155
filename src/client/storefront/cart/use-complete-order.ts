import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { type Cart, completeCart, type CompleteCartBody, type OrderConflictLine, orderConflictDetailsSchema } from '../../../shared/contract/cart.js';
import { ERROR_CODES } from '../../../shared/errors.js';
import { ORDER_RELOAD_MS, STOREFRONT_MSG } from '../../../shared/storefront.js';
import { ApiError, call } from '../../lib/api.js';
import { handleError } from '../../lib/error-handler.js';
import { toast } from '../../lib/toast.js';
import { storefrontKeys } from '../storefront-queries.js';

/** What 'Siparişi Tamamla' sends: each line at the unit price the dealer sees in the panel. */
export const completionOf = (cart: Cart): CompleteCartBody => ({
  cartId: cart.id,
  lines: cart.resellerProductOrderDetails.map((l) => ({ modelId: l.model.id, quantity: l.quantity, unitPrice: l.price ?? 0 })),
});

/** Where the page goes after an order (replaced in tests). */
export const afterOrder = { reload: () => window.location.reload() };

/**
 * Order completion (spec 3 §4 cart): one Idempotency-Key per attempt — a new one for each new
 * body or after an answer, the same one while a request that got no answer (network, time-out)
 * is sent again. 409: the conflicting lines for the dealer to accept. Success: 'Sipariş
 * Tamamlandı.', the storefront's queries refreshed and the page reloaded after 1.5 s.
 */
export function useCompleteOrder() {
  const qc = useQueryClient();
  const attempt = useRef<{ key: string; body: string } | null>(null);
  const [pending, setPending] = useState(false);
  const [conflicts, setConflicts] = useState<OrderConflictLine[] | null>(null);

  const complete = async (cart: Cart) => {
    const body = completionOf(cart);
    const text = JSON.stringify(body);
    if (attempt.current?.body !== text) attempt.current = { key: crypto.randomUUID(), body: text };
    setPending(true);
    try {
      await call(completeCart, { body, headers: { 'Idempotency-Key': attempt.current.key } });
      attempt.current = null;
      toast.success(STOREFRONT_MSG.orderCompleted);
      setTimeout(() => {
        void qc.invalidateQueries({ queryKey: storefrontKeys.all });
        afterOrder.reload();
      }, ORDER_RELOAD_MS);
      return true;
    } catch (error) {
      // Only an unanswered request may be repeated with its key; any answer ends the attempt.
      if (!(error instanceof ApiError && error.status === 0)) attempt.current = null;
      const details = error instanceof ApiError && error.body?.code === ERROR_CODES.CONFLICT ? orderConflictDetailsSchema.safeParse(error.body.details) : null;
      if (details?.success) setConflicts(details.data);
      else handleError(error);
      return false;
    } finally {
      setPending(false);
    }
  };
  return { complete, pending, conflicts, clearConflicts: () => setConflicts(null) };
}
