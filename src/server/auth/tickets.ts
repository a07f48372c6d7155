import { and, eq, sql } from 'drizzle-orm';
import { ERROR_CODES } from '../../shared/errors.js';
import { MSG } from '../../shared/messages.js';
import { inTransaction, queryRows } from '../db/sql.js';
import { loginTickets, resellers, users } from '../db/schema/index.js';
import { businessError, codedError } from '../lib/app-error.js';
import { randomToken, sha256 } from '../lib/crypto.js';
import type { AuthDeps } from './deps.js';

const TICKET_TTL_SECONDS = 60;

/**
 * TTG_ADMIN "log in as reseller" (spec 3 §2.6): picks an active user of that reseller
 * with the chosen role and returns a single-use ticket valid for one minute.
 */
export async function createLoginTicket(deps: AuthDeps, adminId: number, resellerCode: string, admin: boolean) {
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
    createdBy: adminId,
    expiresAt: new Date(Date.now() + TICKET_TTL_SECONDS * 1000),
  });
  return { ticket };
}

/** Exchanges a ticket once for a token pair; anything else is error code 1000. */
export async function exchangeTicket(deps: AuthDeps, authTicket: string) {
  const { db, tokens } = deps;
  const result = await inTransaction(db, async (tx) => {
    const [row] = await tx
      .select()
      .from(loginTickets)
      .where(and(eq(loginTickets.ticketHash, sha256(authTicket)), sql`${loginTickets.usedAt} is null`, sql`${loginTickets.expiresAt} > now()`))
      .for('update');
    if (!row) return null;
    await tx.update(loginTickets).set({ usedAt: new Date() }).where(eq(loginTickets.id, row.id));
    const [user] = await tx.select().from(users).where(and(eq(users.id, row.userId), eq(users.status, 1)));
    if (!user) return null;
    await tx.update(users).set({ loginResellerId: row.resellerId }).where(eq(users.id, user.id));
    return tokens.issuePair(tx, user.id);
  });
  if (!result) throw codedError(400, ERROR_CODES.INVALID_TICKET, MSG.ticketInvalid);
  return result;
}
