import { z } from 'zod';
import { screens } from '../access.js';
import { INT4_MAX, idSchema } from '../schemas.js';
import { defineEndpoint } from './endpoint.js';
import { PARAM_KEYS } from '../storefront.js';

/**
 * Settings of the storefront (spec 3 §2.3, §2.5, §3, §5, §7 "Parameters and thresholds", §8, §9):
 * /paramList parameters and /stockStatus sub-category stock thresholds.
 */
export const SETTINGS_MSG = {
  // /paramList (spec 3 §2.3, §5, §8)
  paramEditTitle: 'Parametre Düzenle',
  valueRequired: 'Değer alanı dolu olmalıdır.',
  paramEdited: 'Parametre düzenlendi.',
  paramEditFailed: 'Parametre düzenlenemedi.',
  paramLoadFailed: 'Parametre bilgisi getirme başarısız.',
  paramEmpty: 'Parametre bulunamadı',
  /** Spec 3 §5 (reseller discount), used for every 0–100 ratio. */
  ratioRange: 'Değer alanı sıfırdan küçük ve yüzden büyük olamaz olmalıdır.',
  zeroOrOne: "Değer '1' (sürüyor) ya da '0' (sona erdi) olmalıdır.",
  // Ours (the spec shows none), worded in its style: checks of known parameter values.
  nonNegativeInteger: 'Değer sıfır veya sıfırdan büyük bir tam sayı olmalıdır.',
  positiveInteger: 'Değer sıfırdan büyük bir tam sayı olmalıdır.',
  resellerCodes: 'Değer virgülle ayrılmış bayi kodlarından oluşmalıdır.',
  paramLocked: 'Bu parametre elle düzenlenemez.',
  // /stockStatus (spec 3 §2.5, §5, §8)
  updateAllManualLabel: 'Elle girilmiş ürünleri de güncelle',
  updateAll: 'Hepsini Güncelle',
  thresholdsRequired: 'Bütün alanlar dolu olmalıdır.',
  noneBelowLimited: 'Stok yok için stok limitliden daha küçük bir değer girilmelidir.',
  allUpdated: 'Stok durumu güncellendi.',
  allUpdateFailed: 'Stok durumu güncellenemedi.',
  oneEdited: 'Stok durumu düzenlendi.',
  oneEditFailed: 'Stok durumu düzenlenemedi.',
  subCategoryLoadFailed: 'Alt kategori bilgisi getirme başarısız.',
  noneLoadFailed: 'Stok yok sınır getirme başarısız.',
  limitedLoadFailed: 'Stok limitli sınır getirme başarısız.',
  // Ours.
  thresholdMin: 'Değerler sıfırdan küçük olamaz.',
  thresholdInteger: 'Değerler tam sayı olmalıdır.',
  editTitle: 'Stok Durumu Düzenle',
  lockedRow: 'Bu alt kategori kilitli: stok durumu sınırları elle düzenlenemez, genel değerleri alır.',
  locked: 'Alt kategori kilitlendi; genel sınırları alacak.',
  unlocked: 'Alt kategorinin kilidi açıldı.',
  subCategoryEmpty: 'Alt kategori bulunamadı',
} as const;

// ---- parameters ----

/**
 * A parameter (spec 3 §3): global when resellerCode is null, else the value for that reseller.
 * `manuelUpdateDisabled`: kept by the system, never edited on /paramList (Edit disabled, the
 * server refuses it) — the same word as the sub-categories' lock.
 */
export const parameterSchema = z.object({
  key: z.string(),
  description: z.string(),
  value: z.string(),
  resellerCode: z.string().nullable(),
  manuelUpdateDisabled: z.boolean(),
});
export type Parameter = z.infer<typeof parameterSchema>;

const keySchema = z.string().trim().min(1).max(100);
const resellerCodeSchema = z.string().trim().min(1).max(50);

/** The global parameters, by key. */
export const paramAll = defineEndpoint({
  service: 'api',
  method: 'GET',
  path: '/parameter/getAll',
  summary: 'Genel parametreler',
  access: screens('/paramList'),
  response: z.array(parameterSchema),
});

/** One global parameter (/stockStatus reads its two thresholds here); an unknown key answers 404. */
export const paramByKey = defineEndpoint({
  service: 'api',
  method: 'GET',
  path: '/parameter/getByKey/:key',
  summary: 'Tek genel parametre',
  description: 'Bilinmeyen anahtar 404.',
  access: screens('/paramList', '/stockStatus'),
  params: z.object({ key: keySchema }),
  response: parameterSchema,
});

/**
 * The value in force for one reseller: its own row, else the global one (resellerCode null in
 * the answer). An unknown key or reseller answers 404.
 */
export const paramByKeyForReseller = defineEndpoint({
  service: 'api',
  method: 'GET',
  path: '/parameter/getByKey/:key/:resellerCode',
  summary: 'Bir bayi için geçerli parametre değeri',
  description: 'Bayinin kendi değeri, yoksa genel değer; bilinmeyen anahtar veya bayi 404.',
  access: screens('/paramList'),
  params: z.object({ key: keySchema, resellerCode: resellerCodeSchema }),
  response: parameterSchema,
});

/**
 * Edits a parameter's description and value (the key never changes). With resellerCode it
 * writes that reseller's own value of a known global key. Known keys are checked on the
 * server: NONE_/LIMITED_STOCK_STATUS_MAX integers ≥ 0 with none < limited, MAX_DISCOUNT_RATIO
 * 0–100, NEW_PRODUCT_DAYS and SELL_BEST_PRODUCT_COUNT integers > 0, ORDER_RESELLER_ALLOW_LIST
 * comma-separated reseller codes (stored trimmed, without blanks or repeats).
 */
export const paramUpdate = defineEndpoint({
  service: 'api',
  method: 'POST',
  path: '/parameter/update',
  summary: 'Parametre güncelle',
  description: 'Bilinen anahtarların değerleri sunucuda denetlenir (ör. MAX_DISCOUNT_RATIO 0–100); geçersiz değer 400.',
  access: screens('/paramList'),
  body: z.object({
    key: keySchema,
    description: z.string().trim().max(300).default(''),
    value: z.string({ error: SETTINGS_MSG.valueRequired }).trim().min(1, SETTINGS_MSG.valueRequired).max(10_000),
    resellerCode: resellerCodeSchema.nullish(),
  }),
  response: parameterSchema,
});

// ---- the reseller's own parameters (/resellerParamList, spec 3 §2.12) ----

/** The parameters a reseller admin sets for its own (login) reseller: the maximum discount ratio. */
export const RESELLER_PARAM_KEYS = [PARAM_KEYS.maxDiscountRatio] as const;

export const RESELLER_PARAM_MSG = {
  /** Spec 3 §2.12: TESF is the recommended sale price. */
  tesfNote: 'TESF: Tavsiye Edilen Satış Fiyatı. Azami indirim oranı, satışta TESF üzerinden yapılabilecek en yüksek indirimi yüzde olarak belirler.',
  empty: 'Parametre bulunamadı',
} as const;

/** The values in force for the caller's login reseller (its own, else the global one). */
export const resellerParams = defineEndpoint({
  service: 'api',
  method: 'GET',
  path: '/parameter/reseller/getAll',
  summary: 'Giriş yapılan bayinin geçerli parametreleri',
  access: screens('/resellerParamList'),
  response: z.array(parameterSchema),
});

/** Writes the caller's login reseller's own value (0–100 for the discount ratio, spec 3 §5). */
export const resellerParamUpdate = defineEndpoint({
  service: 'api',
  method: 'POST',
  path: '/parameter/reseller/update',
  summary: 'Bayinin kendi parametre değerini yaz',
  access: screens('/resellerParamList'),
  body: z.object({
    key: z.enum(RESELLER_PARAM_KEYS),
    value: z.string({ error: SETTINGS_MSG.valueRequired }).trim().min(1, SETTINGS_MSG.valueRequired).max(20, SETTINGS_MSG.ratioRange),
  }),
  response: parameterSchema,
});

// ---- sub-category stock thresholds ----

/** A threshold (spec 3 §5): required, integer, at least 0. */
const threshold = z
  .number({ error: SETTINGS_MSG.thresholdsRequired })
  .int(SETTINGS_MSG.thresholdInteger)
  .min(0, SETTINGS_MSG.thresholdMin)
  .max(INT4_MAX, SETTINGS_MSG.thresholdInteger);

/** Both thresholds (spec 3 §5): required, ≥ 0, none strictly below limited. */
const pair = z.object({ noneStockStatusMax: threshold, limitedStockStatusMax: threshold });
const noneBelowLimited = <S extends z.ZodType<z.infer<typeof pair>>>(schema: S) =>
  schema.refine((v) => v.noneStockStatusMax < v.limitedStockStatusMax, { message: SETTINGS_MSG.noneBelowLimited, path: ['noneStockStatusMax'] });
export const thresholdPairSchema = noneBelowLimited(pair);
export type ThresholdPair = z.infer<typeof pair>;

/**
 * A sub-category's thresholds (spec 3 §3). `stockStatusManual`: entered by hand on /stockStatus
 * ('Hepsini Güncelle' overwrites it only when asked to).
 *
 * `manuelUpdateDisabled` (the spec does not say who sets it; our decision): a lock an admin
 * sets per sub-category with the lock toggle on its /stockStatus row
 * (POST subCategory/stockStatus/lock). A locked sub-category always takes the global
 * thresholds — at once when locked, and from every 'Hepsini Güncelle', ticked or not — and its
 * per-row Edit is disabled (the server refuses it).
 */
export const subCategoryThresholdSchema = z.object({
  id: z.number(),
  name: z.string(),
  categoryName: z.string(),
  noneStockStatusMax: z.number(),
  limitedStockStatusMax: z.number(),
  stockStatusManual: z.boolean(),
  manuelUpdateDisabled: z.boolean(),
});
export type SubCategoryThreshold = z.infer<typeof subCategoryThresholdSchema>;

/** Every sub-category with its thresholds (category, then name, in Turkish order). */
export const thresholdsAll = defineEndpoint({
  service: 'api',
  method: 'GET',
  path: '/subCategory/stockStatus/getAll',
  summary: 'Alt kategorilerin stok durumu eşikleri',
  access: screens('/stockStatus'),
  response: z.array(subCategoryThresholdSchema),
});

/**
 * 'Hepsini Güncelle': sets the two global parameters and, in the same transaction with one
 * UPDATE, every sub-category not entered by hand — also those entered by hand when
 * updateStockStatusMaxManuelUpdated — and always the locked ones. Updated rows are no longer
 * "entered by hand".
 */
export const thresholdsUpdateAll = defineEndpoint({
  service: 'api',
  method: 'POST',
  path: '/subCategory/stockStatus/updateAll',
  summary: 'Stok durumu eşiklerini hepsine uygula (Hepsini Güncelle)',
  access: screens('/stockStatus'),
  body: noneBelowLimited(pair.extend({ updateStockStatusMaxManuelUpdated: z.boolean().default(false) })),
  response: z.object({ updated: z.number() }),
});

/** One sub-category's thresholds, marked as entered by hand; a locked one is refused (422). */
export const thresholdUpdate = defineEndpoint({
  service: 'api',
  method: 'POST',
  path: '/subCategory/stockStatus/update',
  summary: 'Bir alt kategorinin stok durumu eşiklerini güncelle',
  description: 'Kilitli alt kategori 422.',
  access: screens('/stockStatus'),
  body: noneBelowLimited(pair.extend({ subCategoryId: idSchema })),
  response: subCategoryThresholdSchema,
});

/** Locks (takes the global thresholds now and from every 'Hepsini Güncelle') or unlocks a sub-category. */
export const thresholdLock = defineEndpoint({
  service: 'api',
  method: 'POST',
  path: '/subCategory/stockStatus/lock',
  summary: 'Alt kategorinin eşiklerini kilitle veya kilidi aç',
  access: screens('/stockStatus'),
  body: z.object({ subCategoryId: idSchema, manuelUpdateDisabled: z.boolean() }),
  response: subCategoryThresholdSchema,
});
