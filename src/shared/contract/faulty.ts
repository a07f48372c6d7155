import { z } from 'zod';
import { only, screens } from '../access.js';
import { FILTER_DEBOUNCE_MS } from '../paging.js';
import { coercedIdSchema, idSchema } from '../schemas.js';
import { defineEndpoint } from './endpoint.js';
import { shippingInfoSchema } from './shipping-info.js';

/**
 * Faulty products (issue 32): a dealer reports a unit a customer brought back — found by its serial
 * (typed or scanned) or, without one, chosen by brand → category → sub-category → product — with a
 * description and photos; the product's supplier approves a replacement (new serial, cargo company,
 * tracking number) or rejects it with a reason; the admin searches them all. Spec 3 §2.8, §2.9, §3
 * "Faulty product ticket", §4, §5, §6, §7 "Faulty tickets", §8, §9; spec 2 §8; spec 1 §2.7.
 *
 * Our rules where the spec is silent (written down here, the server enforces them):
 * - A serial is the dealer's to report when the ledger says this dealer sold it (holder CUSTOMER,
 *   holder_id the dealer): its sale date is that sale's day. A unit still in stock, sold by another
 *   dealer or unknown answers FAULTY_MSG.productNotFound alike (a dealer never learns who holds a
 *   serial). A unit with a waiting ticket cannot be reported again until that one is decided.
 * - Photos: 1 to FAULTY_MAX_PHOTOS images (JPEG, PNG, GIF, WebP by content), each at most
 *   FAULTY_PHOTO_MAX_BYTES; kept in a private store and served only to those who may see the ticket.
 * - Approval records the replacement in the ledger in the decision's transaction: the faulty unit
 *   (when known) goes back to its supplier (FAULTY_RETURN), and the new serial becomes a unit of the
 *   same product with the customer, sold by the dealer (FAULTY_REPLACEMENT). A new serial the ledger
 *   already knows for that product is refused with what it is (FAULTY_MSG.newSerial*). A ticket is
 *   decided once (a conditional update on WAITING): a second decision answers FAULTY_MSG.decided.
 * - Who sees what: a dealer its own tickets; a supplier user its supply's; TTG_ADMIN all.
 *
 * Paths (the spec names none): /faultyProductManagement/… below, the bell's count being there already.
 */

// ---- constants ----

export const FAULTY_STATUSES = ['WAITING', 'APPROVED', 'REJECTED'] as const;
export type FaultyStatus = (typeof FAULTY_STATUSES)[number];
/** Spec 3 §4. */
export const FAULTY_STATUS_LABELS: Record<FaultyStatus, string> = { WAITING: 'Bekliyor', APPROVED: 'Onaylandı', REJECTED: 'Reddedildi' };

/** Spec 3 §5, §9: each photo at most 1,000,000 bytes. */
export const FAULTY_PHOTO_MAX_BYTES = 1_000_000;
/** Ours: at most five photos a report (the bench's five 1 MB photos). */
export const FAULTY_MAX_PHOTOS = 5;
/** Spec 3 §9: the report's time-out. */
export const FAULTY_CREATE_TIMEOUT_MS = 60_000;
/** Spec 3 §4, §9: the report page reloads 3 s after the ticket is created. */
export const FAULTY_RELOAD_MS = 3_000;
/** Spec 3 §9: the admin search (and, as every ticket list here, the others) search 2 s after the last filter change. */
export const FAULTY_FILTER_DEBOUNCE_MS = FILTER_DEBOUNCE_MS;
/** Spec 3 §9: 10 a page. */
export const FAULTY_PAGE_SIZES = [10, 20, 30];
/** Spec 3 §8: the lookups' and the report's failures show the server's words for 4 s. */
export const FAULTY_ERROR_TOAST_MS = 4_000;
export const FAULTY_DESCRIPTION_MAX = 1_000;
export const FAULTY_REJECT_MAX = 500;
export const FAULTY_FILE = 'Arızalı Ürün Bildirimleri.xlsx';

export const FAULTY_MSG = {
  // Spec 3 §5
  serialRequired: 'Seri no dolu olmalıdır.',
  saleDateRequired: 'Satış tarihi zorunlu.',
  descriptionRequired: 'Arıza açıklaması zorunlu.',
  photoRequired: 'En az 1 fotoğraf zorunlu.',
  approveFields: 'Değişimi onaylamak için bütün alanların doldurulması zorunludur.',
  rejectReason: 'Değişimin reddedilmesinin nedenini yazmak zorunludur.',
  // Spec 3 §8 successes and errors
  serialRead: 'Seri No Okundu',
  reported: 'Arızalı ürün tedarikçiye bildirildi.',
  approved: 'Değişim onaylandı.',
  rejected: 'Değişim reddedildi.',
  rejectFailed: 'Değişim reddedilemedi.',
  // Spec 3 §8 empty states, spec 2 §8
  productNotFound: 'Ürün bulunamadı',
  supplierNotFound: 'Ürünün tedarikçisi bulunamadı.',
  emptyMine: 'Arızalı ürün bildirimi bulunamadı',
  emptyReported: 'Bildirilen arızalı ürün bulunamadı.',
  noPhoto: 'Resim Bulunmamaktadır.',
  // Ours, in the spec's style
  photoTooBig: 'Fotoğraf en fazla 1.000.000 bayt olabilir.',
  photoNotImage: 'Yalnızca resim dosyası (JPEG, PNG, GIF, WebP) eklenebilir.',
  tooManyPhotos: `En fazla ${FAULTY_MAX_PHOTOS} fotoğraf eklenebilir.`,
  saleDateInvalid: 'Satış tarihi geçerli bir tarih olmalıdır (gg.aa.yyyy).',
  saleDateFuture: 'Satış tarihi bugünden sonra olamaz.',
  productRequired: 'Ürün seçilmelidir.',
  alreadyWaiting: 'Bu ürün için bekleyen bir arıza bildirimi var.',
  decided: 'Bu bildirim daha önce sonuçlandırılmış.',
  newSerialInStock: 'Yeni ürünün seri numarası bir bayinin ya da distribütörün stoğunda; değişim için kullanılamaz.',
  newSerialSold: 'Yeni ürünün seri numarası satılmış bir ürüne ait; değişim için kullanılamaz.',
  newSerialUsed: 'Yeni ürünün seri numarası daha önce kullanılmış; değişim için kullanılamaz.',
  newSerialSame: 'Yeni ürünün seri numarası arızalı ürününkiyle aynı olamaz.',
  // Screen texts
  searchButton: 'Ürünü Ara',
  noSerial: 'Seri numarası yok',
  chooseProduct: 'Ürünü Seç',
  report: 'Tedarikçiye Bildir',
  approve: 'Değişim Onay',
  reject: 'Değişim Ret',
  detail: 'Detay',
} as const;

/** The ticket's dates as the screens send them: 'dd.mm.yyyy' (spec 3 §7: saleDate in tr-TR) → 'YYYY-MM-DD'. */
export function parseTrDate(text: string): string | null {
  const m = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(text.trim());
  if (!m) return null;
  const iso = `${m[3]}-${m[2]}-${m[1]}`;
  const d = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === iso && Number(m[3]) >= 2000 ? iso : null;
}

const text = (max: number) => z.string().trim().max(max);
const required = (max: number, message: string) => z.string({ error: message }).trim().min(1, message).max(max);

// ---- the report /faultyProductNotification ----

const REPORT = screens('/faultyProductNotification');

/** A product as the report shows it (spec 3 §2.8: supplier, brand, model, barcode). */
export const faultyProductSchema = z.object({
  modelId: z.number(),
  modelName: z.string(),
  barcode: z.string(),
  brandName: z.string(),
  subCategoryName: z.string(),
  supply: z.object({ id: z.number(), name: z.string(), code: z.string() }),
});
export type FaultyProduct = z.infer<typeof faultyProductSchema>;

/** A serial the dealer sold: its unit, product and sale day. */
export const faultyUnitSchema = faultyProductSchema.extend({
  productSerialNoId: z.number(),
  serialNo: z.string(),
  /** The sale's day, 'YYYY-MM-DD' (Istanbul). */
  saleDate: z.string(),
});
export type FaultyUnit = z.infer<typeof faultyUnitSchema>;

/** GET by serial no (spec 3 §7): the unit this dealer sold with that serial; otherwise 404 FAULTY_MSG.productNotFound. */
export const faultyUnitBySerial = defineEndpoint({
  service: 'api',
  method: 'GET',
  path: '/faultyProductManagement/productSerialNo',
  summary: 'Seri numarasıyla bayinin sattığı ürün',
  description: 'Bulunamazsa 404.',
  access: REPORT,
  query: z.object({ serialNo: required(100, FAULTY_MSG.serialRequired) }),
  response: faultyUnitSchema,
});

/** The cascade without a serial (spec 3 §2.8): active brands, categories with their sub-categories. */
export const faultyCatalogueSchema = z.object({
  brands: z.array(z.object({ id: z.number(), name: z.string() })),
  categories: z.array(z.object({ id: z.number(), name: z.string(), subCategories: z.array(z.object({ id: z.number(), name: z.string() })) })),
});
export type FaultyCatalogue = z.infer<typeof faultyCatalogueSchema>;

export const faultyCatalogue = defineEndpoint({
  service: 'api',
  method: 'GET',
  path: '/faultyProductManagement/catalogue',
  summary: 'Arıza bildirimi için marka ve alt kategori seçenekleri',
  access: REPORT,
  response: faultyCatalogueSchema,
});

/** GET model list by brand and sub-category (spec 3 §7): approved products of an active brand. */
export const faultyModels = defineEndpoint({
  service: 'api',
  method: 'GET',
  path: '/faultyProductManagement/models',
  summary: 'Marka ve alt kategoriye göre ürünler',
  description: 'Aktif markanın onaylı ürünleri.',
  access: REPORT,
  query: z.object({ brandId: coercedIdSchema, subCategoryId: coercedIdSchema }),
  response: z.array(faultyProductSchema),
});

/** Spec 3 §2.8 the supplier contact table: name, code, cargo name, cargo code, address, phone (the shipping information of /ProductFault-Update). */
export const faultySupplierSchema = shippingInfoSchema;
export type FaultySupplier = z.infer<typeof faultySupplierSchema>;

/** GET supplier of a product (spec 3 §7 'supplier by barcode'): 404 FAULTY_MSG.supplierNotFound when none. */
export const faultySupplier = defineEndpoint({
  service: 'api',
  method: 'GET',
  path: '/faultyProductManagement/supplier/:modelId',
  summary: 'Ürünün tedarikçisi',
  description: 'Tedarikçi yoksa 404.',
  access: REPORT,
  params: z.object({ modelId: coercedIdSchema }),
  response: faultySupplierSchema,
});

/**
 * POST create (spec 3 §7, multipart): productSerialNoId (the unit found by serial) or, without one,
 * modelId and saleDate ('dd.mm.yyyy'); description; the photos as `files`. The dealer is the
 * caller's reseller (the spec's resellerId and supplyId are the server's to know). An outbox write:
 * the Idempotency-Key makes a replay answer the first ticket.
 */
export const faultyReportBodySchema = z
  .object({
    productSerialNoId: coercedIdSchema.optional(),
    modelId: coercedIdSchema.optional(),
    saleDate: text(10).optional(),
    description: required(FAULTY_DESCRIPTION_MAX, FAULTY_MSG.descriptionRequired),
  })
  .superRefine((b, ctx) => {
    if (b.productSerialNoId !== undefined) return;
    if (b.modelId === undefined) ctx.addIssue({ code: 'custom', path: ['modelId'], message: FAULTY_MSG.productRequired });
    if (!b.saleDate) ctx.addIssue({ code: 'custom', path: ['saleDate'], message: FAULTY_MSG.saleDateRequired });
    else if (!parseTrDate(b.saleDate)) ctx.addIssue({ code: 'custom', path: ['saleDate'], message: FAULTY_MSG.saleDateInvalid });
  });
export type FaultyReportBody = z.infer<typeof faultyReportBodySchema>;

export const faultyReport = defineEndpoint({
  service: 'api',
  method: 'POST',
  path: '/faultyProductManagement/create',
  summary: 'Arızalı ürün bildir (fotoğraflarla)',
  access: REPORT,
  body: faultyReportBodySchema,
  // Not `required`: no photo answers the spec's own text (the service checks it).
  upload: {
    field: 'files',
    kind: 'image',
    maxFiles: FAULTY_MAX_PHOTOS,
    maxBytes: FAULTY_PHOTO_MAX_BYTES,
    required: false,
    tooManyText: FAULTY_MSG.tooManyPhotos,
    tooBigText: FAULTY_MSG.photoTooBig,
    wrongKindText: FAULTY_MSG.photoNotImage,
  },
  idempotent: 'optional',
  response: z.object({ id: z.number() }),
});

// ---- the ticket ----

/** A photo of a ticket: read with GET /faultyProductManagement/photo/:id by those who may see the ticket. */
export const faultyPhotoSchema = z.object({ id: z.number(), contentType: z.string(), size: z.number() });

/** Spec 3 §3 faulty product ticket, flattened for the lists and the detail. */
export const faultyTicketSchema = z.object({
  id: z.number(),
  createDateTime: z.string(),
  faultyProductInfoStatus: z.enum(FAULTY_STATUSES),
  faultyProductInfoStatusDisplay: z.string(),
  productSerialNo: z.object({ id: z.number(), serialNo: z.string(), saleCompletedDateTime: z.string().nullable() }).nullable(),
  model: z.object({ id: z.number(), name: z.string(), barcode: z.string(), brandName: z.string(), subCategoryName: z.string(), categoryName: z.string() }),
  reseller: z.object({
    id: z.number(),
    code: z.string(),
    name: z.string(),
    email: z.string().nullable(),
    phoneNumber: z.string().nullable(),
    mainArea: z.string().nullable(),
    area: z.string().nullable(),
    provinceName: z.string().nullable(),
    districtName: z.string().nullable(),
    addressText: z.string().nullable(),
  }),
  supply: z.object({ id: z.number(), name: z.string(), code: z.string() }),
  description: z.string(),
  /** 'YYYY-MM-DD'. */
  saleDate: z.string(),
  photos: z.array(faultyPhotoSchema),
  // Spec 3 §2.9: shown only once the ticket is no longer WAITING.
  completedDateTime: z.string().nullable(),
  rejectDescription: z.string().nullable(),
  newSerialNo: z.string().nullable(),
  cargoName: z.string().nullable(),
  cargoCode: z.string().nullable(),
});
export type FaultyTicket = z.infer<typeof faultyTicketSchema>;

const TICKET_READERS = screens('/faultyProductList', '/faultyProductExchange', '/faultyProductSearch');

/** GET a ticket (outside the caller's scope → 404, like one that does not exist). */
export const faultyTicket = defineEndpoint({
  service: 'api',
  method: 'GET',
  path: '/faultyProductManagement/detail/:id',
  summary: 'Arıza bildirimi detayı',
  description: 'Çağıranın kapsamı dışındaki bildirim 404 (yok gibi).',
  access: TICKET_READERS,
  params: z.object({ id: coercedIdSchema }),
  response: faultyTicketSchema,
});

/** GET a photo's bytes (its content type as stored); outside the caller's scope → 404. Read with the session's token (an <img> gets an object URL). */
export const faultyPhoto = defineEndpoint({
  service: 'api',
  method: 'GET',
  path: '/faultyProductManagement/photo/:id',
  summary: 'Arıza bildirimi fotoğrafı',
  description: 'Fotoğrafın baytları, kaydedildiği içerik tipiyle; kapsam dışı 404.',
  access: TICKET_READERS,
  params: z.object({ id: coercedIdSchema }),
  response: z.unknown(),
});

// ---- the supplier's decision (/faultyProductExchange) ----

const DECIDERS = only(screens('/faultyProductExchange'), ['SUPPLY_ADMIN', 'SUPPLY_USER']);

/** POST approve (spec 3 §7): ticketId, serialNo (the new product's), cargoName, cargoCode — all required (spec 3 §5). */
export const faultyApproveBodySchema = z.object({
  ticketId: idSchema,
  serialNo: required(100, FAULTY_MSG.approveFields),
  cargoName: required(100, FAULTY_MSG.approveFields),
  cargoCode: required(100, FAULTY_MSG.approveFields),
});
export type FaultyApproveBody = z.infer<typeof faultyApproveBodySchema>;

export const faultyApprove = defineEndpoint({
  service: 'api',
  method: 'POST',
  path: '/faultyProductManagement/approve',
  summary: 'Arıza bildirimini onayla',
  access: DECIDERS,
  body: faultyApproveBodySchema,
  response: faultyTicketSchema,
});

/** POST reject (spec 3 §7): ticketId, description — required (spec 3 §5). */
export const faultyRejectBodySchema = z.object({ ticketId: idSchema, description: required(FAULTY_REJECT_MAX, FAULTY_MSG.rejectReason) });
export type FaultyRejectBody = z.infer<typeof faultyRejectBodySchema>;

export const faultyReject = defineEndpoint({
  service: 'api',
  method: 'POST',
  path: '/faultyProductManagement/reject',
  summary: 'Arıza bildirimini reddet',
  access: DECIDERS,
  body: faultyRejectBodySchema,
  response: faultyTicketSchema,
});
