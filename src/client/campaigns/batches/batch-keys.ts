import type { CodeKind } from '../../../shared/contract/code-batches.js';
import { campaignKeys } from '../campaigns-queries.js';

/**
 * Query keys of the serial and password batches, under the campaigns area's key: invalidating
 * `batchKeys.all(kind)` (after a batch is made, activated, cancelled, or serials deactivated)
 * refreshes the summary and every list of that kind.
 */
export const batchKeys = {
  all: (kind: CodeKind) => [...campaignKeys.all, 'batches', kind] as const,
  summary: (kind: CodeKind) => [...batchKeys.all(kind), 'summary'] as const,
  lists: (kind: CodeKind) => [...batchKeys.all(kind), 'lists'] as const,
  title: (kind: CodeKind, id: number) => [...batchKeys.all(kind), 'title', id] as const,
  /** A batch's codes (a ListScreen adds its page to this key). */
  codes: (kind: CodeKind) => [...batchKeys.all(kind), 'codes'] as const,
};

/** How often a batch still being made is asked for again, on the batch screen and in the list (ms). */
export const BATCH_POLL_MS = 2000;
