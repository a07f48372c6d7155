import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The series this process counts as it works (docs "operations", /metrics): HTTP latency, sync
 * pages, idempotent writes and job runs. One registry per process, like the process's own
 * figures (CPU, memory, event loop), which `enableProcessMetrics` adds once a /metrics is
 * configured. The figures read from the database at scrape time live in db-gauges.ts, per app.
 *
 * Every label has a bounded set of values (route patterns, set kinds, scopes, job kinds): a raw
 * URL, id or user never becomes a label.
 */
export const processRegistry = new Registry();

/** Seconds; from 5 ms (a cached read) to 30 s (a large export or feed batch). */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export const httpDuration = new Histogram({
  name: 'bayi_http_request_duration_seconds',
  help: 'HTTP answers by method, route pattern (never the raw URL) and status class, in seconds from the request to the answer sent.',
  labelNames: ['method', 'route', 'status_class'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [processRegistry],
});

export const syncPages = new Counter({
  name: 'bayi_sync_requests_total',
  help: 'Sync pages answered, by set (storefront, prices) and outcome: reset (the first page of a full sync: the client drops its copy), delta (any other page), refused (a bad or foreign cursor).',
  labelNames: ['set', 'outcome'] as const,
  registers: [processRegistry],
});

export const syncDuration = new Histogram({
  name: 'bayi_sync_request_duration_seconds',
  help: 'Time the server spent building one sync page (database reads), by set.',
  labelNames: ['set'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [processRegistry],
});

export const syncItems = new Counter({
  name: 'bayi_sync_items_sent_total',
  help: 'What sync pages carried, by set and item: row (a product row) or deleted (a tombstone).',
  labelNames: ['set', 'item'] as const,
  registers: [processRegistry],
});

export const idempotentWrites = new Counter({
  name: 'bayi_idempotent_writes_total',
  help: 'Writes sent with an Idempotency-Key (the clients\' outboxes as the server sees them), by scope and outcome: first (done now), replay (answered from the store), mismatch (key reused with another request), refused (the work said no; the key stays free).',
  labelNames: ['scope', 'outcome'] as const,
  registers: [processRegistry],
});

export const idempotentInFlight = new Gauge({
  name: 'bayi_idempotent_writes_in_flight',
  help: 'Idempotent writes running now in this process (a repeat waiting for the first one to commit included).',
  registers: [processRegistry],
});

export const jobRuns = new Counter({
  name: 'bayi_job_runs_total',
  help: 'Jobs this process ran, by kind and outcome (done, failed).',
  labelNames: ['kind', 'outcome'] as const,
  registers: [processRegistry],
});

export const jobDuration = new Histogram({
  name: 'bayi_job_run_duration_seconds',
  help: 'Time one job run took in this process, by kind.',
  labelNames: ['kind'] as const,
  buckets: [0.1, 0.5, 1, 5, 15, 60, 300, 900, 3600],
  registers: [processRegistry],
});

/** A sync set's label (sync-cursor.ts's one-letter kinds). */
export const syncSetLabel = (kind: 's' | 'p') => (kind === 's' ? 'storefront' : 'prices');

let processFigures = false;

/** CPU, memory, heap, event-loop lag, handles, GC (prom-client's default series), once per process. */
export function enableProcessMetrics() {
  if (processFigures) return;
  processFigures = true;
  collectDefaultMetrics({ register: processRegistry });
}
