import type { ReactNode } from 'react';
import type { Endpoint } from '../../../shared/contract/endpoint.js';
import type { Page } from '../../../shared/paging.js';

/**
 * A list screen declared as data. `ListScreen` does the rest: filter bar, 2 s debounced
 * search (or `debounceMs`), lazy server paging ({content,totalElements}), server sorting
 * (`field,asc|desc`), empty filter values dropped, checkbox selection with bulk actions,
 * row actions, empty text, and export of the current filter to xlsx.
 *
 * Filter values are strings ('' = empty) keyed by the filter's `key`, which is also the
 * field name sent to the server (numbers are coerced by the server's zod schema).
 */
export type FilterValues = Record<string, string>;

export interface Option {
  value: string;
  label: string;
}

export type FilterDef =
  | { kind: 'text'; key: string; label: string; placeholder?: string }
  | {
      kind: 'select';
      key: string;
      label: string;
      /** Static options, or a loader; a loader that depends on other filters lists them in `dependsOn`. */
      options: Option[] | ((values: FilterValues) => Promise<Option[]>);
      /** Keys whose change reloads the options and clears this filter (e.g. subCategory on category). */
      dependsOn?: string[];
      /** Disabled until every `dependsOn` filter has a value. */
      requiresDependencies?: boolean;
    }
  | { kind: 'date'; key: string; label: string; withTime?: boolean };

export interface ColumnDef<T> {
  /** Sort field sent to the server; omit for a column that cannot be sorted. */
  sortField?: string;
  header: string;
  /** Cell content; text or any node (badges, buttons). */
  cell: (row: T) => ReactNode;
  /** Fixed width (e.g. '8rem'); tables keep their column widths. */
  width?: string;
  align?: 'start' | 'end' | 'center';
  /** Hidden on the phone card view (keep the card short). */
  hideOnPhone?: boolean;
  /** Extra CSS class of one cell (e.g. 'cell-invalid' for a wrong spreadsheet value). */
  cellClass?: (row: T) => string | undefined;
}

export interface RowAction<T> {
  label: string | ((row: T) => string);
  /** Icon from ionicons (optional). */
  icon?: string;
  color?: 'primary' | 'secondary' | 'success' | 'warning' | 'danger' | 'medium';
  /** Hidden when false. */
  visible?: (row: T) => boolean;
  disabled?: (row: T) => boolean;
  onClick: (row: T) => void;
  testId?: string | ((row: T) => string);
}

export interface BulkAction<T> {
  label: string;
  color?: RowAction<T>['color'];
  /** Enabled only with at least one selected row unless `allowEmpty`. */
  allowEmpty?: boolean;
  onClick: (selected: T[]) => void;
  testId?: string;
}

export interface ExportDef {
  /** Export endpoint: same filter body as the list, query `sort`; answers an xlsx file. */
  endpoint: Endpoint;
  /** Download name, e.g. 'Ürün Listesi.xlsx' (spec texts); a function for names with a timestamp. */
  fileName: string | (() => string);
  /** Returns a warning text ('Uyarı' toast) when the current filter may not be exported. */
  rule?: (filter: FilterValues) => string | null;
  label?: string;
}

export interface ListDef<T> {
  /** Query-key prefix and test id prefix (e.g. 'products-supply'). */
  id: string;
  /** Lazy page endpoint: query {page,size,sort}, body = filter without empty values. */
  endpoint: Endpoint;
  filters: FilterDef[];
  columns: ColumnDef<T>[];
  rowKey: (row: T) => string | number;
  /** `field,asc|desc`; omit for the server's default. */
  defaultSort?: string;
  pageSizes?: number[];
  defaultPageSize?: number;
  emptyText: string;
  /** Filter change → search delay, ms (2000 by default, spec 1 §4). */
  debounceMs?: number;
  /** Values the filter starts with (and is reset to); locked filters stay disabled. */
  initialFilter?: FilterValues;
  lockedFilters?: string[];
  rowActions?: RowAction<T>[];
  /** Turns on the checkbox column. */
  bulkActions?: BulkAction<T>[];
  export?: ExportDef;
  /** Extra CSS class per row (e.g. row colours by type). */
  rowClass?: (row: T) => string | undefined;
}

/** What a list screen's parent can do with it (reload after a dialog, clear selection). */
export interface ListHandle {
  reload(): void;
  clearSelection(): void;
}

export type PageOf<T> = Page<T>;
