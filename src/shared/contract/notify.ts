import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';

/** GET /notification/outbox/stats: how many messages wait and how many went out. */
export const outboxStats = defineEndpoint({
  service: 'notification',
  method: 'GET',
  path: '/outbox/stats',
  roles: ['TTG_ADMIN'],
  response: z.object({ pending: z.number().int(), sent: z.number().int() }),
});
