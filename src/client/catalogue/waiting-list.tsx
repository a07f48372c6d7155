import { IonIcon } from '@ionic/react';
import { imageOutline } from 'ionicons/icons';
import { CATALOGUE_MSG, WAITING_PAGE_SIZE } from '../../shared/catalogue.js';
import { waitingProducts, type WaitingProduct } from '../../shared/contract/models.js';
import { formatShortDate } from '../../shared/format.js';
import type { ListDef } from '../ui/list/list-types.js';
import { PICTURE_BADGES } from './product-changes.js';
import { productColumns } from './product-columns.js';
import { PRODUCT_FILTERS } from './product-filters.js';

export const REQUEST_KIND_LABELS: Record<WaitingProduct['kind'], string> = { CREATE: 'Yeni Ürün', UPDATE: 'Değişiklik' };

/** The viewer's images of a request: its pictures with their pending state as a badge. */
export const waitingImages = (row: Pick<WaitingProduct, 'pictures'>) =>
  row.pictures.map((p) => ({ url: p.baseUrl, badge: PICTURE_BADGES[p.pictureCrudType] }));

/** Sort fields the waiting list's server accepts (model-waiting-repo); other columns do not sort. */

export interface WaitingHandlers {
  onPictures: (row: WaitingProduct) => void;
  onDetail: (row: WaitingProduct) => void;
  onApprove: (row: WaitingProduct) => void;
  onReject: (row: WaitingProduct) => void;
  onBulkApprove: (rows: WaitingProduct[]) => void;
  onBulkReject: (rows: WaitingProduct[]) => void;
  /** True while a decision is on its way: the decision buttons wait. */
  busy: () => boolean;
}

function PictureButton({ row, onOpen }: { row: WaitingProduct; onOpen: () => void }) {
  const first = row.pictures[0];
  return (
    <button
      type="button"
      className="waiting-picture"
      onClick={onOpen}
      aria-label={`Resimler (${row.pictures.length})`}
      title="Resimler"
      data-testid={`waiting-pictures-${row.id}`}
    >
      {first ? <img src={first.baseUrl} alt="" loading="lazy" /> : <IonIcon icon={imageOutline} aria-hidden="true" />}
      {row.pictures.length > 1 && <span className="waiting-picture-count">{row.pictures.length}</span>}
    </button>
  );
}

/** /WaitingMyAction (spec 2 §2.3): product filters, 25 rows a page with checkboxes, single and bulk decisions. */
export function waitingListDef(h: WaitingHandlers): ListDef<WaitingProduct> {
  return {
    id: 'waiting',
    endpoint: waitingProducts,
    filters: PRODUCT_FILTERS,
    columns: [
      { header: 'Resim', width: '5rem', align: 'center', cell: (row) => <PictureButton row={row} onOpen={() => h.onPictures(row)} /> },
      ...productColumns,
      { header: 'Talep Tarihi', sortField: 'requestDate', cell: (row) => formatShortDate(row.requestDate) },
      { header: 'Talep Türü', cell: (row) => REQUEST_KIND_LABELS[row.kind] },
    ],
    rowKey: (row) => row.id,
    pageSizes: [WAITING_PAGE_SIZE],
    defaultPageSize: WAITING_PAGE_SIZE,
    emptyText: CATALOGUE_MSG.noProduct,
    rowActions: [
      { label: 'Detay', color: 'primary', onClick: h.onDetail, testId: (row) => `waiting-detail-${row.id}` },
      { label: 'Onayla', color: 'success', disabled: h.busy, onClick: h.onApprove, testId: (row) => `waiting-approve-${row.id}` },
      { label: 'Reddet', color: 'danger', disabled: h.busy, onClick: h.onReject, testId: (row) => `waiting-reject-${row.id}` },
    ],
    bulkActions: [
      { label: 'Seçilenleri Onayla', color: 'success', onClick: h.onBulkApprove, testId: 'waiting-bulk-approve' },
      // Opens even without a selection: the dialog then explains it and keeps 'Gönder' disabled (spec 2 §2.3).
      { label: 'Seçilenleri Reddet', color: 'danger', allowEmpty: true, onClick: h.onBulkReject, testId: 'waiting-bulk-reject' },
    ],
  };
}
