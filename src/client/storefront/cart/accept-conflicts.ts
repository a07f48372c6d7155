import type { OrderConflictLine, SeenLine } from '../../../shared/contract/cart.js';

/** How the cart follows a conflict when the dealer accepts it: the new quantity of the line (0 = remove), or null = keep. */
export function acceptedQuantity(c: OrderConflictLine): number | null {
  if (c.reason === 'UNAVAILABLE') return 0;
  if (c.reason === 'STOCK') return Math.min(c.availableQuantity, c.cartQuantity || c.requestedQuantity);
  return null;
}

/**
 * Accepting the conflicts of a stopped order: the cart writes that make the server's cart what the
 * dealer now orders (a line that left the storefront removed, one short of stock lowered, one
 * changed elsewhere set back to what the dealer saw), and the order sent again with those
 * quantities at today's prices.
 */
export function acceptConflicts(seen: readonly SeenLine[], conflicts: readonly OrderConflictLine[]) {
  const byModel = new Map(conflicts.map((c) => [c.modelId, c]));
  const sets: { modelId: number; quantity: number }[] = [];
  for (const c of conflicts) {
    const quantity = acceptedQuantity(c) ?? c.requestedQuantity;
    if (quantity !== c.cartQuantity) sets.push({ modelId: c.modelId, quantity });
  }
  const lines: SeenLine[] = [];
  for (const line of seen) {
    const c = byModel.get(line.modelId);
    const quantity = c ? (acceptedQuantity(c) ?? c.requestedQuantity) : line.quantity;
    if (quantity > 0) lines.push({ modelId: line.modelId, quantity, unitPrice: c?.currentPrice ?? line.unitPrice });
  }
  return { sets, lines };
}
