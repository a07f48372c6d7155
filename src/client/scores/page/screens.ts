import type { ScreenMap } from '../../lib/area-parts.js';

/** The dealer's score page /resellerScoreTransactions. */
export const scorePageScreens: ScreenMap = {};
