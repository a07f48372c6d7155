import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import type { PersistedClient, Persister } from '@tanstack/query-persist-client-core';
import { del, get, set } from 'idb-keyval';
import { handleError } from './error-handler.js';

/**
 * One error handler for every query and mutation (screens do not write their own error
 * toasts). A query or mutation with `meta: { silent: true }` handles errors itself.
 */
export function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => !query.meta?.silent && handleError(error) }),
    mutationCache: new MutationCache({ onError: (error, _v, _c, mutation) => !mutation.meta?.silent && handleError(error) }),
    defaultOptions: {
      queries: { staleTime: 30_000, gcTime: 24 * 3600_000, retry: 1, refetchOnWindowFocus: false, networkMode: 'offlineFirst' },
      mutations: { networkMode: 'offlineFirst' },
    },
  });
}

/** The query cache survives reloads and offline starts in IndexedDB. */
export function createIdbPersister(key = 'bayi-portali-query-cache'): Persister {
  return {
    persistClient: (client: PersistedClient) => set(key, client),
    restoreClient: () => get<PersistedClient>(key),
    removeClient: () => del(key),
  };
}
