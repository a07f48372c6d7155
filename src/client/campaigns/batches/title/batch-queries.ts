import { useQuery } from '@tanstack/react-query';
import { type CodeKind, passBatchApi, serialBatchApi, type Title } from '../../../../shared/contract/code-batches.js';
import { call } from '../../../lib/api.js';
import { campaignKeys } from '../../campaigns-queries.js';

/** The endpoints of a kind of batch. */
export const batchApiOf = (kind: CodeKind) => (kind === 'serial' ? serialBatchApi : passBatchApi);

/** Query keys of the batch screen, under the campaigns area. */
export const titleKeys = {
  all: (kind: CodeKind) => [...campaignKeys.all, 'batch', kind] as const,
  title: (kind: CodeKind, id: number) => [...titleKeys.all(kind), 'title', id] as const,
  /** The batch's codes (a ListScreen adds its page to this key). */
  codes: (kind: CodeKind) => [...titleKeys.all(kind), 'codes'] as const,
};

/** How often a batch still being made is asked for again (ms). */
export const POLL_MS = 2000;

/** One batch; asked for again every 2 s while its codes are being made. */
export const useTitle = (kind: CodeKind, id: number) =>
  useQuery({
    queryKey: titleKeys.title(kind, id),
    queryFn: ({ signal }) => call(batchApiOf(kind).title, { params: { id }, signal }),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.titleStatus === 'CONTINUING' ? POLL_MS : false),
    refetchIntervalInBackground: true,
  });

export type { Title };
