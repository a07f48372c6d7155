import { call } from '../lib/api.js';
import type { BellDef } from '../lib/area-parts.js';

/**
 * The catalogue's top-bar bell. Light on purpose: the shell frame loads every area's bells at
 * each signed-in start, so the contract is imported when a count is asked for (an admin's), not
 * with the frame (a dealer's storefront would otherwise build the catalogue's schemas at start).
 * The key is catalogueKeys.waitingCount() (bells.test.ts holds them equal): the approval screen
 * invalidates it after every decision.
 */
export const catalogueBells: BellDef[] = [
  {
    title: 'Onay bekleyen ürünler',
    link: '/WaitingMyAction',
    testId: 'bell-waiting',
    query: (user) =>
      user.user.roles.includes('TTG_ADMIN')
        ? { queryKey: ['catalogue', 'waiting', 'count'], count: async () => call((await import('../../shared/contract/models.js')).waitingCount) }
        : null,
  },
];
