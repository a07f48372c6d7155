import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useClientPaging } from './use-client-paging.js';

const rowsOf = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('useClientPaging', () => {
  it('slices the rows by page and size, and goes back to the first page when the row count changes', () => {
    const { result, rerender } = renderHook(({ rows }) => useClientPaging(rows, { sizes: [10, 20, 30] }), { initialProps: { rows: rowsOf(25) } });
    expect(result.current.pageRows).toEqual(rowsOf(10));
    expect(result.current.total).toBe(25);
    act(() => result.current.setPage(2));
    expect(result.current.pageRows).toEqual([21, 22, 23, 24, 25]);
    rerender({ rows: rowsOf(24) });
    expect(result.current.page).toBe(0);
    act(() => result.current.setPage(1));
    act(() => result.current.setSize(20));
    expect(result.current.page).toBe(0);
    expect(result.current.pageRows).toHaveLength(20);
    expect(result.current.sizes).toEqual([10, 20, 30]);
  });

  it('offers the shared tables\' 5, 10 and 25 unless given sizes, 10 rows first where 10 is offered (spec 1 §9)', () => {
    expect(renderHook(() => useClientPaging(rowsOf(30))).result.current).toMatchObject({ sizes: [5, 10, 25], size: 10 });
    expect(renderHook(() => useClientPaging(rowsOf(30), { sizes: [5, 15, 50] })).result.current.size).toBe(5);
    expect(renderHook(() => useClientPaging(rowsOf(30), { sizes: [5, 15, 50], defaultSize: 15 })).result.current.size).toBe(15);
  });
});
