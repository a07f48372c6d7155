import { waitingCount } from '../../shared/contract/models.js';
import { call } from '../lib/api.js';
import type { BellDef } from '../lib/area-parts.js';
import { catalogueKeys } from './catalogue-queries.js';

export const catalogueBells: BellDef[] = [
  {
    title: 'Onay bekleyen ürünler',
    link: '/WaitingMyAction',
    testId: 'bell-waiting',
    query: (user) =>
      user.user.roles.includes('TTG_ADMIN')
        ? // The approval screen invalidates this key after every decision.
          { queryKey: catalogueKeys.waitingCount(), count: () => call(waitingCount) }
        : null,
  },
];
