import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { type Db, queryRows, queryRowsNamed } from '../db/sql.js';

/**
 * List snapshots (docs/lists-and-files.md "List snapshots"): a page at any depth, and its total, for the cost of the
 * first page. The first request of a list (a filter, a sort, a scope) reads its whole ordered key
 * list in one statement, and the node keeps it with the statement's MVCC snapshot; the next
 * requests slice their page from it while the database says nothing it reads has changed since.
 *
 * What "changed" means is exact, not a time-out: statement triggers log each writing transaction
 * per source and scope in `change_log` (migration 0020), and a kept list holds while no logged
 * transaction is invisible to its snapshot — the same test as the offline sync's cursor, so a
 * write committed on any node is seen by every node's next request. Lists that also change by
 * the clock alone (the storefront's price windows) carry the time of their next change.
 */

export interface SnapshotSource {
  /** The change log's source: the set of tables the keys read ('catalogue', 'storefront'). */
  source: string;
  /** Its scope (a distributor; 0 when the source has one). */
  scope: number;
  /** When the keys change by the clock alone (a timestamptz expression; null: never). */
  validUntil?: SQL;
}

interface Entry {
  keys: Int32Array;
  snapshot: string;
  /** ms since the epoch (database clock); Infinity when never. */
  validUntil: number;
}

/** At most this many keys per node (4 bytes each, 16 MB), the least recently used lists dropped first. */
export const SNAPSHOT_MAX_KEYS = 4_000_000;

const dialect = new PgDialect();

class SnapshotCache {
  private entries = new Map<string, Entry>();
  private loading = new Map<string, Promise<Entry>>();
  private size = 0;

  get(key: string) {
    const entry = this.entries.get(key);
    if (entry) {
      // Most recently used last.
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  set(key: string, entry: Entry) {
    this.drop(key);
    this.entries.set(key, entry);
    this.size += entry.keys.length;
    for (const [oldest] of this.entries) {
      if (this.size <= SNAPSHOT_MAX_KEYS || oldest === key) break;
      this.drop(oldest);
    }
  }

  drop(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.size -= entry.keys.length;
    this.entries.delete(key);
  }

  /** One read per list at a time: concurrent misses of the same list share it (`joined`: began before this call). */
  load(key: string, read: () => Promise<Entry>): { joined: boolean; promise: Promise<Entry> } {
    const running = this.loading.get(key);
    if (running) return { joined: true, promise: running };
    const promise = read().finally(() => this.loading.delete(key));
    this.loading.set(key, promise);
    return { joined: false, promise };
  }
}

const caches = new WeakMap<Db, SnapshotCache>();
const cacheOf = (db: Db) => {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new SnapshotCache()));
  return cache;
};

const epochMs = (expr: SQL) => sql`(extract(epoch from ${expr}) * 1000)::float8`;

/** Is the kept list still what the database holds (nothing it reads changed, its clock not passed)? */
async function isFresh(db: Db, src: SnapshotSource, entry: Entry) {
  // Every kept page asks this: a named statement (db/sql.ts queryRowsNamed).
  const [row] = await queryRowsNamed<{ fresh: boolean; now_ms: number }>(
    db,
    sql`select ${epochMs(sql`now()`)} as now_ms,
          (select horizon from change_log_horizon where id = 1) <= pg_snapshot_xmin(${entry.snapshot}::pg_snapshot)
          and not exists (select 1 from change_log c
            where c.source = ${src.source} and c.scope = ${src.scope}
              and c.txid >= pg_snapshot_xmin(${entry.snapshot}::pg_snapshot)
              and not pg_visible_in_snapshot(c.txid, ${entry.snapshot}::pg_snapshot)) as fresh`,
  );
  return row.fresh && row.now_ms < entry.validUntil;
}

/** The whole ordered key list and the snapshot it was read in: one statement. */
async function readEntry(db: Db, src: SnapshotSource, keysQuery: SQL): Promise<Entry> {
  const [row] = await queryRows<{ snapshot: string; valid_until: number | null; keys: string }>(
    db,
    sql`select pg_current_snapshot()::text as snapshot,
          ${src.validUntil ? epochMs(src.validUntil) : sql`null::float8`} as valid_until,
          array(${keysQuery})::text as keys`,
  );
  const text = row.keys.slice(1, -1);
  const keys = text ? Int32Array.from(text.split(','), Number) : new Int32Array(0);
  return { keys, snapshot: row.snapshot, validUntil: row.valid_until ?? Infinity };
}

/**
 * Page `page` of `size` keys of `keysQuery` (`select <int key> … order by …`, no limit) and the
 * total, from the node's kept list when it is still fresh, else from a new one.
 */
export async function snapshotPage(db: Db, src: SnapshotSource, keysQuery: SQL, page: number, size: number): Promise<{ keys: number[]; total: number }> {
  const cache = cacheOf(db);
  const q = dialect.sqlToQuery(keysQuery);
  const key = JSON.stringify([src.source, src.scope, q.sql, q.params, src.validUntil ? dialect.sqlToQuery(src.validUntil).sql : null]);
  let entry = cache.get(key);
  if (entry && !(await isFresh(db, src, entry))) {
    cache.drop(key);
    entry = undefined;
  }
  if (!entry) {
    const load = cache.load(key, () => readEntry(db, src, keysQuery));
    entry = await load.promise;
    // A shared read may have begun before a write this caller has already seen: checked like a kept one.
    if (load.joined && !(await isFresh(db, src, entry))) entry = await readEntry(db, src, keysQuery);
    cache.set(key, entry);
  }
  const from = Math.min(page * size, entry.keys.length);
  return { keys: Array.from(entry.keys.subarray(from, from + size)), total: entry.keys.length };
}
