import type { CodeKind } from '../../../../shared/contract/code-batches.js';

/**
 * The words of the batch list screens per kind. The spec names no section of these screens;
 * the headings are ours, in its words ('Seri Numara', 'Bayi Kodu', 'TT CRM').
 */
export const BATCH_TEXT: Record<CodeKind, { noun: string; owner: string; summary: string; search: string }> = {
  serial: { noun: 'Seri Numara', owner: 'Bayi Kodu', summary: 'Seri Numara Bilgileri', search: 'Seri Numara Ara' },
  pass: { noun: 'Şifre', owner: 'TT CRM Kodu', summary: 'Şifre Bilgileri', search: 'Şifre Ara' },
};

export const LIST_TEXT = {
  titles: 'Paketler',
  lowStock: 'Kritik Stok',
  newBatch: 'Yeni',
  detail: 'Detay',
  canBeCreated: 'Oluşturulabilir',
  created: 'Oluşturulan',
  used: 'Kullanılan',
} as const;
