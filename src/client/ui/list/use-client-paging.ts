import { useEffect, useMemo, useState } from 'react';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '../../../shared/paging.js';

export interface ClientPaging<T> {
  pageRows: T[];
  page: number;
  size: number;
  setPage: (page: number) => void;
  setSize: (size: number) => void;
  total: number;
  sizes: number[];
}

/**
 * Paging of rows that are all in memory; feeds DataTable + Paginator. The shared tables' sizes
 * 5/10/25 unless given (spec 1 §9), 10 rows first wherever 10 is offered (the spec's default).
 */
export function useClientPaging<T>(
  rows: T[],
  { sizes = [...PAGE_SIZE_OPTIONS], defaultSize, resetKey }: { sizes?: number[]; defaultSize?: number; /** A filter: its change goes back to page 1. */ resetKey?: unknown } = {},
): ClientPaging<T> {
  const [page, setPage] = useState(0);
  const [size, setSizeState] = useState(defaultSize ?? (sizes.includes(DEFAULT_PAGE_SIZE) ? DEFAULT_PAGE_SIZE : (sizes[0] ?? DEFAULT_PAGE_SIZE)));
  const total = rows.length;
  // A changed row count (filtered, added, removed) may leave the page past the end.
  useEffect(() => setPage(0), [total, resetKey]);
  const pageRows = useMemo(() => rows.slice(page * size, page * size + size), [rows, page, size]);
  const setSize = (next: number) => {
    setSizeState(next);
    setPage(0);
  };
  return { pageRows, page, size, setPage, setSize, total, sizes };
}
