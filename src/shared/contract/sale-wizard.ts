import { z } from 'zod';
import { noScreen, screens, SERVICE_ROLE } from '../access.js';
import { pickedInstant } from '../ledger.js';
import { idSchema } from '../schemas.js';
import { defineEndpoint } from './endpoint.js';
import { batchBody, code, ingestAnswerSchema, optionalText } from './ingest.js';
import { LEDGER_FEED_MSG, LEDGER_INGEST_BODY_LIMIT } from './ledger-feeds.js';
import { campaignCodeSchema, campaignIssues, customerIssues, customerPhoneSchema, customerPstnSchema, customerServiceNoSchema, report, salePriceSchema } from './sales.js';
import { CUSTOMER_TYPES, SALE_CONFLICT_REASONS, SALE_MAX_LINES, SALE_TYPES, WIZARD_MSG } from './sale-texts.js';
import { saleCampaignSchema, saleDetailSchema } from './sale-lists.js';

const money = z.number();

/**
 * The wizard /satis (its reads and the completion through the outbox) and the WEB_SERVICE feed of
 * sales made elsewhere: one completion service behind both. States, texts and price rules: sales.ts.
 */

// ---- the wizard /satis ----

/**
 * Issue 31: the wizard is how a dealer records a sale, so /satis is open to RESELLER_ADMIN and
 * RESELLER_USER beyond the spec's TTG_ADMIN (spec 2 §2.1) — written down where routes live, as the
 * route table's `beyondSpec` of /satis (access.ts), which also moved it to the 'sales' group. Its
 * endpoints take the screen's roles as they are (grants.test.ts refuses a `beyond` the screens
 * already cover). The Brands tab reads GET /brand/getAll, whose grant names '/satis' too. A
 * TTG_ADMIN sells for its login reseller, as a dealer does; without one it is refused
 * (WIZARD_MSG.noReseller).
 */
const WIZARD = screens('/satis');

/**
 * A unit the dealer can put in the basket, with its price band (spec 2 §3 serial item:
 * recommendedSellPrice, priceWithTolerance; spec 3 §3 MAX_DISCOUNT_RATIO). Prices are null when the
 * product has no recommended sale price in force (NO_PRICE: it cannot be sold).
 */
export const sellableUnitSchema = z.object({
  unitId: z.number(),
  serialNo: z.string(),
  barcode: z.string(),
  modelId: z.number(),
  modelName: z.string(),
  brandName: z.string(),
  subCategory: z.string(),
  recommendedSellPrice: money.nullable(),
  priceWithTolerance: money.nullable(),
  maxDiscountRatio: z.number(),
  minPrice: money.nullable(),
  maxPrice: money.nullable(),
});
export type SellableUnit = z.infer<typeof sellableUnitSchema>;

/**
 * GET /sale/sellableUnits?serialNo=…: the login reseller's units in stock with that serial (serials
 * are unique per product: two products may answer) and their price bands. Empty: not in the dealer's
 * stock (WIZARD_MSG.notInStock) — whoever else holds it. It is /unit/bySerial narrowed to what a sale
 * may take, with the prices the basket needs, in one request from the shop floor.
 */
export const sellableUnits = defineEndpoint({
  service: 'api',
  method: 'GET',
  path: '/sale/sellableUnits',
  summary: 'Seri numarasıyla satılabilir cihazlar',
  description: 'Giriş yapılan bayinin stoğundaki, o seri numaralı cihazlar ve fiyat bantları; boş liste: bayinin stoğunda değil.',
  access: WIZARD,
  query: z.object({ serialNo: z.string().trim().min(1).max(100) }),
  response: z.array(sellableUnitSchema),
});

/** GET /sale/campaigns: the active accessory campaigns (spec 2 §2.15's campaign table; the package name is packageName(amount), campaigns.ts). */
export const saleCampaigns = defineEndpoint({
  service: 'api',
  method: 'GET',
  path: '/sale/campaigns',
  summary: 'Satışta seçilebilir aktif aksesuar kampanyaları',
  access: WIZARD,
  response: z.array(saleCampaignSchema.extend({ voucherCode: z.string() })),
});

const requiredText = (max: number) => z.string({ error: WIZARD_MSG.customerRequired }).trim().min(1, WIZARD_MSG.customerRequired).max(max);

/** Spec 2 §2.15, §3 Customer: type, name, surname, mobile number, broadband service number, fixed line. */
const customerFields = {
  customerType: z.enum(CUSTOMER_TYPES, { error: WIZARD_MSG.customerRequired }),
  customerName: requiredText(100),
  customerSurname: requiredText(100),
  customerPhoneNo: customerPhoneSchema,
  customerServiceNo: customerServiceNoSchema,
  customerPstnNo: customerPstnSchema,
};

/**
 * A basket line: the unit the dealer picked by its serial, and the price it sells at. serialNo
 * and modelId travel with the id so the server can tell a stale or foreign id (NOT_OWN) from a
 * unit that moved (SOLD, TRANSFERRED).
 */
export const saleLineBodySchema = z.object({
  unitId: idSchema,
  serialNo: z.string().trim().min(1).max(100),
  modelId: idSchema,
  price: salePriceSchema,
});
export type SaleLineBody = z.infer<typeof saleLineBodySchema>;

export const saleCompleteBodySchema = z
  .object({
    productSaleType: z.enum(SALE_TYPES, { error: WIZARD_MSG.saleTypeRequired }),
    ...customerFields,
    accessoryCampaignId: idSchema.nullish().transform((v) => v ?? null),
    serialValue: campaignCodeSchema,
    passValue: campaignCodeSchema,
    lines: z
      .array(saleLineBodySchema, { error: WIZARD_MSG.emptyBasket })
      .min(1, WIZARD_MSG.emptyBasket)
      .max(SALE_MAX_LINES, WIZARD_MSG.tooManyLines)
      .refine((lines) => new Set(lines.map((l) => l.unitId)).size === lines.length, WIZARD_MSG.duplicateUnit),
  })
  .superRefine((b, ctx) => {
    report(ctx, customerIssues(b));
    report(ctx, campaignIssues(b, { field: 'accessoryCampaignId', given: b.accessoryCampaignId !== null, missingText: WIZARD_MSG.campaignRequired }));
  });
export type SaleCompleteBody = z.output<typeof saleCompleteBodySchema>;
/** The body as the wizard sends it (masked numbers, codes as typed). */
export type SaleCompleteInput = z.input<typeof saleCompleteBodySchema>;

/** One refusal of a completion (the 409's `details` is a list of them). */
export const saleConflictSchema = z.object({
  reason: z.enum(SALE_CONFLICT_REASONS),
  /** The basket line's unit; null for the campaign code and the campaign. */
  unitId: z.number().nullable(),
  serialNo: z.string().nullable(),
  modelName: z.string().nullable(),
  /** The price sent, and the band in force now (price reasons; null otherwise). */
  price: money.nullable(),
  minPrice: money.nullable(),
  maxPrice: money.nullable(),
});
export type SaleConflict = z.infer<typeof saleConflictSchema>;
export const saleConflictDetailsSchema = z.array(saleConflictSchema);

/**
 * POST /sale/complete with header Idempotency-Key (the outbox's id): the basket becomes a
 * COMPLETED sale of the login reseller, sold by the caller, its units moved to the customer and
 * its campaign code marked used, all in one transaction — or 409 with every conflict and nothing
 * written. The same key and body answer the first answer again; the same key with another body 422.
 */
export const completeSale = defineEndpoint({
  service: 'api',
  method: 'POST',
  path: '/sale/complete',
  summary: 'Satışı tamamla',
  description: 'Sepet giriş yapılan bayinin TAMAMLANDI durumunda satışı olur, cihazlar müşteriye geçer, kampanya kodu kullanılır — hepsi tek işlemde; çakışma varsa 409 ve hiçbir şey yazılmaz.',
  access: WIZARD,
  idempotent: true,
  body: saleCompleteBodySchema,
  response: saleDetailSchema,
});

// ---- the WEB_SERVICE feed of sales made elsewhere ----

/**
 * Texts of the feed besides the body's: a row failing a check of the completion gets that
 * reason's SALE_CONFLICT_TEXTS text (unit not the reseller's, sold, transferred, price outside the
 * band, campaign code foreign, used or inactive, campaign inactive). Ours, worded as LEDGER_FEED_MSG.
 */
export const SALE_FEED_MSG = {
  instant: 'Satış zamanı YYYY-AA-GGTSS:DD[:ss] biçiminde (İstanbul saati) ya da saat dilimiyle geçerli bir zaman olmalıdır.',
  inFuture: 'Satış zamanı gelecekte olamaz.',
  saleType: `Satış tipi ${SALE_TYPES.join(', ')} olmalıdır.`,
  customerType: `Müşteri tipi ${CUSTOMER_TYPES.join(', ')} olmalıdır.`,
  campaignRequired: 'Kampanyalı (TEMLIK) satış için kampanyanın SN kodu (voucherCode) gönderilmelidir.',
  unknownCampaign: 'Bu SN koduyla kayıtlı kampanya yok.',
  unknownReseller: LEDGER_FEED_MSG.unknownReseller,
  notOwnReseller: 'Bu bayi için satış gönderme yetkiniz yok.',
  unknownUnit: LEDGER_FEED_MSG.unknownUnit,
  duplicateUnit: LEDGER_FEED_MSG.duplicateSerial,
  headerMismatch: 'Aynı satışın satırlarında başlık bilgileri (bayi, zaman, satış tipi, kampanya, kod, müşteri, satıcı) aynı olmalıdır.',
  saleReused: LEDGER_FEED_MSG.documentReused,
} as const;

/** A sale's time as its system sends it: a local Istanbul date-time or an instant with its zone; the ISO instant out. */
const saleInstantSchema = z
  .string({ error: SALE_FEED_MSG.instant })
  .trim()
  .max(40, SALE_FEED_MSG.instant)
  .regex(/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/, SALE_FEED_MSG.instant)
  .transform((v, ctx) => {
    const iso = pickedInstant(v);
    if (iso === null) {
      ctx.addIssue({ code: 'custom', message: SALE_FEED_MSG.instant });
      return z.NEVER;
    }
    return iso;
  });

/**
 * One row per sold unit (as ledger-feeds.ts): the rows of a sale carry its header and a sale comes
 * whole in one batch. A sale is its system's number per reseller (saleNo): sent again with the same
 * content it is a replay and writes nothing; with other content its rows are refused. The campaign
 * is named by its SN code (voucherCode, unique). The body checks are the wizard's (customer, the
 * TEMLIK/VANILLA rule, the campaign code's form, the price's); the ledger, price-band and code
 * checks are the completion's. A service user tied to a distributor sends only its resellers' sales.
 */
export const saleIngestRowSchema = z
  .object({
    saleNo: code(50).meta({ description: 'Satışın kaynak sistemdeki numarası (bayide tekil)' }),
    resellerCode: code(50).meta({ description: 'Satışı yapan bayinin kodu' }),
    completedDateTime: saleInstantSchema.meta({ description: 'Satış zamanı (YYYY-AA-GGTSS:DD[:ss], İstanbul saati; ya da saat dilimiyle)' }),
    productSaleType: z.enum(SALE_TYPES, { error: SALE_FEED_MSG.saleType }).meta({ description: 'TEMLIK (Kampanyalı) veya VANILLA (Peşin-Kredi Kartlı)' }),
    voucherCode: optionalText(7).meta({ description: 'Kampanyanın SN kodu (TEMLIK)' }),
    serialValue: campaignCodeSchema.meta({ description: 'Kampanya seri numarası (TEMLIK; şifre ile birlikte gönderilmez)' }),
    passValue: campaignCodeSchema.meta({ description: 'Kampanya şifresi (TEMLIK; seri numarası ile birlikte gönderilmez)' }),
    customerType: z.enum(CUSTOMER_TYPES, { error: SALE_FEED_MSG.customerType }).meta({ description: 'MOBILE, BROADBAND veya FIXED_LINE' }),
    customerName: code(100).meta({ description: 'Müşteri adı' }),
    customerSurname: code(100).meta({ description: 'Müşteri soyadı' }),
    customerPhoneNo: customerPhoneSchema.meta({ description: 'Cep telefonu (MOBILE için zorunlu)' }),
    customerServiceNo: customerServiceNoSchema.meta({ description: 'İnternet hizmet numarası (BROADBAND için zorunlu)' }),
    customerPstnNo: customerPstnSchema.meta({ description: 'Sabit hat numarası (FIXED_LINE için zorunlu)' }),
    sellerName: optionalText(100).meta({ description: 'Satıcının adı' }),
    sellerSurname: optionalText(100).meta({ description: 'Satıcının soyadı' }),
    barcode: code(50).meta({ description: 'Ürünün barkodu' }),
    serialNo: code(100).meta({ description: 'Ürünün seri numarası' }),
    price: salePriceSchema.meta({ description: 'Satış fiyatı (KDV dahil, TL)' }),
  })
  .superRefine((r, ctx) => {
    report(ctx, customerIssues(r));
    report(ctx, campaignIssues(r, { field: 'voucherCode', given: !!r.voucherCode, missingText: SALE_FEED_MSG.campaignRequired }));
  });
export type SaleIngestRow = z.infer<typeof saleIngestRowSchema>;

export const saleIngest = defineEndpoint({
  service: 'api',
  method: 'POST',
  path: '/ingest/sales',
  summary: 'Portal dışı satış gönderimi (toplu)',
  description: 'Operatörün ve distribütörlerin sistemleri portal dışında yapılan satışları gönderir.',
  access: noScreen([SERVICE_ROLE], "the operator's and the distributors' systems send the sales made outside the portal (issue 31); no screen calls it"),
  body: batchBody(saleIngestRowSchema),
  response: ingestAnswerSchema,
  bodyLimit: LEDGER_INGEST_BODY_LIMIT,
  idempotent: true,
});
