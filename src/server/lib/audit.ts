import { sql } from 'drizzle-orm';
import type { AuditEntry } from '../../shared/contract/users.js';
import { type Db, queryRows, toIso } from '../db/sql.js';

/** Who made a change: the signed-in user and, in an impersonated session, the admin behind it. */
export interface AuditActor {
  id: number;
  impersonatorId?: number | null;
}

/** REQUEST: a write made in an impersonated session (its method and path). */
export type AuditEntity = 'USER' | 'PARAMETER' | 'SMS_TEMPLATE' | 'MAIL_TEMPLATE' | 'REQUEST';

/** One row of the audit trail, written in the caller's transaction (the change and its record commit together). */
export async function recordAudit(
  db: Db,
  actor: AuditActor,
  entity: AuditEntity,
  entityKey: string,
  action: string,
  before: object | null,
  after: object | null,
): Promise<void> {
  await db.execute(sql`
    insert into audit_log (actor_id, on_behalf_of, entity, entity_key, action, before, after)
    values (${actor.id}, ${actor.impersonatorId ?? null}, ${entity}, ${entityKey}, ${action},
      ${before === null ? null : JSON.stringify(before)}::jsonb, ${after === null ? null : JSON.stringify(after)}::jsonb)`);
}

interface AuditDb {
  id: number | string;
  at: Date | string;
  action: string;
  actor: string | null;
  on_behalf_of: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

const person = (alias: string) => sql.raw(`nullif(trim(${alias}.name || ' ' || ${alias}.surname), '')`);

/** The newest `limit` changes of one row, with the names of who made them. */
export async function auditHistory(db: Db, entity: AuditEntity, entityKey: string, limit = 100): Promise<AuditEntry[]> {
  const rows = await queryRows<AuditDb>(
    db,
    sql`select a.id, a.at, a.action, ${person('u')} as actor, ${person('o')} as on_behalf_of, a.before, a.after
        from audit_log a left join users u on u.id = a.actor_id left join users o on o.id = a.on_behalf_of
        where a.entity = ${entity} and a.entity_key = ${entityKey}
        order by a.at desc, a.id desc limit ${limit}`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    at: toIso(r.at)!,
    action: r.action,
    actor: r.actor ?? '—',
    onBehalfOf: r.on_behalf_of,
    before: r.before,
    after: r.after,
  }));
}
