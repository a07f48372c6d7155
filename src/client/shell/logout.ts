import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { call } from '../lib/api.js';
import { outboxCount } from '../lib/offline/outbox-count.js';
import { createIdbPersister } from '../lib/query-persister.js';
import { clearSession, getTokens } from '../lib/session.js';
import { confirm } from '../ui/dialogs/confirm.js';

export const LOGOUT_MSG = {
  pendingTitle: 'Gönderilmemiş İşlemler',
  pending: (n: number) =>
    `${n} işlem henüz sunucuya gönderilmedi. Çıkış yaparsanız bu işlemler bu cihazdan silinecek. Çıkış yapılsın mı?`,
  confirm: 'Çıkış Yap',
  cancel: 'Vazgeç',
} as const;

/** Drops the dealer's local data: the offline database and the persisted query cache. */
/** Ends the session on the server (its contract, with zod, loads with the call: not with every top bar). */
export async function endSessionOnServer(tokens: { token: string; refreshToken: string }) {
  const { logout } = await import('../../shared/contract/auth.js');
  await call(logout, { body: { accessToken: tokens.token, refreshToken: tokens.refreshToken } });
}

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
    const pending = outboxCount();
    if (pending > 0 && !(await confirm({ header: LOGOUT_MSG.pendingTitle, message: LOGOUT_MSG.pending(pending), confirmText: LOGOUT_MSG.confirm, cancelText: LOGOUT_MSG.cancel, danger: true }))) return;
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
