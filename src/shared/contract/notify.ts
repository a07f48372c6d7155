import { z } from 'zod';
import { noScreen } from '../access.js';
import { defineEndpoint } from './endpoint.js';

/** GET /notification/outbox/stats: how many messages wait and how many went out. */
export const outboxStats = defineEndpoint({
  service: 'notification',
  method: 'GET',
  path: '/outbox/stats',
  summary: 'Bildirim kuyruğu durumu',
  description: 'Bekleyen ve gönderilen mesaj sayıları (izleme).',
  access: noScreen(['TTG_ADMIN'], 'monitoring of the notification outbox; no screen shows it'),
  response: z.object({ pending: z.number().int(), sent: z.number().int() }),
});
