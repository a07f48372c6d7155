import { useMemo } from 'react';
import type { GiftTransaction } from '../../../shared/contract/gifts.js';
import { AppPage } from '../../ui/app-page.js';
import { useDialogTarget } from '../../ui/dialogs/use-dialog-target.js';
import { ListScreen } from '../../ui/list/list-screen.js';
import { GiftDecideDialog } from './gift-decide-dialog.js';
import { GiftImagesDialog } from './gift-images-dialog.js';
import { giftApprovalView } from './gift-transaction-views.js';
import './gift-requests.css';

/**
 * /approveResellerScoreOfGift 'Hediye Talepleri' (TTG_ADMIN; spec 3 §2.11): every gift request
 * with its columns, filters and Excel export, and the approve dialog (approve or reject).
 */
export default function GiftApprovalPage() {
  const deciding = useDialogTarget<GiftTransaction>();
  const images = useDialogTarget<GiftTransaction>();
  const { show: onDecide } = deciding;
  const { show: onImages } = images;
  const view = useMemo(() => giftApprovalView({ onDecide, onImages }), [onDecide, onImages]);
  return (
    <AppPage>
      <ListScreen view={view} />
      <GiftDecideDialog target={deciding} />
      <GiftImagesDialog target={images} />
    </AppPage>
  );
}
