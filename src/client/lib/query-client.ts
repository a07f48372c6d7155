import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
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
