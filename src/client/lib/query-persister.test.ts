import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PersistedClient } from '@tanstack/query-persist-client-core';
import { type CacheStore, createIdbPersister, PERSIST_EVERY_MS } from './query-persister.js';

const client = (n: number) => ({ timestamp: n, buster: 'v', clientState: { queries: [], mutations: [] } }) as PersistedClient;

function memoryStore() {
  const data = new Map<string, PersistedClient>();
  const writes: number[] = [];
  const store: CacheStore = {
    get: async (key) => data.get(key),
    set: async (key, value) => {
      writes.push(value.timestamp);
      data.set(key, value);
    },
    del: async (key) => void data.delete(key),
  };
  return { data, writes, store };
}

describe('persisted query cache: gathered writes', () => {
  afterEach(() => vi.useRealTimers());

  it('writes the latest state once per window, not once per change', async () => {
    vi.useFakeTimers();
    const { writes, store } = memoryStore();
    const persister = createIdbPersister('k1', store);
    for (let i = 1; i <= 30; i++) await persister.persistClient(client(i));
    expect(writes).toEqual([]);
    await vi.advanceTimersByTimeAsync(PERSIST_EVERY_MS);
    expect(writes).toEqual([30]);
    await persister.persistClient(client(31));
    await vi.advanceTimersByTimeAsync(PERSIST_EVERY_MS);
    expect(writes).toEqual([30, 31]);
    expect((await persister.restoreClient())?.timestamp).toBe(31);
  });

  it('writes at once when the page is hidden or closed', async () => {
    vi.useFakeTimers();
    const { writes, store } = memoryStore();
    const persister = createIdbPersister('k2', store);
    await persister.persistClient(client(1));
    window.dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(0);
    expect(writes).toEqual([1]);
    await vi.advanceTimersByTimeAsync(PERSIST_EVERY_MS);
    expect(writes).toEqual([1]);
  });

  it("a removal (logout, from another persister of the key) drops the write not yet made: the signed-out user's cache never comes back", async () => {
    vi.useFakeTimers();
    const { data, writes, store } = memoryStore();
    const app = createIdbPersister('k3', store);
    await app.persistClient(client(1));
    await vi.advanceTimersByTimeAsync(PERSIST_EVERY_MS);
    await app.persistClient(client(2));
    await createIdbPersister('k3', store).removeClient();
    await vi.advanceTimersByTimeAsync(PERSIST_EVERY_MS * 2);
    expect(writes).toEqual([1]);
    expect(data.has('k3')).toBe(false);
  });
});
