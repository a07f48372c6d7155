import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { PRICE_DETAIL_MSG, type PriceDetailRequest } from '../../../shared/contract/price-detail.js';
import { AppPage } from '../../ui/app-page.js';
import { usePriceHistory, useRejectedPrices } from './price-detail-queries.js';
import { PriceHistoryTables } from './price-history.js';
import { DetailState, InfoCard, type InfoItem } from './price-info.js';
import '../lists/price-lists.css';
import './price-detail.css';

export interface PriceDetailFrameProps<P> {
  /** The version read (supplier or distributor detail). */
  detail: { data?: P; isLoading: boolean };
  /** The product whose history and rejections show below. */
  modelId: number | null;
  /** The distributor detail's body, which its history is read with too (none: the supplier's GET). */
  req?: PriceDetailRequest | null;
  infoItems: (price: P) => InfoItem[];
  /** Under the product facts: the price editor, or the admin's read-only prices. */
  children: (price: P) => ReactNode;
  /** Where 'Geri' of a missing version goes. */
  back: string;
  /** Several distributors' rows (a supplier's or the admin's view): show whose. */
  withDistyName: boolean;
}

/**
 * The frame of the three price detail screens (spec 1 §2.10, §2.11): the version's product
 * facts and what the screen does with it, a spinner or 'Ürün Bulunamadı.' before it is
 * there, and the product's history and rejected prices below.
 */
export function PriceDetailFrame<P>({ detail, modelId, req, infoItems, children, back, withDistyName }: PriceDetailFrameProps<P>) {
  const navigate = useNavigate();
  const history = usePriceHistory(modelId, req);
  const rejected = useRejectedPrices(modelId);
  const price = detail.data;
  return (
    <AppPage>
      {price ? (
        <div data-testid="price-detail">
          <InfoCard title={PRICE_DETAIL_MSG.productInfo} items={infoItems(price)} testId="price-info" />
          {children(price)}
        </div>
      ) : (
        <DetailState loading={detail.isLoading} onBack={() => navigate(back)} />
      )}
      <PriceHistoryTables history={history.data} rejected={rejected.data} loading={history.isLoading || rejected.isLoading} withDistyName={withDistyName} />
    </AppPage>
  );
}
