import { AppPage } from '../../ui/app-page.js';

/** /paramList — placeholder; replaced by the screen. */
export default function ParamListPage() {
  return <AppPage>{null}</AppPage>;
}
