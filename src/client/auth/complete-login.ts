import type { TokenPair } from '../../shared/contract/auth.js';
import { ownWeb, type OwnUser } from '../../shared/contract/user.js';
import { ApiError, call } from '../lib/api.js';
import { clearSession, setTokens, setUser } from '../lib/session.js';

/**
 * Stores a fresh token pair and the own user behind it (spec 1 §3). A pair whose user
 * the server refuses is not a session: it is dropped so no half-signed-in state remains.
 */
export async function completeLogin(pair: TokenPair, autoLogin: boolean, redirectOnSessionEnd = true): Promise<OwnUser> {
  setTokens(pair);
  try {
    const user = await call(ownWeb, { redirectOnSessionEnd });
    setUser(user, autoLogin);
    return user;
  } catch (error) {
    // A refused pair is no session; a network failure keeps the valid tokens (the guard
    // fetches the user again when the page next needs it).
    if (!(error instanceof ApiError && error.status === 0)) clearSession();
    throw error;
  }
}
