import { AppPage } from '../../ui/app-page.js';

/** /resellerOrderManagement — placeholder; replaced by the screen. */
export default function StorefrontPage() {
  return <AppPage>{null}</AppPage>;
}
