import { QueryClient, useQuery } from '@tanstack/react-query';
import type { PersistedClient, Persister } from '@tanstack/query-persist-client-core';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PersistedQueryProvider } from './persisted-query-provider.js';
import { createIdbPersister, mayHaveSavedCache, PERSIST_EVERY_MS, type CacheStore } from './query-persister.js';

function Answer({ queryFn }: { queryFn: () => Promise<string> }) {
  const { data } = useQuery({ queryKey: ['answer'], queryFn, staleTime: Infinity });
  return <p data-testid="answer">{data ?? '…'}</p>;
}

const saved = (answer: string): PersistedClient => ({
  timestamp: Date.now(),
  buster: 'v1',
  clientState: {
    mutations: [],
    queries: [{ queryKey: ['answer'], queryHash: '["answer"]', dehydratedAt: Date.now(), state: { data: answer, dataUpdateCount: 1, dataUpdatedAt: Date.now(), error: null, errorUpdateCount: 0, errorUpdatedAt: 0, fetchFailureCount: 0, fetchFailureReason: null, fetchMeta: null, isInvalidated: false, status: 'success', fetchStatus: 'idle' } }],
  },
});

function persisterOf(restore: () => Promise<PersistedClient | undefined>) {
  const written: PersistedClient[] = [];
  const persister: Persister = { persistClient: (c) => void written.push(c), restoreClient: restore, removeClient: async () => undefined };
  return { persister, written };
}

const mount = (persister: Persister, mayHaveSaved: boolean, queryFn: () => Promise<string>) =>
  render(
    <PersistedQueryProvider client={new QueryClient()} persistOptions={{ persister, buster: 'v1' }} mayHaveSaved={() => mayHaveSaved}>
      <Answer queryFn={queryFn} />
    </PersistedQueryProvider>,
  );

describe('PersistedQueryProvider', () => {
  afterEach(() => localStorage.clear());

  it('with nothing saved, the queries start at once: no wait for IndexedDB (whose answer never comes here)', async () => {
    const restore = vi.fn(() => new Promise<undefined>(() => {}));
    const { persister, written } = persisterOf(restore);
    const queryFn = vi.fn(async () => 'sunucudan');
    mount(persister, false, queryFn);
    expect(await screen.findByText('sunucudan')).toBeTruthy();
    expect(restore).not.toHaveBeenCalled();
    // and what it answers is saved
    await waitFor(() => expect(written.some((c) => c.clientState.queries.some((q) => q.state.data === 'sunucudan'))).toBe(true));
  });

  it('with a saved cache, the queries wait for the restore and show what it brought', async () => {
    let finish!: (c: PersistedClient) => void;
    const { persister } = persisterOf(() => new Promise((r) => (finish = r)));
    const queryFn = vi.fn(async () => 'sunucudan');
    mount(persister, true, queryFn);
    await new Promise((r) => setTimeout(r, 20));
    expect(queryFn).not.toHaveBeenCalled();
    expect(screen.getByTestId('answer').textContent).toBe('…');
    finish(saved('kayıtlı'));
    expect(await screen.findByText('kayıtlı')).toBeTruthy();
    expect(queryFn).not.toHaveBeenCalled(); // fresh (staleTime ∞): the restored answer stands
  });

  it('a failed restore still lets the queries run', async () => {
    const quiet = [vi.spyOn(console, 'error').mockImplementation(() => {}), vi.spyOn(console, 'warn').mockImplementation(() => {})];
    const { persister } = persisterOf(() => Promise.reject(new Error('IndexedDB kapalı')));
    mount(persister, true, async () => 'sunucudan');
    expect(await screen.findByText('sunucudan')).toBeTruthy();
    quiet.forEach((q) => q.mockRestore());
  });
});

describe('the saved-cache mark (query-persister.ts)', () => {
  afterEach(() => {
    vi.useRealTimers();
    localStorage.clear();
  });

  it('is set when a cache is written and dropped with it (logout)', async () => {
    vi.useFakeTimers();
    const data = new Map<string, PersistedClient>();
    const store: CacheStore = { get: async (k) => data.get(k), set: async (k, v) => void data.set(k, v), del: async (k) => void data.delete(k) };
    const persister = createIdbPersister('mark-test', store);
    expect(mayHaveSavedCache('mark-test')).toBe(false);
    await persister.persistClient(saved('x'));
    expect(mayHaveSavedCache('mark-test')).toBe(false); // not written yet
    await vi.advanceTimersByTimeAsync(PERSIST_EVERY_MS);
    expect(mayHaveSavedCache('mark-test')).toBe(true);
    await createIdbPersister('mark-test', store).removeClient();
    expect(mayHaveSavedCache('mark-test')).toBe(false);
  });
});
