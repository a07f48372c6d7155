import type { ScreenMap } from '../lib/area-parts.js';
import { catalogueScreens } from '../catalogue/screens.js';
import { priceScreens } from '../prices/screens.js';
import { settingsScreens } from '../settings/screens.js';
import { storefrontScreens } from '../storefront/screens.js';
import { shellScreens } from '../shell/screens.js';
import { resellerScreens } from '../resellers/screens.js';
import { templateScreens } from '../templates/screens.js';
import { campaignScreens } from '../campaigns/screens.js';
import { usersScreens } from '../users/screens.js';
import { serialScreens } from '../serials/screens.js';
import { saleScreens } from '../sales/screens.js';
import { faultyScreens } from '../faulty/screens.js';
import { scoreScreens } from '../scores/screens.js';
import { reportScreens } from '../reports/screens.js';

/**
 * Screens that exist, by route path of shared/access.ts. The menu shows only these;
 * every area is its own lazily loaded chunk. Add an area's screens here as it lands.
 */
export const SCREENS: ScreenMap = { ...shellScreens, ...catalogueScreens, ...priceScreens, ...storefrontScreens, ...settingsScreens, ...resellerScreens, ...templateScreens, ...campaignScreens, ...usersScreens, ...serialScreens, ...saleScreens, ...faultyScreens, ...scoreScreens, ...reportScreens };

export const hasScreen = (path: string) => path in SCREENS;
