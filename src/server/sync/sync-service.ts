import type { SyncQuery } from '../../shared/contract/sync.js';
import type { Db } from '../db/sql.js';
import { syncDuration, syncItems, syncPages, syncSetLabel } from '../metrics/process-metrics.js';
import { decodeCursor, encodeCursor, mustReset, refuseFuture, SYNC_GENERATION, type SyncCursor, type SyncSetKind } from './sync-cursor.js';
import { changedPairs, snapshotBounds } from './sync-log-repo.js';

/**
 * One page of a delta sync (docs/offline.md "Offline sync on the server"), the same for every set: the pairs of the
 * distributor logged since the cursor, in keyset order, then the current rows of those products
 * (one set-based read); a product without rows now has left the set (`deleted`).
 *
 * Why a snapshot's xmin and not "the largest id sent": ids are taken when a transaction starts
 * writing, but become visible when it commits, in another order. A session's first page reads
 * X0 = xmin of the current snapshot (every transaction below X0 has ended); its pages walk the log
 * from `since`; the next session starts at since = X0. A transaction that was in flight at X0 has
 * an id ≥ X0, so whatever it logged is read by the next session at the latest. Nothing is
 * missed; a few pairs may be sent twice (the client's writes are idempotent).
 */
export interface SyncSet<Row, Meta> {
  kind: SyncSetKind;
  /** The set's rows of these products now (any order; a product may have several). */
  rows(db: Db, distyId: number, modelIds: readonly number[]): Promise<Row[]>;
  productOf(row: Row): number;
  /** Lookups of the last page. */
  meta(db: Db): Promise<Meta>;
}

export interface SyncPageOf<Row, Meta> {
  rows: Row[];
  deleted: number[];
  cursor: string;
  more: boolean;
  reset: boolean;
  meta: Meta | null;
}

const FULL = '0';

/** One page, counted and timed for /metrics (by set; reset, delta or refused). */
export async function syncPage<Row, Meta>(db: Db, set: SyncSet<Row, Meta>, distyId: number, query: SyncQuery): Promise<SyncPageOf<Row, Meta>> {
  const label = syncSetLabel(set.kind);
  const end = syncDuration.startTimer({ set: label });
  try {
    const page = await buildPage(db, set, distyId, query);
    syncPages.inc({ set: label, outcome: page.reset ? 'reset' : 'delta' });
    syncItems.inc({ set: label, item: 'row' }, page.rows.length);
    syncItems.inc({ set: label, item: 'deleted' }, page.deleted.length);
    return page;
  } catch (error) {
    syncPages.inc({ set: label, outcome: 'refused' });
    throw error;
  } finally {
    end();
  }
}

async function buildPage<Row, Meta>(db: Db, set: SyncSet<Row, Meta>, distyId: number, query: SyncQuery): Promise<SyncPageOf<Row, Meta>> {
  const now = Date.now();
  const given = decodeCursor(query.cursor);
  const bounds = await snapshotBounds(db);
  if (given) refuseFuture(given, bounds.xmax);
  const reset = !given || mustReset(given, set.kind, distyId, now);
  // A new session (first sync, reset, or the last page's cursor) takes its xmin now.
  const session: SyncCursor =
    reset || given.a === null
      ? { g: SYNC_GENERATION, k: set.kind, d: distyId, s: reset ? FULL : given.s, x: bounds.xmin, a: null, t: now }
      : given;

  const pairs = await changedPairs(db, distyId, session.s, session.a, query.limit + 1);
  const more = pairs.length > query.limit;
  const page = more ? pairs.slice(0, query.limit) : pairs;
  const ids = page.map((p) => p.modelId);
  const rows = ids.length ? await set.rows(db, distyId, ids) : [];
  const present = new Set(rows.map(set.productOf));
  // A full sync starts from an empty set: nothing to delete.
  const deleted = session.s === FULL ? [] : ids.filter((id) => !present.has(id));

  const last = page.at(-1);
  const next: SyncCursor = more
    ? { ...session, a: [last!.txid, last!.modelId] }
    : { g: SYNC_GENERATION, k: set.kind, d: distyId, s: session.x!, x: null, a: null, t: session.t };
  return { rows, deleted, cursor: encodeCursor(next), more, reset, meta: more ? null : await set.meta(db) };
}
