import { useParams } from 'react-router-dom';
import { isDistyRole } from '../../../shared/access.js';
import { useSessionUser } from '../../lib/session.js';
import { PriceDetailFrame } from './price-detail-frame.js';
import { idOf, useSupplyPriceDetail } from './price-detail-queries.js';
import { PriceEditor, useBackPath } from './price-editor.js';
import { supplyInfoItems } from './price-info.js';

/**
 * /ProductPrice-Detail/:productId/:mid (spec 1 §2.11): productId = the supplier version, mid
 * = the product. The supplier (or the distributor that created the product) changes the
 * supplier prices; any other distributor of the supply only its reseller price.
 */
export default function PriceDetailPage() {
  const params = useParams();
  const distributor = isDistyRole(useSessionUser()?.user.roles ?? []);
  const modelId = idOf(params.mid);
  const detail = useSupplyPriceDetail(idOf(params.productId));
  const back = useBackPath();

  return (
    <PriceDetailFrame detail={detail} modelId={modelId} infoItems={supplyInfoItems} back={back} withDistyName={!distributor}>
      {(price) => (
        <PriceEditor
          key={`${price.id}-${price.resellerPrice}`}
          modelId={price.model.id}
          price={price}
          access={{ supplier: price.defaultSupply, reseller: distributor }}
          testId="price-edit"
        />
      )}
    </PriceDetailFrame>
  );
}
