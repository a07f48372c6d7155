import { formatMoney } from '../format.js';
import { DETAIL_PAGE_SIZES, DISTRIBUTION_EXPORT_MAX_MS, LEDGER_MSG, UNIT_STATUS_LABELS } from '../ledger.js';
import { FILTER_DEBOUNCE_MS, PAGE_SIZE_OPTIONS, PAGE_SIZES_BY_TENS } from '../paging.js';
import { USERS_MSG } from './users.js';

/**
 * The sales area's vocabulary (issue 31; the rules and paths are in sales.ts's header): its
 * constants, its states with their labels and transitions, and every text of its screens and
 * answers, word for word from the spec where it gives one.
 */
// ---- constants ----

/** Spec 2 §9 export files: the queue's is named by the spec, the two sales files after the screen ('Satış İşlemleri') and the spec's 'Satış Detay' dialog (spec 3 §2.13). */
export const SALE_FILES = {
  list: 'Satış İşlemleri.xlsx',
  devices: 'Satış Detay.xlsx',
  cancelQueue: 'İptal Onayı Bekleyen İşlemler.xlsx',
} as const;

/**
 * Spec 2 §5, §9: a sales export spans at most 32 days. The spec's 27,648,000 ms is a hundredth of
 * that (the same slip as the distribution cap, ledger.ts): we enforce the 32 days its message states.
 */
export const SALE_EXPORT_MAX_MS = DISTRIBUTION_EXPORT_MAX_MS;
/** Spec 2 §2.8, §9 and spec 3 §9 (cancel queue): the search runs 2 s after the last filter change. */
export const SALE_FILTER_DEBOUNCE_MS = FILTER_DEBOUNCE_MS;
/** The spec gives the sales list no sizes of its own: the shared tables' (spec 1 §9), 10 by default (spec 2 §9). */
export const SALE_PAGE_SIZES = PAGE_SIZE_OPTIONS;
/** Spec 2 §2.8, §9; spec 3 §2.13, §9: the detail's device table, 5 rows (5, 10, 15). */
export const SALE_DEVICE_PAGE_SIZES = DETAIL_PAGE_SIZES;
export const SALE_DEVICE_PAGE_SIZE = 5;
/** Spec 2 §2.9, §9; spec 3 §2.14, §9: the cancel queue, 10 rows (10, 20, 30). */
export const CANCEL_QUEUE_PAGE_SIZES = PAGE_SIZES_BY_TENS;
/** Spec 2 §2.15: the wizard's customer mask, for the mobile number and the fixed line alike. */
export const PHONE_MASK = '(999) 999-9999';
/** Spec 2 §6: resellers of these types search every reseller of their family, the others only their own code. */
export const FAMILY_SEARCH_RESELLER_TYPES = ['TTM', 'EDM'] as const;
/** Ours: units in one sale (an in-store sale of accessories), and sales in one bulk approval ('Tümünü Seç' selects the page). */
export const SALE_MAX_LINES = 100;
export const MULTI_APPROVE_MAX = 1_000;
/** Ours, as the order rejection's: the optional reason of 'İptal Ret'. */
export const SALE_REJECT_DESCRIPTION_MAX = 500;
/** Money of a sale line: numeric(10,2), kuruş. */
export const SALE_PRICE_MAX = 99_999_999.99;

// ---- enums and their labels ----

/** Spec 2 §3, §9; spec 3 §4, §9: TEMLIK = campaign, VANILLA = cash or credit card. */
export const SALE_TYPES = ['TEMLIK', 'VANILLA'] as const;
export type SaleType = (typeof SALE_TYPES)[number];
/** Spec 2 §2.9, spec 3 §4 word for word. */
export const SALE_TYPE_LABELS: Record<SaleType, string> = { TEMLIK: 'Kampanyalı', VANILLA: 'Peşin-Kredi Kartlı' };

/** Spec 2 §4, §9: the sale statuses, named as the spec names them. */
export const SALE_STATUSES = ['COMPLETED', 'SALE_CANCEL_APPROVAL', 'SALE_CANCELED', 'SERIAL_NO_CANCEL_APPROVAL', 'SERIAL_NO_CANCELED'] as const;
export type SaleStatus = (typeof SALE_STATUSES)[number];
export const SALE_STATUS_LABELS: Record<SaleStatus, string> = {
  COMPLETED: 'Tamamlandı',
  // Spec 2 §2.9, spec 3 §2.14 word for word; the other four are ours (the spec shows none).
  SALE_CANCEL_APPROVAL: 'İptal Onayı',
  SALE_CANCELED: 'İptal Edildi',
  SERIAL_NO_CANCEL_APPROVAL: 'Seri No İptal Onayı',
  SERIAL_NO_CANCELED: 'Seri No İptal Edildi',
};

/** Spec 2 §2.9, spec 3 §4: the statuses the queue shows. */
export const CANCEL_APPROVAL_STATUSES = ['SALE_CANCEL_APPROVAL', 'SERIAL_NO_CANCEL_APPROVAL'] as const satisfies readonly SaleStatus[];
/** Spec 2 §2.9, spec 3 §2.14: yet the queue's status filter offers only this one. */
export const CANCEL_QUEUE_STATUS_OPTIONS = ['SALE_CANCEL_APPROVAL'] as const satisfies readonly SaleStatus[];

/**
 * Spec 2 §2.8: the cancel button is disabled once a sale is in cancel approval or cancelled. A
 * sale whose serials were partly cancelled (SERIAL_NO_CANCELED) counts as cancelled: no second request.
 */
export const canRequestCancel = (s: SaleStatus) => s === 'COMPLETED';

export type CancelAction = 'REQUEST_SALE' | 'REQUEST_SERIALS' | 'APPROVE' | 'REJECT';
/**
 * Spec 2 §2.8, §4; spec 3 §4: COMPLETED → SALE_CANCEL_APPROVAL (the whole sale) or
 * SERIAL_NO_CANCEL_APPROVAL (chosen serials); the queue approves (→ SALE_CANCELED,
 * SERIAL_NO_CANCELED: the units go back to the reseller's stock) or rejects (→ COMPLETED, with the
 * optional reason). null: the move is refused (SALES_MSG.notCancellable / notAwaitingApproval).
 */
export function cancelTransition(status: SaleStatus, action: CancelAction): SaleStatus | null {
  switch (action) {
    case 'REQUEST_SALE':
      return canRequestCancel(status) ? 'SALE_CANCEL_APPROVAL' : null;
    case 'REQUEST_SERIALS':
      return canRequestCancel(status) ? 'SERIAL_NO_CANCEL_APPROVAL' : null;
    case 'APPROVE':
      return status === 'SALE_CANCEL_APPROVAL' ? 'SALE_CANCELED' : status === 'SERIAL_NO_CANCEL_APPROVAL' ? 'SERIAL_NO_CANCELED' : null;
    case 'REJECT':
      return status === 'SALE_CANCEL_APPROVAL' || status === 'SERIAL_NO_CANCEL_APPROVAL' ? 'COMPLETED' : null;
  }
}

/** A sold unit's own state (spec 2 §3 serial item saleStatusDisplay): a serial cancel touches only its lines. */
export const SALE_LINE_STATUSES = ['SOLD', 'CANCEL_APPROVAL', 'CANCELED'] as const;
export type SaleLineStatus = (typeof SALE_LINE_STATUSES)[number];
// Ours but SOLD, the ledger's word for a sold unit.
export const SALE_LINE_STATUS_LABELS: Record<SaleLineStatus, string> = { SOLD: UNIT_STATUS_LABELS.SOLD, CANCEL_APPROVAL: 'İptal Onayında', CANCELED: 'İptal Edildi' };

/**
 * Spec 2 §2.15: customer type 1 = mobile, 2 = broadband, 3 = fixed line. The type says which
 * subscription the sale belongs to, so its number is the one required (CUSTOMER_NUMBER_FIELD).
 */
export const CUSTOMER_TYPES = ['MOBILE', 'BROADBAND', 'FIXED_LINE'] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];
/** The spec's numbers of the types. */
export const CUSTOMER_TYPE_NO: Record<CustomerType, 1 | 2 | 3> = { MOBILE: 1, BROADBAND: 2, FIXED_LINE: 3 };
// Ours (the spec names the types in English only).
export const CUSTOMER_TYPE_LABELS: Record<CustomerType, string> = { MOBILE: 'Mobil', BROADBAND: 'Genişbant', FIXED_LINE: 'Sabit Hat' };
export const CUSTOMER_NUMBER_FIELD = {
  MOBILE: 'customerPhoneNo',
  BROADBAND: 'customerServiceNo',
  FIXED_LINE: 'customerPstnNo',
} as const satisfies Record<CustomerType, string>;

/**
 * Spec 2 §2.8: the reason dialog's three reasons. The spec gives their sense in English only;
 * the Turkish is ours. The chosen reason is what the spec sends as rejectSaleDescription.
 */
export const SALE_CANCEL_REASONS = ['OPERATOR_SALE_FAILED', 'OPERATOR_SALE_MADE', 'OPERATOR_CANCEL_PENDING'] as const;
export type SaleCancelReason = (typeof SALE_CANCEL_REASONS)[number];
export const SALE_CANCEL_REASON_LABELS: Record<SaleCancelReason, string> = {
  OPERATOR_SALE_FAILED: 'Satış operatör sistemlerinde yapılamadı.',
  OPERATOR_SALE_MADE: 'Satış operatör sistemlerinde yapıldı.',
  OPERATOR_CANCEL_PENDING: 'Operatör sistemindeki satış iptali bayi destek onayı bekliyor.',
};

// ---- texts ----

/** The texts of /productSaleList, the cancel dialogs and /cancelSale. */
export const SALES_MSG = {
  // spec 2 §5 "Sales search"
  searchOrder: 'İşlem aramak için başlangıç tarihi bitiş tarihinden önce olmalıdır.',
  exportNeedsFilter: 'Excel almak için filtreleme yapılmalı veya tarih alanları dolu olmalıdır.',
  exportOverMonth: LEDGER_MSG.exportOverMonth,
  // spec 2 §5 "Cancel", spec 3 §5
  reasonRequired: 'Seçim yapmadan talep gönderemezsiniz.',
  noneSelected: 'Seçilen işlem yok.',
  // spec 2 §8, spec 3 §8
  fetchFailed: 'İşlem bilgisi getirme başarısız.',
  cancelRequested: 'TALEBİNİZ DEĞERLENDİRMEYE ALINACAKTIR',
  cancelApproved: 'İşlem iptali onaylandı.',
  cancelRejected: 'İşlem iptali reddedildi.',
  queueFailed: 'İşlemler iptal için onaya gönderilemedi.',
  empty: LEDGER_MSG.empty,
  queueEmpty: 'İptal onayı bekleyen işlem bulunamadı',
  // spec 2 §2.9, spec 3 §2.14
  queueTitle: 'İptal Onayı Bekleyen İşlemler',
  selectAll: 'Tümünü Seç',
  approveSelected: 'Seçilenlerin İptalini Onayla',
  detail: 'Detay',
  rejectCancel: 'İptal Ret',
  approveCancel: 'İptal Onay',
  // spec 3 §2.13
  detailTitle: 'Satış Detay',
  // Ours (the spec gives the warning's two cases and the dialogs' sense only), worded in its style.
  cancel: 'İptal Talebi',
  cancelWarningIntro: 'Satış iptal talebi yalnızca aşağıdaki durumlarda gönderilebilir:',
  cancelWarningCases: ['Satış operatör sistemlerinde gerçekleşmedi.', 'Satış operatör sistemlerinde iptal edildi.'],
  cancelWarningGo: 'Devam Et',
  back: 'Vazgeç',
  reasonTitle: 'İptal Nedeni',
  sendRequest: 'Talep Gönder',
  serialsHint: 'Yalnızca bazı ürünler iptal edilecekse seri numaralarını seçiniz; seçim yapılmazsa satışın tamamı iptal edilir.',
  rejectTitle: 'İptal Ret',
  rejectDescription: 'Ret Açıklaması',
  approveConfirm: 'İşlemin iptalini onaylamak istediğinizden emin misiniz?',
  approveSelectedConfirm: (n: number) => `${n} tane işlemin iptalini onaylamak istediğinizden emin misiniz?`,
  notCancellable: 'Yalnızca tamamlanmış satışlar için iptal talebi gönderilebilir.',
  notSaleSerial: 'Seçilen seri numaraları bu satışa ait değil veya daha önce iptal edilmiş.',
  notAwaitingApproval: 'Bu işlem iptal onayı beklemiyor.',
  selectedTwice: 'Aynı işlem birden fazla kez seçilemez.',
  notAwaitingApprovalList: (ids: readonly number[]) => `İptal onayı beklemeyen işlemler: ${ids.slice(0, 10).join(', ')}${ids.length > 10 ? ` ve ${ids.length - 10} işlem daha` : ''}`,
} as const;

/** The texts of the wizard /satis. */
export const WIZARD_MSG = {
  // spec 2 §2.15 word for word
  addedToBasket: 'Ürün Sepete Eklendi',
  emptyBasket: 'Sepetinizde ürün bulunmamaktadır',
  completeSale: 'SATIŞI TAMAMLA',
  // Ours (the spec names tabs, fields and buttons in English), worded in its style.
  eligibilityTitle: 'Kampanya Uygunluğu',
  eligibilityText: 'Satışa başlamadan önce abonenin kampanyaya uygun olduğunu kontrol ediniz. Uygunluğu kontrol ettiğinizi onaylıyor musunuz?',
  eligibilityConfirm: 'Okudum, Onaylıyorum',
  eligibilityCancel: 'Vazgeç',
  next: 'İleri',
  clear: 'Temizle',
  customerType: 'Müşteri Tipi',
  customerName: 'Ad',
  customerSurname: 'Soyad',
  customerPhoneNo: 'Cep Telefonu',
  customerServiceNo: 'İnternet Hizmet No',
  customerPstnNo: 'Sabit Hat',
  customerRequired: 'Müşteri bilgileri için zorunlu alanlar dolu olmalıdır.',
  numberRequired: {
    MOBILE: 'Mobil müşteri için cep telefonu zorunludur.',
    BROADBAND: 'Genişbant müşterisi için internet hizmet numarası zorunludur.',
    FIXED_LINE: 'Sabit hat müşterisi için sabit hat numarası zorunludur.',
  } satisfies Record<CustomerType, string>,
  phoneInvalid: USERS_MSG.gsmInvalid,
  pstnInvalid: 'Sabit hat numarası alan koduyla birlikte 10 haneli olmalıdır.',
  serviceNoInvalid: 'İnternet hizmet numarası en fazla 20 rakamdan oluşmalıdır.',
  scanSerial: 'Seri No',
  notInStock: 'Bu seri numarası bayinizin stoğunda bulunamadı.',
  alreadyInBasket: 'Bu seri numarası zaten sepette.',
  noReseller: LEDGER_MSG.noReseller,
  price: 'Satış Fiyatı',
  priceRange: (min: number, max: number) => `Satış fiyatı ${formatMoney(min)} ile ${formatMoney(max)} arasında olmalıdır.`,
  priceInvalid: 'Satış fiyatı 0 ile 99.999.999,99 arasında, en fazla 2 ondalıklı bir tutar olmalıdır.',
  saleType: 'Satış Tipi',
  saleTypeRequired: 'Satış tipi seçilmelidir.',
  amountToPay: 'Ödenecek Tutar',
  campaign: 'Kampanya',
  codeDialogTitle: 'Kampanya Kodu',
  serialValue: 'Kampanya Seri No',
  passValue: 'Kampanya Şifresi',
  campaignRequired: 'Kampanyalı satış için kampanya seçilmelidir.',
  codeRequired: 'Kampanyalı satış için kampanya seri numarası veya şifresi girilmelidir.',
  codeBoth: 'Kampanya seri numarası ve şifresinden yalnızca biri girilmelidir.',
  codeInvalid: 'Kampanya seri numarası veya şifresi geçersiz.',
  vanillaNoCampaign: 'Peşin-Kredi Kartlı satışta kampanya bilgisi gönderilmez.',
  duplicateUnit: 'Aynı seri numarası sepette birden fazla kez var.',
  tooManyLines: `Bir satışta en fazla ${SALE_MAX_LINES} ürün olabilir.`,
  completed: 'Satış Tamamlandı.',
  queued: 'Satış kaydedildi; bağlantı geldiğinde gönderilecek.',
  conflictTitle: 'Satış Tamamlanamadı',
} as const;

/** Spec 2 §2.15: tab index 0 to 3 (Customer Info, Brands, My Basket, Complete Sale); the Turkish names are ours. */
export const WIZARD_TABS = ['Müşteri Bilgileri', 'Markalar', 'Sepetim', 'Satışı Tamamla'] as const;

/** Spec 3 §2.13 'Satış Detay' fields (the spec names them in English; the Turkish is ours) and its device table. */
export const SALE_DETAIL_LABELS = {
  completedDateTime: 'Satış Tarihi',
  productSaleType: 'Satış Tipi',
  productSaleStatus: 'İşlem Durumu',
  resellerCode: 'Bayi Kodu',
  sellerName: 'Satıcı Adı',
  sellerSurname: 'Satıcı Soyadı',
  finalPrice: 'Fiyat',
  discountAmount: 'İndirim',
  campaign: 'Kampanya',
  serialValue: 'Kampanya Seri No',
  passValue: 'Kampanya Şifresi',
  customerName: 'Müşteri Adı',
  customerSurname: 'Müşteri Soyadı',
  customerPhoneNo: 'Telefon',
  customerServiceNo: 'Hizmet No',
  customerPstnNo: 'PSTN No',
  scoreTransactionAmount: 'Kazanılan Puan',
  cancelReason: 'İptal Nedeni',
  rejectCancelSaleDescription: 'İptal Ret Açıklaması',
  devices: 'Cihazlar',
  barcode: 'Barkod',
  serialNo: 'Seri No',
  brandName: 'Marka',
  modelName: 'Model',
  recommendedSellPrice: 'Önerilen Satış Fiyatı',
  selectedPrice: 'Satış Fiyatı',
  saleStatus: 'Durum',
} as const;

/**
 * Why a completion (or a feed row) is refused though its body is well formed: HTTP 409, `details`
 * a list of these (one per failing basket line; unitId null for the campaign code and the
 * campaign). The checks read the ledger and the prices at completion, so a basket kept offline
 * meets the truth here. A unit outside the dealer's reach (unknown, another dealer's) is NOT_OWN
 * either way, so a dealer cannot learn who holds a serial; SOLD and TRANSFERRED only tell what
 * happened to a unit this dealer held. A code that does not exist, belongs to another reseller
 * (serials are a reseller's, spec 1 §3) or to another campaign is CODE_FOREIGN alike.
 */
export const SALE_CONFLICT_REASONS = [
  'NOT_OWN',
  'SOLD',
  'TRANSFERRED',
  'NO_PRICE',
  'PRICE_BELOW_LIMIT',
  'PRICE_ABOVE_LIMIT',
  'CODE_FOREIGN',
  'CODE_USED',
  'CODE_INACTIVE',
  'CAMPAIGN_INACTIVE',
] as const;
export type SaleConflictReason = (typeof SALE_CONFLICT_REASONS)[number];
/** The reasons about the campaign code and the campaign (no basket line). */
export const CODE_CONFLICT_REASONS = ['CODE_FOREIGN', 'CODE_USED', 'CODE_INACTIVE', 'CAMPAIGN_INACTIVE'] as const satisfies readonly SaleConflictReason[];
// Ours (the spec shows no completion call), worded in its style.
export const SALE_CONFLICT_TEXTS: Record<SaleConflictReason, string> = {
  NOT_OWN: 'Seri numarası bayinizin stoğunda değil.',
  SOLD: 'Seri numarası daha önce satılmış.',
  TRANSFERRED: 'Seri numarası başka bir bayiye devredilmiş.',
  NO_PRICE: 'Ürünün geçerli bir önerilen satış fiyatı yok; satılamaz.',
  PRICE_BELOW_LIMIT: 'Satış fiyatı azami indirim oranının izin verdiği en düşük fiyatın altında.',
  PRICE_ABOVE_LIMIT: 'Satış fiyatı ürünün tolerans fiyatından yüksek olamaz.',
  CODE_FOREIGN: 'Kampanya seri numarası veya şifresi bu bayiye veya kampanyaya ait değil.',
  CODE_USED: 'Kampanya seri numarası veya şifresi daha önce kullanılmış.',
  CODE_INACTIVE: 'Kampanya seri numarası veya şifresi aktif değil.',
  CAMPAIGN_INACTIVE: 'Kampanya aktif değil.',
};
