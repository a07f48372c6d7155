import { and, eq, isNull, sql } from 'drizzle-orm';
import { ERROR_CODES } from '../../shared/errors.js';
import { normalizeGsm } from '../../shared/format.js';
import { MSG } from '../../shared/messages.js';
import { queryRows } from '../db/client.js';
import { refreshTokens, users } from '../db/schema/index.js';
import { codedError } from '../lib/app-error.js';
import { sha256 } from '../lib/crypto.js';
import { hashPassword, verifyPassword } from '../lib/passwords.js';
import { clear, hit, within } from '../lib/rate-limit.js';
import type { AuthDeps } from './deps.js';
import { checkCode, issueCode } from './one-time-codes.js';
import { findUserByContact, findUserByUsername } from './user-lookup.js';

const invalidCredentials = () => codedError(400, ERROR_CODES.INVALID_CREDENTIALS, MSG.invalidCredentials);
const tooMany = () => codedError(400, ERROR_CODES.TOO_MANY_ATTEMPTS, MSG.tooManyAttempts);
const invalidOtp = () => codedError(400, ERROR_CODES.INVALID_OTP, MSG.otpInvalid, ['otpCode']);
const invalidResetCode = () => codedError(400, ERROR_CODES.INVALID_RESET_CODE, MSG.resetCodeInvalid, ['passwordResetAuthCode']);
const sessionExpired = () => codedError(401, ERROR_CODES.SESSION_EXPIRED, MSG.sessionExpired);

/**
 * Password login. Unknown user, wrong password and passive user answer alike (same text,
 * same argon2 work). Failures count per username and per IP.
 */
export async function loginWithPassword(deps: AuthDeps, username: string, password: string, ip: string) {
  const { db, config } = deps;
  const userKey = `login:user:${username.trim().toLowerCase()}`;
  const ipKey = `login:ip:${ip}`;
  const { perUser, perIp, windowSeconds } = config.loginLimit;
  if (!(await within(db, userKey, perUser, windowSeconds)) || !(await within(db, ipKey, perIp, windowSeconds))) throw tooMany();
  const user = await findUserByUsername(db, username);
  const ok = await verifyPassword(user?.passwordHash, password);
  if (!user || !ok || user.status !== 1) {
    await hit(db, userKey, perUser, windowSeconds);
    await hit(db, ipKey, perIp, windowSeconds);
    throw invalidCredentials();
  }
  await clear(db, userKey);
  return deps.tokens.issuePair(db, user.id);
}

/** One key per phone number however it is written (0532…, +90 532…, 532…). */
const identityKey = (identity: string) => normalizeGsm(identity) ?? identity.trim().toLowerCase();

async function limitSends(deps: AuthDeps, kind: string, identity: string, ip: string) {
  const { sendLimit, sendWindowSeconds } = deps.config.otp;
  const byIdentity = await hit(deps.db, `${kind}:${identityKey(identity)}`, sendLimit, sendWindowSeconds);
  const byIp = await hit(deps.db, `${kind}-ip:${ip}`, sendLimit * 10, sendWindowSeconds);
  if (!byIdentity || !byIp) throw tooMany();
}

/** Sends a login code. The answer is the same whether or not the account exists. */
export async function sendLoginCode(deps: AuthDeps, identity: string, ip: string) {
  await limitSends(deps, 'otp', identity, ip);
  const found = await findUserByContact(deps.db, identity);
  if (found) await issueCode(deps, found.user, 'LOGIN', found.channel, found.to);
}

export async function loginWithCode(deps: AuthDeps, identity: string, code: string) {
  const found = await findUserByContact(deps.db, identity);
  if (!found) throw invalidOtp();
  if (!(await checkCode(deps, found.user.id, 'LOGIN', code, true))) throw invalidOtp();
  return deps.tokens.issuePair(deps.db, found.user.id);
}

/** Reset step 1: the same answer for known and unknown identities. */
export async function sendResetCode(deps: AuthDeps, identity: string, ip: string) {
  await limitSends(deps, 'reset', identity, ip);
  const found = await findUserByContact(deps.db, identity);
  if (found) await issueCode(deps, found.user, 'RESET', found.channel, found.to);
}

export async function checkResetCode(deps: AuthDeps, identity: string, code: string) {
  const found = await findUserByContact(deps.db, identity);
  if (!found || !(await checkCode(deps, found.user.id, 'RESET', code, false))) throw invalidResetCode();
}

/** Reset step 3: spends the code, sets the password and ends every session of the user. */
export async function resetPassword(deps: AuthDeps, identity: string, code: string, newPassword: string) {
  const found = await findUserByContact(deps.db, identity);
  if (!found || !(await checkCode(deps, found.user.id, 'RESET', code, true))) throw invalidResetCode();
  const passwordHash = await hashPassword(newPassword);
  await deps.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, found.user.id));
    await tx
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.userId, found.user.id), isNull(refreshTokens.revokedAt)));
  });
  await clear(deps.db, `login:user:${found.user.username.toLowerCase()}`);
}

/**
 * Rotates a refresh token. A token that was already used (or revoked) is a sign of
 * theft: the whole family is revoked and both holders must sign in again.
 */
export async function refreshSession(deps: AuthDeps, refreshToken: string) {
  const { db, tokens } = deps;
  const outcome = await db.transaction(async (tx) => {
    const [row] = await queryRows<{ id: string; user_id: number; family_id: string; used_at: Date | null; revoked_at: Date | null; expired: boolean; active: boolean }>(
      tx as never,
      sql`select t.id, t.user_id, t.family_id, t.used_at, t.revoked_at, t.expires_at <= now() as expired, u.status = 1 as active
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
    return { kind: 'ok' as const, pair: await tokens.issuePair(tx as never, row.user_id, row.family_id) };
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
  await db.execute(sql`delete from rate_limits where window_start < ${dayAgo}::timestamptz`);
}
