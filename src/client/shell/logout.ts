import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { call } from '../lib/api.js';
import { createIdbPersister } from '../lib/query-persister.js';
import { clearSession, getTokens } from '../lib/session.js';
import { confirmDropPendingWrites } from './pending-writes-confirm.js';

/** Ends the session on the server (its contract, with zod, loads with the call: not with every top bar). */
export async function endSessionOnServer(tokens: { token: string; refreshToken: string }) {
  const { logout } = await import('../../shared/contract/auth.js');
  await call(logout, { body: { accessToken: tokens.token, refreshToken: tokens.refreshToken } });
}

/** Drops the dealer's local data: the offline database and the persisted query cache. */
export async function wipeLocalData() {
  const { wipeOfflineData } = await import('../lib/offline/owner.js');
  await Promise.allSettled([wipeOfflineData(), Promise.resolve(createIdbPersister().removeClient())]);
}

/**
 * Logout (spec 1 §2.6, §8): revoke the tokens on the server, then clear local storage, the
 * local data (another dealer may sign in on this device next) and go to / — the clean-up
 * runs even when the call fails (offline, server down). Writes still waiting in the outbox
 * would be lost: the user is asked first.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    if (!(await confirmDropPendingWrites('logout'))) return;
    const tokens = getTokens();
    try {
      if (tokens) await endSessionOnServer(tokens);
    } catch {
      // The session ends locally anyway; a server-side token simply expires.
    } finally {
      clearSession();
      queryClient.clear();
      await wipeLocalData();
      navigate('/', { replace: true });
    }
  };
}
