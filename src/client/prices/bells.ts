import { rolesOf } from '../../shared/access.js';
import { call } from '../lib/api.js';
import type { BellDef } from '../lib/area-parts.js';

const WAITING_PRICES = '/WaitingMySupplyPrice';

/**
 * The prices area's top-bar bells: supplier prices waiting for the distributor's approval. Light
 * like the catalogue's (its contract is imported when the count is asked for); the key is
 * priceKeys.waitingCount(), which the approval screen invalidates after every decision.
 */
export const priceBells: BellDef[] = [
  {
    title: 'Onay bekleyen fiyatlar',
    link: WAITING_PRICES,
    testId: 'bell-waiting-prices',
    query: (user) =>
      rolesOf(WAITING_PRICES).some((role) => user.user.roles.includes(role))
        ? { queryKey: ['prices', 'approval', 'waitingCount'], count: async () => call((await import('../../shared/contract/price-approval.js')).waitingPriceCount) }
        : null,
  },
];
