import { CART_MSG, type CartLine, type OrderConflictLine } from '../../../shared/contract/cart.js';
import { formatMoney, formatQuantity } from '../../../shared/format.js';
import { toast } from '../../lib/toast.js';
import { FormDialog } from '../../ui/dialogs/form-dialog.js';
import { useCartLines } from './use-cart.js';

/** How the cart follows a conflict when the dealer accepts it: the new quantity of the line (0 = remove), or null = keep. */
export function acceptedQuantity(c: OrderConflictLine): number | null {
  if (c.reason === 'UNAVAILABLE') return 0;
  if (c.reason === 'STOCK') return Math.min(c.availableQuantity, c.cartQuantity || c.requestedQuantity);
  return null;
}

function changeText(c: OrderConflictLine) {
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
 * The lines that stopped an order (409): old and new price, units available. Accepting sets each
 * line to what can be ordered (removes what left the storefront, lowers to the stock) and reloads
 * the cart with today's prices; the dealer then completes again (a new attempt, a new key).
 */
export function ConflictDialog({ conflicts, items, onClose }: { conflicts: OrderConflictLine[] | null; items: CartLine[]; onClose: () => void }) {
  const lines = useCartLines();
  const accept = async () => {
    for (const c of conflicts ?? []) {
      const quantity = acceptedQuantity(c);
      const line = items.find((l) => l.model.id === c.modelId);
      if (quantity === null || !line) continue;
      if (quantity === 0) await lines.remove({ id: line.id, modelId: c.modelId });
      else await lines.setQuantity({ id: line.id, modelId: c.modelId }, quantity);
    }
    await lines.refresh();
    toast.info(CART_MSG.changesAccepted);
    onClose();
  };
  const nameOf = (c: OrderConflictLine) => c.modelName || items.find((l) => l.model.id === c.modelId)?.model.name || String(c.modelId);
  return (
    <FormDialog isOpen={conflicts !== null} title={CART_MSG.conflictTitle} onClose={onClose} onSubmit={accept} submitText={CART_MSG.acceptChanges} testId="cart-conflict">
      <ul className="cart-conflicts">
        {(conflicts ?? []).map((c) => (
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
