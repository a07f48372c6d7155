import { DetailListPage } from './detail-views.js';
import { supplyPriceDetailPath, supplyPriceView } from './owner-price-views.js';

/** /ProductPrice-Supply 'Güncel Fiyat Listesi' (spec 1 §2.8): the supplier's current and coming prices. */
export default function SupplyPricePage() {
  return <DetailListPage viewOf={supplyPriceView} pathOf={supplyPriceDetailPath} />;
}
