import { useState } from 'react';
import { AppPage } from '../../ui/app-page.js';
import { ListScreen } from '../../ui/list/list-screen.js';
import { Tabs } from '../../ui/tabs.js';
import { useDetailView } from './detail-views.js';
import { distyPriceDetailPath, distyPriceView, supplyPriceDetailPath, supplyPriceView } from './owner-price-views.js';

const TABS = [
  { key: 'supplier', label: 'Tedarikçi Olduğum Ürünler' },
  { key: 'disty', label: 'Distribütör Olduğum Ürünler' },
];
/** The first tab: the supplier list of the products the distributor created, under its own test ids. */
const ownSupplyPriceView = (openDetail: Parameters<typeof supplyPriceView>[0]) => supplyPriceView(openDetail, 'disty-supply-prices');
/** The tab survives a visit to a detail screen and back (the detail returns to /ProductPrice-Disty). */
const TAB_KEY = 'productPriceDistyTab';

/**
 * /ProductPrice-Disty 'Distribütör Fiyat Listesi' (spec 1 §2.9): the products the
 * distributor created itself, priced as their supplier (→ supplier price detail), and its
 * own distributor rows (→ distributor price detail).
 */
export default function DistyPricePage() {
  const [tab, setTab] = useState(() => (sessionStorage.getItem(TAB_KEY) === 'disty' ? 'disty' : 'supplier'));
  const choose = (key: string) => {
    sessionStorage.setItem(TAB_KEY, key);
    setTab(key);
  };
  const supplyView = useDetailView(ownSupplyPriceView, supplyPriceDetailPath);
  const distyView = useDetailView(distyPriceView, distyPriceDetailPath);
  return (
    <AppPage>
      <Tabs tabs={TABS} value={tab} onValue={choose} testId="disty-price-tabs" />
      {tab === 'supplier' ? <ListScreen key="supplier" view={supplyView} /> : <ListScreen key="disty" view={distyView} />}
    </AppPage>
  );
}
