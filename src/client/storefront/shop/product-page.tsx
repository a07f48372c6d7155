import { AppPage } from '../../ui/app-page.js';

/** /resellerProduct/:productId/:barcode — placeholder; replaced by the screen. */
export default function StorefrontProductPage() {
  return <AppPage>{null}</AppPage>;
}
