import { sql } from 'drizzle-orm';
import { Gauge, Registry } from 'prom-client';
import { APP_VERSION } from '../../shared/version.js';
import type { Database } from '../db/client.js';
import { queryRows } from '../db/sql.js';

/**
 * The figures /metrics reads from the database at scrape time, one registry per app (each app
 * has its own database): the job queue, the notification outbox, the idempotency store and the
 * connection pool. Three small statements on indexed partial sets (queued jobs, pending
 * messages) and one catalogue read; bounded by SCRAPE_DB_TIMEOUT_MS, so a scrape answers even
 * when the pool is exhausted — with `bayi_database_up 0` and the previous figures.
 */
export const SCRAPE_DB_TIMEOUT_MS = 2_000;

interface QueueRow {
  kind: string;
  queued: number;
  due: number;
  age: number;
}
interface OutboxRow {
  channel: string;
  pending: number;
  retrying: number;
  age: number;
}

export interface DbGauges {
  registry: Registry;
  /** Reads the figures now (call before rendering the registry). */
  refresh(): Promise<void>;
}

export function createDbGauges(database: Database): DbGauges {
  const registry = new Registry();
  const gauge = <L extends string>(name: string, help: string, labelNames: readonly L[] = []) => new Gauge<L>({ name, help, labelNames, registers: [registry] });

  const info = gauge('bayi_build_info', 'Always 1: the running version and the kind of database.', ['version', 'database']);
  info.set({ version: APP_VERSION, database: database.kind }, 1);
  const up = gauge('bayi_database_up', '1 when the scrape\'s database reads answered within the timeout, else 0 (the queue and outbox figures are then the previous ones).');
  const queueDepth = gauge('bayi_job_queue_depth', 'Jobs queued (not yet run, due now or later), by kind.', ['kind']);
  const queueDue = gauge('bayi_job_queue_due', 'Queued jobs whose time has come (run_after passed): waiting for a runner, by kind.', ['kind']);
  const queueAge = gauge('bayi_job_queue_oldest_age_seconds', 'Age of the oldest queued job (since it was queued), by kind.', ['kind']);
  const outboxPending = gauge('bayi_notification_outbox_pending', 'SMS and e-mail messages in the server\'s outbox not delivered yet, by channel.', ['channel']);
  const outboxRetrying = gauge('bayi_notification_outbox_retrying', 'Pending messages that failed at least once (waiting for their back-off), by channel.', ['channel']);
  const outboxAge = gauge('bayi_notification_outbox_oldest_age_seconds', 'Age of the oldest undelivered message, by channel.', ['channel']);
  const idemStored = gauge('bayi_idempotency_keys_stored', 'Idempotency keys kept (the stored first answers of outbox writes); the planner\'s estimate, no table scan.');
  const pool = database.poolStats
    ? {
        connections: gauge('bayi_db_pool_connections', 'Connections of this process\'s PostgreSQL pool, by state (idle, busy).', ['state']),
        waiting: gauge('bayi_db_pool_waiting', 'Queries waiting for a free pool connection.'),
        max: gauge('bayi_db_pool_max', 'The pools\' ceiling (two pools of DATABASE_POOL_SIZE).'),
      }
    : null;
  // Kinds and channels seen before stay at 0 when their set empties (a series that vanishes reads as "no data").
  const kinds = new Set<string>();
  const channels = new Set<string>(['SMS', 'MAIL']);

  async function read() {
    const { db } = database;
    const [queue, outbox, stored] = await Promise.all([
      queryRows<QueueRow>(
        db,
        sql`select kind, count(*)::int as queued, (count(*) filter (where run_after <= now()))::int as due,
                   extract(epoch from now() - min(created_at))::float8 as age
            from jobs where status = 'QUEUED' group by kind`,
      ),
      queryRows<OutboxRow>(
        db,
        sql`select channel, count(*)::int as pending, (count(*) filter (where attempts > 0))::int as retrying,
                   extract(epoch from now() - min(created_at))::float8 as age
            from notification_outbox where status = 'PENDING' group by channel`,
      ),
      queryRows<{ n: number }>(db, sql`select greatest(reltuples, 0)::float8 as n from pg_class where oid = 'idempotency_keys'::regclass`),
    ]);
    for (const r of queue) kinds.add(r.kind);
    for (const r of outbox) channels.add(r.channel);
    for (const kind of kinds) {
      const r = queue.find((q) => q.kind === kind);
      queueDepth.set({ kind }, r?.queued ?? 0);
      queueDue.set({ kind }, r?.due ?? 0);
      queueAge.set({ kind }, Math.max(0, r?.age ?? 0));
    }
    for (const channel of channels) {
      const r = outbox.find((o) => o.channel === channel);
      outboxPending.set({ channel }, r?.pending ?? 0);
      outboxRetrying.set({ channel }, r?.retrying ?? 0);
      outboxAge.set({ channel }, Math.max(0, r?.age ?? 0));
    }
    idemStored.set(stored[0]?.n ?? 0);
  }

  return {
    registry,
    async refresh() {
      if (pool) {
        const s = database.poolStats!();
        pool.connections.set({ state: 'idle' }, s.idle);
        pool.connections.set({ state: 'busy' }, s.total - s.idle);
        pool.waiting.set(s.waiting);
        pool.max.set(s.max);
      }
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), SCRAPE_DB_TIMEOUT_MS);
      });
      const ok = await Promise.race([read().then(() => true, () => false), timeout]);
      clearTimeout(timer);
      up.set(ok ? 1 : 0);
    },
  };
}
