import { ApiError } from '../api.js';
import { offlineDb } from './db.js';
import type { SyncReply, SyncRequest, WorkerMeasure } from './sync-messages.js';
import { syncNamedSet } from './sync-pages.js';

/**
 * The offline sync off the main thread: fetching, parsing and storing a first sync (20,000
 * products are about 11 MB of JSON) would otherwise hold the dealer's screen for seconds and be
 * held back by it. The worker opens its own connection to the offline database; Dexie tells the
 * page's connection what changed (storagemutated), so the views follow as they do for another tab.
 * One request at a time, in the order asked (sync-runner.ts sequences the sets).
 */
declare const self: DedicatedWorkerGlobalScope;

/** The worker's store timings, handed to the page (its own timeline is not the page's). */
function takeMeasures(): WorkerMeasure[] {
  const at = (t: number) => performance.timeOrigin + t;
  const measures = performance.getEntriesByType('measure').map((m) => ({ name: m.name, start: at(m.startTime), end: at(m.startTime + m.duration) }));
  // Each page's request, sent → last byte (the bench's timeline of a first sync).
  const requests = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((r) => ({ name: 'offline:sync-fetch', start: at(r.startTime), end: at(r.responseEnd) }));
  performance.clearMeasures();
  performance.clearResourceTimings();
  return [...measures, ...requests];
}

async function run({ id, set, token, owner }: SyncRequest): Promise<SyncReply> {
  try {
    const { stored, pages } = await syncNamedSet(offlineDb(), set, token, owner);
    return { id, ok: true, stored, pages, measures: takeMeasures() };
  } catch (error) {
    const e = error as { name?: string; message?: string; inner?: { name?: string } };
    // Dexie wraps the browser's error (a full quota): its inner name is what the page reports.
    const name = e?.inner?.name ?? e?.name ?? 'Error';
    return { id, ok: false, status: error instanceof ApiError ? error.status : null, error: { name, message: e?.message ?? String(error) }, measures: takeMeasures() };
  }
}

// Opened as the worker starts (boot starts it early), not when the first sync is asked for.
void offlineDb()
  .open()
  .catch(() => undefined);

let queue = Promise.resolve();
self.onmessage = (event: MessageEvent<SyncRequest>) => {
  queue = queue.then(async () => self.postMessage(await run(event.data)));
};
