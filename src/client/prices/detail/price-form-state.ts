import { isDistyRole } from '../../../shared/access.js';
import { TAX_RATIOS } from '../../../shared/catalogue.js';
import type { PriceUpsert } from '../../../shared/contract/price-detail.js';
import { priceStartIso } from '../../../shared/prices.js';

/**
 * The price detail form (spec 1 §5 "Price detail") as plain data: values are texts ('' =
 * empty) so the inputs stay controlled, and the rules are pure functions.
 */
export const SUPPLIER_MONEY_KEYS = ['distyPrice', 'recommendedEdmPrice', 'recommendedResellerPrice', 'recommendedSellPrice'] as const;
export type SupplierMoneyKey = (typeof SUPPLIER_MONEY_KEYS)[number];
export type PriceFormKey = 'startDate' | 'taxRatio' | SupplierMoneyKey | 'resellerPrice';
export type PriceFormValues = Record<PriceFormKey, string>;

export const PRICE_FIELD_LABELS: Record<PriceFormKey, string> = {
  startDate: 'Fiyat Geçerlilik Tarihi',
  taxRatio: 'Kdv Oranı',
  distyPrice: 'Distribütör Alış Fiyatı',
  recommendedEdmPrice: 'Önerilen EDM Alış Fiyatı',
  recommendedResellerPrice: 'Önerilen Bayi Alış Fiyatı',
  recommendedSellPrice: 'Önerilen Satış Fiyatı',
  resellerPrice: 'Bayi Alış Fiyatı',
};

export const TAX_RATIO_OPTIONS = TAX_RATIOS.map((t) => ({ value: String(t), label: `%${t}` }));
/** Numeric fields step 0.1 (spec 1 §5). */
export const PRICE_STEP = 0.1;

/** What the screen loaded: the version shown, with the caller's reseller price. */
export interface PriceSource {
  startDate: string;
  taxRatio: number;
  distyPrice: number;
  recommendedEdmPrice: number | null;
  recommendedResellerPrice: number;
  recommendedSellPrice: number;
  resellerPrice: number | null;
}

/** Which fields the caller may change: the supplier fields (default supplier), the reseller price (distributors). */
export interface PriceFormAccess {
  supplier: boolean;
  reseller: boolean;
}

/** The day (YYYY-MM-DD) of a moment in Istanbul (UTC+3 all year). */
export const istanbulDay = (at: string | Date) => new Date(new Date(at).getTime() + 3 * 3_600_000).toISOString().slice(0, 10);

const text = (v: number | null) => (v === null ? '' : String(v));

/**
 * The form for a loaded version. The validity date starts at the version's own day when
 * that is still ahead (a coming price), else today: a change takes effect from today on.
 */
export function formFromPrice(p: PriceSource, now: Date = new Date()): PriceFormValues {
  const own = istanbulDay(p.startDate);
  const today = istanbulDay(now);
  return {
    startDate: own > today ? own : today,
    taxRatio: String(p.taxRatio),
    distyPrice: text(p.distyPrice),
    recommendedEdmPrice: text(p.recommendedEdmPrice),
    recommendedResellerPrice: text(p.recommendedResellerPrice),
    recommendedSellPrice: text(p.recommendedSellPrice),
    resellerPrice: text(p.resellerPrice),
  };
}

const isAmount = (v: string) => /^\d+(\.\d*)?$|^\.\d+$/.test(v) && Number.isFinite(Number(v)) && Number(v) >= 0;
/** May stay empty when it was empty on load (not entered: EDM price, a reseller price 'Girilmedi'). */
const NULLABLE: readonly PriceFormKey[] = ['recommendedEdmPrice', 'resellerPrice'];

/** The editable keys for this caller (the date always). */
export function editableKeys(access: PriceFormAccess): PriceFormKey[] {
  return ['startDate', ...(access.supplier ? (['taxRatio', ...SUPPLIER_MONEY_KEYS] as const) : []), ...(access.reseller ? (['resellerPrice'] as const) : [])];
}

/**
 * Fields in error: an empty date or one that is no day; an emptied price field (spec 1 §5)
 * — one that was empty on load may stay so when it is optional —, a price that is no
 * number ≥ 0, a tax ratio outside 1/8/18/20.
 */
export function invalidFields(values: PriceFormValues, initial: PriceFormValues, access: PriceFormAccess): Set<PriceFormKey> {
  const bad = new Set<PriceFormKey>();
  for (const key of editableKeys(access)) {
    const v = values[key].trim();
    if (key === 'startDate') {
      if (!v || priceStartIso(v) === null) bad.add(key);
    } else if (key === 'taxRatio') {
      if (!TAX_RATIO_OPTIONS.some((o) => o.value === v)) bad.add(key);
    } else if (v === '') {
      if (!(NULLABLE.includes(key) && initial[key] === '')) bad.add(key);
    } else if (!isAmount(v)) bad.add(key);
  }
  return bad;
}

const num = (v: string) => (v.trim() === '' ? null : Number(v));
const same = (a: string, b: string) => num(a) === num(b);

/**
 * sameControl (spec 1 §5, the second reading): true when the tax ratio or one of the three
 * supplier prices changed. Sent for the record only; the server decides for itself.
 */
export function sameControl(values: PriceFormValues, initial: PriceFormValues): boolean {
  return !(['taxRatio', 'distyPrice', 'recommendedResellerPrice', 'recommendedSellPrice'] as const).every((k) => same(values[k], initial[k]));
}

/** The update body (spec 1 §3 "Price upsert payload"); the date travels as that day 16:00 Istanbul. */
export function toPayload(values: PriceFormValues, initial: PriceFormValues, ctx: { modelId: number; access: PriceFormAccess; mpsStartDate?: string }): PriceUpsert {
  return {
    modelId: ctx.modelId,
    startDate: priceStartIso(values.startDate.trim()) ?? '',
    taxRatio: Number(values.taxRatio) as PriceUpsert['taxRatio'],
    distyPrice: Number(values.distyPrice),
    recommendedEdmPrice: num(values.recommendedEdmPrice),
    recommendedResellerPrice: Number(values.recommendedResellerPrice),
    recommendedSellPrice: Number(values.recommendedSellPrice),
    resellerPrice: ctx.access.reseller ? num(values.resellerPrice) : null,
    ...(ctx.mpsStartDate ? { mpsStartDate: ctx.mpsStartDate } : {}),
    sameControl: sameControl(values, initial),
  };
}

/** After an update and on Back: distributors to their list, everyone else to the supplier list (spec 1 §6). */
export const backPathOf = (roles: readonly string[] | undefined) => (isDistyRole(roles ?? []) ? '/ProductPrice-Disty' : '/ProductPrice-Supply');
