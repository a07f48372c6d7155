import { Dexie } from 'dexie';
import { offlineDb } from '../../lib/offline/db.js';
import { META_KEYS, type SyncSetName } from '../../lib/offline/meta-keys.js';

/**
 * Derived views of the dealer's synced sets (the storefront's products slimmed for searching,
 * the price list), kept between app starts. Reads that choose between the server and these
 * views are read-or-local.ts (no IndexedDB: the screens load it with their first frame).
 */

/** Where a set's view is kept between app starts (the `meta` table: wiped with the rest), and the version it was read at (small: checked first). */
export const viewKey = META_KEYS.view;
const viewAtKey = META_KEYS.viewAt;

/** A short hash of a text (djb2): the lookups of a sync's meta, so a view follows a change of names or labels. */
function hashOf(text: string) {
  let h = 5381;
  for (let i = 0; i < text.length; i++) h = (Math.imul(h, 33) + text.charCodeAt(i)) | 0;
  return (h >>> 0).toString(36);
}

/**
 * The version a view is built at: the sync's change counter of the set's rows and a hash of its
 * lookups — a sync that changed nothing (every few minutes) keeps it, so the view is not rebuilt.
 */
async function versionOf(set: SyncSetName, meta: { syncedAt: string }) {
  const changed = (await offlineDb().meta.get(META_KEYS.changed(set)))?.value;
  if (changed === undefined) return meta.syncedAt;
  return `${String(changed)}-${hashOf(JSON.stringify({ ...meta, syncedAt: '' }))}`;
}

/**
 * Writes to the `meta` table seen so far (by Dexie's storagemutated, which reports every
 * committed write of this tab and of the others). While none came, a held view is still its
 * set's current one, so a search does not ask IndexedDB first: a round trip that a busy phone
 * can make cost more than the search itself. A view is checked again at least this often anyway.
 */
let metaWrites = 0;
let watching = false;
const RECHECK_MS = 30_000;

function watchMeta() {
  if (watching) return;
  watching = true;
  Dexie.on('storagemutated', (parts) => {
    const meta = `idb://${offlineDb().name}/meta/`;
    if (Object.keys(parts).some((part) => part.startsWith(meta))) metaWrites++;
  });
}

/** How long after a build its copy is written (the write serialises the whole view: not while the dealer waits for an answer). */
const PERSIST_DELAY_MS = 1_000;

/**
 * A derived, in-memory view of a synced set (e.g. the storefront's products slimmed and sorted
 * for searching), rebuilt only when the set's last sync (`meta:<set>`.syncedAt) changes: a
 * search then costs one small Dexie read and a scan of memory instead of reading every row.
 * Reading 20,000 rows one record each costs seconds in Chromium; so the view's items (what
 * `read` makes of the rows) are also kept as one record (`view:<set>`, with the syncedAt they
 * were read at) that the next app start — often offline, in the shop — reads in a fraction of
 * that. Answers undefined while the set has never been synced (or was wiped).
 */
export interface SyncedView<V> {
  (): Promise<V | undefined>;
  /** The view when it is built and nothing may have changed it since: no IndexedDB read, no await. */
  peek(): V | undefined;
}

export function syncedView<M extends { syncedAt: string }, I, V>(set: SyncSetName, read: () => Promise<I>, derive: (items: I, meta: M) => V): SyncedView<V> {
  let held: { syncedAt: string; view: Promise<V>; built?: V; writes: number; checkedAt: number } | null = null;
  const fresh = () => !!held && held.writes === metaWrites && Date.now() - held.checkedAt < RECHECK_MS;
  // Only while they are still the set's current items (a wipe or a newer sync may have come).
  const keep = async (syncedAt: string, items: I) => {
    const db = offlineDb();
    await db.transaction('rw', db.meta, async () => {
      const current = (await db.meta.get(META_KEYS.setMeta(set)))?.value as M | undefined;
      if (!current || (await versionOf(set, current)) !== syncedAt) return;
      await db.meta.put({ key: viewKey(set), value: { syncedAt, items } });
      await db.meta.put({ key: viewAtKey(set), value: syncedAt });
    });
  };
  const build = async (meta: M, version: string) => {
    const db = offlineDb();
    if ((await db.meta.get(viewAtKey(set)))?.value === version) {
      const kept = (await db.meta.get(viewKey(set)))?.value as { syncedAt: string; items: I } | undefined;
      if (kept?.syncedAt === version) return derive(kept.items, meta);
    }
    const items = await read();
    setTimeout(() => void keep(version, items).catch(() => undefined), PERSIST_DELAY_MS);
    return derive(items, meta);
  };
  const get = async () => {
    watchMeta();
    if (held && fresh()) return held.view;
    const writes = metaWrites;
    const row = await offlineDb().meta.get(META_KEYS.setMeta(set));
    const meta = row?.value as M | undefined;
    if (!meta?.syncedAt) {
      held = null;
      return undefined;
    }
    const version = await versionOf(set, meta);
    if (held?.syncedAt !== version) {
      const view = build(meta, version);
      const entry: NonNullable<typeof held> = { syncedAt: version, view, writes, checkedAt: Date.now() };
      held = entry;
      view.then(
        (built) => (entry.built = built),
        // A failed build is not kept: the next read tries again.
        () => {
          if (held === entry) held = null;
        },
      );
    } else Object.assign(held, { writes, checkedAt: Date.now() });
    return held.view;
  };
  return Object.assign(get, { peek: () => (fresh() ? held?.built : undefined) });
}
