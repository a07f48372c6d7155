import { outboxCount } from '../lib/offline/outbox-count.js';
import { confirm } from '../ui/dialogs/confirm.js';

/**
 * Leaving the dealer's local data (logout, another reseller) drops the writes still waiting in
 * the outbox — queued offline, or stopped in the tray by a refusal. The user is asked first.
 */
export const PENDING_WRITES_MSG = {
  title: 'Gönderilmemiş İşlemler',
  logout: (n: number) => `${n} işlem henüz sunucuya gönderilmedi. Çıkış yaparsanız bu işlemler bu cihazdan silinecek. Çıkış yapılsın mı?`,
  logoutConfirm: 'Çıkış Yap',
  switch: (n: number) => `${n} işlem henüz sunucuya gönderilmedi. Bayi değiştirirseniz bu işlemler bu cihazdan silinecek. Bayi değiştirilsin mi?`,
  switchConfirm: 'Bayi Değiştir',
  cancel: 'Vazgeç',
} as const;

/** True when nothing waits or the user accepts to drop what does. */
export async function confirmDropPendingWrites(action: 'logout' | 'switch'): Promise<boolean> {
  const pending = outboxCount();
  if (pending === 0) return true;
  return confirm({
    header: PENDING_WRITES_MSG.title,
    message: PENDING_WRITES_MSG[action](pending),
    confirmText: action === 'logout' ? PENDING_WRITES_MSG.logoutConfirm : PENDING_WRITES_MSG.switchConfirm,
    cancelText: PENDING_WRITES_MSG.cancel,
    danger: true,
  });
}
