import type { ReactNode } from 'react';
import { IonButton, IonIcon, IonSpinner } from '@ionic/react';
import { arrowDownOutline, arrowUpOutline, swapVerticalOutline } from 'ionicons/icons';
import type { ColumnDef, RowAction } from './list-types.js';

export type RowKey = string | number;

export interface DataTableProps<T> {
  columns: ColumnDef<T>[];
  rows: T[];
  rowKey: (row: T) => RowKey;
  rowActions?: RowAction<T>[];
  /** Adds the checkbox column (and a select-all box for the rows shown). */
  selectable?: boolean;
  selected?: Set<RowKey>;
  onToggle?: (row: T) => void;
  onToggleAll?: () => void;
  /** Current sort, `field,asc|desc`. */
  sort?: string;
  /** Called with a column's `sortField`; the owner decides the direction. */
  onSort?: (field: string) => void;
  emptyText: string;
  loading?: boolean;
  /**
   * The table's test id, e.g. 'brands-table'. Its parts use the id without '-table' as
   * prefix p: `${p}-row-${key}`, `${p}-select-${key}`, `${p}-select-all`, `${p}-sort-${field}`,
   * `${p}-empty`, `${p}-loading`, and row actions `action.testId` or `${p}-action-${index}-${key}`.
   */
  testId: string;
  rowClass?: (row: T) => string | undefined;
  /** Optional extra caption above the rows on phones (e.g. the count). */
  caption?: ReactNode;
}

export const parseSort = (sort?: string) => {
  const [field, dir] = (sort ?? '').split(',');
  return field ? { field, dir: dir === 'desc' ? ('desc' as const) : ('asc' as const) } : null;
};

/** Same field: asc ↔ desc; another field starts ascending. */
export const nextSort = (current: string | undefined, field: string) => {
  const s = parseSort(current);
  return s?.field === field && s.dir === 'asc' ? `${field},desc` : `${field},asc`;
};

/**
 * Width of the actions column, from the buttons the shown rows really have: up to two side
 * by side when they fit in 26ch, else stacked at the longest one (upper-case labels, 1.2ch a letter).
 */
export function actionsWidth<T>(actions: RowAction<T>[], rows: T[]) {
  const need = (row: T | undefined) => {
    const widths = actions
      .filter((a) => row === undefined || !a.visible || a.visible(row))
      .map((a) => {
        const label = typeof a.label === 'function' ? (row === undefined ? 'XXXXXXXX' : a.label(row)) : a.label;
        return label.length * 1.2 + (a.icon ? 6 : 3.5);
      });
    const sideBySide = widths.reduce((sum, w) => sum + w + 1, 2);
    return widths.length <= 2 && sideBySide <= 26 ? sideBySide : Math.max(...widths, 0) + 2;
  };
  const needs = rows.length ? rows.map(need) : [need(undefined)];
  return `${Math.ceil(Math.max(...needs))}ch`;
}

/** Rough pixels of a column width ('12rem', '20ch', '90px'), only to find the widest column. */
const roughPx = (width: string) => {
  const n = parseFloat(width);
  return width.endsWith('rem') ? n * 16 : width.endsWith('ch') ? n * 8 : n;
};

/**
 * The column that takes the room a wide screen leaves over. A fixed-layout table spreads
 * that room over every column when all have widths, so the pinned actions column would grow
 * past its buttons; one data column without a width (the widest) takes it all instead. The
 * table's min-width still counts its declared width, so it never gets narrower than that.
 */
const elasticColumn = (widths: (string | undefined)[]) => {
  if (widths.some((w) => w === undefined)) return -1;
  let widest = 0;
  widths.forEach((w, i) => {
    if (roughPx(w!) > roughPx(widths[widest]!)) widest = i;
  });
  return widest;
};

/** Columns without a width get 8rem at least; a wider table scrolls sideways instead of breaking words. */
const minTableWidth = (widths: string[]) => `max(720px, calc(${widths.join(' + ')}))`;

const actionLabel = <T,>(a: RowAction<T>, row: T) => (typeof a.label === 'function' ? a.label(row) : a.label);
const actionTestId = <T,>(a: RowAction<T>, row: T, fallback: string) =>
  a.testId === undefined ? fallback : typeof a.testId === 'function' ? a.testId(row) : a.testId;

/**
 * The portal's table: fixed column widths and a sticky header on desktop; at phone width
 * (≤ 991 px, pure CSS) each row becomes a card of label/value pairs with its actions below.
 */
export function DataTable<T>({
  columns,
  rows,
  rowKey,
  rowActions,
  selectable,
  selected,
  onToggle,
  onToggleAll,
  sort,
  onSort,
  emptyText,
  loading,
  testId,
  rowClass,
  caption,
}: DataTableProps<T>) {
  const p = testId.replace(/-table$/, '');
  const current = parseSort(sort);
  const keys = rows.map(rowKey);
  const selectedOnPage = keys.filter((k) => selected?.has(k)).length;
  const allSelected = rows.length > 0 && selectedOnPage === rows.length;
  const hasActions = !!rowActions?.length;
  const colCount = columns.length + (selectable ? 1 : 0) + (hasActions ? 1 : 0);
  const actionsCol = hasActions ? actionsWidth(rowActions!, rows) : undefined;
  const elastic = hasActions ? elasticColumn(columns.map((c) => c.width)) : -1;
  const minWidth = minTableWidth([...(selectable ? ['3rem'] : []), ...columns.map((c) => c.width ?? '8rem'), ...(actionsCol ? [`${actionsCol} + 24px`] : [])]);

  return (
    <div className={`data-table-wrap${loading ? ' is-loading' : ''}`} data-testid={testId} aria-busy={loading || undefined}>
      {caption && <div className="data-table-caption">{caption}</div>}
      <table className="data-table" style={{ ['--table-min-width' as string]: minWidth }}>
        <colgroup>
          {selectable && <col style={{ width: '3rem' }} />}
          {columns.map((c, i) => (
            <col key={i} style={c.width && i !== elastic ? { width: c.width } : undefined} />
          ))}
          {hasActions && <col className="actions-col" style={{ width: actionsCol }} />}
        </colgroup>
        <thead>
          <tr>
            {selectable && (
              <th className="select-cell">
                <input
                  type="checkbox"
                  aria-label="Sayfadaki tüm kayıtları seç"
                  data-testid={`${p}-select-all`}
                  checked={allSelected}
                  disabled={rows.length === 0}
                  ref={(el) => {
                    if (el) el.indeterminate = selectedOnPage > 0 && !allSelected;
                  }}
                  onChange={() => onToggleAll?.()}
                />
                <span className="phone-only">Tümünü Seç</span>
              </th>
            )}
            {columns.map((c, i) => {
              const active = !!c.sortField && current?.field === c.sortField;
              const sortable = !!c.sortField && !!onSort;
              return (
                <th
                  key={i}
                  className={[sortable ? 'sortable' : '', active ? 'sorted' : '', c.align ? `align-${c.align}` : ''].filter(Boolean).join(' ') || undefined}
                  aria-sort={active ? (current!.dir === 'asc' ? 'ascending' : 'descending') : undefined}
                  scope="col"
                  title={c.headerTitle}
                >
                  {sortable ? (
                    <button type="button" className="sort-button" data-testid={`${p}-sort-${c.sortField}`} onClick={() => onSort!(c.sortField!)}>
                      <span>{c.header}</span>
                      <IonIcon aria-hidden="true" icon={active ? (current!.dir === 'asc' ? arrowUpOutline : arrowDownOutline) : swapVerticalOutline} />
                    </button>
                  ) : (
                    c.header
                  )}
                </th>
              );
            })}
            {hasActions && <th className="actions-cell" aria-label="İşlemler" />}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr className="data-table-empty">
              <td colSpan={colCount} data-testid={loading ? `${p}-loading` : `${p}-empty`}>
                {loading ? <IonSpinner name="crescent" aria-label="Yükleniyor" /> : emptyText}
              </td>
            </tr>
          )}
          {rows.map((row, r) => {
            const key = keys[r];
            const isSelected = !!selected?.has(key);
            const extra = rowClass?.(row);
            return (
              <tr key={key} data-testid={`${p}-row-${key}`} className={[isSelected ? 'is-selected' : '', extra ?? ''].filter(Boolean).join(' ') || undefined}>
                {selectable && (
                  <td className="select-cell">
                    <input
                      type="checkbox"
                      aria-label="Seç"
                      data-testid={`${p}-select-${key}`}
                      checked={isSelected}
                      onChange={() => onToggle?.(row)}
                    />
                  </td>
                )}
                {columns.map((c, i) => (
                  <td
                    key={i}
                    data-label={c.header}
                    className={[c.align ? `align-${c.align}` : '', c.hideOnPhone ? 'hide-phone' : '', c.cellClass?.(row) ?? ''].filter(Boolean).join(' ') || undefined}
                  >
                    <div className="cell-value">{c.cell(row)}</div>
                  </td>
                ))}
                {hasActions && (
                  <td className="actions-cell">
                    <div className="row-actions">
                      {rowActions!.map((a, i) =>
                        a.visible && !a.visible(row) ? null : (
                          <IonButton
                            key={i}
                            size="small"
                            fill="outline"
                            color={a.color ?? 'primary'}
                            disabled={a.disabled?.(row) ?? false}
                            data-testid={actionTestId(a, row, `${p}-action-${i}-${key}`)}
                            onClick={() => a.onClick(row)}
                          >
                            {a.icon && <IonIcon aria-hidden="true" slot="start" icon={a.icon} />}
                            {actionLabel(a, row)}
                          </IonButton>
                        ),
                      )}
                    </div>
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
      {loading && rows.length > 0 && (
        <div className="data-table-busy" aria-hidden="true">
          <IonSpinner name="crescent" />
        </div>
      )}
    </div>
  );
}
