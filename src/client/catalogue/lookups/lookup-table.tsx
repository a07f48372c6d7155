import type { ReactNode } from 'react';
import { confirm } from '../../ui/dialogs/confirm.js';
import { useDialogTarget } from '../../ui/dialogs/use-dialog-target.js';
import { ClientTable } from '../../ui/list/client-table.js';
import type { ColumnDef, RowAction } from '../../ui/list/list-types.js';
import { AddButton, TableToolbar } from '../../ui/table-toolbar.js';
import { useLookupDelete } from './lookup-mutations.js';
import './lookup-screens.css';

/** What tells a category table from a sub-category table: columns, texts, test ids and the delete endpoint. */
export interface LookupKind<T> {
  kind: 'category' | 'subCategory';
  columns: ColumnDef<T>[];
  /** Row action test ids `${prefix}-edit-${id}`, `${prefix}-delete-${id}`; the add button `${prefix}-add`. */
  prefix: string;
  addText: string;
  deleteHeader: string;
  deleteMessage: (row: T) => string;
  emptyText: string;
  /** The table's test id. */
  testId: string;
}

export interface LookupTableProps<T extends { id: number }> {
  lookup: LookupKind<T>;
  /** Read-only (/CategoryView): no add button, no row actions, no dialog. */
  readOnly: boolean;
  rows: { data?: T[]; isPending: boolean };
  /** The filter left of the add button; a change goes back to page 1. */
  filter?: ReactNode;
  filterValue?: unknown;
  /** The add / edit dialog of `item` (null: a new one). */
  dialog: (target: { isOpen: boolean; item: T | null; onClose: () => void }) => ReactNode;
}

/** A category or sub-category tab (spec 2 §2.6): client-paged rows with edit and delete (asked first), an add button and its dialog. */
export function LookupTable<T extends { id: number }>({ lookup, readOnly, rows, filter, filterValue, dialog }: LookupTableProps<T>) {
  const remove = useLookupDelete();
  const target = useDialogTarget<T>();

  const askDelete = async (row: T) => {
    if (await confirm({ header: lookup.deleteHeader, message: lookup.deleteMessage(row), danger: true })) {
      remove.mutate({ kind: lookup.kind, id: row.id });
    }
  };

  const actions: RowAction<T>[] = [
    { label: 'Düzenle', color: 'primary', onClick: target.show, testId: (r) => `${lookup.prefix}-edit-${r.id}` },
    { label: 'Sil', color: 'danger', onClick: (r) => void askDelete(r), testId: (r) => `${lookup.prefix}-delete-${r.id}` },
  ];

  return (
    <section className="lookup-list">
      {(filter || !readOnly) && (
        <TableToolbar filter={filter}>
          {!readOnly && <AddButton testId={`${lookup.prefix}-add`} label={lookup.addText} onClick={() => target.show(null)} />}
        </TableToolbar>
      )}
      <ClientTable
        resetKey={filterValue}
        columns={lookup.columns}
        rows={rows.data ?? []}
        rowKey={(r) => r.id}
        rowActions={readOnly ? undefined : actions}
        emptyText={lookup.emptyText}
        loading={rows.isPending || remove.isPending}
        testId={lookup.testId}
      />
      {!readOnly && dialog({ isOpen: target.isOpen, item: target.item, onClose: target.close })}
    </section>
  );
}
