import { AppPage } from '../../ui/app-page.js';

/** /modelStockList — placeholder; replaced by the screen. */
export default function StockListPage() {
  return <AppPage>{null}</AppPage>;
}
