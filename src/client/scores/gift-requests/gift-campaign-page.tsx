import { useQuery } from '@tanstack/react-query';
import { giftOutline } from 'ionicons/icons';
import { giftCampaign, GIFT_MSG } from '../../../shared/contract/gifts.js';
import { SCORE_MSG } from '../../../shared/contract/scores.js';
import { call } from '../../lib/api.js';
import { AppPage } from '../../ui/app-page.js';
import { PlainLinkButton } from '../../ui/plain-button.js';
import { Spinner } from '../../ui/spinner.js';
import { ActiveGiftGrid } from './active-gift-grid.js';
import { GiftBalance } from './gift-balance.js';
import { giftRequestKeys } from './gift-request-queries.js';
import { useGiftRequest } from './use-gift-request.js';
import './gift-requests.css';

/**
 * /giftTransaction 'Puanla Hediye Al' (RESELLER_ADMIN, RESELLER_USER; spec 3 §2.11, contract
 * gifts.ts). While no gift campaign runs the page says only 'Kampanya Sona Ermiştir' (the spec's
 * screen). While one runs: the login reseller's balances, the active gifts to ask for with the
 * approved score, and the way to 'Hediyelerim'.
 */
export default function GiftCampaignPage() {
  const campaign = useQuery({ queryKey: giftRequestKeys.campaign(), queryFn: ({ signal }) => call(giftCampaign, { signal }), staleTime: 0 });
  const { request, pending } = useGiftRequest();
  const data = campaign.data;
  return (
    <AppPage>
      {!data ? (
        campaign.isPending && <Spinner name="dots" />
      ) : !data.running ? (
        <p className="gift-request-ended" data-testid="gift-campaign-ended">
          {GIFT_MSG.campaignEnded}
        </p>
      ) : (
        <div className="gift-request-page" data-testid="gift-campaign">
          <div className="gift-request-head">
            {data.score ? (
              <GiftBalance score={data.score} />
            ) : (
              <p className="gift-request-empty" data-testid="gift-no-reseller">
                {SCORE_MSG.noReseller}
              </p>
            )}
            <PlainLinkButton fill="outline" icon={giftOutline} to="/lastResellerScoreOfGift" data-testid="gift-my-gifts">
              {GIFT_MSG.myGifts}
            </PlainLinkButton>
          </div>
          <ActiveGiftGrid approvedScore={data.score?.approvedScore ?? 0} onRequest={(g) => void request(g)} pending={pending} />
        </div>
      )}
    </AppPage>
  );
}
