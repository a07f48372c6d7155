import { normalizeGsm } from '../../shared/digits.js';
import { hit, take } from '../lib/rate-limit.js';
import { addressKey } from './client-address.js';
import type { AuthDeps } from './deps.js';
import { tooMany } from './errors.js';

const DAY_SECONDS = 24 * 3600;

/*
 * Budgets of one-time-code messages (login codes and reset codes share every one of them,
 * so switching between the two screens buys nothing):
 *
 * - per typed identity and per client address: checked before the account is looked up,
 *   and answered 'too many' (1003). Their counts depend only on what the caller sent, so
 *   the answer is the same for existing and unknown accounts.
 * - per destination (the phone number or e-mail address the message would go to), in
 *   15 minutes and in 24 hours: this is what stops one phone from being flooded through
 *   its several spellings (username, number, e-mail) and from many addresses. Only a
 *   real account has a destination, so a 'too many' here would tell a caller that the
 *   identity they typed belongs to an account (and which other identity shares its
 *   phone: spend the budget by number, then try usernames). A spent destination budget
 *   therefore answers success like every other send and silently sends nothing. The
 *   owner who keeps asking is told 'too many' by the identity budget anyway; the price is
 *   that a code asked for by another spelling during a flood does not arrive.
 */

/** Counts one send request against the typed identity and the client address; throws 1003 past either. */
export async function admitSendRequest(deps: AuthDeps, identity: string, ip: string) {
  const { db } = deps;
  const { sendLimit, sendWindowSeconds, ipSendLimit, ipSendDailyLimit } = deps.config.otp;
  const address = addressKey(ip);
  const byIdentity = await hit(db, `send:id:${identityKey(identity)}`, sendLimit, sendWindowSeconds);
  const byIp = await hit(db, `send:ip:${address}`, ipSendLimit, sendWindowSeconds);
  const byIpToday = await hit(db, `send:ip-day:${address}`, ipSendDailyLimit, DAY_SECONDS);
  if (!byIdentity || !byIp || !byIpToday) throw tooMany();
}

/**
 * Takes one message from the destination's budgets; false → send nothing (and still
 * answer success, see above). The 15-minute budget is taken first: when the daily one
 * then refuses, the short window loses a slot it would not have used anyway.
 */
export async function takeDestinationBudget(deps: AuthDeps, channel: 'SMS' | 'MAIL', to: string): Promise<boolean> {
  const { db } = deps;
  const { sendLimit, sendWindowSeconds, sendDailyLimit } = deps.config.otp;
  const destination = `${channel}:${channel === 'SMS' ? (normalizeGsm(to) ?? to) : to.trim().toLowerCase()}`;
  if (!(await take(db, `send:to:${destination}`, sendLimit, sendWindowSeconds))) return false;
  return take(db, `send:to-day:${destination}`, sendDailyLimit, DAY_SECONDS);
}

/** One key per phone number however it is written (0532…, +90 532…, 532…). */
const identityKey = (identity: string) => normalizeGsm(identity) ?? identity.trim().toLowerCase();
