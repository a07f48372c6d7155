import { rolesOf } from '../../shared/access.js';
import { waitingPriceCount } from '../../shared/contract/price-approval.js';
import { call } from '../lib/api.js';
import type { BellDef } from '../lib/area-parts.js';
import { priceKeys } from './price-queries.js';

const WAITING_PRICES = '/WaitingMySupplyPrice';

/** The prices area's top-bar bells: supplier prices waiting for the distributor's approval. */
export const priceBells: BellDef[] = [
  {
    title: 'Onay bekleyen fiyatlar',
    link: WAITING_PRICES,
    testId: 'bell-waiting-prices',
    query: (user) =>
      rolesOf(WAITING_PRICES).some((role) => user.user.roles.includes(role))
        ? // The approval screen invalidates this key after every decision.
          { queryKey: priceKeys.waitingCount(), count: () => call(waitingPriceCount) }
        : null,
  },
];
