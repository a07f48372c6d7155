import { useMemo } from 'react';
import { IonButton } from '@ionic/react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PRICE_DETAIL_MSG, type PriceDetailRequest } from '../../../shared/contract/price-detail.js';
import { PriceDetailFrame } from './price-detail-frame.js';
import { idOf, useDistyPriceDetail } from './price-detail-queries.js';
import { distyInfoItems, InfoCard, priceItems } from './price-info.js';

const BACK = '/ProductPriceAdmin-Disty';

/**
 * /ProductPriceAdmin-Detail?id&mid&did&sid&mpsId (spec 1 §2.10): the group admin's read-only
 * view of one distributor version (id) of a product (mid), with every distributor's history.
 */
export default function AdminPriceDetailPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const q = (name: string) => idOf(search.get(name));
  const [mpdId, modelId, distyId, supplyId, mpsId] = [q('id'), q('mid'), q('did'), q('sid'), q('mpsId')];
  const req = useMemo<PriceDetailRequest | null>(
    () => (mpdId && modelId ? { modelId, mpdId, distyId, supplyId, mpsId } : null),
    [mpdId, modelId, distyId, supplyId, mpsId],
  );
  const detail = useDistyPriceDetail(req);

  return (
    <PriceDetailFrame detail={detail} modelId={modelId} req={req} infoItems={distyInfoItems} back={BACK} withDistyName>
      {(price) => (
        <>
          <InfoCard title={PRICE_DETAIL_MSG.priceInfo} items={priceItems(price)} testId="price-values" />
          <div className="price-detail-actions">
            <IonButton fill="outline" color="medium" onClick={() => navigate(BACK)} data-testid="price-detail-back">
              {PRICE_DETAIL_MSG.back}
            </IonButton>
          </div>
        </>
      )}
    </PriceDetailFrame>
  );
}
