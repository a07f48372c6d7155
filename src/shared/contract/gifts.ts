import { z } from 'zod';
import { screens } from '../access.js';
import { dateCell } from '../export-cells.js';
import { formatDateTime } from '../format.js';
import { FILTER_DEBOUNCE_MS } from '../paging.js';
import { coercedIdSchema, idSchema } from '../schemas.js';
import { defineEndpoint } from './endpoint.js';
import { defineList } from './list.js';
import { resellerScoreSchema } from './scores.js';

/**
 * Gifts bought with points (issue 33; spec 3 §2.10, §2.11, §3 gift and gift transaction, §4, §5, §7
 * "Gifts", §8, §9): the admin's gift catalogue /defineResellerScoreOfGift, the dealer's gift
 * campaign /giftTransaction, the admin's approval /approveResellerScoreOfGift and the dealer's
 * 'my gifts' /lastResellerScoreOfGift.
 *
 * Our rules where the spec is silent (the server enforces them; docs/scores-and-gifts.md):
 * - The gift campaign runs while the parameter GIFT_CAMPAIGN_KEY is '1' (/paramList). While it does
 *   not, /giftTransaction shows only GIFT_MSG.campaignEnded (the spec's screen) and a request is
 *   refused with that text.
 * - Who may request: RESELLER_ADMIN and RESELLER_USER, the roles of /giftTransaction (spec 3 §2
 *   table); the points are the login reseller's, whoever of its users asks.
 * - A request spends the gift's score from the approved balance at once (SCORE_SPEND, the
 *   request WAITING_FOR_RESPONSE), under the reseller row's lock: two requests never spend a point
 *   twice; a short balance answers GIFT_MSG.notEnoughScore. Approval keeps the spend; rejection gives
 *   it back as a SCORE_REFUND transaction (scores.ts). A request is decided once.
 * - A gift saved with its images in one multipart call (the spec's upsert + image upload as one:
 *   nothing half-saved); images by content (JPEG, PNG, GIF, WebP), each ≤ GIFT_IMAGE_MAX_BYTES, at
 *   most GIFT_MAX_IMAGES kept. Delete deactivates (status 0), 'Aktif Et' activates.
 * - The spec's GET approve-by-flag is a POST here: a state change never rides a GET.
 */

// ---- constants ----

export const GIFT_TRANSACTION_TYPES = ['WAITING_FOR_RESPONSE', 'APPROVED_TO_REQUEST', 'REJECTED_TO_REQUEST'] as const;
export type GiftTransactionType = (typeof GIFT_TRANSACTION_TYPES)[number];
/** Spec 3 §4: the labels come from a server list (GET transaction types). */
export const GIFT_TRANSACTION_LABELS: Record<GiftTransactionType, string> = {
  WAITING_FOR_RESPONSE: 'Onay Bekliyor',
  APPROVED_TO_REQUEST: 'Onaylandı',
  REJECTED_TO_REQUEST: 'Reddedildi',
};

/** The parameter saying whether a gift campaign runs ('1') or not (anything else). */
export const GIFT_CAMPAIGN_KEY = 'GIFT_CAMPAIGN_ACTIVE';

/** Spec 3 §5, §9. */
export const GIFT_SCORE_MIN = 1;
export const GIFT_SCORE_MAX = 1_000_000;
export const GIFT_IMAGE_MAX_BYTES = 1_000_000;
/** Ours: a gift's carousel holds at most this many images. */
export const GIFT_MAX_IMAGES = 5;
export const GIFT_NAME_MAX = 200;
export const GIFT_DESCRIPTION_MAX = 2_000;
/** Spec 3 §9: gift grids 12 a page (12/24/36); gift transactions 10. */
export const GIFT_PAGE_SIZES = [12, 24, 36];
export const GIFT_TRANSACTION_PAGE_SIZES = [10, 20, 30];
export const GIFT_FILTER_DEBOUNCE_MS = FILTER_DEBOUNCE_MS;
/** Spec 3 §9 Excel file names. */
export const GIFT_FILES = { catalogue: 'Bayi Puan Hediyeleri.xlsx', transactions: 'Bayi Puan Hediyeleri Listesi.xlsx' } as const;

export const GIFT_MSG = {
  // Spec 3 §2.11, §8
  campaignEnded: 'Kampanya Sona Ermiştir',
  saved: 'Puan Ürünü Kaydedildi.',
  loadFailed: 'Bayi Puan Hediyeleri getirme başarısız.',
  noImage: 'Resim Bulunmamaktadır.',
  imageNotFound: 'Kayıtlı Resim bulunamadı',
  notFound: 'Kayıt Bulunamadı.',
  noTransaction: 'İşlem bulunamadı',
  // Spec 3 §2.10, §2.11 screen texts
  newGift: 'Yeni Ürün Ekle',
  edit: 'Düzenle',
  remove: 'Sil',
  activate: 'Aktif Et',
  active: 'Aktif',
  passive: 'Pasif',
  approvedSpentTotal: 'Onaylı Harcanan Toplam Puan',
  waitingTotal: 'Onayda Bekleyen Toplam Puan',
  // Ours, in the spec's style
  nameRequired: 'Ürün adı zorunludur.',
  scoreRange: 'Puan 1 ile 1.000.000 arasında olmalıdır.',
  imageTooBig: 'Resim en fazla 1.000.000 bayt olabilir.',
  imageNotImage: 'Yalnızca resim dosyası (JPEG, PNG, GIF, WebP) eklenebilir.',
  tooManyImages: `Bir ürünün en fazla ${GIFT_MAX_IMAGES} resmi olabilir.`,
  activated: 'Puan ürünü aktif edildi.',
  deactivated: 'Puan ürünü pasif edildi.',
  notEnoughScore: 'Onaylı puanınız bu hediye için yeterli değil.',
  giftPassive: 'Bu hediye artık sunulmuyor.',
  requested: 'Hediye talebiniz alındı; onay bekliyor.',
  request: 'Hediyeyi Al',
  confirmRequest: (name: string, score: number) => `${name} için ${score} puan harcanacaktır. Onaylıyor musunuz?`,
  approve: 'Onayla',
  reject: 'Reddet',
  confirmApprove: 'Hediye talebini onaylamak istediğinizden emin misiniz?',
  confirmReject: 'Hediye talebini reddetmek istediğinizden emin misiniz? Harcanan puan bayiye iade edilecektir.',
  approved: 'Hediye talebi onaylandı.',
  rejected: 'Hediye talebi reddedildi; puan iade edildi.',
  decided: 'Bu talep daha önce sonuçlandırılmış.',
  back: 'Geri',
  myGifts: 'Hediyelerim',
} as const;

const text = (max: number) => z.string().trim().max(max);

// ---- the gift ----

export const giftImageSchema = z.object({ id: z.number(), url: z.string() });
export type GiftImage = z.infer<typeof giftImageSchema>;

/** Spec 3 §3 gift (status 1 active, 0 passive). */
export const giftSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  giftScore: z.number(),
  status: z.union([z.literal(0), z.literal(1)]),
  images: z.array(giftImageSchema),
  createDateTime: z.string(),
});
export type Gift = z.infer<typeof giftSchema>;

const giftScoreSchema = z.coerce
  .number({ error: GIFT_MSG.scoreRange })
  .int(GIFT_MSG.scoreRange)
  .min(GIFT_SCORE_MIN, GIFT_MSG.scoreRange)
  .max(GIFT_SCORE_MAX, GIFT_MSG.scoreRange);

/**
 * POST upsert gift (multipart; spec 3 §7 upsert + upload images as one call): id (absent → a new
 * gift), name, description, giftScore, willRemoveImageList (image ids, comma separated) and the new
 * images as `files`. A new gift needs no image (the card then says GIFT_MSG.noImage).
 */
export const giftUpsertBodySchema = z.object({
  id: coercedIdSchema.optional(),
  name: z.string({ error: GIFT_MSG.nameRequired }).trim().min(1, GIFT_MSG.nameRequired).max(GIFT_NAME_MAX),
  description: text(GIFT_DESCRIPTION_MAX).default(''),
  giftScore: giftScoreSchema,
  willRemoveImageList: z
    .string()
    .trim()
    .max(200)
    .regex(/^(\d{1,9}(,\d{1,9})*)?$/)
    .default('')
    .transform((v) => (v ? v.split(',').map(Number) : [])),
});
export type GiftUpsertBody = z.input<typeof giftUpsertBodySchema>;

const CATALOGUE = screens('/defineResellerScoreOfGift');

export const giftUpsert = defineEndpoint({
  service: 'api',
  method: 'POST',
  path: '/gift/upsert',
  summary: 'Hediye ekle veya güncelle (görsel yükleme)',
  access: CATALOGUE,
  body: giftUpsertBodySchema,
  upload: {
    field: 'files',
    kind: 'image',
    maxFiles: GIFT_MAX_IMAGES,
    maxBytes: GIFT_IMAGE_MAX_BYTES,
    required: false,
    tooManyText: GIFT_MSG.tooManyImages,
    tooBigText: GIFT_MSG.imageTooBig,
    wrongKindText: GIFT_MSG.imageNotImage,
  },
  response: giftSchema,
});

/** POST activate / passivate (spec 3 §7: Delete deactivates, 'Aktif Et' activates). */
export const giftActivate = defineEndpoint({ service: 'api', method: 'POST', path: '/gift/activate', summary: 'Hediyeyi aktif et', access: CATALOGUE, body: z.object({ id: idSchema }), response: giftSchema });
export const giftPassivate = defineEndpoint({ service: 'api', method: 'POST', path: '/gift/passivate', summary: 'Hediyeyi pasife al', access: CATALOGUE, body: z.object({ id: idSchema }), response: giftSchema });

export const GIFT_STATUS_FILTERS = ['ACTIVE', 'PASSIVE'] as const;

/** The catalogue's filter (spec 3 §2.10): name, Aktif/Pasif. */
export const giftFilterSchema = z.object({ name: text(GIFT_NAME_MAX).optional(), status: z.enum(GIFT_STATUS_FILTERS).optional() });
export type GiftFilter = z.infer<typeof giftFilterSchema>;

const GIFT_COLUMNS = [
  { key: 'name', header: 'Ürün Adı', text: (r: Gift) => r.name, exportWidth: 36 },
  { key: 'description', header: 'Açıklama', text: (r: Gift) => r.description, exportWidth: 48 },
  { key: 'giftScore', header: 'Puan', text: (r: Gift) => r.giftScore, exportWidth: 12 },
  { key: 'status', header: 'Durum', text: (r: Gift) => (r.status === 1 ? GIFT_MSG.active : GIFT_MSG.passive), exportWidth: 10 },
  { key: 'createDateTime', header: 'Oluşturma Tarihi', text: (r: Gift) => formatDateTime(r.createDateTime), exportCell: (r: Gift) => dateCell(r.createDateTime), exportWidth: 18 },
] as const;

/** POST paged gifts (spec 3 §7): the admin's grid, oldest first by default (spec 3 §9), sortable by score. */
export const giftList = defineList({
  id: 'gifts',
  title: 'Hediye kataloğu (yönetim)',
  path: '/gift/search',
  access: CATALOGUE,
  filter: giftFilterSchema,
  row: giftSchema,
  columns: GIFT_COLUMNS,
  sorts: ['giftScore', 'createDateTime', 'id'],
  defaultSort: 'createDateTime,asc',
  pageSizes: GIFT_PAGE_SIZES,
  defaultPageSize: 12,
  emptyText: GIFT_MSG.notFound,
  export: { path: '/gift/findAll', fileName: GIFT_FILES.catalogue },
});

// ---- the dealer's gift campaign /giftTransaction ----

const CAMPAIGN = screens('/giftTransaction');

/** Whether a gift campaign runs, with the caller's reseller's balances (the screen shows what it can spend). */
export const giftCampaignSchema = z.object({ running: z.boolean(), score: resellerScoreSchema.nullable() });
export type GiftCampaign = z.infer<typeof giftCampaignSchema>;

export const giftCampaign = defineEndpoint({ service: 'api', method: 'GET', path: '/gift/campaign', summary: 'Hediye kampanyasının durumu', access: CAMPAIGN, response: giftCampaignSchema });

/** POST active gifts paged (spec 3 §7): what a dealer may ask for (empty while no campaign runs). */
export const activeGiftList = defineList({
  id: 'gifts-active',
  title: 'Bayinin isteyebileceği aktif hediyeler',
  path: '/gift/active',
  access: CAMPAIGN,
  filter: z.object({ name: text(GIFT_NAME_MAX).optional() }),
  row: giftSchema,
  columns: [GIFT_COLUMNS[0], GIFT_COLUMNS[2]],
  sorts: ['giftScore', 'createDateTime', 'id'],
  defaultSort: 'createDateTime,asc',
  pageSizes: GIFT_PAGE_SIZES,
  defaultPageSize: 12,
  emptyText: GIFT_MSG.notFound,
});

// ---- gift transactions ----

/** Spec 3 §3 gift transaction, with the columns of §2.11. */
export const giftTransactionSchema = z.object({
  id: z.number(),
  gift: z.object({ id: z.number(), name: z.string(), giftScore: z.number(), images: z.array(giftImageSchema) }),
  /** The score spent (the gift's score at the request). */
  score: z.number(),
  reseller: z.object({ id: z.number(), code: z.string(), name: z.string(), approvedScore: z.number(), unapprovedScore: z.number() }),
  requester: z.object({ name: z.string(), surname: z.string() }),
  giftTransactionType: z.enum(GIFT_TRANSACTION_TYPES),
  giftTransactionTypeDisplay: z.string(),
  requestDate: z.string(),
  decidedDate: z.string().nullable(),
  distyCode: z.string(),
});
export type GiftTransaction = z.infer<typeof giftTransactionSchema>;

/** GET buy gift by id (spec 3 §7; a POST here): the login reseller asks for the gift. */
export const giftRequest = defineEndpoint({
  service: 'api',
  method: 'POST',
  path: '/gift/buy/:id',
  summary: 'Hediye iste (puanla)',
  description: 'Giriş yapılan bayi hediyeyi ister; puan yetmezse veya kampanya yoksa iş kuralı hatası.',
  access: CAMPAIGN,
  params: z.object({ id: coercedIdSchema }),
  idempotent: 'optional',
  response: giftTransactionSchema,
});

const TX_COLUMNS = [
  { key: 'giftName', header: 'Hediye Adı', text: (r: GiftTransaction) => r.gift.name, exportWidth: 32 },
  { key: 'resellerCode', header: 'Bayi Kodu', text: (r: GiftTransaction) => r.reseller.code, exportWidth: 14 },
  { key: 'resellerName', header: 'Bayi Adı', text: (r: GiftTransaction) => r.reseller.name, exportWidth: 32 },
  { key: 'requester', header: 'Talep Eden', text: (r: GiftTransaction) => `${r.requester.name} ${r.requester.surname}`.trim(), exportWidth: 24 },
  { key: 'status', header: 'Onay Durumu', text: (r: GiftTransaction) => r.giftTransactionTypeDisplay, exportWidth: 14 },
  { key: 'score', header: 'Hediye Puanı', text: (r: GiftTransaction) => r.score, exportWidth: 12 },
  { key: 'unapprovedScore', header: 'Bayi Onaysız Puan', text: (r: GiftTransaction) => r.reseller.unapprovedScore, exportWidth: 14 },
  { key: 'approvedScore', header: 'Bayi Onaylı Puan', text: (r: GiftTransaction) => r.reseller.approvedScore, exportWidth: 14 },
  { key: 'createDateTime', header: 'Talep Tarihi', text: (r: GiftTransaction) => formatDateTime(r.requestDate), exportCell: (r: GiftTransaction) => dateCell(r.requestDate), exportWidth: 18 },
  { key: 'distyCode', header: 'Distribütör', text: (r: GiftTransaction) => r.distyCode, exportWidth: 14 },
] as const;

export const giftTransactionFilterSchema = z.object({
  giftTransactionType: z.enum(GIFT_TRANSACTION_TYPES).optional(),
  resellerCode: text(50).optional(),
  giftName: text(GIFT_NAME_MAX).optional(),
});
export type GiftTransactionFilter = z.infer<typeof giftTransactionFilterSchema>;

/** POST gift transactions paged (spec 3 §7): every request, newest first (spec 3 §9). */
export const giftTransactionList = defineList({
  id: 'gift-transactions',
  title: 'Hediye talepleri (onay ekranı)',
  path: '/giftTransaction/search',
  access: screens('/approveResellerScoreOfGift'),
  filter: giftTransactionFilterSchema,
  row: giftTransactionSchema,
  columns: TX_COLUMNS,
  sorts: ['createDateTime', 'id'],
  defaultSort: 'createDateTime,desc',
  pageSizes: GIFT_TRANSACTION_PAGE_SIZES,
  defaultPageSize: 10,
  emptyText: GIFT_MSG.noTransaction,
  export: { path: '/giftTransaction/findAll', fileName: GIFT_FILES.transactions },
});

const MINE = screens('/lastResellerScoreOfGift');

/** POST my gifts paged (spec 3 §7): the login reseller's requests, newest first. */
export const myGiftList = defineList({
  id: 'gifts-mine',
  title: 'Bayinin hediye talepleri',
  path: '/giftTransaction/mine',
  access: MINE,
  filter: z.object({ giftTransactionType: z.enum(GIFT_TRANSACTION_TYPES).optional() }),
  row: giftTransactionSchema,
  columns: TX_COLUMNS,
  sorts: ['createDateTime', 'id'],
  defaultSort: 'createDateTime,desc',
  pageSizes: GIFT_TRANSACTION_PAGE_SIZES,
  defaultPageSize: 10,
  emptyText: GIFT_MSG.noTransaction,
});

/** 'Onaylı Harcanan Toplam Puan' and 'Onayda Bekleyen Toplam Puan' of the login reseller. */
export const myGiftTotalsSchema = z.object({ approvedSpent: z.number(), waiting: z.number() });
export type MyGiftTotals = z.infer<typeof myGiftTotalsSchema>;
export const myGiftTotals = defineEndpoint({ service: 'api', method: 'GET', path: '/giftTransaction/mine/totals', summary: 'Bayinin hediye toplamları', access: MINE, response: myGiftTotalsSchema });

/** GET transaction types (spec 3 §7: the labels come from the server). */
export const giftTransactionTypes = defineEndpoint({
  service: 'api',
  method: 'GET',
  path: '/giftTransaction/types',
  summary: 'Hediye işlem tipleri (anahtar, etiket)',
  access: screens('/approveResellerScoreOfGift', '/lastResellerScoreOfGift'),
  response: z.array(z.object({ key: z.enum(GIFT_TRANSACTION_TYPES), value: z.string() })),
});

/** The admin's decision (spec 3 §7 approve by flag and transaction id): approve true / false (reject, refund). */
export const giftDecide = defineEndpoint({
  service: 'api',
  method: 'POST',
  path: '/giftTransaction/decide',
  summary: 'Hediye talebini onayla veya reddet',
  description: 'Red puanı iade eder.',
  access: screens('/approveResellerScoreOfGift'),
  body: z.object({ id: idSchema, approve: z.boolean() }),
  response: giftTransactionSchema,
});
