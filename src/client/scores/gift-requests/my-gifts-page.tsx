import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { arrowBackOutline } from 'ionicons/icons';
import { GIFT_MSG, type GiftTransaction, myGiftTotals } from '../../../shared/contract/gifts.js';
import { formatQuantity } from '../../../shared/format.js';
import { call } from '../../lib/api.js';
import { AppPage } from '../../ui/app-page.js';
import { DetailFields } from '../../ui/detail-fields.js';
import { useDialogTarget } from '../../ui/dialogs/use-dialog-target.js';
import { ListScreen } from '../../ui/list/list-screen.js';
import { PlainLinkButton } from '../../ui/plain-button.js';
import { GiftImagesDialog } from './gift-images-dialog.js';
import { giftRequestKeys } from './gift-request-queries.js';
import { myGiftView } from './gift-transaction-views.js';
import './gift-requests.css';

/** 'Onaylı Harcanan Toplam Puan' and 'Onayda Bekleyen Toplam Puan' of the login reseller (spec 3 §2.11). */
function MyGiftTotals() {
  const { data } = useQuery({ queryKey: giftRequestKeys.totals(), queryFn: ({ signal }) => call(myGiftTotals, { signal }), staleTime: 0 });
  const shown = (n: number | undefined) => (n === undefined ? '' : formatQuantity(n));
  return (
    <DetailFields
      testId="my-gifts-totals"
      fields={[
        [GIFT_MSG.approvedSpentTotal, shown(data?.approvedSpent), 'approved'],
        [GIFT_MSG.waitingTotal, shown(data?.waiting), 'waiting'],
      ]}
    />
  );
}

/**
 * /lastResellerScoreOfGift 'Hediyelerim' (RESELLER_ADMIN, RESELLER_USER; spec 3 §2.11): the login
 * reseller's gift requests with the admin list's columns, its two totals and the way back to
 * /giftTransaction.
 */
export default function MyGiftsPage() {
  const images = useDialogTarget<GiftTransaction>();
  const { show: onImages } = images;
  const view = useMemo(() => myGiftView(onImages), [onImages]);
  return (
    <AppPage>
      <div className="gift-request-head">
        <MyGiftTotals />
        <PlainLinkButton fill="outline" icon={arrowBackOutline} to="/giftTransaction" direction="root" data-testid="my-gifts-back">
          {GIFT_MSG.back}
        </PlainLinkButton>
      </div>
      <ListScreen view={view} />
      <GiftImagesDialog target={images} />
    </AppPage>
  );
}
