import { CATALOGUE_MSG, type SupplyStatus, TAX_RATIOS } from '../../../shared/catalogue.js';
import type { ProductDetail, ProductUpsert } from '../../../shared/contract/models.js';

/**
 * The product form as plain data (spec 2 §2.2, §5): every input is a string, rules are
 * pure functions so they are tested without rendering.
 */
export interface ProductFormValues {
  category: string;
  subCategory: string;
  brand: string;
  supply: string;
  name: string;
  barcode: string;
  description: string;
  origin: string;
  supplyStatus: '' | SupplyStatus;
  /** 'true' | 'false' | 'null' (Evet / Hayır / Girilmedi). */
  eol: 'true' | 'false' | 'null';
  startDate: string;
  taxRatio: string;
  distyPrice: string;
  recommendedEdmPrice: string;
  recommendedResellerPrice: string;
  recommendedSellPrice: string;
  resellerPrice: string;
}
export type ProductFormKey = keyof ProductFormValues;

/** What the form shows for whom. */
export interface ProductFormMode {
  /** A new product carries its first price; an edit does not (prices have their own screens). */
  withPrice: boolean;
  /** The signed-in user has a distributor: 'Bayi Alış Fiyatı' and the supply pick appear. */
  hasDisty: boolean;
}

export const EOL_OPTIONS = [
  { value: 'true', label: 'Evet' },
  { value: 'false', label: 'Hayır' },
  { value: 'null', label: 'Girilmedi' },
] as const;
export const TAX_OPTIONS = TAX_RATIOS.map((t) => ({ value: String(t), label: `%${t}` }));

export const PRICE_FIELDS = ['distyPrice', 'recommendedEdmPrice', 'recommendedResellerPrice', 'recommendedSellPrice', 'resellerPrice'] as const;
export type PriceField = (typeof PRICE_FIELDS)[number];

export const emptyProductForm = (): ProductFormValues => ({
  category: '',
  subCategory: '',
  brand: '',
  supply: '',
  name: '',
  barcode: '',
  description: '',
  origin: '',
  supplyStatus: '',
  eol: 'null',
  startDate: '',
  taxRatio: '',
  distyPrice: '',
  recommendedEdmPrice: '',
  recommendedResellerPrice: '',
  recommendedSellPrice: '',
  resellerPrice: '',
});

/**
 * The edit form starts from the product as it is now, or from its waiting request: a save
 * replaces that request, so starting from the current fields would drop its changes.
 */
export function formFromProduct(p: ProductDetail): ProductFormValues {
  const src = p.currentUpdateModel?.status === 'WAITING' ? p.currentUpdateModel : p;
  return {
    ...emptyProductForm(),
    category: String(src.subCategory.category.id),
    subCategory: String(src.subCategory.id),
    brand: String(src.brand.id),
    supply: String(p.supplyId),
    name: src.name,
    barcode: src.barcode,
    description: src.description ?? '',
    origin: src.origin ?? '',
    supplyStatus: src.supplyStatus,
    eol: src.eol === null ? 'null' : src.eol ? 'true' : 'false',
  };
}

/** Sub-categories load per category, so a new category clears the chosen sub-category. */
export function setFormField<K extends ProductFormKey>(values: ProductFormValues, key: K, value: ProductFormValues[K]): ProductFormValues {
  const next = { ...values, [key]: value };
  if (key === 'category' && value !== values.category) next.subCategory = '';
  return next;
}

/** The sub-category pick waits for a category. */
export const subCategoryEnabled = (values: ProductFormValues) => values.category !== '';

/** Fields shown in this mode (resellerPrice only for a user with a distributor). */
export function visibleFields(mode: ProductFormMode): ProductFormKey[] {
  const base: ProductFormKey[] = ['category', 'subCategory', 'brand', 'name', 'barcode', 'description', 'origin', 'supplyStatus', 'eol'];
  if (mode.hasDisty) base.push('supply');
  if (mode.withPrice) {
    base.push('startDate', 'taxRatio', 'distyPrice', 'recommendedEdmPrice', 'recommendedResellerPrice', 'recommendedSellPrice');
    if (mode.hasDisty) base.push('resellerPrice');
  }
  return base;
}

/** Required fields in this mode (spec 2 §5: an emptied required field is flagged). */
export function requiredFields(mode: ProductFormMode): ProductFormKey[] {
  const optional: ProductFormKey[] = ['description', 'origin', 'eol'];
  return visibleFields(mode).filter((k) => !optional.includes(k));
}

/** Decimal input: '1234.5' or '1234,5' → number; null when empty or not a number ≥ 0. */
export function parseDecimal(text: string): number | null {
  const t = text.trim().replace(',', '.');
  if (t === '' || !/^\d+(\.\d+)?$/.test(t)) return null;
  return Number(t);
}

/** Whether one field is in error right now (empty when required, a malformed price). */
export function fieldInvalid(values: ProductFormValues, key: ProductFormKey, mode: ProductFormMode): boolean {
  const value = values[key].trim();
  if (!visibleFields(mode).includes(key)) return false;
  if (value === '') return requiredFields(mode).includes(key);
  if ((PRICE_FIELDS as readonly string[]).includes(key)) return parseDecimal(value) === null;
  return false;
}

/** Fields in error among those the user touched (all of them after a submit attempt). */
export function invalidFields(values: ProductFormValues, mode: ProductFormMode, touched: Iterable<ProductFormKey> | 'all'): Set<ProductFormKey> {
  const keys = touched === 'all' ? visibleFields(mode) : [...touched];
  return new Set(keys.filter((k) => fieldInvalid(values, k, mode)));
}

/**
 * The price validity date is a day; the price takes effect at 16:00 Turkish time of that
 * day, so the same ISO instant is sent whatever the browser's time zone.
 */
export const priceStartIso = (day: string) => `${day}T16:00:00+03:00`;

const num = (text: string) => parseDecimal(text) as number;
const orNull = (text: string) => (text.trim() === '' ? null : parseDecimal(text));

/** The upsert body; call only when `invalidFields(…, 'all')` is empty. */
export function toUpsert(values: ProductFormValues, mode: ProductFormMode, id?: number): ProductUpsert {
  const body: ProductUpsert = {
    ...(id ? { id } : {}),
    name: values.name.trim(),
    barcode: values.barcode.trim(),
    description: values.description.trim() || null,
    brandId: Number(values.brand),
    subCategoryId: Number(values.subCategory),
    supplyStatus: values.supplyStatus as SupplyStatus,
    origin: values.origin.trim() || null,
    eol: values.eol === 'null' ? null : values.eol === 'true',
  };
  if (mode.hasDisty && values.supply) body.supplyId = Number(values.supply);
  if (mode.withPrice) {
    body.price = {
      startDate: priceStartIso(values.startDate),
      taxRatio: Number(values.taxRatio) as (typeof TAX_RATIOS)[number],
      distyPrice: num(values.distyPrice),
      recommendedEdmPrice: num(values.recommendedEdmPrice),
      recommendedResellerPrice: num(values.recommendedResellerPrice),
      recommendedSellPrice: num(values.recommendedSellPrice),
      resellerPrice: mode.hasDisty ? orNull(values.resellerPrice) : null,
    };
  }
  return body;
}

/** Server field paths (zod paths of the upsert body) → form keys. */
export function formKeyOfServerField(field: string): ProductFormKey | null {
  const last = field.replace(/^price\./, '');
  const mapped = ({ brandId: 'brand', subCategoryId: 'subCategory', supplyId: 'supply' } as Record<string, ProductFormKey>)[last] ?? last;
  return mapped in emptyProductForm() ? (mapped as ProductFormKey) : null;
}

/**
 * The edit screen's message (spec 2 §4): any call that created a pending request → the
 * approval text; nothing needed approval → 'Ürün Güncellenmiştir.'.
 */
export function editSaveMessage(outcome: { upsertPending: boolean; picturesAdded: number; pictureDeletesPending: number }): string {
  const pending = outcome.upsertPending || outcome.picturesAdded > 0 || outcome.pictureDeletesPending > 0;
  return pending ? CATALOGUE_MSG.productUpdateSentToApproval : CATALOGUE_MSG.productUpdated;
}

/** Submit with required fields empty (worded like the user form's warning, spec 2 §5). */
export const PRODUCT_REQUIRED_MSG = 'Ürün kaydı için zorunlu alanlar dolu olmalıdır.';
