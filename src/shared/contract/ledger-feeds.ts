import { z } from 'zod';
import { noScreen, SERVICE_ROLE } from '../access.js';
import { DISTRIBUTION_TYPES } from '../ledger.js';
import { defineEndpoint } from './endpoint.js';
import { batchBody, code, ingestAnswerSchema, optionalText } from './ingest.js';

/**
 * The ledger's two feeds (issue 30), on the ingestion API's batch pattern (ingest.ts): supplier
 * invoices (supplier → distributor: every line brings a new unit into the ledger) and
 * distribution records (distributor → reseller: every line moves a unit the sending distributor
 * holds; a technical-service change brings a replacement unit from the supplier). One row per
 * unit line; the rows of a document carry its header, and a document is sent whole in one batch.
 * The same document sent again (same number, same content) is a replay and writes nothing;
 * the same number with other content refuses its rows.
 */
export const LEDGER_FEED_MSG = {
  day: 'Tarih YYYY-AA-GG biçiminde geçerli bir gün olmalıdır.',
  amount: 'Tutar 0 ile 99.999.999,99 arasında, en fazla 2 ondalıklı bir sayı olmalıdır.',
  vatRatio: 'KDV oranı 0 ile 100 arasında bir sayı olmalıdır.',
  discountOverPrice: 'İndirim fiyattan büyük olamaz.',
  unknownSupply: 'Tedarikçi kodu bulunamadı.',
  unknownReseller: 'Bayi kodu bulunamadı.',
  notOwnSupply: 'Bu tedarikçi için fatura gönderme yetkiniz yok.',
  notOwnDisty: 'Bu distribütör için kayıt gönderme yetkiniz yok.',
  otherSupply: 'Ürün bu tedarikçinin değil.',
  serialExists: 'Bu ürünün bu seri numarası zaten kayıtlı.',
  unknownUnit: 'Bu barkod ve seri numarasıyla kayıtlı ürün yok.',
  notAtDisty: 'Seri numarası gönderen distribütörün stoğunda değil.',
  duplicateSerial: 'Aynı ürün ve seri numarası bu gönderimde birden fazla kez var.',
  documentReused: 'Bu belge numarası daha önce farklı içerikle gönderildi.',
  headerMismatch: 'Aynı belgenin satırlarında başlık bilgileri (tarih, bayi, distribütör, kargo) aynı olmalıdır.',
  invoiceNeeded: 'Fatura ve teknik servis değişimi için fatura numarası ve tarihi zorunludur.',
  waybillNeeded: 'İrsaliye için irsaliye numarası ve tarihi zorunludur; fatura numarası gönderilmez.',
  waybillDateNeeded: 'İrsaliye numarası ile irsaliye tarihi birlikte gönderilmelidir.',
  changeNoWaybill: 'Teknik servis değişimi irsaliye ile gönderilmez.',
  mixedWaybills: 'Bir faturanın satırları ya hepsi irsaliyeli ya hepsi irsaliyesiz olmalıdır.',
  movedMeanwhile: 'Seri numarası bu sırada başka bir işlemle taşındı.',
} as const;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A real calendar day, by arithmetic: a Date per row cost a quarter of a second of a 100,000-row batch. */
export function isCalendarDay(text: string): boolean {
  const m = DAY.exec(text);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = month === 2 ? (leap ? 29 : 28) : month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
  return month >= 1 && month <= 12 && day >= 1 && day <= days;
}

/** A day as YYYY-MM-DD (the document's date, Istanbul). */
const day = z
  .string({ error: LEDGER_FEED_MSG.day })
  .trim()
  .regex(DAY, LEDGER_FEED_MSG.day)
  .refine(isCalendarDay, LEDGER_FEED_MSG.day);

const amount = z
  .number({ error: LEDGER_FEED_MSG.amount })
  .min(0, LEDGER_FEED_MSG.amount)
  .max(99_999_999.99, LEDGER_FEED_MSG.amount)
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, LEDGER_FEED_MSG.amount);
const vatRatio = z.number({ error: LEDGER_FEED_MSG.vatRatio }).min(0, LEDGER_FEED_MSG.vatRatio).max(100, LEDGER_FEED_MSG.vatRatio);

/** The money of one unit line: price before VAT, the discount on it, the VAT ratio; VAT and totals are computed. */
const lineMoney = {
  price: amount.meta({ description: 'Birim fiyat (KDV hariç, TL)' }),
  discount: amount.default(0).meta({ description: 'İndirim tutarı (TL, varsayılan 0)' }),
  vatRatio: vatRatio.meta({ description: 'KDV oranı (yüzde, ör. 20)' }),
  description: optionalText(500).meta({ description: 'Satır açıklaması' }),
};
const discountWithinPrice = (r: { price: number; discount: number }, ctx: z.RefinementCtx) => {
  if (r.discount > r.price) ctx.addIssue({ code: 'custom', path: ['discount'], message: LEDGER_FEED_MSG.discountOverPrice });
};

export const supplyInvoiceIngestRowSchema = z
  .object({
    supplyCode: code(50).meta({ description: 'Tedarikçi kodu (ör. TDR001)' }),
    distyCode: code(50).meta({ description: 'Faturanın kesildiği distribütörün kodu' }),
    invoiceNo: code(50).meta({ description: 'Fatura numarası (tedarikçide tekil)' }),
    invoiceDate: day.meta({ description: 'Fatura tarihi (YYYY-AA-GG)' }),
    waybillNo: optionalText(50).meta({ description: 'İrsaliye numarası' }),
    barcode: code(50).meta({ description: 'Ürünün barkodu' }),
    serialNo: code(100).meta({ description: 'Ürünün seri numarası (ürün içinde tekil)' }),
    ...lineMoney,
  })
  .superRefine(discountWithinPrice);
export type SupplyInvoiceIngestRow = z.infer<typeof supplyInvoiceIngestRowSchema>;

export const distributionIngestRowSchema = z
  .object({
    type: z.enum(DISTRIBUTION_TYPES, { error: `Dağıtım tipi ${DISTRIBUTION_TYPES.join(', ')} olmalıdır.` }).meta({ description: 'INVOICE, WAYBILL veya TECHNICAL_SERVICE_CHANGE' }),
    distyCode: code(50).meta({ description: 'Gönderen distribütörün kodu' }),
    resellerCode: code(50).meta({ description: 'Alan bayinin kodu' }),
    invoiceNo: optionalText(50).meta({ description: 'Fatura numarası (INVOICE, TECHNICAL_SERVICE_CHANGE)' }),
    invoiceDate: day.nullish().transform((v) => v ?? null).meta({ description: 'Fatura tarihi (YYYY-AA-GG)' }),
    waybillNo: optionalText(50).meta({ description: 'İrsaliye numarası (WAYBILL; INVOICE satırında faturanın irsaliyesi)' }),
    waybillDate: day.nullish().transform((v) => v ?? null).meta({ description: 'İrsaliye tarihi (YYYY-AA-GG)' }),
    barcode: code(50).meta({ description: 'Ürünün barkodu' }),
    serialNo: code(100).meta({ description: 'Ürünün seri numarası' }),
    ...lineMoney,
    shipmentCompanyName: optionalText(100).meta({ description: 'Kargo firması' }),
    shipmentTrackingCode: optionalText(100).meta({ description: 'Kargo takip kodu' }),
    shipmentTrackingUrl: optionalText(500).meta({ description: 'Kargo takip adresi' }),
  })
  .superRefine((r, ctx) => {
    discountWithinPrice(r, ctx);
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (r.type !== 'WAYBILL' && (!r.invoiceNo || !r.invoiceDate)) issue('invoiceNo', LEDGER_FEED_MSG.invoiceNeeded);
    if (r.type === 'WAYBILL' && (!r.waybillNo || !r.waybillDate || r.invoiceNo)) issue('waybillNo', LEDGER_FEED_MSG.waybillNeeded);
    if (r.type === 'INVOICE' && !!r.waybillNo !== !!r.waybillDate) issue('waybillDate', LEDGER_FEED_MSG.waybillDateNeeded);
    if (r.type === 'TECHNICAL_SERVICE_CHANGE' && (r.waybillNo || r.waybillDate)) issue('waybillNo', LEDGER_FEED_MSG.changeNoWaybill);
  });
export type DistributionIngestRow = z.infer<typeof distributionIngestRowSchema>;

/** A line carries ≈ 300 bytes of JSON: 100,000 of them fit. */
export const LEDGER_INGEST_BODY_LIMIT = 48 * 1024 * 1024;

export const supplyInvoiceIngest = defineEndpoint({
  service: 'api',
  method: 'POST',
  path: '/ingest/supplyInvoices',
  summary: 'Tedarikçi faturası gönderimi (toplu)',
  description: 'Tedarikçilerin sistemleri distribütörlere kestikleri faturaların seri numaralı satırlarını gönderir.',
  access: noScreen([SERVICE_ROLE], "the suppliers' systems send their invoices to distributors (issue 30); no screen calls it"),
  body: batchBody(supplyInvoiceIngestRowSchema),
  response: ingestAnswerSchema,
  bodyLimit: LEDGER_INGEST_BODY_LIMIT,
  idempotent: true,
});

export const distributionIngest = defineEndpoint({
  service: 'api',
  method: 'POST',
  path: '/ingest/distribution',
  summary: 'Distribütör dağıtım kaydı gönderimi (toplu)',
  description: 'Distribütörlerin sistemleri bayilere fatura, irsaliye ve teknik servis değişimi satırlarını gönderir (`type`).',
  access: noScreen([SERVICE_ROLE], "the distributors' systems send their invoices, waybills and technical-service changes to resellers (issue 30); no screen calls it"),
  body: batchBody(distributionIngestRowSchema),
  response: ingestAnswerSchema,
  bodyLimit: LEDGER_INGEST_BODY_LIMIT,
  idempotent: true,
});
