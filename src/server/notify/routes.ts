import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { outboxStats } from '../../shared/contract/notify.js';
import { queryRows } from '../db/client.js';
import { registerEndpoint } from '../plugins/access-guard.js';
import type { AuthDeps } from '../auth/deps.js';

/** Notification service (its own prefix, /notification): delivery state for admins. */
export function registerNotificationRoutes(app: FastifyInstance, deps: AuthDeps) {
  registerEndpoint(app, deps, outboxStats, async () => {
    const rows = await queryRows<{ status: string; n: number }>(deps.db, sql`select status, count(*)::int as n from notification_outbox group by status`);
    const count = (s: string) => rows.find((r) => r.status === s)?.n ?? 0;
    return { pending: count('PENDING'), sent: count('SENT') };
  });
}
