import { AppPage } from '../../ui/app-page.js';

/** /stockStatus — placeholder; replaced by the screen. */
export default function StockStatusPage() {
  return <AppPage>{null}</AppPage>;
}
