import { eq } from 'drizzle-orm';
import { placeholdersOf, TEMPLATES_MSG, unsafeHtml, type MailTemplate, type SmsTemplate } from '../../shared/contract/templates.js';
import { type Db, inTransaction } from '../db/sql.js';
import { mailTemplates, smsTemplates } from '../db/schema/index.js';
import { type AuditActor, recordAudit } from '../lib/audit.js';
import { notFoundError, validationError } from '../lib/app-error.js';

/**
 * /smsMailTemplate (issue 13): read and save the templates the notification module renders.
 * A type's placeholders are fixed by the code that sends it (templates.ts); a body naming any
 * other is refused, so no message ever goes out with a raw `{x}` in it.
 */

const smsOf = (r: typeof smsTemplates.$inferSelect): SmsTemplate => ({ type: r.type, description: r.description, body: r.body, bodyPlaceHolders: r.bodyPlaceHolders });
const mailOf = (r: typeof mailTemplates.$inferSelect): MailTemplate => ({ ...smsOf(r), subject: r.subject, isHtml: r.isHtml });

export const smsTypes = async (db: Db) => (await db.select().from(smsTemplates).orderBy(smsTemplates.type)).map((r) => ({ key: r.type, value: r.description }));
export const mailTypes = async (db: Db) => (await db.select().from(mailTemplates).orderBy(mailTemplates.type)).map((r) => ({ key: r.type, value: r.description }));

export async function smsTemplate(db: Db, type: string): Promise<SmsTemplate> {
  const [row] = await db.select().from(smsTemplates).where(eq(smsTemplates.type, type));
  if (!row) throw notFoundError();
  return smsOf(row);
}

export async function mailTemplate(db: Db, type: string): Promise<MailTemplate> {
  const [row] = await db.select().from(mailTemplates).where(eq(mailTemplates.type, type));
  if (!row) throw notFoundError();
  return mailOf(row);
}

function checkPlaceholders(field: string, text: string, allowed: readonly string[]) {
  const unknown = placeholdersOf(text).filter((p) => !allowed.includes(p));
  return unknown.length ? [{ field, message: TEMPLATES_MSG.unknownPlaceholder(unknown, allowed) }] : [];
}

export async function saveSmsTemplate(db: Db, actor: AuditActor, input: { type: string; description: string; body: string }): Promise<SmsTemplate> {
  return inTransaction(db, async (tx) => {
    const [row] = await tx.select().from(smsTemplates).where(eq(smsTemplates.type, input.type)).for('update');
    if (!row) throw notFoundError();
    const errors = checkPlaceholders('body', input.body, row.bodyPlaceHolders);
    if (errors.length) throw validationError(errors);
    const [saved] = await tx
      .update(smsTemplates)
      .set({ body: input.body, description: input.description || row.description })
      .where(eq(smsTemplates.type, input.type))
      .returning();
    await recordAudit(tx, actor, 'SMS_TEMPLATE', input.type, 'UPDATE', smsOf(row), smsOf(saved));
    return smsOf(saved);
  });
}

export async function saveMailTemplate(
  db: Db,
  actor: AuditActor,
  input: { type: string; description: string; subject: string; body: string; isHtml: boolean },
): Promise<MailTemplate> {
  return inTransaction(db, async (tx) => {
    const [row] = await tx.select().from(mailTemplates).where(eq(mailTemplates.type, input.type)).for('update');
    if (!row) throw notFoundError();
    const errors = [...checkPlaceholders('subject', input.subject, row.bodyPlaceHolders), ...checkPlaceholders('body', input.body, row.bodyPlaceHolders)];
    if (input.isHtml && unsafeHtml(input.body)) errors.push({ field: 'body', message: TEMPLATES_MSG.unsafeHtml });
    if (errors.length) throw validationError(errors);
    const [saved] = await tx
      .update(mailTemplates)
      .set({ body: input.body, subject: input.subject, isHtml: input.isHtml, description: input.description || row.description })
      .where(eq(mailTemplates.type, input.type))
      .returning();
    await recordAudit(tx, actor, 'MAIL_TEMPLATE', input.type, 'UPDATE', mailOf(row), mailOf(saved));
    return mailOf(saved);
  });
}
