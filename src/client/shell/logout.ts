import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { logout } from '../../shared/contract/auth.js';
import { call } from '../lib/api.js';
import { outboxCount } from '../lib/offline/outbox-count.js';
import { createIdbPersister } from '../lib/query-client.js';
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
      if (tokens) await call(logout, { body: { accessToken: tokens.token, refreshToken: tokens.refreshToken } });
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
