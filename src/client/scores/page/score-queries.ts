import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getResellerScore, SCORE_MSG, scoreTypes } from '../../../shared/contract/scores.js';
import type { ListDecl } from '../../../shared/contract/list.js';
import { call, fetchListPage } from '../../lib/api.js';
import type { FilterValues, Option } from '../../ui/list/list-types.js';

/** Query keys of the score page (one factory; invalidate by prefix): a decision refreshes all of them. */
export const scorePageKeys = {
  all: ['scores', 'page'] as const,
  balance: () => [...scorePageKeys.all, 'balance'] as const,
  lists: () => [...scorePageKeys.all, 'list'] as const,
};

/** The header's balances (spec 3 §2.13); 'Bayi puan bilgileri alınamadı.' when they do not come (spec 3 §8). */
export const useResellerScore = () =>
  useQuery({
    queryKey: scorePageKeys.balance(),
    queryFn: ({ signal }) => call(getResellerScore, { signal }),
    staleTime: 0,
    meta: { failedText: SCORE_MSG.scoreFailed },
  });

/** The type filter's options (spec 3 §7 score types: key, value). */
export const scoreTypeOptions = async (): Promise<Option[]> => (await call(scoreTypes)).map((t) => ({ value: t.key, label: t.value }));

export interface ListPaging {
  page: number;
  size: number;
  sort?: string;
}

/**
 * One server page of a declared list for the score page's own list sections (their selection
 * summary and date filter need more than ListScreen offers). The page goes back to the first
 * whenever the filter body changes; `enabled: false` reads nothing (a section not opened yet).
 */
export function useScoreListPage<L extends ListDecl>(list: L, body: FilterValues, options: { enabled?: boolean; failedText: string }) {
  const bodyKey = JSON.stringify(body);
  const [paging, setPaging] = useState<ListPaging & { bodyKey: string }>(() => ({ bodyKey, page: 0, size: list.defaultPageSize, sort: list.defaultSort }));
  const page = paging.bodyKey === bodyKey ? paging.page : 0;
  const { size, sort } = paging;
  const query = useQuery({
    queryKey: [...scorePageKeys.lists(), list.id, body, page, size, sort ?? null],
    queryFn: ({ signal }) => fetchListPage(list, { page, size, ...(sort ? { sort } : {}) }, body, signal),
    enabled: options.enabled ?? true,
    placeholderData: keepPreviousData,
    staleTime: 0,
    meta: { failedText: options.failedText },
  });
  const set = (next: Partial<ListPaging>) => setPaging((p) => ({ ...p, page, ...next, bodyKey }));
  return {
    query,
    rows: query.data?.content ?? [],
    total: query.data?.totalElements ?? 0,
    page,
    size,
    sort,
    setPage: (to: number) => set({ page: to }),
    setSize: (to: number) => set({ size: to, page: 0 }),
    setSort: (to: string) => set({ sort: to, page: 0 }),
  };
}
