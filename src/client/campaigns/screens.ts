import type { ScreenMap } from '../lib/area-parts.js';
import { lazyScreen } from '../lib/lazy-screen.js';

/** The campaigns area's screens (spec 1 §2.14; issue 14). */
export const campaignScreens: ScreenMap = {
  '/accessoryCampaignList': lazyScreen(() => import('./campaign-list-page.js')),
  '/ttCrmList': lazyScreen(() => import('./tt-crm-list-page.js')),
};
