import { z } from 'zod';
import { TAX_RATIOS } from './catalogue.js';

/**
 * The prices area on both sides (spec 1 §2.8–2.12, §5; spec 3 §2.2, §2.18): messages word
 * for word, constants and the small rules the screens and the server share. The price
 * model itself (immutable versions, two channels, distributor approval) is described in
 * docs/prices.md and implemented in src/server/prices/price-versions.ts.
 */
export const PRICE_MSG = {
  updated: 'Ürün Güncellendi',
  noProduct: 'Ürün Bulunamadı.',
  noHistory: 'Geçmiş Fiyat Bulunamadı.',
  noRecord: 'Kayıt Bulunamadı.',
  notEntered: 'Girilmedi',
  dateRequired: 'Tarih alanı dolu olmalıdır.',
  /** The price sheets' text, for every door a price comes in by (server/prices/price-start.ts). */
  pastDate: 'Tarih bugünden önce olamaz.',
  sentToApproval: 'İşleminiz Onaya Gönderilmiştir',
  distyUpdated: 'Onaylanan Ürünler Başarıyla Güncellendi',
  noneApproved: 'Onaylanan Ürün Bulunamadı',
  errorsFound: 'Hatalı Ürün bulundu',
  noErrors: 'Hatalı Ürün Bulunamadı',
  emptyValue: 'Boş Değer',
  priceApproved: 'Ürün Fiyatı Onaylandı',
  priceRejected: 'Ürün Fiyatı Reddedildi',
  bulkApproved: 'Toplu Onaylama başarılı',
  bulkRejected: 'Toplu Reddetme başarılı',
  // Server refusals (our own texts: the spec shows none for these rules).
  notWaiting: 'Fiyat onay beklemiyor; liste yenilenmelidir.',
  brandNotMapped: 'Tedarikçi bu markanın ürünleri için fiyat giremez (Marka Tedarikçi eşleşmesi yok).',
  rejectDescriptionRequired: 'Red açıklaması dolu olmalıdır.',
  noSupplierPrice: 'Ürünün onaylı tedarikçi fiyatı bulunamadı.',
} as const;

/** GÜNCEL: in force now or later (end date open or ahead); ESKİ: ended (spec 1 §4). */
export const PRICE_TIME_STATUSES = ['GÜNCEL', 'ESKİ'] as const;
export type PriceTimeStatus = (typeof PRICE_TIME_STATUSES)[number];

export const PRICE_PAGE_SIZES = [5, 10, 25] as const;
export const PRICE_HISTORY_PAGE_SIZES = [10, 20, 50, 100] as const;
export const PRICE_APPROVAL_PAGE_SIZE = 25;
/** Reseller price list search delay (spec 3 §9). */
export const RESELLER_PRICE_DEBOUNCE_MS = 500;
/** 'Ürün Güncellendi' shows 1.2 s, the screen goes back 1.3 s after (spec 1 §9). */
export const PRICE_UPDATED_TOAST_MS = 1200;
export const PRICE_RETURN_MS = 1300;

export const RESELLER_PRICE_LIST_FILE = 'Ürün Fiyat Listesi.xlsx';

/** Prices start at 16:00 Istanbul time on their day (spec 1 §5, §9); Türkiye is UTC+3 all year. */
export const PRICE_START_HOUR = 16;
const ISTANBUL_OFFSET_HOURS = 3;

/** The spreadsheet's yyyymmdd (number or text) → that day 16:00 Istanbul, or null when it is no real date. */
export function priceStartOf(yyyymmdd: string | number): Date | null {
  const text = String(yyyymmdd).trim();
  if (!/^\d{8}$/.test(text)) return null;
  const [y, m, d] = [Number(text.slice(0, 4)), Number(text.slice(4, 6)), Number(text.slice(6, 8))];
  const at = new Date(Date.UTC(y, m - 1, d, PRICE_START_HOUR - ISTANBUL_OFFSET_HOURS));
  if (at.getUTCFullYear() !== y || at.getUTCMonth() !== m - 1 || at.getUTCDate() !== d || y < 2000 || y > 2100) return null;
  return at;
}

/** A date picked on a screen (YYYY-MM-DD) → that day 16:00 Istanbul as ISO text. */
export const priceStartIso = (day: string) => priceStartOf(day.replaceAll('-', ''))?.toISOString() ?? null;

/** 'next price': starts in the future (the row shows green, spec 1 §2.8). */
export const isNextPrice = (startDate: string | Date, now: Date = new Date()) => new Date(startDate).getTime() > now.getTime();

/**
 * Tolerance price of the reseller price list (spec 3 §2.2; the formula is ours): the highest
 * sale price the sub-category's tolerance ratio (/Marj) allows above the recommended sale
 * price, rounded to kuruş. No ratio for the sub-category → no tolerance price ('Girilmedi').
 */
export function tolerancePrice(recommendedSellPrice: number | null, marjRatio: number | null): number | null {
  if (recommendedSellPrice === null || marjRatio === null) return null;
  return Math.round(recommendedSellPrice * (100 + marjRatio)) / 100;
}
export const TOLERANCE_FORMULA = 'Tolerans Fiyatı = Önerilen Satış Fiyatı × (1 + Marj Oranı / 100)';

const money = z.number().min(0).max(100_000_000);
export const taxRatioSchema = z.union(TAX_RATIOS.map((t) => z.literal(t)) as [z.ZodLiteral<1>, z.ZodLiteral<8>, z.ZodLiteral<18>, z.ZodLiteral<20>]);

/** The supplier's part of a price version (spec 1 §3 "Price upsert payload"). */
export const supplierPriceSchema = z.object({
  taxRatio: taxRatioSchema,
  distyPrice: money,
  recommendedEdmPrice: money.nullable(),
  recommendedResellerPrice: money,
  recommendedSellPrice: money,
});
export type SupplierPrice = z.infer<typeof supplierPriceSchema>;
export { money as priceAmountSchema };
