import { useSyncExternalStore } from 'react';
import type { OwnUser } from '../../shared/contract/user.js';
import type { TokenPair } from '../../shared/contract/auth.js';

/**
 * The session lives in local storage (spec 1 §3): tokens, and the own user with an
 * autoLogin flag. Logout clears local storage entirely.
 */
const KEYS = { token: 'token', refreshToken: 'refreshToken', user: 'user', resellerCode: 'resellerCode' } as const;

export type StoredUser = OwnUser & { autoLogin: boolean };

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

export function getTokens(): TokenPair | null {
  const token = localStorage.getItem(KEYS.token);
  const refreshToken = localStorage.getItem(KEYS.refreshToken);
  return token && refreshToken ? { token, refreshToken } : null;
}

export function setTokens(pair: TokenPair) {
  localStorage.setItem(KEYS.token, pair.token);
  localStorage.setItem(KEYS.refreshToken, pair.refreshToken);
  notify();
}

let cachedRaw: string | null = null;
let cachedUser: StoredUser | null = null;
export function getUser(): StoredUser | null {
  const raw = localStorage.getItem(KEYS.user);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    try {
      cachedUser = raw ? (JSON.parse(raw) as StoredUser) : null;
    } catch {
      cachedUser = null;
    }
  }
  return cachedUser;
}

export function setUser(user: OwnUser, autoLogin = false) {
  localStorage.setItem(KEYS.user, JSON.stringify({ ...user, autoLogin }));
  notify();
}

export const setResellerCode = (code: string) => localStorage.setItem(KEYS.resellerCode, code);

export function clearSession() {
  localStorage.clear();
  notify();
}

export function subscribeSession(listener: () => void) {
  listeners.add(listener);
  const onStorage = () => listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The stored user, re-rendering on change (also from other tabs). */
export const useSessionUser = () => useSyncExternalStore(subscribeSession, getUser, () => null);
export const useHasToken = () => useSyncExternalStore(subscribeSession, () => getTokens() !== null, () => false);
