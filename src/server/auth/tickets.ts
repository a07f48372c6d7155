import { and, eq, sql } from 'drizzle-orm';
import { ERROR_CODES } from '../../shared/errors.js';
import { MSG } from '../../shared/messages.js';
import { inTransaction, queryRows } from '../db/sql.js';
import { loginTickets, resellers, users } from '../db/schema/index.js';
import { businessError, codedError } from '../lib/app-error.js';
import { randomToken, sha256 } from '../lib/crypto.js';
import type { AuthDeps } from './deps.js';

const TICKET_TTL_SECONDS = 60;
/** How long a log-in-as-reseller session lasts (refreshing never extends it). */
export const IMPERSONATION_MINUTES = 30;

/**
 * TTG_ADMIN "log in as reseller" (spec 3 §2.6): picks an active user of that reseller
 * with the chosen role and returns a single-use ticket valid for one minute.
 */
export async function createLoginTicket(deps: AuthDeps, caller: { id: number; familyId: string }, resellerCode: string, admin: boolean) {
  const { db } = deps;
  const [reseller] = await db.select().from(resellers).where(eq(resellers.code, resellerCode));
  if (!reseller) throw businessError('Bayi bulunamadı.');
  const role = admin ? 'RESELLER_ADMIN' : 'RESELLER_USER';
  const [user] = await queryRows<{ id: number }>(
    db,
    sql`select u.id from users u join user_resellers ur on ur.user_id = u.id
        where ur.reseller_id = ${reseller.id} and u.status = 1 and ${role} = any(u.roles)
        order by u.id limit 1`,
  );
  if (!user) throw businessError(`Bu bayide ${admin ? 'Bayi Admini' : 'Bayi Kullanıcısı'} rolünde aktif kullanıcı bulunamadı.`);
  const ticket = randomToken(24);
  await db.insert(loginTickets).values({
    ticketHash: sha256(ticket),
    userId: user.id,
    resellerId: reseller.id,
    createdBy: caller.id,
    createdFamilyId: caller.familyId,
    expiresAt: new Date(Date.now() + TICKET_TTL_SECONDS * 1000),
  });
  return { ticket };
}

/**
 * Exchanges a ticket once for a token pair; anything else is error code 1000. The ticket is
 * bound to the admin's browser: `adminToken` must be an access token of the session that asked
 * for it (another browser, or the admin signed out meanwhile, gets 1000). The new session is
 * impersonated: it carries the admin and ends IMPERSONATION_MINUTES later, whatever the rotation.
 */
export async function exchangeTicket(deps: AuthDeps, authTicket: string, adminToken?: string) {
  const { db, tokens } = deps;
  const claims = adminToken ? await tokens.verifyAccess(adminToken) : null;
  const result = await inTransaction(db, async (tx) => {
    const [row] = await tx
      .select()
      .from(loginTickets)
      .where(and(eq(loginTickets.ticketHash, sha256(authTicket)), sql`${loginTickets.usedAt} is null`, sql`${loginTickets.expiresAt} > now()`))
      .for('update');
    if (!row) return null;
    await tx.update(loginTickets).set({ usedAt: new Date() }).where(eq(loginTickets.id, row.id));
    if (!claims || Number(claims.sub) !== row.createdBy || claims.fid !== row.createdFamilyId) return null;
    const [live] = await queryRows(tx, sql`select 1 from refresh_tokens t join users a on a.id = t.user_id where t.family_id = ${claims.fid} and t.revoked_at is null and a.status = 1 limit 1`);
    if (!live) return null;
    const [user] = await tx.select().from(users).where(and(eq(users.id, row.userId), eq(users.status, 1)));
    if (!user) return null;
    await tx.update(users).set({ loginResellerId: row.resellerId }).where(eq(users.id, user.id));
    return tokens.issuePair(tx, user.id, undefined, { impersonatorId: row.createdBy, endsAt: new Date(Date.now() + IMPERSONATION_MINUTES * 60_000) });
  });
  if (!result) throw codedError(400, ERROR_CODES.INVALID_TICKET, MSG.ticketInvalid);
  return result;
}
