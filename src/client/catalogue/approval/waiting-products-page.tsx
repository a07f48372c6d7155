import { useMemo, useRef, useState } from 'react';
import type { WaitingProduct } from '../../../shared/contract/models.js';
import { AppPage } from '../../ui/app-page.js';
import { ImageViewerDialog } from '../../ui/dialogs/image-viewer-dialog.js';
import { ListScreen } from '../../ui/list/list-screen.js';
import type { ListHandle } from '../../ui/list/list-types.js';
import { ProductChangesDialog } from '../products/product-changes-dialog.js';
import { RejectDialog } from './reject-dialog.js';
import { useApprove, useDecide } from './waiting-decisions.js';
import { waitingImages, waitingListView } from './waiting-list.js';
import './waiting-products.css';

interface Rejecting {
  rows: WaitingProduct[];
  bulk: boolean;
}

/** /WaitingMyAction 'Onay Bekleyen Ürünler' (TTG_ADMIN): product requests to approve or reject. */
export default function WaitingProductsPage() {
  const listRef = useRef<ListHandle>(null);
  const [pictures, setPictures] = useState<WaitingProduct | null>(null);
  const [detail, setDetail] = useState<WaitingProduct | null>(null);
  const [rejecting, setRejecting] = useState<Rejecting | null>(null);
  const afterDecision = () => {
    listRef.current?.clearSelection();
    listRef.current?.reload();
  };
  const decide = useDecide(afterDecision);
  const approve = useApprove(afterDecision);
  // The list definition stays stable; the busy flag is read when the buttons render.
  const busyRef = useRef(false);
  busyRef.current = approve.isPending;

  const view = useMemo(
    () =>
      waitingListView({
        onPictures: setPictures,
        onDetail: setDetail,
        onApprove: (row) => approve.mutate({ rows: [row], bulk: false }),
        onReject: (row) => setRejecting({ rows: [row], bulk: false }),
        onBulkApprove: (rows) => approve.mutate({ rows, bulk: true }),
        onBulkReject: (rows) => setRejecting({ rows, bulk: true }),
        busy: () => busyRef.current,
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- approve.mutate is stable for the life of the mutation observer; handlers only set state.
    [],
  );

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
      <RejectDialog
        isOpen={rejecting !== null}
        bulk={rejecting?.bulk ?? false}
        count={rejecting?.rows.length ?? 0}
        subject={rejecting && !rejecting.bulk ? `${rejecting.rows[0].name} (${rejecting.rows[0].barcode})` : undefined}
        onClose={() => setRejecting(null)}
        onSubmit={async (description) => {
          if (!rejecting) return;
          await decide({ approve: false, bulk: rejecting.bulk, rows: rejecting.rows, description });
          setRejecting(null);
        }}
      />
    </AppPage>
  );
}
