import { z } from 'zod';
import { noScreen, SERVICE_ROLE } from '../access.js';
import { INT4_MAX } from '../schemas.js';
import { defineEndpoint } from './endpoint.js';
import { formatTrCount } from '../format.js';

/**
 * The ingestion API (issue 11 "Where the data comes from"): the distributors' and the group's
 * own systems (role WEB_SERVICE) send batches of rows. Every feed has the same shape:
 * `POST /api/ingest/<feed>` with `{ rows: [...] }` (1–100,000 rows) and an `Idempotency-Key`
 * header; every row is checked with the feed's row schema and its codes are resolved; one bad
 * row refuses the whole batch (422, the per-row errors in `details`) and nothing is written;
 * otherwise all rows are upserted in one transaction and the answer is `{ accepted }`.
 */
export const INGEST_MAX_ROWS = 100_000;
/** Per-row errors carried by a refusal (the total is always given). */
export const INGEST_MAX_ERRORS = 1_000;
/** 100,000 rows of 50-character codes fit. */
export const INGEST_BODY_LIMIT = 16 * 1024 * 1024;

export const INGEST_MSG = {
  required: 'Zorunlu alan.',
  text: (max: number) => `1 ile ${max} karakter arasında bir metin olmalıdır.`,
  quantity: 'Adet 0 ile 2.147.483.647 arasında bir tam sayı olmalıdır.',
  notObject: 'Satır bir nesne olmalıdır.',
  rowCount: `Bir gönderimde 1 ile ${formatTrCount(INGEST_MAX_ROWS)} arasında satır olmalıdır.`,
  unknownDisty: 'Distribütör kodu bulunamadı.',
  unknownBarcode: 'Barkod bulunamadı.',
  notOwnDisty: 'Bu distribütör için stok gönderme yetkiniz yok.',
  duplicateStock: 'Aynı distribütör kodu ve barkod bu gönderimde birden fazla kez var.',
  duplicateReseller: 'Aynı bayi kodu bu gönderimde birden fazla kez var.',
  unknownParent: 'Üst bayi kodu bulunamadı (ne kayıtlı ne de bu gönderimde).',
  ownParent: 'Bayi kendisinin üst bayisi olamaz.',
  parentCycle: 'Üst bayi zinciri kendine dönüyor; bayi ağacı döngü içeremez.',
  score: 'Puan 0 ile 2.147.483.647 arasında bir tam sayı olmalıdır.',
  email: 'Geçerli bir e-posta adresi olmalıdır.',
  active: 'true veya false olmalıdır.',
  rejected: (bad: number, total: number) =>
    `${formatTrCount(total)} satırın ${formatTrCount(bad)} tanesi hatalı; hiçbir satır kaydedilmedi.`,
} as const;

export const code = (max: number) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? INGEST_MSG.required : INGEST_MSG.text(max)) })
    .trim()
    .min(1, INGEST_MSG.text(max))
    .max(max, INGEST_MSG.text(max));

/** One row of a feed's error answer: 1-based row number, the field and a Turkish message. */
export const rowErrorSchema = z.object({ row: z.number().int(), field: z.string(), message: z.string() });
export type RowError = z.infer<typeof rowErrorSchema>;

/** `details` of a refused batch (HTTP 422). */
export const ingestRefusalSchema = z.object({
  totalRows: z.number().int(),
  rejectedRows: z.number().int(),
  /** The first INGEST_MAX_ERRORS errors, by row. */
  errors: z.array(rowErrorSchema),
});
export type IngestRefusal = z.infer<typeof ingestRefusalSchema>;

export const ingestAnswerSchema = z.object({ accepted: z.number().int() });

/**
 * The schema the OpenAPI document shows for a schema that parses loosely on purpose (a batch
 * body: its rows are checked one by one by the service, so each error names its row).
 */
export const documentedAs = new WeakMap<z.ZodType, z.ZodType>();

/**
 * A feed's body: the guard only checks the envelope (`rows`, 1–100,000 items); each row is
 * checked with `row` by the batch ingest (src/server/ingest/batch-ingest.ts). The document
 * shows the rows with their real schema.
 */
export function batchBody<R extends z.ZodType>(row: R) {
  const rows = z.array(z.unknown(), { error: INGEST_MSG.rowCount }).min(1, INGEST_MSG.rowCount).max(INGEST_MAX_ROWS, INGEST_MSG.rowCount);
  const loose = z.object({ rows });
  documentedAs.set(loose, z.object({ rows: z.array(row).min(1).max(INGEST_MAX_ROWS) }));
  return loose;
}

// ---- distributor stock ----

/** Spec 3 §3 stock row, as a distributor's system reports it: its own code, the product's barcode, units on hand. */
export const distyStockRowSchema = z.object({
  distyCode: code(50).meta({ description: 'Distribütör kodu (ör. DST001)' }),
  barcode: code(50).meta({ description: 'Ürünün barkodu' }),
  quantity: z
    .number({ error: (issue) => (issue.input === undefined ? INGEST_MSG.required : INGEST_MSG.quantity) })
    .int(INGEST_MSG.quantity)
    .min(0, INGEST_MSG.quantity)
    .max(INT4_MAX, INGEST_MSG.quantity)
    .meta({ description: 'Eldeki adet (0 = stok yok)' }),
});
export type DistyStockRow = z.infer<typeof distyStockRowSchema>;

export const distyStockIngest = defineEndpoint({
  service: 'api',
  method: 'POST',
  path: '/ingest/distyStock',
  summary: 'Distribütör stok gönderimi (toplu)',
  description: 'Distribütörlerin sistemleri eldeki adetleri bildirir: (distyCode, barcode) başına bir satır, var olan satır güncellenir. Bir distribütöre bağlı WEB_SERVICE kullanıcısı yalnızca kendi distribütör kodu için gönderebilir (başkası satır hatası).',
  access: noScreen([SERVICE_ROLE], "the distributors' systems report their stock (issue 11); no screen calls it"),
  body: batchBody(distyStockRowSchema),
  response: ingestAnswerSchema,
  bodyLimit: INGEST_BODY_LIMIT,
  idempotent: true,
});

// ---- resellers ----

export const optionalText = (max: number) => z.string({ error: INGEST_MSG.text(max) }).trim().max(max, INGEST_MSG.text(max)).nullish().transform((v) => v || null);
const score = z.number({ error: INGEST_MSG.score }).int(INGEST_MSG.score).min(0, INGEST_MSG.score).max(INT4_MAX, INGEST_MSG.score);

/**
 * Spec 3 §3 Reseller, as the operator's systems send it (issue 13). The tree comes with it:
 * `parentCode` names a reseller already known or sent in the same batch (the batch is written
 * as a whole, then the parents are linked; a chain that returns to itself refuses the batch).
 * A known code is updated (its fields replaced); a reseller is never deleted, only set passive.
 */
export const resellerIngestRowSchema = z.object({
  code: code(50).meta({ description: 'Bayi kodu (ör. BY10001)' }),
  name: code(200).meta({ description: 'Bayi adı' }),
  parentCode: optionalText(50).meta({ description: 'Üst bayi kodu (ana bayi için boş)' }),
  distyCode: code(50).meta({ description: 'Bayinin distribütörünün kodu' }),
  resellerType: optionalText(30).meta({ description: 'Bayi tipi (ör. TTM, EDM, BAYI)' }),
  active: z.boolean({ error: INGEST_MSG.active }).default(true).meta({ description: 'Aktif mi (varsayılan true)' }),
  email: optionalText(200)
    .refine((v) => v === null || z.email().safeParse(v).success, INGEST_MSG.email)
    .meta({ description: 'İletişim e-postası' }),
  phoneNumber: optionalText(20).meta({ description: 'İletişim telefonu' }),
  mainArea: optionalText(100).meta({ description: 'Ana bölge' }),
  area: optionalText(100).meta({ description: 'Bölge' }),
  province: optionalText(100).meta({ description: 'İl' }),
  district: optionalText(100).meta({ description: 'İlçe' }),
  addressText: optionalText(500).meta({ description: 'Açık adres' }),
  approvedScore: score.default(0).meta({ description: 'Yeni bayinin açılış onaylı puanı (portal öncesi); bilinen bir bayinin puanları puan defterinden yürür, değişmez' }),
  unapprovedScore: score.default(0).meta({ description: 'Alınmaz: onay bekleyen puanlar portaldaki satışların kazançlarıdır (geriye uyum için kabul edilir)' }),
});
export type ResellerIngestRow = z.infer<typeof resellerIngestRowSchema>;

export const resellerIngest = defineEndpoint({
  service: 'api',
  method: 'POST',
  path: '/ingest/resellers',
  summary: 'Bayi ağacı gönderimi (toplu)',
  description: 'Operatörün sistemleri bayileri gönderir: bilinen kod güncellenir, yeni kod eklenir; `parentCode` kayıtlı veya aynı gönderimdeki bir bayiyi gösterir. Bayi silinmez, yalnızca pasife alınır (`active: false`).',
  access: noScreen([SERVICE_ROLE], "the operator's systems send the reseller tree (issue 13); no screen calls it"),
  body: batchBody(resellerIngestRowSchema),
  response: ingestAnswerSchema,
  bodyLimit: INGEST_BODY_LIMIT,
  idempotent: true,
});

// ---- the document of the API ----

/** The OpenAPI 3.1 document of every registered endpoint (generated from the contracts). */
export const openApiDocument = defineEndpoint({
  service: 'api',
  method: 'GET',
  path: '/openapi.json',
  summary: 'Bu OpenAPI 3.1 belgesi',
  description: 'Kayıtlı her ucun sözleşmesinden üretilir.',
  access: 'PUBLIC',
  response: z.record(z.string(), z.unknown()),
});

/** A readable reference page of the same document (static HTML, no scripts). */
export const apiReferencePage = defineEndpoint({
  service: 'api',
  method: 'GET',
  path: '/docs',
  summary: 'Okunur API başvuru sayfası (HTML)',
  description: 'Aynı belgenin betiksiz, statik HTML hali.',
  access: 'PUBLIC',
  response: z.string(),
});
