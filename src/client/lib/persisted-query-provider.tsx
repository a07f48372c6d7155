import { persistQueryClientRestore, persistQueryClientSubscribe, type PersistQueryClientOptions } from '@tanstack/query-persist-client-core';
import { IsRestoringProvider, type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, startTransition, useEffect, useRef, useState } from 'react';

interface Props {
  client: QueryClient;
  persistOptions: Omit<PersistQueryClientOptions, 'queryClient'>;
  /** Whether there can be a saved cache to restore (query-persister.ts mayHaveSavedCache), read once at start. */
  mayHaveSaved: () => boolean;
  children: ReactNode;
}

/**
 * TanStack's PersistQueryClientProvider, with two changes for the first screen's start:
 * - Nothing to restore (a first visit, after a logout: no mark in local storage), the queries
 *   start at once: they no longer wait for IndexedDB to open and say it holds nothing, and the
 *   screen is not drawn a second time when the restore ends.
 * - A restore's end is a transition: every screen that reads a query re-renders then (their
 *   queries start), which at default priority was one long task on a phone; React renders it in
 *   slices.
 * As in TanStack's: queries wait while a restore runs (useIsRestoring), and the cache is saved
 * with the persister from the moment the restore ends.
 */
export function PersistedQueryProvider({ client, persistOptions, mayHaveSaved, children }: Props) {
  const [isRestoring, setIsRestoring] = useState(mayHaveSaved);
  const options = useRef(persistOptions);
  useEffect(() => {
    options.current = persistOptions;
  });
  const restoring = useRef(isRestoring);
  useEffect(() => {
    const all = { ...options.current, queryClient: client };
    if (restoring.current) {
      restoring.current = false;
      void persistQueryClientRestore(all)
        .catch(() => undefined)
        .finally(() => startTransition(() => setIsRestoring(false)));
    }
    return isRestoring ? undefined : persistQueryClientSubscribe(all);
  }, [client, isRestoring]);
  return (
    <QueryClientProvider client={client}>
      <IsRestoringProvider value={isRestoring}>{children}</IsRestoringProvider>
    </QueryClientProvider>
  );
}
