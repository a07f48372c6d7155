import { IonToggle } from '@ionic/react';
import { SETTINGS_MSG, type SubCategoryThreshold, thresholdLock } from '../../../shared/contract/settings.js';
import { formatQuantity } from '../../../shared/format.js';
import { PAGE_SIZES_BY_TENS } from '../../../shared/paging.js';
import { call } from '../../lib/api.js';
import { handleError } from '../../lib/error-handler.js';
import { toast } from '../../lib/toast.js';
import { AppPage } from '../../ui/app-page.js';
import { useDialogTarget } from '../../ui/dialogs/use-dialog-target.js';
import { ClientTable } from '../../ui/list/client-table.js';
import type { ColumnDef, RowAction } from '../../ui/list/list-types.js';
import { useLoadFailure } from '../settings-calls.js';
import '../settings.css';
import { GlobalThresholds } from './global-thresholds.js';
import { useInvalidateThresholds, useThresholdRows } from './threshold-data.js';
import { ThresholdDialog } from './threshold-dialog.js';

/**
 * /stockStatus 'Alt Kategori Stok Durumları' (TTG_ADMIN, spec 3 §2.5). A product's stock status
 * is YOK at or below its sub-category's none threshold, LİMİTLİ at or below the limited one,
 * else VAR. The lock toggle (manuelUpdateDisabled) ties a row to the global thresholds and
 * disables its Edit.
 */
export default function StockStatusPage() {
  const rows = useThresholdRows();
  useLoadFailure(rows.isError, SETTINGS_MSG.subCategoryLoadFailed);
  const dialog = useDialogTarget<SubCategoryThreshold>();
  const invalidate = useInvalidateThresholds();

  const setLock = async (row: SubCategoryThreshold, locked: boolean) => {
    try {
      await call(thresholdLock, { body: { subCategoryId: row.id, manuelUpdateDisabled: locked } });
      toast.success(locked ? SETTINGS_MSG.locked : SETTINGS_MSG.unlocked);
    } catch (error) {
      handleError(error);
    }
    void invalidate();
  };

  const columns: ColumnDef<SubCategoryThreshold>[] = [
    { header: 'Kategori', cell: (r) => r.categoryName, hideOnPhone: true },
    { header: 'Alt Kategori', cell: (r) => <strong>{r.name}</strong> },
    { header: 'Stok Yok Sınırı', cell: (r) => formatQuantity(r.noneStockStatusMax), align: 'end' },
    { header: 'Stok Limitli Sınırı', cell: (r) => formatQuantity(r.limitedStockStatusMax), align: 'end' },
    {
      header: 'Kilitli',
      headerTitle: 'Kilitli alt kategori her zaman genel sınırları alır ve elle düzenlenemez.',
      cell: (r) => (
        <IonToggle
          aria-label={`${r.name} kilitli`}
          checked={r.manuelUpdateDisabled}
          onIonChange={(e) => void setLock(r, e.detail.checked)}
          data-testid={`threshold-lock-${r.id}`}
        />
      ),
      align: 'center',
    },
  ];
  const actions: RowAction<SubCategoryThreshold>[] = [
    { label: 'Düzenle', onClick: (r) => dialog.show(r), disabled: (r) => r.manuelUpdateDisabled, testId: (r) => `threshold-edit-${r.id}` },
  ];

  return (
    <AppPage>
      <GlobalThresholds />
      <ClientTable
        columns={columns}
        rows={rows.data ?? []}
        rowKey={(r) => r.id}
        rowActions={actions}
        emptyText={SETTINGS_MSG.subCategoryEmpty}
        loading={rows.isPending && !rows.isError}
        // Pages of 10/20/30 (spec 3 §2.5), not the shared tables' 5/10/25.
        sizes={[...PAGE_SIZES_BY_TENS]}
        testId="threshold-table"
      />
      <ThresholdDialog row={dialog.item} isOpen={dialog.isOpen} onClose={dialog.close} />
    </AppPage>
  );
}
