import { CART_MSG, type CartLine, type OrderConflictLine } from '../../../shared/contract/cart.js';
import { formatMoney, formatQuantity } from '../../../shared/format.js';
import { outbox } from '../../lib/offline/outbox-runner.js';
import { FormDialog } from '../../ui/dialogs/form-dialog.js';
import { acceptConflicts } from './accept-conflicts.js';
import type { StuckOrder } from './use-complete-order.js';

export function changeText(c: OrderConflictLine) {
  switch (c.reason) {
    case 'PRICE':
      return `${formatMoney(c.seenPrice)} → ${formatMoney(c.currentPrice)}`;
    case 'STOCK':
      return `${formatQuantity(c.requestedQuantity)} istendi, ${formatQuantity(c.availableQuantity)} mevcut`;
    case 'UNAVAILABLE':
      return 'Sepetten çıkarılacak';
    case 'CART':
      return `Sepette ${formatQuantity(c.cartQuantity)} adet`;
  }
}

/**
 * The lines that stopped an order (409), whether sent online or from the queue: old and new
 * price, units available. Accepting fixes the cart (removes what left the storefront, lowers to
 * the stock) and places the order again at today's prices; closing keeps the stopped order in
 * the pending tray, where it can be discarded to change the cart first.
 */
export function ConflictDialog({
  stuck,
  items,
  onClose,
  onAccept,
}: {
  stuck: StuckOrder | null;
  items: CartLine[];
  onClose: () => void;
  onAccept: (lines: ReturnType<typeof acceptConflicts>['lines']) => Promise<unknown>;
}) {
  const conflicts = stuck?.conflicts ?? [];
  const accept = async () => {
    if (!stuck) return;
    const { sets, lines } = acceptConflicts(stuck.lines, conflicts);
    await outbox.discard(stuck.seq);
    for (const s of sets) {
      const name = items.find((l) => l.model.id === s.modelId)?.model.name ?? String(s.modelId);
      await outbox.enqueue({ kind: 'cart.set', body: { ...s, set: true } }, `${name} → ${s.quantity}`);
    }
    onClose();
    if (lines.length) await onAccept(lines);
  };
  const nameOf = (c: OrderConflictLine) => c.modelName || items.find((l) => l.model.id === c.modelId)?.model.name || String(c.modelId);
  return (
    <FormDialog isOpen={stuck !== null} title={CART_MSG.conflictTitle} onClose={onClose} onSubmit={accept} submitText={CART_MSG.acceptChanges} testId="cart-conflict">
      <ul className="cart-conflicts">
        {conflicts.map((c) => (
          <li key={`${c.modelId}-${c.reason}`} className="cart-conflict" data-testid={`cart-conflict-${c.modelId}-${c.reason}`}>
            <span className="cart-conflict-name">{nameOf(c)}</span>
            <span className="cart-conflict-reason">{CART_MSG.reasons[c.reason]}</span>
            <span className="cart-conflict-change">{changeText(c)}</span>
          </li>
        ))}
      </ul>
    </FormDialog>
  );
}
