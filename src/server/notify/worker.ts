import { sql } from 'drizzle-orm';
import { type Db, inTransaction, queryRows } from '../db/sql.js';
import type { DeliveryAdapter, OutgoingMessage } from './adapters.js';

/** Back-off after a failed attempt: 5 s, 10 s, 20 s … capped at one hour. Never dropped. */
export const retryDelaySeconds = (attempts: number) => Math.min(5 * 2 ** Math.max(0, attempts - 1), 3600);

/**
 * Delivers due messages. Rows are claimed with FOR UPDATE SKIP LOCKED, so several
 * API nodes can run the worker side by side without sending a message twice.
 */
export async function deliverDue(db: Db, adapter: DeliveryAdapter, batch = 20): Promise<number> {
  return inTransaction(db, async (tx) => {
    const due = await queryRows<OutgoingMessage & { attempts: number }>(
      tx,
      sql`select id, channel, recipient, subject, body, is_html as "isHtml", attempts
          from notification_outbox
          where status = 'PENDING' and next_attempt_at <= now()
          order by id limit ${batch} for update skip locked`,
    );
    for (const m of due) {
      try {
        await adapter.send(m);
        await tx.execute(sql`update notification_outbox set status = 'SENT', sent_at = now(), attempts = attempts + 1 where id = ${m.id}`);
      } catch (error) {
        const attempts = m.attempts + 1;
        const message = error instanceof Error ? error.message : String(error);
        await tx.execute(sql`update notification_outbox
          set attempts = ${attempts}, last_error = ${message.slice(0, 1000)},
              next_attempt_at = now() + make_interval(secs => ${retryDelaySeconds(attempts)})
          where id = ${m.id}`);
      }
    }
    return due.length;
  });
}
