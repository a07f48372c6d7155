import type { Cart, CartLineBody, CompleteCartBody, OrderConflictLine } from '../../../shared/contract/cart.js';
import { CONFLICT_REASONS } from '../../../shared/contract/cart.js';
import { SALE_CONFLICT_REASONS } from '../../../shared/contract/sale-texts.js';
import type { FaultyReportBody } from '../../../shared/contract/faulty.js';
import { type SaleCompleteInput, type SaleConflict } from '../../../shared/contract/sale-wizard.js';
import { ERROR_CODES } from '../../../shared/errors.js';
import { ApiError } from '../api.js';
import { planError } from '../error-handler.js';
import type { LocalCart, OfflineDb, OutboxEntry, OutboxKind } from './db.js';

/**
 * The outbox (ARCHITECTURE "Offline field kit"): writes that must survive offline, tab closes
 * and lost answers. Each is a Dexie row with a client-made UUID sent as Idempotency-Key, so a
 * repeat — after a time-out, a lost answer, a reload or from another tab — is answered by the
 * server with the first answer and never placed twice.
 *
 * Order is kept: the queue is sent strictly one by one, oldest first, and stops at a write the
 * server refused (4xx) or answered with an order conflict (409) until the dealer retries or
 * discards it in the pending tray: a later write may depend on it (an order on the lines added
 * before it). A network failure (no answer, 5xx, 429) keeps the write queued and retries after a
 * back-off. Whoever queued a write owns it: it is never sent under another user's session.
 */

export type CartWrite = { kind: 'cart.add'; body: CartLineBody & { barcode: string } } | { kind: 'cart.set'; body: { modelId: number; quantity: number; set: true } };
export type OrderWrite = { kind: 'order.complete'; body: CompleteCartBody };
/** A sale of the wizard (/satis): its body as the wizard built it. */
export type SaleWrite = { kind: 'sale.complete'; body: SaleCompleteInput };
/** A photo of a queued faulty report: kept as a Blob in IndexedDB until the report is sent. */
export interface QueuedPhoto {
  name: string;
  type: string;
  blob: Blob;
}
/** A faulty-product report (/faultyProductNotification): its form fields and its photos, sent as multipart. */
export type FaultyReportWrite = { kind: 'faulty.report'; body: { fields: FaultyReportBody; photos: QueuedPhoto[] } };
export type Write = CartWrite | OrderWrite | SaleWrite | FaultyReportWrite;

/** What the server answered to a sent write: cart writes answer the whole cart; a completion the order. */
export interface SendAnswer {
  cart?: Cart;
  orderId?: number;
  saleId?: number;
  /** The ticket a faulty report made. */
  faultyTicketId?: number;
}

export interface OutboxDeps {
  db: OfflineDb;
  /** The owner key of the session now ('' = nobody signed in: nothing is sent). */
  owner: () => string;
  /** Sends one write with its Idempotency-Key; throws ApiError (status 0 = no answer). */
  send: (entry: OutboxEntry) => Promise<SendAnswer>;
  /** Reads the server's cart (for a completion queued before any cart write of this session). */
  readCart: () => Promise<Cart>;
  now?: () => number;
  uuid?: () => string;
}

export const EMPTY_CART: Cart = { id: 0, itemCount: 0, totalPrice: 0, resellerProductOrderDetails: [] };

/** Back-off of a write that got no answer: 1 s, 2 s, 4 s … at most a minute. */
export const backoffMs = (attempts: number) => Math.min(60_000, 1_000 * 2 ** Math.max(0, attempts - 1));

/** An answer that is not the server's word on the write: try again later. */
export const isTransient = (error: unknown) =>
  !(error instanceof ApiError) || error.status === 0 || error.status >= 500 || error.status === 429 || error.status === 401 || error.status === 408;

/**
 * The Turkish text of a refusal (the shared handler's plan, joined); a refusal the handler has no
 * text for (a 404 or 409 with the server's own description) keeps the server's words.
 */
export const refusalText = (error: unknown) => {
  const { status, body } = error instanceof ApiError ? error : { status: 500, body: null };
  if (status >= 400 && status < 500 && status !== 400 && status !== 422 && body?.description) return body.description;
  return planError(status, body)
    .toasts.map((t) => t.text)
    .join(' ');
};

const NUMBERS = ['modelId', 'requestedQuantity', 'availableQuantity', 'cartQuantity'] as const;
const PRICES = ['seenPrice', 'currentPrice'] as const;
const isConflictLine = (line: unknown): line is OrderConflictLine => {
  if (typeof line !== 'object' || line === null) return false;
  const l = line as Record<string, unknown>;
  return NUMBERS.every((k) => typeof l[k] === 'number') && PRICES.every((k) => l[k] === null || typeof l[k] === 'number') && typeof l.modelName === 'string' && (CONFLICT_REASONS as readonly unknown[]).includes(l.reason);
};

/**
 * The lines of an order's 409 (the server's orderConflictLineSchema, shared/contract/cart.ts).
 * Checked by hand, not with the schema: the outbox starts with every dealer's app, and the
 * schema would bring zod into that start for an answer that comes rarely.
 */
export const conflictsOf = (error: unknown): OrderConflictLine[] | null => {
  if (!(error instanceof ApiError) || error.status !== 409 || error.body?.code !== ERROR_CODES.CONFLICT) return null;
  const details: unknown = error.body.details;
  return Array.isArray(details) && details.every(isConflictLine) ? details : null;
};

const isSaleConflict = (line: unknown): line is SaleConflict => {
  if (typeof line !== 'object' || line === null) return false;
  const l = line as Record<string, unknown>;
  const numberOrNull = (k: string) => l[k] === null || typeof l[k] === 'number';
  const textOrNull = (k: string) => l[k] === null || typeof l[k] === 'string';
  return (SALE_CONFLICT_REASONS as readonly unknown[]).includes(l.reason) && ['unitId', 'price', 'minPrice', 'maxPrice'].every(numberOrNull) && ['serialNo', 'modelName'].every(textOrNull);
};

/** The refused lines of a sale's 409 (contract/sales.ts saleConflictSchema), checked by hand as the order's. */
export const saleConflictsOf = (error: unknown): SaleConflict[] | null => {
  if (!(error instanceof ApiError) || error.status !== 409 || error.body?.code !== ERROR_CODES.CONFLICT) return null;
  const details: unknown = error.body.details;
  return Array.isArray(details) && details.length > 0 && details.every(isSaleConflict) ? details : null;
};

export type DrainOutcome = 'empty' | 'blocked' | 'waiting' | 'no-owner';

export interface SentEvent {
  entry: OutboxEntry;
  answer: SendAnswer;
}

export function createOutbox(deps: OutboxDeps) {
  const now = deps.now ?? Date.now;
  const uuid = deps.uuid ?? (() => crypto.randomUUID());
  const { db } = deps;
  const sentListeners = new Set<(e: SentEvent) => void>();

  /** The owner's queue, oldest first. */
  const entries = async (owner = deps.owner()) => (owner ? (await db.outbox.orderBy('seq').toArray()).filter((e) => e.owner === owner) : []);

  async function enqueue(write: Write, label: string): Promise<OutboxEntry> {
    const entry: OutboxEntry = { id: uuid(), kind: write.kind as OutboxKind, body: write.body, label, owner: deps.owner(), createdAt: now(), state: 'queued', attempts: 0, nextAt: 0 };
    entry.seq = await db.outbox.add(entry);
    return entry;
  }

  /**
   * The server's cart becomes the base. The same cart again (every storefront visit fetches it) is
   * not written: a write would wake every live query of the cart (the count, the panel) to read
   * and draw the same thing again, at the start, in the first screen's busiest second.
   */
  async function setBase(cart: Cart) {
    await db.transaction('rw', db.cart, async () => {
      const current = await db.cart.get('cart');
      if (current && JSON.stringify(current.cart) === JSON.stringify(cart)) return;
      await db.cart.put({ key: 'cart', cart, at: now() } satisfies LocalCart);
    });
  }

  /** A completion carries the cart it completes: the cart the preceding writes left on the server. */
  async function resolveCartId(entry: OutboxEntry): Promise<OutboxEntry> {
    const body = entry.body as CompleteCartBody;
    if (entry.kind !== 'order.complete' || body.cartId > 0) return entry;
    let id = (await db.cart.get('cart'))?.cart.id ?? 0;
    if (!id) {
      const cart = await deps.readCart();
      await setBase(cart);
      id = cart.id;
    }
    const resolved = { ...entry, body: { ...body, cartId: id } };
    // Kept before sending: a repeat must send the very same body under the same key.
    await db.outbox.update(entry.seq!, { body: resolved.body });
    return resolved;
  }

  /**
   * Sends the head of the queue. A head still marked 'sending' was left by a tab that closed
   * mid-send (the caller holds the lock, so no one else sends it): it goes again under its key.
   */
  async function sendHead(head: OutboxEntry): Promise<DrainOutcome | 'sent'> {
    if (head.state === 'refused' || head.state === 'conflict') return 'blocked';
    if (head.nextAt > now()) return 'waiting';
    await db.outbox.update(head.seq!, { state: 'sending', attempts: head.attempts + 1 });
    let entry = { ...head, state: 'sending' as const, attempts: head.attempts + 1 };
    try {
      entry = { ...(await resolveCartId(entry)), state: 'sending' };
      const answer = await deps.send(entry);
      await db.transaction('rw', db.outbox, db.cart, async () => {
        await db.outbox.delete(entry.seq!);
        if (answer.cart) await setBase(answer.cart);
        else if (entry.kind === 'order.complete') await setBase(EMPTY_CART);
      });
      sentListeners.forEach((l) => l({ entry, answer }));
      return 'sent';
    } catch (error) {
      if (isTransient(error)) {
        await db.outbox.update(entry.seq!, { state: 'queued', nextAt: now() + backoffMs(entry.attempts), error: refusalText(new ApiError(0, null)) });
        return 'waiting';
      }
      const conflicts = entry.kind === 'sale.complete' ? null : conflictsOf(error);
      const saleConflicts = entry.kind === 'sale.complete' ? saleConflictsOf(error) : null;
      await db.outbox.update(
        entry.seq!,
        conflicts
          ? { state: 'conflict', conflicts, error: refusalText(error) }
          : saleConflicts
            ? { state: 'conflict', saleConflicts, error: refusalText(error) }
            : { state: 'refused', error: refusalText(error) },
      );
      return 'blocked';
    }
  }

  /**
   * Sends the owner's queue in order until it is empty, blocked or waiting for the network.
   * Callers hold the one-tab lock (outbox-runner.ts): two drains never run at once.
   */
  async function drain(): Promise<DrainOutcome> {
    const owner = deps.owner();
    if (!owner) return 'no-owner';
    for (;;) {
      const [head] = await entries(owner);
      if (!head) return 'empty';
      const outcome = await sendHead(head);
      if (outcome !== 'sent') return outcome;
    }
  }

  return {
    entries,
    enqueue,
    drain,
    setBase,
    /** A write the dealer gave up: it leaves the queue (and the cart shown follows). */
    discard: (seq: number) => db.outbox.delete(seq),
    /** Sends a refused or waiting write again at the next drain. */
    retry: (seq: number) => db.outbox.update(seq, { state: 'queued', nextAt: 0, error: undefined, conflicts: undefined, saleConflicts: undefined }),
    /** When the next waiting write is due (ms since epoch), or null. */
    nextDue: async () => {
      const [head] = await entries();
      return head && head.state === 'queued' ? head.nextAt : null;
    },
    onSent: (listener: (e: SentEvent) => void) => {
      sentListeners.add(listener);
      return () => sentListeners.delete(listener);
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
