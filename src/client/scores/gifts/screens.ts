import type { ScreenMap } from '../../lib/area-parts.js';

/** The admin's gift catalogue /defineResellerScoreOfGift. */
export const giftCatalogueScreens: ScreenMap = {};
