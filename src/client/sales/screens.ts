import type { ScreenMap } from '../lib/area-parts.js';
import { saleListScreens } from './list/screens.js';
import { wizardScreens } from './wizard/screens.js';

/** Sales (issue 31): the wizard /satis, the sales list /productSaleList and the cancel queue /cancelSale. */
export const saleScreens: ScreenMap = { ...wizardScreens, ...saleListScreens };
