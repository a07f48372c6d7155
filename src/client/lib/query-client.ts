import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api.js';
import { handleError, handleErrorOr } from './error-handler.js';

/**
 * One error handler for every query and mutation (screens do not write their own error
 * toasts). A query or mutation with `meta: { silent: true }` handles errors itself; a query with
 * `meta: { failedText }` shows the screen's own text where the spec gives one (error-handler.ts);
 * `meta: { quietStatuses: [0, 404] }` leaves those answers to the screen (its 'Ürün bulunamadı',
 * its offline state) and toasts the others.
 */
export function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.silent) return;
        const quiet = query.meta?.quietStatuses;
        if (Array.isArray(quiet) && error instanceof ApiError && quiet.includes(error.status)) return;
        if (typeof query.meta?.failedText === 'string') handleErrorOr(error, query.meta.failedText);
        else handleError(error);
      },
    }),
    mutationCache: new MutationCache({ onError: (error, _v, _c, mutation) => !mutation.meta?.silent && handleError(error) }),
    defaultOptions: {
      queries: { staleTime: 30_000, gcTime: 24 * 3600_000, retry: 1, refetchOnWindowFocus: false, networkMode: 'offlineFirst' },
      mutations: { networkMode: 'offlineFirst' },
    },
  });
}
