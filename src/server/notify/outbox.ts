import type { Db } from '../db/sql.js';
import { notificationOutbox } from '../db/schema/index.js';
import { loadMailTemplate, loadSmsTemplate, renderTemplate, type TemplateType } from './templates.js';

export interface Recipient {
  gsmNo?: string | null;
  email?: string | null;
}

/**
 * Writes the message to the outbox, in the caller's transaction, rendered from its
 * template. Delivery happens later in the worker, so a failing gateway loses nothing.
 */
export async function enqueueNotification(
  db: Db,
  channel: 'SMS' | 'MAIL',
  to: string,
  type: TemplateType,
  vars: Record<string, string>,
) {
  if (channel === 'SMS') {
    const t = await loadSmsTemplate(db, type);
    await db.insert(notificationOutbox).values({ channel, recipient: to, templateType: type, body: renderTemplate(t.body, vars) });
  } else {
    const t = await loadMailTemplate(db, type);
    await db.insert(notificationOutbox).values({
      channel,
      recipient: to,
      templateType: type,
      subject: renderTemplate(t.subject, vars),
      body: renderTemplate(t.body, vars, t.isHtml),
      isHtml: t.isHtml,
    });
  }
}
