import { AppPage } from '../../ui/app-page.js';

/** /resellerProductOrder/follow — placeholder; replaced by the screen. */
export default function OrderFollowPage() {
  return <AppPage>{null}</AppPage>;
}
