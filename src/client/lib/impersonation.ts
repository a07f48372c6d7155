import type { TokenPair } from '../../shared/contract/auth.js';
import type { StoredUser } from './session.js';

/**
 * Log in as reseller (issue 13): the admin's own session is set aside while the dealer's runs,
 * so the banner's 'Yönetici Oturumuna Dön' can take the admin back without a new sign-in.
 * It lives in local storage, so a logout (which clears it) forgets it as well.
 */
const KEY = 'impersonationReturn';

export interface AdminReturn {
  tokens: TokenPair;
  user: StoredUser;
}

export const saveAdminReturn = (ret: AdminReturn) => localStorage.setItem(KEY, JSON.stringify(ret));

export function readAdminReturn(): AdminReturn | null {
  try {
    const raw = localStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as AdminReturn) : null;
  } catch {
    return null;
  }
}
