import { DataTable, type DataTableProps } from './data-table.js';
import { Paginator } from './paginator.js';
import { useClientPaging } from './use-client-paging.js';

export interface ClientTableProps<T> extends DataTableProps<T> {
  /** Page-size options: the shared tables' 5/10/25 (spec 1 §9) unless the spec gives the table its own (brands, parameters: 10/20/30). */
  sizes?: number[];
  defaultSize?: number;
  /** A filter value: when it changes the table goes back to page 1. */
  resetKey?: unknown;
}

/**
 * A table paged in the browser over rows it already has (short lookup lists). The
 * paginator's test id is the table's with '-table' replaced by '-paginator'.
 */
export function ClientTable<T>({ rows, sizes, defaultSize, resetKey, testId, ...table }: ClientTableProps<T>) {
  const paging = useClientPaging(rows, { sizes, defaultSize, resetKey });
  return (
    <>
      <DataTable {...table} rows={paging.pageRows} testId={testId} />
      <Paginator
        total={paging.total}
        page={paging.page}
        size={paging.size}
        sizes={paging.sizes}
        onPage={paging.setPage}
        onSize={paging.setSize}
        testId={`${testId.replace(/-table$/, '')}-paginator`}
      />
    </>
  );
}
