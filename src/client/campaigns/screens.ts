import type { ScreenMap } from '../lib/area-parts.js';
import { lazyScreen } from '../lib/lazy-screen.js';

/** The campaigns area's screens (spec 1 §2.14; issue 14). */
export const campaignScreens: ScreenMap = {
  '/accessoryCampaignList': lazyScreen(() => import('./campaign-list-page.js')),
  '/ttCrmList': lazyScreen(() => import('./tt-crm-list-page.js')),
  '/accessoryCampaignSerialTitleList': lazyScreen(() => import('./batches/lists/serial-title-list-page.js')),
  '/accessoryCampaignPassTitleList': lazyScreen(() => import('./batches/lists/pass-title-list-page.js')),
  '/accessoryCampaignSerialTitle': lazyScreen(() => import('./batches/title/serial-title-page.js')),
  '/accessoryCampaignPassTitle': lazyScreen(() => import('./batches/title/pass-title-page.js')),
  '/passiveSerial': lazyScreen(() => import('./batches/passive/passive-serial-page.js')),
};
