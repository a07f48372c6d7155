import type { CodeKind } from '../../../../shared/contract/code-batches.js';
import { formatQuantity } from '../../../../shared/format.js';

/**
 * Texts of the batch screen that the spec does not give (ours, in its style); everything the
 * spec says comes from BATCH_MSG and KEY_MSG.
 */
export const TITLE_TEXT = {
  serial: {
    noun: 'seri numara',
    cancelCodesConfirm: 'Seçilen seri numaralar iptal edilecek. Emin misiniz?',
    cancelConfirm: 'Paketteki tüm seri numaralar iptal edilecek. Emin misiniz?',
    codesCancelled: (count: number) => `${formatQuantity(count)} seri numara iptal edildi.`,
    codesTitle: 'Seri Numaralar',
  },
  pass: {
    noun: 'şifre',
    cancelCodesConfirm: 'Seçilen şifreler iptal edilecek. Emin misiniz?',
    cancelConfirm: 'Paketteki tüm şifreler iptal edilecek. Emin misiniz?',
    codesCancelled: (count: number) => `${formatQuantity(count)} şifre iptal edildi.`,
    codesTitle: 'Şifreler',
  },
} as const satisfies Record<CodeKind, unknown>;

export const TITLE_BUTTONS = {
  next: 'Devam',
  back: 'Geri',
  create: 'Oluştur',
  activate: 'Aktifleştir',
  cancel: 'İptal Et',
  cancelSelected: 'Seçilenleri İptal Et',
  newBatch: 'Yeni Paket',
  pickKey: 'Bayi Dağıtım Anahtarı Seç',
} as const;
