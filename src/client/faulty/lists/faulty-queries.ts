/**
 * Query keys of the faulty-ticket lists (one factory; invalidate by prefix). Under 'faulty', the
 * prefix of the supplier's bell (../bells.ts): a decision refreshes its count with the lists.
 */
export const faultyKeys = {
  all: ['faulty'] as const,
  /** Every declared list of the area (ListScreen puts its pages under this key). */
  lists: () => [...faultyKeys.all, 'list'] as const,
  details: () => [...faultyKeys.all, 'detail'] as const,
  detail: (id: number) => [...faultyKeys.details(), id] as const,
};
