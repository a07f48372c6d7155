import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { logout } from '../../shared/contract/auth.js';
import { call } from '../lib/api.js';
import { createIdbPersister } from '../lib/query-client.js';
import { clearSession, getTokens } from '../lib/session.js';

/**
 * Logout (spec 1 §2.6, §8): revoke the tokens on the server, then clear local storage and
 * go to / — the clean-up runs even when the call fails (offline, server down).
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    const tokens = getTokens();
    try {
      if (tokens) await call(logout, { body: { accessToken: tokens.token, refreshToken: tokens.refreshToken } });
    } catch {
      // The session ends locally anyway; a server-side token simply expires.
    } finally {
      clearSession();
      queryClient.clear();
      // The persisted cache holds the previous user's data; drop it with the session.
      await Promise.resolve(createIdbPersister().removeClient()).catch(() => undefined);
      navigate('/', { replace: true });
    }
  };
}
