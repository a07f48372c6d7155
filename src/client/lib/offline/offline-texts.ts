import type { OutboxKind, OutboxState } from './db.js';

/** Texts of the offline field kit (the spec has none; worded in its style). */
export const OFFLINE_MSG = {
  writeQueued: 'Bağlantı yok: işlem sıraya alındı, bağlantı gelince gönderilecek.',
  orderQueued: 'Bağlantı yok: siparişiniz sıraya alındı ve bağlantı gelince gönderilecek. Bekleyen İşlemler listesinden izleyebilirsiniz.',
  networkWait: 'Sunucuya ulaşılamadı; yeniden denenecek.',
  offline: 'Çevrimdışısınız.',
  lastSynced: (at: string) => `Son eşitleme: ${at}`,
  neverSynced: 'Bu cihazda henüz eşitlenmiş veri yok.',
  trayTitle: 'Bekleyen İşlemler',
  trayEmpty: 'Bekleyen işlem yok.',
  retry: 'Tekrar Dene',
  retryAll: 'Şimdi Gönder',
  discard: 'Sil',
  discardConfirm: 'Bu işlem gönderilmeden silinecek. Emin misiniz?',
  showInCart: 'Sepette Göster',
  orderLabel: (lines: number) => `Sipariş (${lines} ürün)`,
} as const;

export const OUTBOX_KIND_LABELS: Record<OutboxKind, string> = {
  'cart.add': 'Sepete ekleme',
  'cart.set': 'Sepet değişikliği',
  'order.complete': 'Sipariş',
  'sale.complete': 'Satış',
  'faulty.report': 'Arızalı ürün bildirimi',
};

export const OUTBOX_STATE_LABELS: Record<OutboxState, string> = {
  queued: 'Sırada',
  sending: 'Gönderiliyor',
  refused: 'Reddedildi',
  conflict: 'Onay bekliyor',
};
