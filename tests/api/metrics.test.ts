import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../../src/server/app.js';
import type { Config } from '../../src/server/config.js';
import { execute } from '../../src/server/db/sql.js';
import { once } from '../../src/server/lib/idempotency.js';
import { enqueueJob } from '../../src/server/jobs/job-queue.js';
import { seededDataDir } from '../support/db-templates.js';
import { dbKinds } from '../support/test-db.js';
import { bearer, loginAs, startTestApp, type TestApp } from '../support/test-app.js';
import { testConfig } from '../support/test-config.js';

/**
 * GET /metrics (src/server/metrics, docs "operations"): off unless configured (404 in the
 * envelope, never the SPA's HTML); with METRICS_TOKEN the main port answers only to
 * `Authorization: Bearer <token>` (401 in the envelope, no figure, otherwise); METRICS_PORT serves
 * it on an internal listener instead (with the token too when one is set). After real requests the series are there with sensible values: route
 * labels are patterns, never URLs; a queued job shows in the queue depth, a pending message in
 * the outbox, an idempotent write and its replay in the counters, a sync page in the sync series.
 */
const TOKEN = 'metrics-test-token-0123456789abcdef';

/** The sample lines of an exposition text: name, labels, value. */
function samples(text: string) {
  return text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const m = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!m) throw new Error(`not an exposition line: ${line}`);
      const labels = Object.fromEntries([...(m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((l) => [l[1], l[2]]));
      return { name: m[1], labels, value: Number(m[3]) };
    });
}
type Sample = ReturnType<typeof samples>[number];
const find = (all: Sample[], name: string, labels: Record<string, string> = {}) =>
  all.filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));
const value = (all: Sample[], name: string, labels: Record<string, string> = {}) => {
  const hits = find(all, name, labels);
  if (hits.length !== 1) throw new Error(`${hits.length} samples of ${name} ${JSON.stringify(labels)}`);
  return hits[0].value;
};

describe.each(dbKinds())('/metrics on %s', (kind) => {
  let t: TestApp;
  /** Same database, other configurations: metrics off; internal listener; internal listener with the token. */
  let off: BuiltApp;
  let internalOnly: BuiltApp;
  let internalWithToken: BuiltApp;
  const withMetrics = (metrics: Config['metrics']) => buildApp(testConfig(seededDataDir('bp-metrics-'), { seedDemo: false, metrics }), { database: t.testDb });
  const scrape = async (app = t) => {
    const res = await app.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
    expect(res.statusCode, res.body).toBe(200);
    return { res, all: samples(res.body) };
  };

  beforeAll(async () => {
    t = await startTestApp(kind, { metrics: { token: TOKEN, host: '127.0.0.1' } });
    off = await withMetrics({ host: '127.0.0.1' });
    internalOnly = await withMetrics({ port: 0, host: '127.0.0.1' });
    internalWithToken = await withMetrics({ token: TOKEN, port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await off?.close();
    await internalOnly?.close();
    await internalWithToken?.close();
    await t?.close();
  });

  it('is off (404 in the envelope, with or without a token) when neither METRICS_TOKEN nor METRICS_PORT is set', async () => {
    for (const headers of [{}, bearer(TOKEN)]) {
      const res = await off.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ status: 404, code: 404, errors: [], fields: [] });
    }
    expect(await off.listenMetrics()).toBeNull();
  });

  it('refuses the public without the token: 401 in the envelope, never a figure', async () => {
    for (const authorization of [undefined, '', 'Bearer', `Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(0, -1)}`, `Basic ${TOKEN}`, TOKEN, `Bearer ${TOKEN} extra`]) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: authorization === undefined ? {} : { authorization } });
      expect(res.statusCode, String(authorization)).toBe(401);
      expect(res.headers['www-authenticate']).toContain('Bearer');
      expect(res.json()).toMatchObject({ status: 401, code: 401, description: 'Bu işlem için giriş yapmalısınız.', errors: [], fields: [] });
      expect(res.body).not.toContain('bayi_');
    }
    // A user's access token is not the metrics token either.
    const { token } = await loginAs(t.app, 'ttg_admin');
    expect((await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(token) })).statusCode).toBe(401);
    // Other methods are unknown paths.
    expect((await t.app.inject({ method: 'POST', url: '/metrics', headers: bearer(TOKEN) })).statusCode).toBe(404);
  });

  it('answers Prometheus text with HTTP latency by route pattern, method and status class', async () => {
    const { token } = await loginAs(t.app, 'ttg_admin');
    for (let i = 0; i < 3; i++) expect((await t.app.inject({ method: 'GET', url: '/api/banner/getAll', headers: bearer(token) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/banner/987654321', headers: bearer(token) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/no/such/path/55555' })).statusCode).toBe(404);

    const { res, all } = await scrape();
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    const count = (route: string, status_class: string) => value(all, 'bayi_http_request_duration_seconds_count', { method: 'GET', route, status_class });
    expect(count('/api/banner/getAll', '2xx')).toBeGreaterThanOrEqual(3);
    expect(count('/api/banner/:id', '4xx')).toBeGreaterThanOrEqual(1);
    expect(count('unmatched', '4xx')).toBeGreaterThanOrEqual(1);
    expect(value(all, 'bayi_http_request_duration_seconds_count', { method: 'POST', route: '/auth/public/login', status_class: '2xx' })).toBeGreaterThanOrEqual(1);
    // Buckets are cumulative and end in +Inf = count; the sum is a time in seconds.
    const buckets = find(all, 'bayi_http_request_duration_seconds_bucket', { method: 'GET', route: '/api/banner/getAll', status_class: '2xx' });
    expect(buckets.at(-1)!.labels.le).toBe('+Inf');
    expect(buckets.at(-1)!.value).toBe(count('/api/banner/getAll', '2xx'));
    for (let i = 1; i < buckets.length; i++) expect(buckets[i].value).toBeGreaterThanOrEqual(buckets[i - 1].value);
    const sum = value(all, 'bayi_http_request_duration_seconds_sum', { method: 'GET', route: '/api/banner/getAll', status_class: '2xx' });
    expect(sum).toBeGreaterThan(0);
    expect(sum).toBeLessThan(60);
    // Route labels are patterns: never an id or a raw URL.
    const routes = new Set(find(all, 'bayi_http_request_duration_seconds_count').map((s) => s.labels.route));
    for (const route of routes) expect(route).toMatch(/^(unmatched|static|\/metrics|\/(api|auth|notification)\/[^0-9]*)$/);
    // The process's own figures and the build.
    expect(find(all, 'process_cpu_user_seconds_total')).toHaveLength(1);
    expect(find(all, 'nodejs_heap_size_used_bytes')).toHaveLength(1);
    expect(value(all, 'bayi_build_info', { database: kind })).toBe(1);
    expect(value(all, 'bayi_database_up')).toBe(1);
  });

  it('shows a queued job in the queue depth and its age, a pending message in the outbox backlog', async () => {
    const { db } = t.database;
    const id = await enqueueJob(db, 'metrics-probe', { n: 1 });
    // Queued 90 s ago, due in an hour: no runner takes it during the test.
    await execute(db, sql`update jobs set created_at = now() - interval '90 seconds', run_after = now() + interval '1 hour' where id = ${id}`);
    await enqueueJob(db, 'metrics-probe', { n: 2 }).then((second) => execute(db, sql`update jobs set run_after = now() + interval '1 hour' where id = ${second}`));
    await execute(db, sql`insert into notification_outbox (channel, recipient, template_type, body, created_at, attempts) values ('SMS', '5550000000', 'TEST', 'ölçüm', now() - interval '30 seconds', 1)`);

    const { all } = await scrape();
    expect(value(all, 'bayi_job_queue_depth', { kind: 'metrics-probe' })).toBe(2);
    expect(value(all, 'bayi_job_queue_due', { kind: 'metrics-probe' })).toBe(0);
    const age = value(all, 'bayi_job_queue_oldest_age_seconds', { kind: 'metrics-probe' });
    expect(age).toBeGreaterThanOrEqual(90);
    expect(age).toBeLessThan(600);
    expect(value(all, 'bayi_notification_outbox_pending', { channel: 'SMS' })).toBeGreaterThanOrEqual(1);
    expect(value(all, 'bayi_notification_outbox_retrying', { channel: 'SMS' })).toBeGreaterThanOrEqual(1);
    expect(value(all, 'bayi_notification_outbox_oldest_age_seconds', { channel: 'SMS' })).toBeGreaterThanOrEqual(30);
    expect(value(all, 'bayi_idempotency_keys_stored')).toBeGreaterThanOrEqual(0);

    // Done, the job leaves the depth (its kind stays, at 0).
    await execute(db, sql`update jobs set status = 'DONE' where kind = 'metrics-probe'`);
    const after = (await scrape()).all;
    expect(value(after, 'bayi_job_queue_depth', { kind: 'metrics-probe' })).toBe(0);
    expect(value(after, 'bayi_job_queue_oldest_age_seconds', { kind: 'metrics-probe' })).toBe(0);
  });

  it('counts idempotent writes by outcome and sync pages by set', async () => {
    const before = (await scrape()).all;
    const counted = (all: Sample[], outcome: string) => find(all, 'bayi_idempotent_writes_total', { scope: 'metrics.test', outcome })[0]?.value ?? 0;
    const who = { userId: 1, key: `metrics-${kind}-${Date.now()}`, scope: 'metrics.test', body: { a: 1 } };
    expect(await once(t.database.db, who, async () => 'first')).toBe('first');
    expect(await once(t.database.db, who, async () => 'again')).toBe('first');
    await expect(once(t.database.db, { ...who, body: { a: 2 } }, async () => 'other')).rejects.toThrow();

    const { token } = await loginAs(t.app, 'reseller_admin');
    const page = await t.app.inject({ method: 'GET', url: '/api/modelPrice/reseller/sync?limit=50', headers: bearer(token) });
    expect(page.statusCode, page.body).toBe(200);
    const bad = await t.app.inject({ method: 'GET', url: '/api/modelPrice/reseller/sync?cursor=***', headers: bearer(token) });
    expect(bad.statusCode).toBe(400);

    const { all } = await scrape();
    for (const outcome of ['first', 'replay', 'mismatch']) expect(counted(all, outcome) - counted(before, outcome), outcome).toBe(1);
    expect(value(all, 'bayi_idempotent_writes_in_flight')).toBe(0);
    const pages = (a: Sample[], outcome: string) => find(a, 'bayi_sync_requests_total', { set: 'prices', outcome })[0]?.value ?? 0;
    expect(pages(all, 'reset') - pages(before, 'reset')).toBe(1);
    expect(pages(all, 'refused') - pages(before, 'refused')).toBe(1);
    expect(value(all, 'bayi_sync_request_duration_seconds_count', { set: 'prices' })).toBeGreaterThanOrEqual(2);
    const rowsSent = page.json().rows.length;
    expect(find(all, 'bayi_sync_items_sent_total', { set: 'prices', item: 'row' })[0].value).toBeGreaterThanOrEqual(rowsSent);
    expect(value(all, 'bayi_http_request_duration_seconds_count', { method: 'GET', route: '/api/modelPrice/reseller/sync', status_class: '4xx' })).toBeGreaterThanOrEqual(1);
  });

  it.runIf(kind === 'postgres')('shows the PostgreSQL pool: idle and busy connections, waiting queries, the ceiling', async () => {
    const { all } = await scrape();
    const idle = value(all, 'bayi_db_pool_connections', { state: 'idle' });
    const busy = value(all, 'bayi_db_pool_connections', { state: 'busy' });
    expect(idle + busy).toBeGreaterThanOrEqual(1);
    expect(busy).toBeGreaterThanOrEqual(0);
    expect(value(all, 'bayi_db_pool_waiting')).toBe(0);
    // Two pools of DATABASE_POOL_SIZE: the first and its fixed-plan twin (db/sql.ts withGenericPlans).
    expect(value(all, 'bayi_db_pool_max')).toBe(2 * Number(process.env.DATABASE_POOL_SIZE ?? 10));
  });

  it.runIf(kind === 'pglite')('has no pool series on PGlite (one connection)', async () => {
    const { all } = await scrape();
    expect(find(all, 'bayi_db_pool_connections')).toHaveLength(0);
  });

  it('serves the internal listener (METRICS_PORT) instead of the main port: with the token when one is set, without it when not; /metrics only', async () => {
    expect(await t.listenMetrics()).toBeNull();
    const withToken = await internalWithToken.listenMetrics();
    expect(withToken).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect((await fetch(`${withToken}/metrics`)).status).toBe(401);
    const ok = await fetch(`${withToken}/metrics`, { headers: bearer(TOKEN) });
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain('\nbayi_database_up 1\n');

    const open = await internalOnly.listenMetrics();
    const res = await fetch(`${open}/metrics`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('bayi_http_request_duration_seconds');
    const other = await fetch(`${open}/api/health`);
    expect(other.status).toBe(404);
    expect(await other.json()).toMatchObject({ status: 404, errors: [], fields: [] });
    // With an internal listener, the main port keeps it hidden, token or not.
    expect((await internalOnly.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    expect((await internalWithToken.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) })).statusCode).toBe(404);
  });

  it('refuses to start with a guessable METRICS_TOKEN', async () => {
    await expect(withMetrics({ token: 'short', host: '127.0.0.1' })).rejects.toThrow(/METRICS_TOKEN en az 16 karakter/);
  });
});
