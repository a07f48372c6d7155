import type { ScreenMap } from '../lib/area-parts.js';
import { faultyListScreens } from './lists/screens.js';
import { faultyReportScreens } from './report/screens.js';

/** Faulty products (issue 32): the dealer's report and list, the supplier's exchange, the admin's search. */
export const faultyScreens: ScreenMap = { ...faultyReportScreens, ...faultyListScreens };
