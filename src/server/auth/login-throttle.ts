import { admitAttempt } from '../lib/failure-backoff.js';
import { clear, hit, within } from '../lib/rate-limit.js';
import { addressKey } from './client-address.js';
import type { AuthDeps } from './deps.js';
import { tooMany } from './errors.js';

/*
 * Password guessing is throttled per (username, client address) pair with a growing
 * delay, so an attacker's failures slow down only the attacker's own address: the real
 * user, coming from anywhere else, still gets in. Two coarse limits stay behind it: a
 * per-username ceiling against guessing spread over many addresses (reaching it does lock
 * the user out for the rest of the window; that takes the ceiling's worth of failures
 * from at least ceiling ÷ free-failures addresses) and a per-address limit against one
 * address trying many usernames. Everything is keyed by what was typed, so unknown and
 * known usernames are throttled alike and the answers never tell them apart.
 */

export interface LoginAttempt {
  failed(): Promise<void>;
  succeeded(): Promise<void>;
}

/** Admits one password check or throws 1003 (then the password is not checked at all). */
export async function admitLogin(deps: AuthDeps, username: string, ip: string): Promise<LoginAttempt> {
  const { db } = deps;
  const { perUser, perIp, windowSeconds, freeFailures, maxDelaySeconds, pairMemorySeconds } = deps.config.loginLimit;
  const address = addressKey(ip);
  const userKey = loginUserKey(username);
  const ipKey = `login:ip:${address}`;
  const pairKey = loginPairKey(username, ip);
  if (!(await within(db, ipKey, perIp, windowSeconds)) || !(await within(db, userKey, perUser, windowSeconds))) throw tooMany();
  if (!(await admitAttempt(db, pairKey, { freeFailures, maxDelaySeconds, memorySeconds: pairMemorySeconds }))) throw tooMany();
  return {
    async failed() {
      // The pair counted this attempt when it was admitted.
      await hit(db, userKey, perUser, windowSeconds);
      await hit(db, ipKey, perIp, windowSeconds);
    },
    async succeeded() {
      // The ceiling is cleared too: a distributed guesser gains at most one ceiling's worth
      // per genuine login, and a user who mistyped does not carry the count around.
      await clear(db, pairKey);
      await clear(db, userKey);
    },
  };
}

/** Lifts what the user's own failures left behind (after a password reset from `ip`). */
export async function clearLoginFailures(deps: AuthDeps, username: string, ip: string) {
  await clear(deps.db, loginUserKey(username));
  await clear(deps.db, loginPairKey(username, ip));
}

const typedName = (username: string) => username.trim().toLowerCase();
const loginUserKey = (username: string) => `login:user:${typedName(username)}`;
// An address never contains '|', so no (address, username) pair can spell another's key.
const loginPairKey = (username: string, ip: string) => `login:pair:${addressKey(ip)}|${typedName(username)}`;
