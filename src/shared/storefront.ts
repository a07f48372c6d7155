/**
 * Storefront rules shared by the server and the PWA (spec 3 §2.15, §3, §4, §5).
 *
 * Stock status (the spec does not say how it is derived): a product's available quantity at a
 * distributor (stock minus what WAITING orders reserve) against its sub-category's thresholds:
 * quantity <= none max → NONE (YOK); <= limited max → LIMITED (LİMİTLİ); else AVAILABLE (VAR).
 */
import type { LabelStatus } from './catalogue.js';

export const STOCK_STATUSES = ['NONE', 'LIMITED', 'AVAILABLE'] as const;
export type StockStatus = (typeof STOCK_STATUSES)[number];
export const STOCK_STATUS_LABELS: Record<StockStatus, string> = { NONE: 'YOK', LIMITED: 'LİMİTLİ', AVAILABLE: 'VAR' };

export function stockStatusOf(quantity: number, noneMax: number, limitedMax: number): StockStatus {
  if (quantity <= noneMax) return 'NONE';
  if (quantity <= limitedMax) return 'LIMITED';
  return 'AVAILABLE';
}

/** Order statuses (spec 3 §4); CART is the reseller's open cart, never shown as an order. */
export const ORDER_STATUSES = ['WAITING', 'APPROVED', 'REJECTED', 'CANCELLED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  WAITING: 'Onay Bekliyor',
  APPROVED: 'Onaylandı',
  REJECTED: 'Reddedildi',
  CANCELLED: 'İptal Edildi',
};

/** Storefront limits (spec 3 §5, §9). */
export const STOREFRONT_PAGE_SIZES = [12, 24, 36] as const;
export const PRICE_FILTER_MAX = 100_000;

/** Labels of the tabs and the label filter (spec 3 §2.15 tabs). */
export const LABEL_STATUS_LABELS: Record<LabelStatus, string> = {
  DASHBOARD: 'Ana Sayfa',
  SELL_BEST_PRODUCT: 'Çok Satanlar',
  NEW_PRODUCT: 'Yeniler',
};

/** Texts of the storefront screens that the spec does not give word for word. */
export const STOREFRONT_SHOP_MSG = {
  allProducts: 'Tüm Ürünler',
  detailedSearch: 'Detaylı Arama',
  clearFilters: 'Filtreleri Temizle',
  addToCart: 'Sepete Ekle',
  searchPlaceholder: 'Ürün ara',
  priceRange: `Fiyat aralığı 0 ile ${PRICE_FILTER_MAX} arasında olmalıdır.`,
  noPicture: 'Resim Bulunmamaktadır.',
} as const;
export const CARD_QUANTITY_MAX = 10_000;
export const DIALOG_QUANTITY_MAX = 1_000_000;
/** Reload after a completed order (ms) and redirect after adding from the detail page (ms). */
export const ORDER_RELOAD_MS = 1_500;
export const DETAIL_ADD_REDIRECT_MS = 1_000;

/** Parameters of the storefront (spec 3 §3 parameter keys, and ours for the derived labels). */
export const PARAM_KEYS = {
  orderAllowList: 'ORDER_RESELLER_ALLOW_LIST',
  noneStockMax: 'NONE_STOCK_STATUS_MAX',
  limitedStockMax: 'LIMITED_STOCK_STATUS_MAX',
  maxDiscountRatio: 'MAX_DISCOUNT_RATIO',
  /** 'Yeniler': products first approved in the last N days. */
  newProductDays: 'NEW_PRODUCT_DAYS',
  /** 'Çok Satanlar': the N products most ordered from the distributor in the last 30 days. */
  bestSellerCount: 'SELL_BEST_PRODUCT_COUNT',
} as const;

/** Storefront messages, word for word from spec 3 §8 (successes, empty states). */
export const STOREFRONT_MSG = {
  removedFromCart: 'Ürün sepetten çıkarıldı.',
  addedToCartCard: 'Ürün sepette Eklendi.',
  addedToCart: 'Ürün Sepete Eklendi.',
  lineUpdated: 'Ürün güncellenmiştir.',
  orderCompleted: 'Sipariş Tamamlandı.',
  cartTitle: 'SEPETTEKİ ÜRÜNLER',
  editTitle: 'Düzenle',
  similarTitle: 'Benzer Ürünler',
  backToList: 'Ürün Listesine Git',
  goToProduct: 'Ürüne git',
  noProduct: 'Ürün bulunamadı',
  tooLateToCancel: 'Sipariş İptali için geç kalınmıştır.',
  noRecord: 'Kayıt Bulunamadı.',
  noTransaction: 'İşlem bulunamadı',
  // Ours (the spec shows none), worded in its style.
  notAllowed: 'Bu bayi kodu sipariş yönetimini kullanamaz.',
  conflict: 'Sepetinizdeki bazı ürünlerin fiyatı, durumu veya stoğu değişti. Lütfen değişiklikleri onaylayın.',
  emptyCart: 'Sepetinizde ürün bulunmamaktadır.',
  noStock: 'Bu ürün stokta yok.',
} as const;

export const ORDER_ALLOW_LIST_KEY = PARAM_KEYS.orderAllowList;
