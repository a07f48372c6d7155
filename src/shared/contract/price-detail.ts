import { z } from 'zod';
import { screens } from '../access.js';
import { APPROVE_TYPES, SUPPLY_STATUSES } from '../catalogue.js';
import { PRICE_MSG, priceAmountSchema, supplierPriceSchema } from '../prices.js';
import { coercedIdSchema, idSchema } from '../schemas.js';
import { defineEndpoint } from './endpoint.js';
import { supplyPriceRowSchema } from './price-lists.js';
import { checkSchema, supplyChecksShape, supplyPricesShape, supplyVersionShape } from './price-rows.js';

/**
 * Price detail, history, rejected prices and the price update (spec 1 §2.11, §3 "Price
 * detail", "Past price lists", "Price upsert payload", §5 "Price detail", §7 "Prices").
 * Paths of the spec are kept; the distributor detail's two POSTs (path not shown in the
 * spec) are /modelPriceDisty/detail and /modelPriceDisty/last. The admin's read-only detail
 * (/ProductPriceAdmin-Detail?id&mid&did&sid&mpsId) reads through the distributor ones.
 */
export const PRICE_DETAIL_MSG = {
  /** The update changed neither a supplier price nor the reseller price (our text). */
  nothingChanged: 'Fiyatlarda değişiklik yapılmadı; güncellenecek bir fiyat bulunamadı.',
  update: 'Güncelle',
  back: 'Geri',
  supplierHistory: 'Geçmiş Tedarikçi Fiyatları',
  distyHistory: 'Geçmiş Distribütör Fiyatları',
  rejected: 'Reddedilen Fiyatlar',
  productInfo: 'Ürün Bilgileri',
  priceInfo: 'Fiyat Bilgileri',
  /** Shown above the disabled supplier fields of a distributor that did not create the product. */
  distributorOnly: 'Tedarikçi fiyatlarını yalnızca ürünün tedarikçisi değiştirebilir; Bayi Alış Fiyatı güncellenebilir.',
} as const;

/** A product's history answers at most this many versions per channel, newest first. */
export const PRICE_HISTORY_MAX_ROWS = 1000;

const SUPPLY_DETAIL = '/ProductPrice-Detail/:productId/:mid';
const DISTY_DETAIL = '/ProductPrice-Detail-Disty/:productId/:mid/:mpsId';
const ADMIN_DETAIL = '/ProductPriceAdmin-Detail';

const money = z.number();

/**
 * GET modelPriceSupply/current/{id}: one supplier version with its product (spec 1 §3 "Model
 * price (supplier side)"). resellerPrice: a distributor's own reseller price in force at
 * the version's start (or now, whichever is later), null for a supplier. defaultSupply: the
 * caller may change the supplier prices (the supplier itself, or the distributor that
 * created the product); otherwise only the reseller price is editable.
 */
export const supplyPriceDetailSchema = supplyPriceRowSchema.extend({
  resellerPrice: money.nullable(),
  defaultSupply: z.boolean(),
});
export type SupplyPriceDetail = z.infer<typeof supplyPriceDetailSchema>;

/** Spec 1 §3 "Price detail": one distributor version (mpdId) with the supplier version (mpsId) it follows. */
export const priceDetailSchema = z.object({
  mpdId: z.number(),
  mpsId: z.number(),
  mid: z.number(),
  sid: z.number(),
  did: z.number(),
  category: z.string(),
  subCategory: z.string(),
  brand: z.string(),
  modelName: z.string(),
  barcode: z.string(),
  description: z.string().nullable(),
  supplyStatus: z.enum(SUPPLY_STATUSES),
  origin: z.string().nullable(),
  eol: z.boolean().nullable(),
  supply: z.string(),
  distyName: z.string(),
  /** The distributor version's dates and state. */
  startDate: z.string(),
  endDate: z.string().nullable(),
  nextPrice: z.boolean(),
  approveType: z.enum(APPROVE_TYPES),
  /** The supplier version's dates. */
  mpsStartDate: z.string(),
  mpsEndDate: z.string().nullable(),
  defaultSupply: z.boolean(),
  ...supplyPricesShape,
  resellerPrice: money.nullable(),
});
export type PriceDetail = z.infer<typeof priceDetailSchema>;

/** The distributor detail's body (spec 1 §7: modelId, mpdId, distyId, supplyId, mpsId); the ids besides mpdId must agree with it. */
export const priceDetailRequestSchema = z.object({
  modelId: idSchema,
  mpdId: idSchema,
  distyId: idSchema.nullish(),
  supplyId: idSchema.nullish(),
  mpsId: idSchema.nullish(),
});
export type PriceDetailRequest = z.infer<typeof priceDetailRequestSchema>;

/** Spec 1 §3 "Past price lists": a supplier version (not rejected), check flags against the one before. */
export const supplyHistoryRowSchema = z.object({
  ...supplyVersionShape,
  ...supplyPricesShape,
  ...supplyChecksShape,
  checkRecommendedEdmPrice: checkSchema,
});
export type SupplyHistoryRow = z.infer<typeof supplyHistoryRowSchema>;

/** An approved distributor version; a supplier or the admin sees every distributor's (distyName tells them apart). */
export const distyHistoryRowSchema = z.object({
  id: z.number(),
  did: z.number(),
  distyName: z.string(),
  mpsId: z.number(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  nextPrice: z.boolean(),
  resellerPrice: money.nullable(),
  checkResellerPrice: checkSchema,
});
export type DistyHistoryRow = z.infer<typeof distyHistoryRowSchema>;

export const priceHistorySchema = z.object({
  lastModelPriceSupply: z.array(supplyHistoryRowSchema),
  lastModelPriceDisty: z.array(distyHistoryRowSchema),
});
export type PriceHistory = z.infer<typeof priceHistorySchema>;

/** A distributor's rejection of a supplier version (spec 1 §2.11: createDateTime, distributor name, description, modelPriceSupply). */
export const rejectedPriceSchema = z.object({
  id: z.number(),
  /** When the supplier version reached the distributor. */
  createDateTime: z.string(),
  /** When the distributor rejected it. */
  decidedAt: z.string().nullable(),
  did: z.number(),
  distyName: z.string(),
  description: z.string().nullable(),
  modelPriceSupply: z.object({ id: z.number(), startDate: z.string(), ...supplyPricesShape }),
});
export type RejectedPrice = z.infer<typeof rejectedPriceSchema>;

/** A screen's validity date travels as that day 16:00 Istanbul (priceStartIso); years 2000–2100. */
const startDateSchema = z.iso
  .datetime({ offset: true, error: PRICE_MSG.dateRequired })
  .refine((v) => {
    const year = new Date(v).getUTCFullYear();
    return year >= 2000 && year <= 2100;
  }, PRICE_MSG.dateRequired);

/**
 * Spec 1 §3 "Price upsert payload". The supplier fields are always sent (a distributor's
 * disabled fields carry the values shown); mpsStartDate and sameControl are accepted but
 * not trusted: the server compares with the versions in force itself.
 */
export const priceUpsertSchema = supplierPriceSchema.extend({
  modelId: idSchema,
  startDate: startDateSchema,
  recommendedEdmPrice: priceAmountSchema.nullish().transform((v) => v ?? null),
  /** A distributor's reseller purchase price; null/absent = left as it is. */
  resellerPrice: priceAmountSchema.nullish().transform((v) => v ?? null),
  mpsStartDate: z.string().max(40).nullish(),
  sameControl: z.boolean().nullish(),
});
export type PriceUpsert = z.input<typeof priceUpsertSchema>;
export type PriceUpsertInput = z.output<typeof priceUpsertSchema>;

// ---- endpoints ----

export const supplyPriceDetail = defineEndpoint({
  service: 'api',
  method: 'GET',
  path: '/modelPriceSupply/current/:id',
  summary: 'Ürünün geçerli tedarikçi fiyatı',
  access: screens(SUPPLY_DETAIL),
  params: z.object({ id: coercedIdSchema }),
  response: supplyPriceDetailSchema,
});

export const supplyPriceHistory = defineEndpoint({
  service: 'api',
  method: 'GET',
  path: '/modelPriceSupply/last/:modelId',
  summary: 'Ürünün tedarikçi fiyat geçmişi',
  access: screens(SUPPLY_DETAIL),
  params: z.object({ modelId: coercedIdSchema }),
  response: priceHistorySchema,
});

export const rejectedPrices = defineEndpoint({
  service: 'api',
  method: 'GET',
  path: '/modelPriceSupply/rejectedList/:modelId',
  summary: 'Ürünün reddedilen fiyatları',
  access: screens(SUPPLY_DETAIL, DISTY_DETAIL, ADMIN_DETAIL),
  params: z.object({ modelId: coercedIdSchema }),
  response: z.array(rejectedPriceSchema),
});

/**
 * The update of both detail screens: a new supplier version (to distributor approval) when
 * the tax ratio or a supplier price differs from the version in force at startDate, and/or
 * a new reseller-price version of the caller's distributor when that price changed.
 */
export const priceUpdate = defineEndpoint({
  service: 'api',
  method: 'POST',
  path: '/modelPriceSupply/update',
  summary: 'Fiyat güncelle (tedarikçi ve/veya bayi fiyatı)',
  description: 'Tedarikçi fiyatı değiştiyse yeni sürüm distribütör onayına gider; bayi fiyatı değiştiyse distribütörün yeni bayi fiyatı sürümü yazılır.',
  access: screens(SUPPLY_DETAIL, DISTY_DETAIL),
  body: priceUpsertSchema,
  response: z.object({
    /** The new supplier version, when one was written. */
    supplyPriceId: z.number().nullable(),
    /** The new reseller-price version of the caller's distributor, when one was written. */
    distyPriceId: z.number().nullable(),
    /** Some distributor has to approve the new supplier version. */
    waitingApproval: z.boolean(),
  }),
});

export const distyPriceDetail = defineEndpoint({
  service: 'api',
  method: 'POST',
  path: '/modelPriceDisty/detail',
  summary: 'Distribütörün ürün fiyat detayı',
  access: screens(DISTY_DETAIL, ADMIN_DETAIL),
  body: priceDetailRequestSchema,
  response: priceDetailSchema,
});

export const distyPriceHistory = defineEndpoint({
  service: 'api',
  method: 'POST',
  path: '/modelPriceDisty/last',
  summary: 'Distribütörün bayi fiyat geçmişi',
  access: screens(DISTY_DETAIL, ADMIN_DETAIL),
  body: priceDetailRequestSchema,
  response: priceHistorySchema,
});
