import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { inTransaction } from '../db/sql.js';
import { otpCodes } from '../db/schema/index.js';
import { hmac, randomCode, safeEqualHex } from '../lib/crypto.js';
import { enqueueNotification } from '../notify/outbox.js';
import { TEMPLATE_TYPES } from '../notify/templates.js';
import type { AuthDeps } from './deps.js';
import type { UserRow } from './user-lookup.js';

export type CodePurpose = 'LOGIN' | 'RESET';

/**
 * Creates a fresh 6-digit code (earlier open codes of the same purpose die), stores only
 * its keyed hash, and queues the SMS or e-mail in the same transaction.
 */
export async function issueCode(deps: AuthDeps, user: UserRow, purpose: CodePurpose, channel: 'SMS' | 'MAIL', to: string) {
  const code = randomCode();
  const { ttlSeconds } = deps.config.otp;
  await inTransaction(deps.db, async (tx) => {
    await tx
      .update(otpCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(otpCodes.userId, user.id), eq(otpCodes.purpose, purpose), isNull(otpCodes.usedAt)));
    await tx.insert(otpCodes).values({
      userId: user.id,
      purpose,
      codeHash: hmac(deps.config.codeSecret, `${user.id}:${purpose}:${code}`),
      expiresAt: new Date(Date.now() + ttlSeconds * 1000),
    });
    await enqueueNotification(tx, channel, to, purpose === 'LOGIN' ? TEMPLATE_TYPES.OTP_LOGIN : TEMPLATE_TYPES.PASSWORD_RESET, {
      code,
      minutes: String(Math.round(ttlSeconds / 60)),
      name: `${user.name} ${user.surname}`,
    });
  });
  deps.kickNotifications();
}

/**
 * Checks a code against the user's newest open code. A wrong guess counts; after
 * `maxTries` wrong guesses the code is spent, even for the right digits.
 * `consume` marks a right code used (single use).
 */
export async function checkCode(deps: AuthDeps, userId: number, purpose: CodePurpose, code: string, consume: boolean): Promise<boolean> {
  return inTransaction(deps.db, async (tx) => {
    const [open] = await tx
      .select()
      .from(otpCodes)
      .where(and(eq(otpCodes.userId, userId), eq(otpCodes.purpose, purpose), isNull(otpCodes.usedAt), sql`${otpCodes.expiresAt} > now()`))
      .orderBy(desc(otpCodes.createdAt))
      .limit(1)
      .for('update');
    if (!open) return false;
    if (open.attempts >= deps.config.otp.maxTries) {
      await tx.update(otpCodes).set({ usedAt: new Date() }).where(eq(otpCodes.id, open.id));
      return false;
    }
    const right = safeEqualHex(open.codeHash, hmac(deps.config.codeSecret, `${userId}:${purpose}:${code}`));
    if (!right) {
      const attempts = open.attempts + 1;
      await tx
        .update(otpCodes)
        .set({ attempts, ...(attempts >= deps.config.otp.maxTries ? { usedAt: new Date() } : {}) })
        .where(eq(otpCodes.id, open.id));
      return false;
    }
    if (consume) await tx.update(otpCodes).set({ usedAt: new Date() }).where(eq(otpCodes.id, open.id));
    return true;
  });
}
