import { useMemo, useRef, useState } from 'react';
import type { WaitingProduct } from '../../../shared/contract/models.js';
import { AppPage } from '../../ui/app-page.js';
import { ImageViewerDialog } from '../../ui/dialogs/image-viewer-dialog.js';
import { RejectDialog } from '../../ui/dialogs/reject-dialog.js';
import { useDecisionQueue } from '../../ui/dialogs/use-decision-queue.js';
import { ListScreen } from '../../ui/list/list-screen.js';
import type { ListHandle } from '../../ui/list/list-types.js';
import { ProductChangesDialog } from '../products/product-changes-dialog.js';
import { catalogueKeys } from '../catalogue-queries.js';
import { DECISION_TEXTS, sendDecision } from './waiting-decisions.js';
import { waitingImages, waitingListView } from './waiting-list.js';
import './waiting-products.css';

/** The server keeps up to 1000 characters of a rejection note (decisionSchema). */
const NOTE_MAX = 1000;
const subjectOf = (row: WaitingProduct) => `${row.name} (${row.barcode})`;
const countText = (n: number) => `${n} ürün reddedilecek.`;

/** /WaitingMyAction 'Onay Bekleyen Ürünler' (TTG_ADMIN): product requests to approve or reject. */
export default function WaitingProductsPage() {
  const listRef = useRef<ListHandle>(null);
  const [pictures, setPictures] = useState<WaitingProduct | null>(null);
  const [detail, setDetail] = useState<WaitingProduct | null>(null);
  const afterDecision = () => {
    listRef.current?.clearSelection();
    listRef.current?.reload();
  };
  const { handlers, rejectDialog } = useDecisionQueue<WaitingProduct>({
    send: sendDecision,
    texts: DECISION_TEXTS,
    // The waiting list and the bell's count, product lists and the decided products.
    invalidate: [catalogueKeys.waiting(), catalogueKeys.products()],
    onDone: afterDecision,
    subjectOf,
  });
  const view = useMemo(() => waitingListView({ ...handlers, onPictures: setPictures, onDetail: setDetail }), [handlers]);

  return (
    <AppPage>
      <ListScreen view={view} listRef={listRef} />
      <ImageViewerDialog
        isOpen={pictures !== null}
        onClose={() => setPictures(null)}
        title={pictures?.name}
        images={pictures ? waitingImages(pictures) : []}
        testId="waiting-picture-viewer"
      />
      <ProductChangesDialog productId={detail?.currentModelId ?? null} isOpen={detail !== null} onClose={() => setDetail(null)} testId="waiting-changes" />
      {/* An optional note, shown to the supplier. */}
      <RejectDialog {...rejectDialog} countText={countText} emptyText="Seçili ürün yok." maxLength={NOTE_MAX} field="approveDescription" />
    </AppPage>
  );
}
