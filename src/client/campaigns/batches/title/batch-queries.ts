import { useQuery } from '@tanstack/react-query';
import { batchApiOf, type CodeKind, type Title } from '../../../../shared/contract/code-batches.js';
import { call } from '../../../lib/api.js';
import { BATCH_POLL_MS, batchKeys } from '../batch-keys.js';

/** One batch; asked for again every 2 s while its codes are being made. */
export const useTitle = (kind: CodeKind, id: number) =>
  useQuery({
    queryKey: batchKeys.title(kind, id),
    queryFn: ({ signal }) => call(batchApiOf(kind).title, { params: { id }, signal }),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.titleStatus === 'CONTINUING' ? BATCH_POLL_MS : false),
    refetchIntervalInBackground: true,
  });

export type { Title };
