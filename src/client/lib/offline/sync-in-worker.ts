import type { SyncReply, SyncRequest } from './sync-messages.js';

/**
 * The page's side of the sync worker (sync-worker.ts): started on the first sync, kept for the
 * session. Answers null where there is no worker to use (no Worker, or it failed to start): the
 * runner then syncs on the main thread.
 */
let worker: Worker | null = null;
let broken = typeof Worker === 'undefined';
let nextId = 0;
const waiting = new Map<number, (reply: SyncReply | null) => void>();

function failAll() {
  broken = true;
  worker?.terminate();
  worker = null;
  for (const answer of waiting.values()) answer(null);
  waiting.clear();
}

function started(): Worker | null {
  if (broken) return null;
  if (!worker) {
    try {
      worker = new Worker(new URL('./sync-worker.ts', import.meta.url), { type: 'module', name: 'offline-sync' });
    } catch {
      failAll();
      return null;
    }
    worker.onmessage = (event: MessageEvent<SyncReply>) => {
      waiting.get(event.data.id)?.(event.data);
      waiting.delete(event.data.id);
    };
    // A script that failed to load or threw at the top: the main thread takes over.
    worker.onerror = failAll;
  }
  return worker;
}

/** Runs one set's sync in the worker; null: no worker (sync on the main thread instead). */
export function syncInWorker(request: Omit<SyncRequest, 'id'>): Promise<SyncReply | null> {
  const to = started();
  if (!to) return Promise.resolve(null);
  const id = ++nextId;
  return new Promise((resolve) => {
    waiting.set(id, resolve);
    to.postMessage({ ...request, id } satisfies SyncRequest);
  });
}
