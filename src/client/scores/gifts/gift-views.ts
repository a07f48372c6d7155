import { GIFT_MSG, GIFT_STATUS_FILTERS } from '../../../shared/contract/gifts.js';
import type { FilterDef, Option } from '../../ui/list/list-types.js';

/** The catalogue's own texts where the spec names none (spec 3 §2.10 names the screen's buttons: GIFT_MSG). */
export const GIFT_UI = {
  name: 'Ürün Adı',
  description: 'Açıklama',
  score: 'Puan',
  images: 'Resimler',
  savedImages: 'Kayıtlı Resimler',
  willRemove: 'Silinecek',
  removeImage: 'Resmi sil',
  keepImage: 'Silmekten vazgeç',
  status: 'Durum',
  sort: 'Sıralama',
  removeTitle: 'Puan Ürünü Sil',
  removeConfirm: (name: string) => `'${name}' pasif edilecek; bayiler bu ürünü artık göremeyecek. Onaylıyor musunuz?`,
  cancel: 'Vazgeç',
} as const;

/** Query keys of the catalogue (invalidate by prefix). */
export const giftCatalogueKeys = {
  all: ['gifts', 'catalogue'] as const,
  lists: () => [...giftCatalogueKeys.all, 'list'] as const,
};

/** Spec 3 §2.10 sorts by score both ways; no choice = the list's own order (createDateTime ascending, spec 3 §9). */
export const GIFT_SORT_OPTIONS: Option[] = [
  { value: 'giftScore,desc', label: 'Puan (Büyükten Küçüğe)' },
  { value: 'giftScore,asc', label: 'Puan (Küçükten Büyüğe)' },
];

/** The filter bar's key of the order: sent as the page's `sort`, not in the filter body. */
export const GIFT_SORT_KEY = 'sort';

const STATUS_OPTIONS: Option[] = GIFT_STATUS_FILTERS.map((s) => ({ value: s, label: s === 'ACTIVE' ? GIFT_MSG.active : GIFT_MSG.passive }));

/** Spec 3 §2.10: search by name, Aktif/Pasif, and the order (keys: giftFilterSchema's, and GIFT_SORT_KEY). */
export const GIFT_CATALOGUE_FILTERS: FilterDef[] = [
  { kind: 'text', key: 'name', label: GIFT_UI.name },
  { kind: 'select', key: 'status', label: GIFT_UI.status, options: STATUS_OPTIONS },
  { kind: 'select', key: GIFT_SORT_KEY, label: GIFT_UI.sort, options: GIFT_SORT_OPTIONS },
];
