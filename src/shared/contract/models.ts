import { z } from 'zod';
import { only, screens } from '../access.js';
import {
  APPROVE_TYPES,
  IMAGE_MAX_BYTES,
  IMAGE_MAX_FILES,
  LABEL_STATUSES,
  PICTURE_CRUD_TYPES,
  PRODUCT_EXCEL_COLUMNS,
  PRODUCT_EXCEL_MAX_BYTES,
  PRODUCT_EXCEL_MAX_ROWS,
  SUPPLY_STATUSES,
  TAX_RATIOS,
} from '../catalogue.js';
import { defineEndpoint } from './endpoint.js';
import { keyValueSchema } from './catalogue.js';
import { coercedIdSchema, idSchema } from '../schemas.js';

/** Products ("models") and their approval workflow (spec 1 §7 Models, spec 2 §7). */


const named = z.object({ id: z.number(), name: z.string() });

export const pictureSchema = z.object({
  id: z.number(),
  baseUrl: z.string(),
  pictureType: z.literal('WEB'),
  pictureCrudType: z.enum(PICTURE_CRUD_TYPES),
});
export type Picture = z.infer<typeof pictureSchema>;

/** The editable fields of a product, shared by the current model and a change request. */
const productFieldsSchema = z.object({
  name: z.string(),
  barcode: z.string(),
  description: z.string().nullable(),
  brand: named,
  subCategory: named.extend({ category: named }),
  supplyStatus: z.enum(SUPPLY_STATUSES),
  origin: z.string().nullable(),
  eol: z.boolean().nullable(),
});

/** A row of the product lists (spec 2 §3 Product; spec 3 §3 Admin model). */
export const productRowSchema = productFieldsSchema.extend({
  id: z.number(),
  supplyId: z.number(),
  supplyName: z.string(),
  approveType: z.enum(APPROVE_TYPES),
  lastApproveType: z.enum(APPROVE_TYPES),
  approveDescription: z.string().nullable(),
  labels: z.array(z.object({ labelStatus: z.enum(LABEL_STATUSES) })),
  /** First approved picture for thumbnails, null when none. */
  picture: z.string().nullable(),
});
export type ProductRow = z.infer<typeof productRowSchema>;

const priceFieldsSchema = z.object({
  startDate: z.string().nullable(),
  taxRatio: z.number().nullable(),
  distyPrice: z.number().nullable(),
  recommendedEdmPrice: z.number().nullable(),
  recommendedResellerPrice: z.number().nullable(),
  recommendedSellPrice: z.number().nullable(),
  resellerPrice: z.number().nullable(),
});
export type PriceFields = z.infer<typeof priceFieldsSchema>;

/** A request without a first price (a change of an approved product carries none). */
export const NO_PRICE = Object.fromEntries(Object.keys(priceFieldsSchema.shape).map((key) => [key, null])) as { [K in keyof PriceFields]: null };

/** The pending (or last decided) change beside the current model. */
export const updateModelSchema = productFieldsSchema.merge(priceFieldsSchema).extend({
  id: z.number(),
  currentModelId: z.number(),
  kind: z.enum(['CREATE', 'UPDATE']),
  status: z.enum(APPROVE_TYPES),
  approveDescription: z.string().nullable(),
  requestDate: z.string(),
  requestedBy: z.string().nullable(),
});
export type UpdateModel = z.infer<typeof updateModelSchema>;

export const auditEntrySchema = z.object({
  action: z.string(),
  userName: z.string().nullable(),
  description: z.string().nullable(),
  at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const productDetailSchema = productRowSchema.extend({
  pictures: z.array(pictureSchema),
  /** The pending change (WAITING) or, when the last one was rejected, that one; else null. */
  currentUpdateModel: updateModelSchema.nullable(),
  audit: z.array(auditEntrySchema),
  /** The latest supplier price, when any. */
  price: priceFieldsSchema.nullable(),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

/** Waiting product (spec 2 §3): the request with the current model for the detail dialog. */
export const waitingProductSchema = productFieldsSchema.merge(priceFieldsSchema).extend({
  id: z.number(),
  currentModelId: z.number(),
  kind: z.enum(['CREATE', 'UPDATE']),
  supplyName: z.string(),
  requestDate: z.string(),
  requestedBy: z.string().nullable(),
  pictures: z.array(pictureSchema),
});
export type WaitingProduct = z.infer<typeof waitingProductSchema>;

// ---- inputs ----
const requiredText = (max: number) => z.string().trim().min(1, 'Bu alan zorunludur.').max(max);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));
const price = z.number().min(0).max(100_000_000);

/** Product fields a supplier or distributor sends (create and change). */
export const productInputSchema = z.object({
  name: requiredText(200),
  barcode: requiredText(50).regex(/^[0-9A-Za-z-]+$/, 'Barkod sadece harf, rakam ve tire içerebilir.'),
  description: optionalText(2000),
  brandId: idSchema,
  subCategoryId: idSchema,
  supplyStatus: z.enum(SUPPLY_STATUSES),
  origin: optionalText(100),
  eol: z.boolean().nullable().default(null),
});
export type ProductInput = z.infer<typeof productInputSchema>;

/** The first price of a new product (spec 2 §3 "Product create payload"). */
export const productPriceInputSchema = z.object({
  startDate: z.iso.datetime({ offset: true }),
  taxRatio: z.union(TAX_RATIOS.map((t) => z.literal(t)) as [z.ZodLiteral<1>, z.ZodLiteral<8>, z.ZodLiteral<18>, z.ZodLiteral<20>]),
  distyPrice: price,
  recommendedResellerPrice: price,
  recommendedSellPrice: price,
  /** Required as in the form (spec 2 §5: 'the recommended prices'); a spreadsheet cell may stay empty (spec 1 §5). */
  recommendedEdmPrice: price,
  /** Distributor users only ('Bayi Alış Fiyatı'). */
  resellerPrice: price.nullish().transform((v) => v ?? null),
});
export type ProductPriceInput = z.infer<typeof productPriceInputSchema>;

/** model/upsert: without id a new product (with its first price), with id a change request. */
export const productUpsertSchema = productInputSchema.extend({
  id: idSchema.optional(),
  /** Distributor users pick one of the supplies they distribute; suppliers use their own. */
  supplyId: idSchema.optional(),
  price: productPriceInputSchema.optional(),
});
export type ProductUpsert = z.infer<typeof productUpsertSchema>;

// ---- endpoints (the product lists are declared in product-lists.ts) ----

export const productById = defineEndpoint({
  service: 'api',
  method: 'GET',
  path: '/model/byid/:id',
  summary: 'Ürün detayı',
  description: 'Bilinmeyen veya kapsam dışı ürün 404.',
  access: screens('/ProductDetail/:productId', '/ProductDetailAdmin/:productId', '/ProductManagement', '/ProductManagement-Admin'),
  params: z.object({ id: coercedIdSchema }),
  response: productDetailSchema,
});

export const productUpsert = defineEndpoint({
  service: 'api',
  method: 'POST',
  path: '/model/upsert',
  summary: 'Ürün ekle veya değişiklik iste',
  description: 'Değişiklik TTG Admin onayına gider.',
  access: screens('/ProductManagement', '/ProductDetail/:productId'),
  body: productUpsertSchema,
  /** pending: a request went to approval; false when nothing had changed. */
  response: z.object({ id: z.number(), pending: z.boolean() }),
});

/** Adds pictures to a product as WANTINSERT requests (multipart: file…, modelId). */
export const productPhotoUpsert = defineEndpoint({
  service: 'api',
  method: 'POST',
  path: '/model/photo/upsert',
  summary: 'Ürüne görsel ekle (onaya gider)',
  access: screens('/ProductManagement', '/ProductDetail/:productId'),
  body: z.object({ modelId: coercedIdSchema }),
  upload: { field: 'file', kind: 'image', maxFiles: IMAGE_MAX_FILES, maxBytes: IMAGE_MAX_BYTES, required: true },
  response: z.object({ pictures: z.array(pictureSchema) }),
});

/** Requests deletion of one picture (WANTDELETE); a not yet approved WANTINSERT is withdrawn. */
export const productPhotoDelete = defineEndpoint({
  service: 'api',
  method: 'POST',
  path: '/model/photo/delete/:id',
  summary: 'Ürün görselinin silinmesini iste',
  description: 'Henüz onaylanmamış bir ekleme isteği geri çekilir.',
  access: screens('/ProductDetail/:productId'),
  params: z.object({ id: coercedIdSchema }),
  response: z.object({ id: z.number(), pictureCrudType: z.enum(PICTURE_CRUD_TYPES).nullable() }),
});

export const approveTypes = defineEndpoint({ service: 'api', method: 'GET', path: '/enum/approvetype', summary: 'Onay durumları (anahtar, etiket)', access: screens('/ProductManagement', '/ProductManagement-Admin'), response: z.array(keyValueSchema) });


export const waitingCount = defineEndpoint({ service: 'api', method: 'GET', path: '/model/waiting/count', summary: 'Onay bekleyen ürün sayısı (zil)', access: screens('/WaitingMyAction') /* its bell links there */, response: z.number() });

/** Product change record (spec 2 §3): the request id and its product. */
export const decisionSchema = z.object({
  id: idSchema,
  currentModelId: idSchema,
  approveDescription: z
    .string()
    .trim()
    .max(1000)
    .nullish()
    .transform((v) => (v ? v : null)),
});
const approveFlag = z.object({ type: z.enum(['true', 'false']).transform((v) => v === 'true') });

/** A decision (`:type` true approves, false rejects) on the requests of `body`; answers how many it decided. */
const decision = <B extends z.ZodType>(path: string, body: B, summary: string) =>
  defineEndpoint({ service: 'api', method: 'POST', path, summary, access: screens('/WaitingMyAction'), params: approveFlag, body, response: z.object({ count: z.number() }) });
/** model/approve/{true|false}: approve or reject one request. */
export const decideOne = decision('/model/approve/:type', decisionSchema, 'Ürün değişiklik isteğini onayla (true) veya reddet (false)');
/** model/approvelist/{true|false}: approve or reject many, all or nothing. */
export const decideMany = decision('/model/approvelist/:type', z.array(decisionSchema).min(1, 'Seçili ürün yok.').max(500), 'Birden çok ürün isteğini onayla veya reddet (hepsi ya da hiçbiri)');

// ---- product tree ----
export const treeNodeSchema = z.object({ id: z.number(), name: z.string(), count: z.number() });
export const productTreeSchema = z.array(
  treeNodeSchema.extend({
    subCategories: z.array(treeNodeSchema.extend({ brands: z.array(treeNodeSchema) })),
  }),
);
export type ProductTree = z.infer<typeof productTreeSchema>;
export const productTreeAdmin = defineEndpoint({ service: 'api', method: 'POST', path: '/model/tree/admin', summary: 'Ürün ağacı (TTG Admin: tüm ürünler)', access: only(screens('/Model'), ['TTG_ADMIN']), response: productTreeSchema });
export const productTreeSupply = defineEndpoint({ service: 'api', method: 'POST', path: '/model/tree/supply', summary: 'Ürün ağacı (tedarikçinin ürünleri)', access: only(screens('/Model'), ['SUPPLY_USER', 'SUPPLY_ADMIN']), response: productTreeSchema });
export const productTreeDisty = defineEndpoint({ service: 'api', method: 'POST', path: '/model/tree/disty', summary: 'Ürün ağacı (distribütörün ürünleri)', access: only(screens('/Model'), ['DISTY_USER', 'DISTY_ADMIN']), response: productTreeSchema });

// ---- home page label (spec 3 §2.7) ----
/**
 * model/{add|remove}/dashboard/{id}: the product's labels after the change. The spec shows GET;
 * state changes never ride GET here (prefetch/caches), so these are POST on the same paths.
 */
const dashboardLabel = (action: 'add' | 'remove') =>
  defineEndpoint({
    service: 'api',
    method: 'POST',
    path: `/model/${action}/dashboard/:id`,
    summary: action === 'add' ? 'Ürünü ana sayfada göster' : 'Ürünü ana sayfadan kaldır',
    access: screens('/addToDashboard'),
    params: z.object({ id: coercedIdSchema }),
    response: z.object({ id: z.number(), labels: productRowSchema.shape.labels }),
  });
export const addToDashboard = dashboardLabel('add');
export const removeFromDashboard = dashboardLabel('remove');

// ---- spreadsheet import (/ProductExcel) ----
/** One sheet row as read: every cell as text (or null when empty), keyed by field. */
export const productExcelRowSchema = z.object(
  Object.fromEntries(PRODUCT_EXCEL_COLUMNS.map(([, field]) => [field, z.string().max(2000).nullable()])) as Record<
    (typeof PRODUCT_EXCEL_COLUMNS)[number][1],
    z.ZodNullable<z.ZodString>
  >,
);
export type ProductExcelRow = z.infer<typeof productExcelRowSchema>;
export const productExcelCheckSchema = z.object({
  /** The first SHEET_REPORT_ROWS rows that passed every check. */
  checkData: z.array(productExcelRowSchema.extend({ rowNumber: z.number() })),
  /** The first SHEET_REPORT_ROWS rows with a wrong cell; errorMaps marks each wrong field true. */
  errorData: z.array(
    productExcelRowSchema.extend({ rowNumber: z.number(), errorMaps: z.record(z.string(), z.boolean()), messages: z.array(z.string()) }),
  ),
  /** All erroneous rows (the spec's `number`); the whole set downloads from productExcelErrors. */
  number: z.number(),
  /** All accepted rows; saving sends it back, so the save refuses a file whose rows changed meanwhile. */
  acceptedCount: z.number(),
});
export type ProductExcelCheck = z.infer<typeof productExcelCheckSchema>;

const productExcelUpload = { field: 'file', kind: 'spreadsheet', maxFiles: 1, maxBytes: PRODUCT_EXCEL_MAX_BYTES, required: true } as const;
const supplyIdPart = coercedIdSchema.optional();

export const productExcelRead = defineEndpoint({
  service: 'api',
  method: 'POST',
  path: '/model/readExcel',
  summary: 'Ürün Excel dosyasını oku ve denetle',
  description: 'Kaydetmez: kabul edilen ve hatalı satır sayılarını ve ilk satırları döner.',
  access: screens('/ProductExcel'),
  body: z.object({ supplyId: supplyIdPart }),
  upload: productExcelUpload,
  response: productExcelCheckSchema,
});

/** Every erroneous row of the file, with its row number and messages, as an xlsx download. */
export const productExcelErrors = defineEndpoint({
  service: 'api',
  method: 'POST',
  path: '/model/readExcel/errors',
  summary: 'Ürün Excel dosyasının hatalı satırları (xlsx)',
  description: 'Satır numarası ve mesajlarıyla her hatalı satır.',
  access: screens('/ProductExcel'),
  body: z.object({ supplyId: supplyIdPart }),
  upload: productExcelUpload,
  response: z.unknown(),
  produces: 'xlsx',
});

/**
 * Saves the file's accepted rows as products awaiting approval. The file is sent again
 * (not its rows): the server reads and checks it anew, so no row the browser could alter
 * is trusted, and a 100,000-row sheet never travels as JSON. `acceptedCount` is what the
 * user saw; if the file's accepted rows differ now, nothing is saved.
 */
export const productExcelSave = defineEndpoint({
  service: 'api',
  method: 'POST',
  path: '/model/saveExcel',
  summary: 'Ürün Excel dosyasını kaydet',
  description: 'Dosya yeniden gönderilir ve yeniden denetlenir; kabul edilen satır sayısı kullanıcının gördüğünden farklıysa hiçbir şey kaydedilmez.',
  access: screens('/ProductExcel'),
  body: z.object({ supplyId: supplyIdPart, acceptedCount: z.coerce.number().int().min(0).max(PRODUCT_EXCEL_MAX_ROWS) }),
  upload: productExcelUpload,
  response: z.object({ count: z.number() }),
});
