import type { ScreenMap } from '../../lib/area-parts.js';
import { lazyScreen } from '../../lib/lazy-screen.js';

/** The dealer's gift campaign /giftTransaction, the admin's approvals /approveResellerScoreOfGift, 'my gifts' /lastResellerScoreOfGift. */
export const giftRequestScreens: ScreenMap = {
  '/giftTransaction': lazyScreen(() => import('./gift-campaign-page.js')),
  '/approveResellerScoreOfGift': lazyScreen(() => import('./gift-approval-page.js')),
  '/lastResellerScoreOfGift': lazyScreen(() => import('./my-gifts-page.js')),
};
