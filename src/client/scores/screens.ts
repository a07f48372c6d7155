import type { ScreenMap } from '../lib/area-parts.js';
import { giftRequestScreens } from './gift-requests/screens.js';
import { giftCatalogueScreens } from './gifts/screens.js';
import { scorePageScreens } from './page/screens.js';

/** Scores and gifts (issue 33): the dealer's score page, the gift catalogue, gift requests, approvals and 'my gifts'. */
export const scoreScreens: ScreenMap = { ...scorePageScreens, ...giftCatalogueScreens, ...giftRequestScreens };
