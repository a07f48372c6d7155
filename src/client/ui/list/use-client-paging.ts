import { useEffect, useMemo, useState } from 'react';

export interface ClientPaging<T> {
  pageRows: T[];
  page: number;
  size: number;
  setPage: (page: number) => void;
  setSize: (size: number) => void;
  total: number;
  sizes: number[];
}

/** Paging of rows that are all in memory (e.g. brands 10/20/30); feeds DataTable + Paginator. */
export function useClientPaging<T>(
  rows: T[],
  { sizes = [10, 20, 30], defaultSize, resetKey }: { sizes?: number[]; defaultSize?: number; /** A filter: its change goes back to page 1. */ resetKey?: unknown } = {},
): ClientPaging<T> {
  const [page, setPage] = useState(0);
  const [size, setSizeState] = useState(defaultSize ?? sizes[0] ?? 10);
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
