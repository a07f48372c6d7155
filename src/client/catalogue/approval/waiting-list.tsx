import { IonIcon } from '@ionic/react';
import { imageOutline } from 'ionicons/icons';
import type { WaitingProduct } from '../../../shared/contract/models.js';
import { waitingProductList } from '../../../shared/contract/product-lists.js';
import type { DecisionHandlers } from '../../ui/dialogs/use-decision-queue.js';
import type { ListView } from '../../ui/list/list-types.js';
import { catalogueKeys } from '../catalogue-queries.js';
import { PICTURE_BADGES } from '../products/product-changes.js';
import { productColumnViews } from '../products/product-columns.js';
import { PRODUCT_FILTERS } from '../../lib/product-filters.js';

/** The viewer's images of a request: its pictures with their pending state as a badge. */
export const waitingImages = (row: Pick<WaitingProduct, 'pictures'>) =>
  row.pictures.map((p) => ({ url: p.baseUrl, badge: PICTURE_BADGES[p.pictureCrudType] }));

export interface WaitingHandlers extends DecisionHandlers<WaitingProduct> {
  onPictures: (row: WaitingProduct) => void;
  onDetail: (row: WaitingProduct) => void;
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
export function waitingListView(h: WaitingHandlers): ListView<typeof waitingProductList> {
  return {
    list: waitingProductList,
    queryKey: catalogueKeys.lists(),
    filters: PRODUCT_FILTERS,
    leading: [{ header: 'Resim', width: '5rem', align: 'center', cell: (row) => <PictureButton row={row} onOpen={() => h.onPictures(row)} /> }],
    columns: productColumnViews,
    rowKey: (row) => row.id,
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
