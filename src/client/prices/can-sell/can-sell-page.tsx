import { useMemo, useState } from 'react';
import { CAN_SELL_MSG } from '../../../shared/contract/can-sell.js';
import { AppPage } from '../../ui/app-page.js';
import { confirm } from '../../ui/dialogs/confirm.js';
import { ClientTable } from '../../ui/list/client-table.js';
import type { ColumnDef, RowAction } from '../../ui/list/list-types.js';
import { AddButton, TableToolbar } from '../../ui/table-toolbar.js';
import { TextField } from '../../ui/text-field.js';
import { type CanSellRow, filterRows, firstDistyName, toRows, useCanSellMappings, useDeleteMapping } from './can-sell-data.js';
import { CanSellDialog } from './can-sell-dialog.js';
import './can-sell-page.css';

const columns: ColumnDef<CanSellRow>[] = [
  { header: 'Marka', cell: (r) => <strong>{r.brand.name}</strong> },
  { header: 'Tedarikçi', cell: (r) => r.supply.name },
  { header: 'Distribütör', cell: (r) => firstDistyName(r.supply), hideOnPhone: true },
];

/** /CanSell 'Marka Tedarikçi' (TTG_ADMIN, spec 1 §2.14): which brands each supplier may sell; add and delete pairs. */
export default function CanSellPage() {
  const mappings = useCanSellMappings();
  const remove = useDeleteMapping();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [text, setText] = useState('');
  const rows = useMemo(() => filterRows(toRows(mappings.data ?? []), text), [mappings.data, text]);

  const askDelete = async (row: CanSellRow) => {
    if (await confirm({ header: 'Eşleşme Sil', message: CAN_SELL_MSG.deleteConfirm(row.brand.name, row.supply.name), confirmText: 'Sil', cancelText: 'Vazgeç', danger: true })) {
      remove.mutate(row);
    }
  };

  const actions: RowAction<CanSellRow>[] = [{ label: 'Sil', color: 'danger', onClick: (r) => void askDelete(r), testId: (r) => `can-sell-delete-${r.key}` }];

  return (
    <AppPage>
      <TableToolbar filter={<TextField testId="can-sell-filter" label="Marka / Tedarikçi" value={text} onValue={setText} />}>
        <AddButton testId="can-sell-add" label="Eşleşme Ekle" onClick={() => setDialogOpen(true)} />
      </TableToolbar>
      <ClientTable
        resetKey={text}
        columns={columns}
        rows={rows}
        rowKey={(r) => r.key}
        rowActions={actions}
        emptyText={CAN_SELL_MSG.empty}
        loading={mappings.isPending || remove.isPending}
        testId="can-sell-table"
      />
      <CanSellDialog isOpen={dialogOpen} onClose={() => setDialogOpen(false)} />
    </AppPage>
  );
}
