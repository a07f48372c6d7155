import { and, eq, isNull, sql } from 'drizzle-orm';
import { inTransaction, queryRows } from '../db/sql.js';
import { refreshTokens, users } from '../db/schema/index.js';
import { sha256 } from '../lib/crypto.js';
import { hashPassword, verifyPassword } from '../lib/passwords.js';
import type { AuthDeps } from './deps.js';
import { invalidCredentials, invalidOtp, invalidResetCode, sessionExpired } from './errors.js';
import { admitLogin, clearLoginFailures } from './login-throttle.js';
import { type CodePurpose, checkCode, issueCode } from './one-time-codes.js';
import { admitSendRequest, takeDestinationBudget } from './send-limits.js';
import { findUserByContact, findUserByUsername } from './user-lookup.js';

/**
 * Password login. Unknown user, wrong password and passive user answer alike (same text,
 * same argon2 work). Throttling: src/server/auth/login-throttle.ts.
 */
export async function loginWithPassword(deps: AuthDeps, username: string, password: string, ip: string) {
  const attempt = await admitLogin(deps, username, ip);
  const user = await findUserByUsername(deps.db, username);
  const ok = await verifyPassword(user?.passwordHash, password);
  if (!user || !ok || user.status !== 1) {
    await attempt.failed();
    throw invalidCredentials();
  }
  await attempt.succeeded();
  return deps.tokens.issuePair(deps.db, user.id);
}

/**
 * Sends a login or reset code. The answer is the same whether or not the account exists,
 * and whether or not its destination's budget is spent (src/server/auth/send-limits.ts).
 */
async function sendCode(deps: AuthDeps, purpose: CodePurpose, identity: string, ip: string) {
  await admitSendRequest(deps, identity, ip);
  const found = await findUserByContact(deps.db, identity);
  if (!found || !(await takeDestinationBudget(deps, found.channel, found.to))) return;
  await issueCode(deps, found.user, purpose, found.channel, found.to);
}

export const sendLoginCode = (deps: AuthDeps, identity: string, ip: string) => sendCode(deps, 'LOGIN', identity, ip);

export async function loginWithCode(deps: AuthDeps, identity: string, code: string) {
  const found = await findUserByContact(deps.db, identity);
  if (!found) throw invalidOtp();
  if (!(await checkCode(deps, found.user.id, 'LOGIN', code, true))) throw invalidOtp();
  return deps.tokens.issuePair(deps.db, found.user.id);
}

/** Reset step 1: the same answer for known and unknown identities. */
export const sendResetCode = (deps: AuthDeps, identity: string, ip: string) => sendCode(deps, 'RESET', identity, ip);

export async function checkResetCode(deps: AuthDeps, identity: string, code: string) {
  const found = await findUserByContact(deps.db, identity);
  if (!found || !(await checkCode(deps, found.user.id, 'RESET', code, false))) throw invalidResetCode();
}

/**
 * Reset step 3: spends the code, sets the password and ends every session of the user.
 * The user's login ceiling and the login delay of the address the reset came from are
 * lifted (the code proved the owner; other addresses keep their delays).
 */
export async function resetPassword(deps: AuthDeps, identity: string, code: string, newPassword: string, ip: string) {
  const found = await findUserByContact(deps.db, identity);
  if (!found || !(await checkCode(deps, found.user.id, 'RESET', code, true))) throw invalidResetCode();
  const passwordHash = await hashPassword(newPassword);
  await inTransaction(deps.db, async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, found.user.id));
    await tx
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.userId, found.user.id), isNull(refreshTokens.revokedAt)));
  });
  await clearLoginFailures(deps, found.user.username, ip);
}

/**
 * Rotates a refresh token. A token that was already used (or revoked) is a sign of
 * theft: the whole family is revoked and both holders must sign in again.
 */
export async function refreshSession(deps: AuthDeps, refreshToken: string) {
  const { db, tokens } = deps;
  const outcome = await inTransaction(db, async (tx) => {
    const [row] = await queryRows<{
      id: string;
      user_id: number;
      family_id: string;
      used_at: Date | null;
      revoked_at: Date | null;
      expired: boolean;
      active: boolean;
      impersonator_id: number | null;
      session_ends_at: Date | string | null;
    }>(
      tx,
      sql`select t.id, t.user_id, t.family_id, t.used_at, t.revoked_at, t.expires_at <= now() or coalesce(t.session_ends_at <= now(), false) as expired,
            u.status = 1 as active, t.impersonator_id, t.session_ends_at
          from refresh_tokens t join users u on u.id = t.user_id
          where t.token_hash = ${sha256(refreshToken)} for update of t`,
    );
    if (!row) return { kind: 'unknown' as const };
    if (row.used_at || row.revoked_at) {
      await tx.update(refreshTokens).set({ revokedAt: new Date() }).where(and(eq(refreshTokens.familyId, row.family_id), isNull(refreshTokens.revokedAt)));
      return { kind: 'reuse' as const };
    }
    if (row.expired || !row.active) return { kind: 'dead' as const };
    await tx.update(refreshTokens).set({ usedAt: new Date() }).where(eq(refreshTokens.id, row.id));
    const impersonation = row.impersonator_id !== null && row.session_ends_at !== null ? { impersonatorId: row.impersonator_id, endsAt: new Date(row.session_ends_at) } : null;
    return { kind: 'ok' as const, pair: await tokens.issuePair(tx, row.user_id, row.family_id, impersonation) };
  });
  if (outcome.kind !== 'ok') throw sessionExpired();
  return outcome.pair;
}

/** Ends the session of either token; always succeeds (the client clears storage anyway). */
export async function logout(deps: AuthDeps, accessToken?: string, refreshToken?: string) {
  const { db, tokens } = deps;
  if (refreshToken) {
    const [row] = await db.select({ familyId: refreshTokens.familyId }).from(refreshTokens).where(eq(refreshTokens.tokenHash, sha256(refreshToken)));
    if (row) await tokens.revokeFamily(db, row.familyId);
  }
  if (accessToken) {
    const claims = await tokens.readClaimsIgnoringExpiry(accessToken);
    if (claims) await tokens.revokeFamily(db, claims.fid);
  }
}

/** Drops spent rows so the token and code tables stay small. */
export async function purgeExpired(deps: AuthDeps) {
  const { db } = deps;
  const dayAgo = new Date(Date.now() - 24 * 3600 * 1000).toISOString();
  await db.execute(sql`delete from refresh_tokens where expires_at < ${dayAgo}::timestamptz`);
  await db.execute(sql`delete from otp_codes where expires_at < ${dayAgo}::timestamptz`);
  await db.execute(sql`delete from login_tickets where expires_at < ${dayAgo}::timestamptz`);
  // The longest window is a day; a failure streak lives a day after its last failure.
  await db.execute(sql`delete from rate_limits where coalesce(last_at, window_start) < ${dayAgo}::timestamptz`);
}
