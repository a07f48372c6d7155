import { liveQuery } from 'dexie';
import { type CartLineBody, type CompleteCartBody, completeCart, getCart, setCartLine } from '../../../shared/contract/cart.js';
import { FAULTY_CREATE_TIMEOUT_MS, faultyReport } from '../../../shared/contract/faulty.js';
import { completeSale, type SaleCompleteInput } from '../../../shared/contract/sale-wizard.js';
import { call, upload } from '../api.js';
import { getUser } from '../session.js';
import { type OutboxEntry, offlineDb } from './db.js';
import { withLock } from './lock.js';
import { ownerKey } from './meta-keys.js';
import { createOutbox, type FaultyReportWrite, type SendAnswer, type SentEvent, type Write } from './outbox.js';
import { setOutboxCount } from './outbox-count.js';
import { reportUnsavedWrite } from './storage.js';

/**
 * The app's outbox (outbox.ts) and when it is sent: at start, on `online`, on a timer, after
 * each new write, and from the pending tray's retry — in one tab at a time (Web Locks); the
 * other tabs follow through Dexie's cross-tab change events and a BroadcastChannel.
 */
const SEND_TIMEOUT_MS = 20_000;
const TIMER_MS = 30_000;
const CHANNEL = 'bayi-portali-outbox';

async function send(entry: OutboxEntry): Promise<SendAnswer> {
  const options = { headers: { 'Idempotency-Key': entry.id }, timeoutMs: SEND_TIMEOUT_MS, redirectOnSessionEnd: false };
  if (entry.kind === 'order.complete') {
    const order = await call(completeCart, { ...options, body: entry.body as CompleteCartBody });
    return { orderId: order.id };
  }
  if (entry.kind === 'sale.complete') {
    const sale = await call(completeSale, { ...options, body: entry.body as SaleCompleteInput });
    return { saleId: sale.id };
  }
  if (entry.kind === 'faulty.report') {
    // Multipart, built anew from the stored Blobs on every attempt; photos are slow to send on a shop's signal (spec 3 §9: 60 s).
    const { fields, photos } = entry.body as FaultyReportWrite['body'];
    const files = photos.map((p) => new File([p.blob], p.name, { type: p.type }));
    const ticket = await upload(faultyReport, { ...options, timeoutMs: FAULTY_CREATE_TIMEOUT_MS, fields: { ...fields }, files });
    return { faultyTicketId: ticket.id };
  }
  return { cart: await call(setCartLine, { ...options, body: entry.body as CartLineBody }) };
}

export const outbox = createOutbox({
  db: offlineDb(),
  owner: () => ownerKey(getUser()),
  send,
  readCart: () => call(getCart, { params: { id: 0 }, timeoutMs: SEND_TIMEOUT_MS, redirectOnSessionEnd: false }),
});

const channel = typeof BroadcastChannel !== 'undefined' ? new BroadcastChannel(CHANNEL) : null;
const sentListeners = new Set<(e: Pick<SentEvent, 'answer'> & { kind: OutboxEntry['kind'] }) => void>();

/** A write was placed (here or in another tab): cart and order screens refresh. */
export function onWriteSent(listener: (e: { kind: OutboxEntry['kind']; answer: SendAnswer }) => void) {
  sentListeners.add(listener);
  return () => sentListeners.delete(listener);
}

outbox.onSent(({ entry, answer }) => {
  sentListeners.forEach((l) => l({ kind: entry.kind, answer }));
  channel?.postMessage({ kind: entry.kind, answer });
});
if (channel) channel.onmessage = (m: MessageEvent<{ kind: OutboxEntry['kind']; answer: SendAnswer }>) => sentListeners.forEach((l) => l(m.data));

let running: Promise<void> | null = null;
let again = false;
let timer: ReturnType<typeof setTimeout> | undefined;

async function scheduleNext() {
  clearTimeout(timer);
  const due = await outbox.nextDue();
  if (due !== null) timer = setTimeout(() => void kickOutbox(), Math.max(0, due - Date.now()) + 50);
}

/** Sends what waits (coalesced: a kick during a drain runs one more drain after it). */
export function kickOutbox(): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    do {
      again = false;
      await withLock(CHANNEL, () => outbox.drain());
    } while (again);
  })()
    .catch(() => undefined)
    .finally(() => {
      running = null;
      // No timer when the next due time cannot be read (storage gone: a closed page, a private
      // mode refusing it); the interval and `online` kick the outbox again.
      scheduleNext().catch(() => undefined);
    });
  return running;
}

/** 'unsaved': the device had no room to queue the write (the dealer was told; nothing was sent). */
export type Settled = { state: 'sent'; answer?: SendAnswer } | { state: 'queued' | 'refused' | 'conflict'; entry: OutboxEntry } | { state: 'unsaved' };

/**
 * Queues a write and gives it a moment to go through, so a dealer online gets the server's word
 * at once (a refusal as a toast, like any call) and one offline learns that it waits in the tray.
 */
export async function enqueueAndSettle(write: Write, label: string, waitMs = 8_000): Promise<Settled> {
  let entry: OutboxEntry;
  try {
    entry = await outbox.enqueue(write, label);
  } catch (error) {
    if (reportUnsavedWrite(error)) return { state: 'unsaved' };
    throw error;
  }
  let answer: SendAnswer | undefined;
  const off = outbox.onSent((e) => {
    if (e.entry.id === entry.id) answer = e.answer;
  });
  try {
    await Promise.race([kickOutbox(), new Promise((r) => setTimeout(r, waitMs))]);
  } finally {
    off();
  }
  const row = await offlineDb().outbox.get(entry.seq!);
  if (!row) return { state: 'sent', answer };
  return { state: row.state === 'sending' ? 'queued' : row.state, entry: row };
}

/** Starts the outbox for the signed-in dealer; returns the stop. */
export function startOutbox(): () => void {
  const onOnline = () => void kickOutbox();
  window.addEventListener('online', onOnline);
  const interval = setInterval(() => navigator.onLine && void kickOutbox(), TIMER_MS);
  const count = liveQuery(() => offlineDb().outbox.count()).subscribe({ next: setOutboxCount, error: () => undefined });
  void kickOutbox();
  return () => {
    window.removeEventListener('online', onOnline);
    clearInterval(interval);
    clearTimeout(timer);
    count.unsubscribe();
  };
}
