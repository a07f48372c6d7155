import { useState } from 'react';
import { BANNER_MSG, type Banner, bannerDelete } from '../../../shared/contract/banners.js';
import { formatDateTime } from '../../../shared/format.js';
import { call } from '../../lib/api.js';
import { handleError } from '../../lib/error-handler.js';
import { toast } from '../../lib/toast.js';
import { AppPage } from '../../ui/app-page.js';
import { confirm } from '../../ui/dialogs/confirm.js';
import { ImageViewerDialog } from '../../ui/dialogs/image-viewer-dialog.js';
import { useDialogTarget } from '../../ui/dialogs/use-dialog-target.js';
import { ClientTable } from '../../ui/list/client-table.js';
import type { ColumnDef, RowAction } from '../../ui/list/list-types.js';
import { AddButton, TableToolbar } from '../../ui/table-toolbar.js';
import '../settings.css';
import { useBanners, useInvalidateBanners } from './banner-data.js';
import { BannerDialog } from './banner-dialog.js';

/**
 * /bannerList 'Bannerlar' (TTG_ADMIN, spec 3 §2.4): start, end, the image (click to enlarge),
 * Edit (dates) and Delete. Dates are Turkey local time.
 */
export default function BannerListPage() {
  const banners = useBanners();
  const dialog = useDialogTarget<Banner>();
  const viewer = useDialogTarget<Banner>();
  const invalidate = useInvalidateBanners();
  const [deleting, setDeleting] = useState(false);

  const askDelete = async (banner: Banner) => {
    if (!(await confirm({ header: BANNER_MSG.deleteTitle, message: BANNER_MSG.deleteConfirm, confirmText: 'Sil', cancelText: 'Vazgeç', danger: true }))) return;
    setDeleting(true);
    try {
      await call(bannerDelete, { params: { id: banner.id } });
      toast.success(BANNER_MSG.deleted);
    } catch (error) {
      handleError(error);
    } finally {
      setDeleting(false);
      void invalidate();
    }
  };

  const columns: ColumnDef<Banner>[] = [
    { header: 'Başlangıç Tarihi', cell: (b) => formatDateTime(b.startDate) },
    { header: 'Bitiş Tarihi', cell: (b) => formatDateTime(b.endDate) },
    {
      header: 'Resim',
      cell: (b) => (
        <button type="button" className="banner-thumb" onClick={() => viewer.show(b)} aria-label={`${b.image.name} büyüt`} data-testid={`banner-image-${b.id}`}>
          <img src={b.image.publicAddress} alt={b.image.name} loading="lazy" />
        </button>
      ),
    },
  ];
  const actions: RowAction<Banner>[] = [
    { label: 'Düzenle', onClick: (b) => dialog.show(b), testId: (b) => `banner-edit-${b.id}` },
    { label: 'Sil', color: 'danger', onClick: (b) => void askDelete(b), testId: (b) => `banner-delete-${b.id}` },
  ];

  return (
    <AppPage>
      <TableToolbar>
        <AddButton testId="banner-add" label={BANNER_MSG.createTitle} onClick={() => dialog.show(null)} />
      </TableToolbar>
      <ClientTable
        columns={columns}
        rows={banners.data ?? []}
        rowKey={(b) => b.id}
        rowActions={actions}
        emptyText={BANNER_MSG.empty}
        loading={banners.isPending || deleting}
        testId="banner-table"
      />
      <BannerDialog banner={dialog.item} isOpen={dialog.isOpen} onClose={dialog.close} />
      <ImageViewerDialog
        isOpen={viewer.isOpen}
        onClose={viewer.close}
        title="Banner"
        images={viewer.item ? [{ url: viewer.item.image.publicAddress, caption: viewer.item.image.name }] : []}
        testId="banner-viewer"
      />
    </AppPage>
  );
}
