import { COUNT_EDITOR_PAGE_SIZES } from '../../../../shared/contract/code-batches.js';
import { ClientTable } from '../../../ui/list/client-table.js';
import type { ColumnDef } from '../../../ui/list/list-types.js';
import { CountInput, countOf } from './count-input.js';

const SIZES = [...COUNT_EDITOR_PAGE_SIZES];

export type Counts = Record<string, string>;

/** The sum of the typed counts. */
export const totalOf = (counts: Counts) => Object.values(counts).reduce((sum, v) => sum + countOf(v), 0);

export interface CountTableProps<R> {
  rows: R[];
  rowKey: (row: R) => string;
  columns: ColumnDef<R>[];
  /** The count input's accessible name for a row. */
  label: (row: R) => string;
  counts: Counts;
  onCounts: (next: Counts) => void;
  loading?: boolean;
  emptyText: string;
  /** `${testId}-table`, `${testId}-paginator`, inputs `${testId}-count-${key}`. */
  testId: string;
  disabled?: boolean;
}

/** The count editor (spec 1 §9): rows with a count each, 15 a page (5/15/50). */
export function CountTable<R>({ rows, rowKey, columns, label, counts, onCounts, loading, emptyText, testId, disabled }: CountTableProps<R>) {
  const withCount: ColumnDef<R>[] = [
    ...columns,
    {
      header: 'Adet',
      width: '9rem',
      align: 'end',
      cell: (row) => (
        <CountInput
          value={counts[rowKey(row)] ?? ''}
          onValue={(v) => onCounts({ ...counts, [rowKey(row)]: v })}
          label={label(row)}
          testId={`${testId}-count-${rowKey(row)}`}
          disabled={disabled}
        />
      ),
    },
  ];
  return (
    <ClientTable
      columns={withCount}
      rows={rows}
      rowKey={rowKey}
      sizes={SIZES}
      defaultSize={15}
      emptyText={emptyText}
      loading={loading}
      testId={`${testId}-table`}
    />
  );
}
