import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { type Cart, getCart } from '../../../shared/contract/cart.js';
import { STOREFRONT_MSG } from '../../../shared/storefront.js';
import { call } from '../../lib/api.js';
import { cartFacts } from '../../lib/offline/cart-facts.js';
import { cartView } from '../../lib/offline/cart-view.js';
import { offlineDb, type OutboxEntry, storedProduct } from '../../lib/offline/db.js';
import { OFFLINE_MSG } from '../../lib/offline/offline-texts.js';
import { enqueueAndSettle, kickOutbox, outbox, type Settled } from '../../lib/offline/outbox-runner.js';
import { useLiveQuery } from '../../lib/offline/use-live-query.js';
import { getUser } from '../../lib/session.js';
import { toast } from '../../lib/toast.js';
import { storefrontKeys } from '../storefront-queries.js';

/**
 * The dealer's cart, offline-first (ARCHITECTURE "Offline field kit"): what is shown is the
 * server's last cart with the writes still in the outbox applied on top (lib/offline/cart-view.ts);
 * every change is a queued write with its Idempotency-Key, sent at once when the network is there.
 */

export interface CartState {
  cart: Cart;
  /** The outbox (this dealer's writes, oldest first). */
  queue: OutboxEntry[];
}

async function readCartState(): Promise<CartState> {
  const db = offlineDb();
  const [base, queue] = await Promise.all([db.cart.get('cart'), outbox.entries()]);
  const known = new Set(base?.cart.resellerProductOrderDetails.map((l) => l.model.id));
  const missing = [...new Set(queue.map((e) => (e.body as { modelId?: number }).modelId).filter((id): id is number => id !== undefined && !known.has(id)))];
  const facts = await cartFacts(db, missing);
  return { cart: cartView(base?.cart, queue, (id) => facts.get(id)), queue };
}

/**
 * The cart shown (`data`), and a refresh of the server's cart on every visit: the answer becomes
 * the base when no write waits (a waiting write's effect would otherwise show twice).
 */
export function useCart() {
  const server = useQuery({
    queryKey: storefrontKeys.cart(),
    queryFn: async ({ signal }) => {
      const cart = await call(getCart, { params: { id: 0 }, signal });
      if ((await outbox.entries()).length === 0) await outbox.setBase(cart);
      return cart;
    },
    staleTime: 0,
    // Offline the cart is the local one; a server's failure is toasted (spec 3 §8).
    meta: { quietStatuses: [0] },
  });
  const state = useLiveQuery(readCartState, 'cart');
  return { data: state?.cart ?? server.data, queue: state?.queue ?? [], isFetching: server.isFetching && !server.data };
}

/** What a direct action tells the dealer: the server's word when it came, else that the write waits. */
function tell(settled: Settled, success: string): boolean {
  switch (settled.state) {
    case 'sent':
      toast.success(success);
      return true;
    case 'queued':
      // One toast says both: done on the device, and waiting for the network.
      toast.info(`${success} ${OFFLINE_MSG.writeQueued}`, 4000);
      return true;
    case 'unsaved':
      // No room on the device: the dealer has been told (lib/offline/storage.ts).
      return false;
    default:
      // Refused on the spot: shown like any refusal and dropped (the cart goes back to the server's).
      toast.error(settled.entry.error ?? '', 4000);
      void outbox.discard(settled.entry.seq!).then(kickOutbox);
      return false;
  }
}

const nameOf = async (modelId: number, fallback: string) => (await storedProduct(offlineDb(), modelId))?.name ?? fallback;

/**
 * Adds a product to the cart (or raises its line) from a card or the detail page; toasts
 * `message` ('Ürün Sepete Eklendi.' unless given). False when the server refused it. The
 * screens call it through add-to-cart.ts, which loads this module with the first add.
 */
export async function addToCart(line: { modelId: number; barcode: string; quantity: number }, message: string = STOREFRONT_MSG.addedToCart): Promise<boolean> {
  const label = `${await nameOf(line.modelId, line.barcode)} × ${line.quantity}`;
  return tell(await enqueueAndSettle({ kind: 'cart.add', body: line }, label), message);
}

/** The panel's line changes: set a quantity ('Düzenle'; 0 removes) and remove. True when done or queued. */
export function useCartLines() {
  const set = async (line: { modelId: number; name?: string }, quantity: number, message: string) => {
    const label = `${line.name ?? (await nameOf(line.modelId, String(line.modelId)))} → ${quantity}`;
    return tell(await enqueueAndSettle({ kind: 'cart.set', body: { modelId: line.modelId, quantity, set: true } }, label), message);
  };
  return {
    setQuantity: (line: { modelId: number; name?: string }, quantity: number) => set(line, quantity, quantity === 0 ? STOREFRONT_MSG.removedFromCart : STOREFRONT_MSG.lineUpdated),
    remove: (line: { modelId: number; name?: string }) => set(line, 0, STOREFRONT_MSG.removedFromCart),
  };
}

/** Sends what waits when the cart opens (a dealer back in range sees the queue go). */
export function useKickOnOpen(open: boolean) {
  useEffect(() => {
    if (open && getUser()) void kickOutbox();
  }, [open]);
}
