import type { ScreenMap } from '../../lib/area-parts.js';

/** The dealer's gift campaign /giftTransaction, the admin's approvals /approveResellerScoreOfGift, 'my gifts' /lastResellerScoreOfGift. */
export const giftRequestScreens: ScreenMap = {};
