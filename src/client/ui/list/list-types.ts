import type { ReactNode } from 'react';
import type { ListDecl, RowOfList } from '../../../shared/contract/list.js';

/**
 * A list screen is a shared list declaration (shared/contract/list.ts) plus a ListView
 * (below). `ListScreen` does the rest: filter bar, 2 s debounced
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
  /** A barcode or serial: typed, from a hardware scanner, or read by the camera (ScanField). */
  | { kind: 'scan'; key: string; label: string; placeholder?: string; inputMode?: 'text' | 'numeric' }
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
      /** The loader's own failure text (spec 3 §8: 'Markaları getirme başarısız.', …), shown by the shared handler. */
      failedText?: string;
    }
  | { kind: 'date'; key: string; label: string; withTime?: boolean };

export interface ColumnDef<T> {
  /** Sort field sent to the server; omit for a column that cannot be sorted. */
  sortField?: string;
  header: string;
  /** The header's tooltip (e.g. how a computed column is computed). */
  headerTitle?: string;
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

/** How the screen shows one declared column (its header, sort and text come from the declaration). */
export interface ColumnView<T> {
  width?: string;
  /** The header's tooltip. */
  headerTitle?: string;
  align?: ColumnDef<T>['align'];
  hideOnPhone?: boolean;
  /** A richer cell than the declared text (a badge, a button). */
  cell?: (row: T) => ReactNode;
  cellClass?: (row: T) => string | undefined;
}

export type ColumnKeyOf<L extends ListDecl> = L['columns'][number]['key'];

/**
 * A list screen: the shared declaration (path, filter and row schemas, columns, sorts,
 * page sizes, export) plus what only the screen has — filter inputs, how columns look,
 * extra columns, row and bulk actions.
 */
export interface ListView<L extends ListDecl> {
  list: L;
  /** Test-id prefix when one list serves several screens (the list's id otherwise). */
  id?: string;
  /** The area's list key (e.g. catalogueKeys.lists()): invalidating it refreshes the list. */
  queryKey: readonly unknown[];
  filters: FilterDef[];
  columns?: { [K in ColumnKeyOf<L>]?: ColumnView<RowOfList<L>> };
  /** Declared columns this screen leaves out (one list serving several screens). */
  hidden?: ColumnKeyOf<L>[];
  /** Columns only the screen shows (a picture button, a toggle), before / after the declared ones. */
  leading?: ColumnDef<RowOfList<L>>[];
  trailing?: ColumnDef<RowOfList<L>>[];
  rowKey: (row: RowOfList<L>) => string | number;
  /** Filter change → search delay, ms (2000 by default, spec 1 §4). */
  debounceMs?: number;
  /** Values the filter starts with (and is reset to); locked filters stay disabled. */
  initialFilter?: FilterValues;
  lockedFilters?: string[];
  rowActions?: RowAction<RowOfList<L>>[];
  /** Turns on the checkbox column. */
  bulkActions?: BulkAction<RowOfList<L>>[];
  /** 'Excel'e Aktar' unless given; `false` leaves the list's export off this screen. */
  exportLabel?: string | false;
  /** The screen's text for a failed export (not a 400/422 refusal, which shows the server's words). */
  exportFailedText?: string;
  /** The screen's text for a page that failed to load (not a 400/422 refusal, which shows the server's words). */
  fetchFailedText?: string;
  /** Extra CSS class per row (e.g. row colours by type). */
  rowClass?: (row: RowOfList<L>) => string | undefined;
  /** Re-reads the shown page every N ms while this answers N for its rows (e.g. a batch still being made). */
  pollWhile?: (rows: RowOfList<L>[]) => number | false;
}

/** The table columns of a view: leading, the declared ones (sortable where the list sorts), trailing. */
export function viewColumns<L extends ListDecl>(view: ListView<L>): ColumnDef<RowOfList<L>>[] {
  const sorts: readonly string[] = view.list.sorts;
  const hidden: readonly string[] = view.hidden ?? [];
  const declared = view.list.columns.filter((c) => !hidden.includes(c.key)).map((c): ColumnDef<RowOfList<L>> => {
    const look: ColumnView<RowOfList<L>> = view.columns?.[c.key as ColumnKeyOf<L>] ?? {};
    return {
      header: c.header,
      sortField: sorts.includes(c.key) ? c.key : undefined,
      cell: look.cell ?? ((row) => c.text(row) ?? ''),
      width: look.width,
      headerTitle: look.headerTitle,
      align: look.align,
      hideOnPhone: look.hideOnPhone,
      cellClass: look.cellClass,
    };
  });
  return [...(view.leading ?? []), ...declared, ...(view.trailing ?? [])];
}

/** What a list screen's parent can do with it (reload after a dialog, clear selection). */
export interface ListHandle {
  reload(): void;
  clearSelection(): void;
  /** The filter as typed, empty values left out: what the list's own export sends (a screen's second export sends it too). */
  filter(): FilterValues;
}

