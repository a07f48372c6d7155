import { isSupplyRole } from '../../shared/access.js';
import { call } from '../lib/api.js';
import type { BellDef } from '../lib/area-parts.js';

// The faulty-products area (spec 3) starts with its bell; its screens follow. Its contract is
// imported when the count is asked for, like the other bells'.
export const faultyBells: BellDef[] = [
  {
    title: 'Bildirilen arızalı ürünler',
    link: '/faultyProductExchange',
    testId: 'bell-faulty',
    query: (user) => {
      const supplyId = user.user.supply?.id;
      if (!isSupplyRole(user.user.roles) || supplyId === undefined) return null;
      return { queryKey: ['faulty', 'waitingTicketCount', supplyId], count: async () => call((await import('../../shared/contract/user.js')).waitingTicketCount, { params: { supplyId } }) };
    },
  },
];
