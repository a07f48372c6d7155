import { AppPage } from '../../ui/app-page.js';

/** /bannerList — placeholder; replaced by the screen. */
export default function BannerListPage() {
  return <AppPage>{null}</AppPage>;
}
