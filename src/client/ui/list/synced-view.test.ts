import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api.js';
import { offlineDb } from '../../lib/offline/db.js';
import { META_KEYS } from '../../lib/offline/meta-keys.js';
import { isNetworkDown, markNetworkDown, markNetworkUp, SLOW_READ_MS } from '../../lib/offline/network-state.js';
import { isLocalResult, readOrLocal } from './read-or-local.js';
import { syncedView, viewKey } from './synced-view.js';

const SERVER = { from: 'server' };
const LOCAL = { from: 'local' };

describe('readOrLocal', () => {
  beforeEach(() => markNetworkUp());
  afterEach(() => {
    markNetworkUp();
    vi.restoreAllMocks();
  });

  it("answers the server's data while the network works and marks it up", async () => {
    markNetworkDown();
    markNetworkUp();
    const local = vi.fn(async () => LOCAL);
    expect(await readOrLocal(async () => SERVER, local)).toBe(SERVER);
    expect(local).not.toHaveBeenCalled();
    expect(isNetworkDown()).toBe(false);
    expect(isLocalResult(SERVER)).toBe(false);
  });

  it('falls back to the offline data when the call gets no answer, and marks the network down', async () => {
    const result = await readOrLocal(async () => {
      throw new ApiError(0, null);
    }, async () => LOCAL);
    expect(result).toBe(LOCAL);
    expect(isLocalResult(result)).toBe(true);
    expect(isNetworkDown()).toBe(true);
  });

  it('reads the offline data at once while the network is down, without asking the server', async () => {
    markNetworkDown();
    const server = vi.fn(async () => SERVER);
    expect(await readOrLocal(server, async () => ({ ...LOCAL }))).toEqual(LOCAL);
    expect(server).not.toHaveBeenCalled();
  });

  it('asks the server anyway when the device holds no data, and its error stands', async () => {
    markNetworkDown();
    expect(await readOrLocal(async () => SERVER, async () => undefined)).toBe(SERVER);
    expect(isNetworkDown()).toBe(false);
    const offline = new ApiError(0, null);
    await expect(
      readOrLocal(async () => {
        throw offline;
      }, async () => undefined),
    ).rejects.toBe(offline);
  });

  it("keeps the server's error answers (a 404 is not a missing network) and marks the network up", async () => {
    markNetworkDown();
    const local = vi.fn(async () => undefined);
    const notFound = new ApiError(404, null);
    await expect(
      readOrLocal(async () => {
        throw notFound;
      }, local),
    ).rejects.toBe(notFound);
    expect(isNetworkDown()).toBe(false);
  });

  it('never falls back for a read its caller cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    const local = vi.fn(async () => LOCAL);
    await expect(
      readOrLocal(async () => {
        throw new ApiError(0, null);
      }, local, controller.signal),
    ).rejects.toBeInstanceOf(ApiError);
    expect(local).not.toHaveBeenCalled();
    expect(isNetworkDown()).toBe(false);
  });

  it(`gives the server ${SLOW_READ_MS / 1000} s, then reads the offline data (a slow network)`, async () => {
    // The platform's timeout signal, driven by hand.
    const clock = new AbortController();
    const timeout = vi.spyOn(AbortSignal, 'timeout').mockReturnValue(clock.signal);
    let seen: AbortSignal | undefined;
    const server = (signal: AbortSignal) =>
      new Promise<typeof SERVER>((_, reject) => {
        seen = signal;
        // What the API client does when its signal aborts.
        signal.addEventListener('abort', () => reject(new ApiError(0, null)));
      });
    const caller = new AbortController();
    const read = readOrLocal(server, async () => LOCAL, caller.signal);
    await Promise.resolve();
    expect(timeout).toHaveBeenCalledWith(SLOW_READ_MS);
    expect(seen!.aborted).toBe(false);
    clock.abort(new DOMException('timed out', 'TimeoutError'));
    expect(await read).toBe(LOCAL);
    expect(isNetworkDown()).toBe(true);
  });
});

describe('syncedView', () => {
  beforeEach(async () => {
    await offlineDb().meta.clear();
    vi.useRealTimers();
  });
  afterEach(() => vi.useRealTimers());

  const synced = (set: 'prices' | 'storefront', syncedAt: string) => offlineDb().meta.put({ key: META_KEYS.setMeta(set), value: { syncedAt } });

  it('builds once per sync of the set, and answers nothing while the set is not synced', async () => {
    const read = vi.fn(async () => ['row']);
    const view = syncedView('prices', read, (items: string[], meta: { syncedAt: string }) => ({ items, builtFor: meta.syncedAt }));
    expect(await view()).toBeUndefined();
    await synced('prices', '2026-01-01T00:00:00.000Z');
    const [a, b] = await Promise.all([view(), view()]);
    expect(a).toEqual({ items: ['row'], builtFor: '2026-01-01T00:00:00.000Z' });
    expect(b).toBe(a);
    expect(await view()).toBe(a);
    expect(read).toHaveBeenCalledTimes(1);
    await synced('prices', '2026-01-01T00:05:00.000Z');
    expect(await view()).toEqual({ items: ['row'], builtFor: '2026-01-01T00:05:00.000Z' });
    expect(read).toHaveBeenCalledTimes(2);
    await offlineDb().meta.delete(META_KEYS.setMeta('prices'));
    expect(await view()).toBeUndefined();
  });

  it('answers a held view without asking IndexedDB until something writes to meta', async () => {
    await synced('prices', 'A');
    const view = syncedView('prices', async () => [1], (items: number[], meta: { syncedAt: string }) => `${meta.syncedAt}:${items}`);
    expect(await view()).toBe('A:1');
    const get = vi.spyOn(offlineDb().meta, 'get');
    expect(await view()).toBe('A:1');
    expect(view.peek()).toBe('A:1');
    expect(get).not.toHaveBeenCalled();
    // Any write to meta (here the next sync's) makes the next read check.
    await synced('prices', 'B');
    expect(view.peek()).toBeUndefined();
    expect(await view()).toBe('B:1');
    expect(get).toHaveBeenCalled();
    expect(view.peek()).toBe('B:1');
  });

  it("keeps the items as one record for the next app start, until the set's next sync", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    await synced('storefront', 'A');
    const derive = (items: number[], meta: { syncedAt: string }) => `${meta.syncedAt}:${items.join(',')}`;
    const first = syncedView('storefront', async () => [1, 2], derive);
    expect(await first()).toBe('A:1,2');
    await vi.advanceTimersByTimeAsync(1_000);
    vi.useRealTimers();
    await waitForRecord();
    expect((await offlineDb().meta.get(viewKey('storefront')))?.value).toEqual({ syncedAt: 'A', items: [1, 2] });
    // The next app start: the kept items, without reading the rows.
    const read = vi.fn(async () => [9]);
    expect(await syncedView('storefront', read, derive)()).toBe('A:1,2');
    expect(read).not.toHaveBeenCalled();
    // After the next sync the rows are read again.
    await synced('storefront', 'B');
    expect(await syncedView('storefront', read, derive)()).toBe('B:9');
  });

  it('does not keep the items of a sync that is no longer the current one', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    await synced('storefront', 'A');
    expect(await syncedView('storefront', async () => [1], (items: number[]) => items)()).toEqual([1]);
    // Wiped (logout) before the copy was due.
    await offlineDb().meta.clear();
    await vi.advanceTimersByTimeAsync(1_000);
    vi.useRealTimers();
    await new Promise((r) => setTimeout(r, 50));
    expect(await offlineDb().meta.get(viewKey('storefront'))).toBeUndefined();
  });

  it('does not keep a failed build', async () => {
    await synced('storefront', 'x');
    let fail = true;
    const view = syncedView(
      'storefront',
      async () => {
        if (fail) throw new Error('IndexedDB failed');
        return 'built';
      },
      (items: string) => items,
    );
    await expect(view()).rejects.toThrow('IndexedDB failed');
    fail = false;
    expect(await view()).toBe('built');
  });
});

/** The copy is written after its delay, in a transaction of its own. */
async function waitForRecord() {
  for (let i = 0; i < 50 && !(await offlineDb().meta.get(viewKey('storefront'))); i++) await new Promise((r) => setTimeout(r, 10));
}
