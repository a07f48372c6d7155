import { AppPage } from '../../../ui/app-page.js';

/** Placeholder until the screen lands (issue 14). */
export default function Placeholder() {
  return <AppPage>{null}</AppPage>;
}
