import { z } from 'zod';
import { screens } from '../access.js';
import { dateCell, moneyCell } from '../export-cells.js';
import { formatDateTime, formatMoney } from '../format.js';
import { coercedIdSchema, idSchema } from '../schemas.js';
import { MAX_KEY_ROWS } from '../distribution-key.js';
import { defineEndpoint } from './endpoint.js';
import { defineList } from './list.js';

/**
 * Serial and password batches (spec 1 §2.14, §3, §4, §5, §7 "Campaigns and serials", §8, §9;
 * spec 2 §2.13, §5; issue 14). TTG_ADMIN only. The spec shows no paths for these calls; ours
 * are /accessoryCampaignSerial/… and /accessoryCampaignPass/… (the same set for both kinds)
 * and /passiveSerial/….
 *
 * A batch ('title') is created CONTINUING with its lines (how many codes of which campaign for
 * which reseller or TT CRM); a job makes all its codes in one transaction and marks it
 * COMPLETED (or FAILED, ours: the spec knows only the two states). A completed, inactive batch
 * may be activated or cancelled; single codes may be deactivated.
 */
export const BATCH_MSG = {
  serial: {
    created: 'Seri numaralar oluşturuldu.',
    activated: 'Seri numaralar aktifleştirildi.',
    activateFailed: 'Seri numaralar aktifleştirilmedi.',
    cancelled: 'Seri numaralar iptal edildi.',
    cancelFailed: 'Seri numaralar iptal edilemedi.',
    totalZero: 'Oluşturulcak seri numara adedi sıfırdan büyük olmalıdır.',
    empty: 'Seri numara bulunamadı',
  },
  pass: {
    created: 'Şifreler oluşturuldu.',
    activated: 'Şifreler aktifleştirildi.',
    activateFailed: 'Şifreler aktifleştirilmedi.',
    cancelled: 'Şifreler iptal edildi.',
    cancelFailed: 'Şifreler iptal edilemedi.',
    totalZero: 'Oluşturulcak şifre adedi sıfırdan büyük olmalıdır.',
    empty: 'Şifre bulunamadı',
  },
  exportNeedsFilter: 'Seri numara veya bayi kodu filtresi dolu olmalıdır.',
  empty: 'Kayıt bulunamadı',
  rangeTooLong: 'Tarih aralığı bir haftadan fazla olmamalıdır',
  // Ours (the spec shows none), in its style.
  continuing: 'İşleminiz devam ediyor. Sonucu daha sonra menüden kontrol edebilirsiniz.',
  passiveNeedsFilter: 'Tarih aralığı, bayi kodu veya seri numaradan en az biri dolu olmalıdır.',
  unknownResellers: (codes: string[]) => `Bayi kodu bulunamadı: ${codes.slice(0, 10).join(', ')}${codes.length > 10 ? ` ve ${codes.length - 10} bayi daha` : ''}`,
  unknownCampaign: 'Kampanya bulunamadı.',
  passiveCampaign: 'Pasif kampanya için kod oluşturulamaz.',
  unknownCrm: 'TT CRM kaydı bulunamadı.',
  numbersMismatch: 'Gönderilen dağıtım sayıları anahtar dosyasıyla uyuşmuyor.',
  tooMany: 'Bir pakette en fazla 10.000.000 kod oluşturulabilir.',
  notCompleted: 'Paket tamamlanmadan bu işlem yapılamaz.',
  alreadyActive: 'Aktif paket üzerinde bu işlem yapılamaz.',
  passiveConfirm: 'Seçilen seri numaralar pasif duruma getirilecek. Emin misiniz?',
  passivated: 'Seri numaralar pasif duruma getirildi.',
  passiveFailed: 'Seri numaralar pasif duruma getirilemedi.',
  selectCodes: 'En az bir kayıt seçilmelidir.',
  failed: 'Başarısız',
} as const;

export type CodeKind = 'serial' | 'pass';

/** Spec 1 §9: one batch holds at most this many codes (ours). */
export const MAX_BATCH_CODES = 10_000_000;
/** Spec 2 §5: at most 630,000,000 ms between start and end of the passive-serial search. */
export const PASSIVE_RANGE_MS = 630_000_000;
/** Spec 1 §9 page sizes. */
export const COUNT_EDITOR_PAGE_SIZES = [5, 15, 50] as const;
export const DISTRIBUTION_PAGE_SIZES = [5, 10, 15] as const;
export const TITLE_PAGE_SIZES = [5, 20, 50] as const;
export const CODE_PAGE_SIZES = [10, 20, 30] as const;

export const TITLE_STATUS = ['CONTINUING', 'COMPLETED', 'FAILED'] as const;
export type TitleStatus = (typeof TITLE_STATUS)[number];
export const TITLE_STATUS_DISPLAY: Record<TitleStatus, string> = { CONTINUING: 'Devam Ediyor', COMPLETED: 'Tamamlandı', FAILED: 'Başarısız' };

/** Spec 1 §3 serial/password info summary. */
export const codeSummarySchema = z.object({ canBeCreatedUnit: z.number(), createdUnit: z.number(), usedUnit: z.number() });
export type CodeSummary = z.infer<typeof codeSummarySchema>;

/** Spec 1 §9: percentages with 4 decimals in summaries, 0 in batch status. */
export const summaryPercent = (part: number, whole: number) => (whole > 0 ? ((part / whole) * 100).toFixed(4) : '0.0000');
export const statusPercent = (part: number, whole: number) => (whole > 0 ? Math.floor((part / whole) * 100).toFixed(0) : '0');

/** Spec 1 §3 serial/password batch (title); the codes are a list of their own. */
export const titleSchema = z.object({
  id: z.number(),
  createDateTime: z.string(),
  userName: z.string(),
  totalCount: z.number(),
  createdCount: z.number(),
  usedCount: z.number(),
  titleStatus: z.enum(TITLE_STATUS),
  titleStatusDisplay: z.string(),
  isActivated: z.boolean(),
  /** How far the job got (codes made so far), while CONTINUING. */
  progress: z.number(),
  /** JSON text of the distribution (spec 1 §3 params). */
  params: z.string(),
  error: z.string().nullable(),
});
export type Title = z.infer<typeof titleSchema>;

const value = z.string().trim().max(40);
const code = z.string().trim().max(50);

/** Titles by code value or by reseller code (spec 1 §7): the value wins. */
export const titleFilterSchema = z.object({ value: value.optional(), resellerCode: code.optional() });
/** Codes of a batch, or found by value or reseller code (the value wins, spec 1 §5). The batch id may come as text (a list screen's filters are text). */
export const codeFilterSchema = z.object({ titleId: coercedIdSchema.optional(), value: value.optional(), resellerCode: code.optional() });
export type CodeFilter = z.infer<typeof codeFilterSchema>;

/** Spec 1 §3 serial / pass. `owner` is the reseller (serials) or the TT CRM record (passwords). */
export const codeRowSchema = z.object({
  id: z.number(),
  value: z.string(),
  titleId: z.number(),
  ownerCode: z.string(),
  ownerName: z.string(),
  distyName: z.string().nullable(),
  amount: z.number(),
  termNumber: z.number(),
  voucherCode: z.string(),
  used: z.boolean(),
  usageStatusDisplay: z.string(),
  isActivated: z.boolean(),
  createDateTime: z.string(),
  userName: z.string(),
});
export type CodeRow = z.infer<typeof codeRowSchema>;
export const usageDisplay = (used: boolean) => (used ? 'Kullanıldı' : 'Kullanılmadı');

/** Spec 1 §3 low-stock rows: serials per reseller and campaign, passwords per TT CRM and campaign. */
export const lowStockRowSchema = z.object({
  id: z.number(),
  ownerCode: z.string(),
  distyCode: z.string().nullable(),
  amount: z.number(),
  voucherCode: z.string(),
  remaining: z.number(),
  total: z.number(),
  warning: z.number(),
});
export type LowStockRow = z.infer<typeof lowStockRowSchema>;

/** Create request, serials (spec 1 §3): the distribution as JSON text and the counts it makes. */
export const serialParamsSchema = z.object({
  counts: z.array(z.object({ campaignId: idSchema, unit: z.number().int().min(0).max(MAX_BATCH_CODES) })).min(1).max(500),
  key: z.array(z.object({ bayiKodu: code.min(1), yuzde: z.number().finite() })).max(MAX_KEY_ROWS),
});
export type SerialParams = z.infer<typeof serialParamsSchema>;
export const serialCreateSchema = z.object({
  accessoryCampaignParams: z.string().max(2_000_000),
  accessoryCampaignNumbers: z
    .array(z.object({ resellerCode: code.min(1), accessoryCampaignId: idSchema, unit: z.number().int().min(1).max(MAX_BATCH_CODES) }))
    .max(MAX_KEY_ROWS * 50)
    .default([]),
});
/** Create request, passwords (spec 1 §3): rows of TT CRM × campaign × count (names and amounts are shown, not used). */
export const passCreateSchema = z.object({
  rows: z
    .array(
      z.object({
        ttCrmId: idSchema,
        ttCrmName: z.string().max(200).optional(),
        accessoryCampaignId: idSchema,
        amount: z.number().optional(),
        termNumber: z.number().optional(),
        unit: z.number().int().min(0).max(MAX_BATCH_CODES),
      }),
    )
    .min(1)
    .max(20_000),
});

const idBody = z.object({ id: idSchema });
/** A code's id: its batch × 2³² + its number in the batch (server/campaigns/batches/code-ids.ts), exact in a double. */
const codeIdSchema = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const idList = z.object({ serialIdList: z.array(codeIdSchema).min(1, BATCH_MSG.selectCodes).max(10_000) });

const dt = (v: string) => formatDateTime(v);

function batchApi<K extends CodeKind>(kind: K) {
  const base = kind === 'serial' ? '/accessoryCampaignSerial' : '/accessoryCampaignPass';
  const listScreen = kind === 'serial' ? '/accessoryCampaignSerialTitleList' : '/accessoryCampaignPassTitleList';
  const titleScreen = kind === 'serial' ? '/accessoryCampaignSerialTitle' : '/accessoryCampaignPassTitle';
  const both = screens(listScreen, titleScreen);
  const owner = kind === 'serial' ? 'Bayi Kodu' : 'TT CRM';
  const noun = kind === 'serial' ? 'Seri Numara' : 'Şifre';
  return {
    kind,
    summary: defineEndpoint({ service: 'api', method: 'GET', path: `${base}/summary`, summary: `${noun} paketlerinin özeti`, access: both, response: codeSummarySchema }),
    title: defineEndpoint({ service: 'api', method: 'GET', path: `${base}/title/:id`, summary: `${noun} paketi (başlık) detayı`, access: both, params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }), response: titleSchema }),
    titles: defineList({
      id: `${kind}-titles`,
      title: `${noun} paketleri`,
      path: `${base}/titles`,
      access: both,
      filter: titleFilterSchema,
      row: titleSchema,
      columns: [
        { key: 'id', header: 'Paket No', text: (r) => r.id },
        { key: 'createDateTime', header: 'Oluşturma Tarihi', text: (r) => dt(r.createDateTime) },
        { key: 'userName', header: 'Oluşturan', text: (r) => r.userName },
        { key: 'totalCount', header: `Toplam ${noun}`, text: (r) => r.totalCount },
        { key: 'createdCount', header: 'Oluşturulan', text: (r) => r.createdCount },
        { key: 'usedCount', header: 'Kullanılan', text: (r) => r.usedCount },
        { key: 'titleStatus', header: 'Durum', text: (r) => r.titleStatusDisplay },
        { key: 'isActivated', header: 'Aktif', text: (r) => (r.isActivated ? 'Evet' : 'Hayır') },
      ],
      sorts: ['id'],
      defaultSort: 'id,desc',
      pageSizes: TITLE_PAGE_SIZES,
      defaultPageSize: 5,
      emptyText: BATCH_MSG.empty,
    }),
    codes: defineList({
      id: `${kind}-codes`,
      title: kind === 'serial' ? 'Kampanya seri numaraları' : 'Kampanya şifreleri',
      path: `${base}/codes`,
      access: both,
      filter: codeFilterSchema,
      row: codeRowSchema,
      columns: [
        { key: 'value', header: noun, text: (r) => r.value, exportWidth: 16 },
        { key: 'ownerCode', header: owner, text: (r) => r.ownerCode, exportWidth: 14 },
        ...(kind === 'serial' ? [{ key: 'distyName' as const, header: 'Distribütör', text: (r: CodeRow) => r.distyName, exportWidth: 24 }] : [{ key: 'ownerName' as const, header: 'TT CRM Adı', text: (r: CodeRow) => r.ownerName, exportWidth: 24 }]),
        { key: 'voucherCode', header: 'SN Kodu', text: (r) => r.voucherCode, exportWidth: 10 },
        { key: 'amount', header: 'Tutar', text: (r) => formatMoney(r.amount), exportCell: (r) => moneyCell(r.amount), exportWidth: 12 },
        { key: 'termNumber', header: 'Taksit', text: (r) => r.termNumber, exportWidth: 8 },
        { key: 'usageStatusDisplay', header: 'Kullanım Durumu', text: (r) => r.usageStatusDisplay, exportWidth: 16 },
        { key: 'isActivated', header: 'Aktif', text: (r) => (r.isActivated ? 'Evet' : 'Hayır'), exportWidth: 8 },
        { key: 'createDateTime', header: 'Oluşturma Tarihi', text: (r) => dt(r.createDateTime), exportCell: (r) => dateCell(r.createDateTime), exportWidth: 18 },
        { key: 'userName', header: 'Oluşturan', text: (r) => r.userName, exportWidth: 20 },
      ],
      sorts: ['id'],
      defaultSort: 'id,asc',
      pageSizes: CODE_PAGE_SIZES,
      defaultPageSize: 10,
      emptyText: BATCH_MSG[kind].empty,
      export: {
        path: `${base}/codes/export`,
        fileName: kind === 'serial' ? 'Seri Numaralar.xlsx' : 'Şifreler.xlsx',
        rule: (f) => (f.value || f.resellerCode ? null : BATCH_MSG.exportNeedsFilter),
      },
    }),
    lowStock: defineList({
      id: `${kind}-low-stock`,
      title: `Kritik stoktaki ${noun.toLocaleLowerCase('tr-TR')} paketleri`,
      path: `${base}/lowStock`,
      access: both,
      filter: z.object({}),
      row: lowStockRowSchema,
      columns: [
        { key: 'ownerCode', header: kind === 'serial' ? 'Bayi Kodu' : 'TT CRM Kodu', text: (r) => r.ownerCode, exportWidth: 14 },
        ...(kind === 'serial' ? [{ key: 'distyCode' as const, header: 'Distribütör Kodu', text: (r: LowStockRow) => r.distyCode, exportWidth: 16 }] : []),
        { key: 'amount', header: 'Paket', text: (r) => `Paket ${Math.trunc(r.amount)}`, exportWidth: 12 },
        { key: 'remaining', header: 'Kalan', text: (r) => r.remaining, exportWidth: 10 },
        { key: 'total', header: 'Toplam', text: (r) => r.total, exportWidth: 10 },
      ],
      sorts: ['remaining', 'ownerCode'],
      defaultSort: 'remaining,asc',
      pageSizes: [5, 10, 25],
      defaultPageSize: 5,
      emptyText: BATCH_MSG.empty,
      export: { path: `${base}/lowStock/export`, fileName: kind === 'serial' ? 'Kritik Stok Seri Numaralar.xlsx' : 'Kritik Stok Şifreler.xlsx' },
    }),
    activate: defineEndpoint({ service: 'api', method: 'POST', path: `${base}/activate`, summary: `${noun} paketini aktif et`, access: screens(titleScreen), body: idBody, response: titleSchema }),
    remove: defineEndpoint({ service: 'api', method: 'POST', path: `${base}/delete`, summary: `${noun} paketini sil`, access: screens(titleScreen), body: idBody, response: z.object({ id: z.number() }) }),
    cancelCodes: defineEndpoint({
      service: 'api',
      method: 'POST',
      path: kind === 'serial' ? `${base}/cancelSerials` : `${base}/cancelPasses`,
      summary: kind === 'serial' ? 'Seçili seri numaralarını iptal et' : 'Seçili şifreleri iptal et',
      access: screens(titleScreen),
      body: idList,
      response: z.object({ count: z.number() }),
    }),
  };
}

const createEndpoint = <B extends z.ZodType>(base: string, titleScreen: string, body: B, summary: string) =>
  defineEndpoint({ service: 'api', method: 'POST', path: `${base}/create`, summary, access: screens(titleScreen), body, response: titleSchema, bodyLimit: 8_000_000, idempotent: 'optional' });

export const serialBatchApi = { ...batchApi('serial'), create: createEndpoint('/accessoryCampaignSerial', '/accessoryCampaignSerialTitle', serialCreateSchema, 'Seri numara paketi oluştur') };
export const passBatchApi = { ...batchApi('pass'), create: createEndpoint('/accessoryCampaignPass', '/accessoryCampaignPassTitle', passCreateSchema, 'Şifre paketi oluştur') };
export type BatchApi = ReturnType<typeof batchApi>;

/** The endpoints and lists of one kind (both kinds have the same shape). */
export const batchApiOf = (kind: CodeKind): BatchApi => (kind === 'serial' ? serialBatchApi : passBatchApi);

/** /passiveSerial (spec 2 §2.13, §5): at least one filter, a range of at most 7 days; then deactivate what was found. */
export const passiveSerialFilterSchema = z
  .object({
    startDate: z.iso.datetime({ offset: true }).optional(),
    endDate: z.iso.datetime({ offset: true }).optional(),
    resellerCode: code.optional(),
    serial: value.optional(),
  })
  .superRefine((f, ctx) => {
    const hasRange = !!f.startDate && !!f.endDate;
    if (!hasRange && !f.resellerCode && !f.serial) ctx.addIssue({ code: 'custom', path: ['startDate'], message: BATCH_MSG.passiveNeedsFilter });
    if (hasRange && Date.parse(f.endDate!) - Date.parse(f.startDate!) > PASSIVE_RANGE_MS) ctx.addIssue({ code: 'custom', path: ['endDate'], message: BATCH_MSG.rangeTooLong });
  });
export type PassiveSerialFilter = z.infer<typeof passiveSerialFilterSchema>;

export const passiveSerialList = defineList({
  id: 'passive-serials',
  title: 'Pasife alınacak kampanya seri numaraları',
  path: '/passiveSerial/searchSerial',
  access: screens('/passiveSerial'),
  filter: passiveSerialFilterSchema,
  row: codeRowSchema,
  columns: serialBatchApi.codes.columns,
  sorts: ['id'],
  defaultSort: 'id,asc',
  pageSizes: CODE_PAGE_SIZES,
  defaultPageSize: 10,
  emptyText: BATCH_MSG.serial.empty,
});
export const passiveSerialDeactivate = defineEndpoint({
  service: 'api',
  method: 'POST',
  path: '/passiveSerial/deactivate',
  summary: 'Bulunan kampanya seri numaralarını pasife al',
  access: screens('/passiveSerial'),
  body: z.union([idList, z.object({ filter: passiveSerialFilterSchema })]),
  response: z.object({ count: z.number() }),
});
