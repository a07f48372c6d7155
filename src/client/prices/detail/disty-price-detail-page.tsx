import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import type { PriceDetailRequest } from '../../../shared/contract/price-detail.js';
import { PriceDetailFrame } from './price-detail-frame.js';
import { idOf, useDistyPriceDetail } from './price-detail-queries.js';
import { PriceEditor, useBackPath } from './price-editor.js';
import { distyInfoItems } from './price-info.js';

/**
 * /ProductPrice-Detail-Disty/:productId/:mid/:mpsId (spec 1 §2.11): productId = the
 * distributor's version, mid = the product, mpsId = the supplier version it follows. The
 * reseller price is always editable; the supplier prices only on a product the distributor
 * created (its default supplier).
 */
export default function DistyPriceDetailPage() {
  const params = useParams();
  const mpdId = idOf(params.productId);
  const modelId = idOf(params.mid);
  const mpsId = idOf(params.mpsId);
  const req = useMemo<PriceDetailRequest | null>(() => (mpdId && modelId ? { modelId, mpdId, ...(mpsId ? { mpsId } : {}) } : null), [mpdId, modelId, mpsId]);
  const detail = useDistyPriceDetail(req);
  const back = useBackPath();

  return (
    <PriceDetailFrame detail={detail} modelId={modelId} req={req} infoItems={distyInfoItems} back={back} withDistyName={false}>
      {(price) => (
        <PriceEditor
          key={`${price.mpdId}-${price.mpsId}`}
          modelId={price.mid}
          price={price}
          access={{ supplier: price.defaultSupply, reseller: true }}
          mpsStartDate={price.mpsStartDate}
          testId="price-edit"
        />
      )}
    </PriceDetailFrame>
  );
}
