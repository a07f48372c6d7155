import { SPREADSHEET_MAX_BYTES } from './spreadsheet.js';

/** Catalogue facts of the spec (2 §3, §9; 1 §5, §9) used by both sides. */

export const APPROVE_TYPES = ['WAITING', 'REJECTED', 'APPROVED'] as const;
export type ApproveType = (typeof APPROVE_TYPES)[number];
export const APPROVE_TYPE_LABELS: Record<ApproveType, string> = {
  WAITING: 'Onay Bekliyor',
  REJECTED: 'Reddedildi',
  APPROVED: 'Onaylandı',
};

export const SUPPLY_STATUSES = ['AÇIK', 'KAPALI'] as const;
export type SupplyStatus = (typeof SUPPLY_STATUSES)[number];

/** EOL filter values (spec 2 §9); a product's eol is true, false or unset. */
export const EOL_FILTER_VALUES = ['EVET', 'HAYIR'] as const;
/** Spec 2 §2.2: Evet, Hayır, Boş, or Girilmedi when unknown. */
export const eolLabel = (eol: boolean | null | undefined) => (eol === true ? 'Evet' : eol === false ? 'Hayır' : eol === null ? 'Boş' : 'Girilmedi');

export const TAX_RATIOS = [1, 8, 18, 20] as const;

export const PICTURE_CRUD_TYPES = ['INSERTED', 'WANTINSERT', 'WANTDELETE', 'NOTWANTINSERT', 'NOTWANTDELETE'] as const;
export type PictureCrudType = (typeof PICTURE_CRUD_TYPES)[number];
export const PENDING_PICTURE_TYPES: readonly PictureCrudType[] = ['WANTINSERT', 'WANTDELETE'];
export const REJECTED_PICTURE_TYPES: readonly PictureCrudType[] = ['NOTWANTINSERT', 'NOTWANTDELETE'];

export const LABEL_STATUSES = ['DASHBOARD', 'NEW_PRODUCT', 'SELL_BEST_PRODUCT'] as const;
export type LabelStatus = (typeof LABEL_STATUSES)[number];

export const SCORE_TYPES = ['UNIT', 'AMOUNT'] as const;
export type ScoreType = (typeof SCORE_TYPES)[number];
/** Sub-category score value label by type (spec 2 §2.6). */
export const SCORE_TYPE_LABELS: Record<ScoreType, string> = { UNIT: 'Puan', AMOUNT: 'Oran' };

export const STOCK_TYPES = ['NONE', 'LIMITED', 'AVAILABLE'] as const;
export const STOCK_TYPE_LABELS: Record<(typeof STOCK_TYPES)[number], string> = {
  NONE: 'Stokta Yok',
  LIMITED: 'Sınırlı Stok',
  AVAILABLE: 'Stokta Var',
};

/** Brand and product images (spec 2 §9). */
export const IMAGE_MAX_BYTES = 1_000_000;
export const IMAGE_MAX_FILES = 10;
export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';
/** Product spreadsheet upload: the spec's upload cap (spec 1 §9); the row cap is ours (the spec gives none). */
export const PRODUCT_EXCEL_MAX_BYTES = SPREADSHEET_MAX_BYTES;
export const PRODUCT_EXCEL_MAX_ROWS = 100_000;
export const UPLOAD_TIMEOUT_MS = 60_000;
export const WAITING_PAGE_SIZE = 25;
/** Spec 2 §9: return after product save, pending-change dialog delay. */
export const RETURN_AFTER_SAVE_MS = 1300;
export const CHANGES_DIALOG_DELAY_MS = 500;

export const TOLERANCE_MIN = 0;
export const TOLERANCE_MAX = 100;

/** Product spreadsheet columns (header text → field), in sheet order. */
export const PRODUCT_EXCEL_COLUMNS = [
  ['Kategori', 'category'],
  ['Alt Kategori', 'subCategory'],
  ['Marka', 'brand'],
  ['Ürün Adı', 'name'],
  ['Barkod', 'barcode'],
  ['Açıklama', 'description'],
  ['Menşei', 'origin'],
  ['Tedarikçi Durumu', 'supplyStatus'],
  ['EOL', 'eol'],
  ['Fiyat Geçerlilik Tarihi', 'startDate'],
  ['Kdv Oranı', 'taxRatio'],
  ['Distribütör Alış Fiyatı', 'distyPrice'],
  ['Önerilen EDM Alış Fiyatı', 'recommendedEdmPrice'],
  ['Önerilen Bayi Alış Fiyatı', 'recommendedResellerPrice'],
  ['Önerilen Satış Fiyatı', 'recommendedSellPrice'],
] as const;
export type ProductExcelField = (typeof PRODUCT_EXCEL_COLUMNS)[number][1];

/**
 * A failed lookup behind a dropdown (filters and forms), word for word from spec 3 §8 ('Distributör'
 * as the spec spells it). Shown by the client's shared handler (a query's `meta.failedText`).
 */
export const LOOKUP_LOAD_MSG = {
  brands: 'Markaları getirme başarısız.',
  categories: 'Kategorileri getirme başarısız.',
  subCategories: 'Alt kategorileri getirme başarısız.',
  disties: 'Distributör getirme başarısız.',
} as const;

/** Texts of the catalogue area, word for word from the spec where it gives them. */
export const CATALOGUE_MSG = {
  productSentToApproval: 'Ürün Onaya Gönderildi',
  productUpdated: 'Ürün Güncellenmiştir.',
  productUpdateSentToApproval: 'Ürün Güncelleme talebiniz onaya gönderilmiştir.',
  productApproved: 'Ürün Onaylandı',
  productRejected: 'Ürün Reddedildi',
  bulkApproved: 'Toplu Onaylama başarılı',
  bulkRejected: 'Toplu Reddetme başarılı',
  pendingChanges: 'Onay Bekleyen Değişiklikler',
  rejectedChanges: 'Onaylanmayan Değişiklikler',
  productChangesTitle: 'Ürün Değişiklikleri',
  newProductTitle: 'Yeni Ürün Girişi',
  noDescription: 'Yok.',
  noImage: 'Resim Bulunmamaktadır.',
  noImageInList: 'Resim Bulunamadı.',
  noProduct: 'Ürün Bulunamadı.',
  brandNameRequired: 'Marka adı dolu olmalıdır.',
  brandImageRequired: 'Marka resmi seçili olmalıdır.',
  brandOneImage: 'Sadece bir tane resim seçilmiş olmalıdır.',
  brandPassivated: 'Marka pasif edildi.',
  brandActivated: 'Marka aktif edildi.',
  brandCreated: 'Marka oluşturuldu.',
  brandUpdated: 'Marka düzenlendi.',
  brandPassivateFailed: 'Marka pasif edilemedi.',
  brandActivateFailed: 'Marka aktif edilemedi.',
  brandCreateFailed: 'Marka oluşturulamadı.',
  brandUpdateFailed: 'Marka düzenlenemedi.',
  noBrand: 'Marka Bulunamadı',
  noTolerance: 'Tolerans Kaydı Bulunamadı.',
  toleranceAdded: 'Tolerans Oranı Eklendi.',
  success: 'İşlem Başarılı',
  addedToDashboard: 'Ürün Ana Sayfaya eklendi.',
  removedFromDashboard: 'Ürün Ana Sayfadan çıkartıldı.',
  addToDashboard: 'Ana Sayfaya Ekle',
  removeFromDashboard: 'Ana Sayfadan Çıkar',
  wrongProductFound: 'Hatalı Ürün bulundu',
  noWrongProduct: 'Hatalı Ürün Bulunamadı',
  noApprovedProduct: 'Onaylanan Ürün Bulunamadı',
  excelSentToApproval: 'İşleminiz Onaya Gönderilmiştir',
  emptyValue: 'Boş Değer',
  // Server-side texts the spec does not show, worded in its style.
  barcodeExists: 'Bu barkod ile kayıtlı bir ürün var.',
  brandExists: 'Bu isimde bir marka var.',
  categoryExists: 'Bu isimde bir kategori var.',
  subCategoryExists: 'Bu isimde bir alt kategori var.',
  categoryInUse: 'Alt kategorisi olan kategori silinemez.',
  subCategoryInUse: 'Ürünü olan alt kategori silinemez.',
  alreadyDecided: 'Bu talep zaten sonuçlandırılmış.',
  waitingExists: 'Bu ürün için onay bekleyen bir talep var.',
  supplyRequired: 'Tedarikçi seçili olmalıdır.',
  brandPassive: 'Seçilen marka pasif.',
  pictureNotFound: 'Resim bulunamadı.',
  toleranceExists: 'Bu alt kategori için bir tolerans kaydı var.',
  priceRequired: 'Fiyat bilgileri dolu olmalıdır.',
  pictureDeletePending: 'Bu resim için silme talebi zaten onay bekliyor.',
} as const;

/** Client checks of the lookup dialogs, worded like the server's (spec 2 §5). */
export const LOOKUP_MSG = {
  toleranceRange: 'Tolerans oranı 0 ile 100 arasında olmalıdır.',
  categoryNameRequired: 'Kategori adı dolu olmalıdır.',
  subCategoryNameRequired: 'Alt kategori adı dolu olmalıdır.',
  scoreValueOneDecimal: 'Değer en fazla bir ondalık basamak içerebilir.',
} as const;
