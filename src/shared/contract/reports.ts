import { z } from 'zod';
import { only, screens } from '../access.js';
import { FILTER_DEBOUNCE_MS } from '../paging.js';
import { idSchema } from '../schemas.js';
import { defineEndpoint } from './endpoint.js';
import { SALE_TYPES } from './sale-texts.js';

/**
 * Reports (issue 34; spec 3 §2.17, §3 sales calculation row, dashboard values, daily report options
 * and result, §5 the daily report's checks, §6, §7 "Reports", §9): the six-month report
 * /reportingMonthly, the daily report /dailySaleReport and the two gauges of TTG_ADMIN's /dashboard.
 *
 * Our rules where the spec is silent (the server enforces them; docs/reports.md):
 * - Every figure counts by the sale's date in Türkiye's time zone (Europe/Istanbul, UTC+3 all year):
 *   a sale completed at 23:30 on the 31st in Istanbul counts on the 31st, whatever the server's zone.
 * - Quantity (AKSESUAR_SATIS, and the six-month report and the gauges) = units sold, one per sale
 *   line; amount = the lines' sale prices (selected_price, after the dealer's discount).
 *   SATIS_ISLEMI counts sales (transactions) instead of units; with a brand filter a sale counts
 *   once for each chosen brand it holds.
 * - SATIS = lines not cancelled (sold, or waiting in the cancel queue); IPTAL = lines whose cancel
 *   was approved, counted on the SALE's day (not the day of the cancel).
 * - A sale's TT CRM is the TT CRM record of the campaign password it consumed; a sale with a
 *   campaign serial or without a campaign has none (REPORT_NONE_KEY). Reseller type and main area
 *   are the seller's; distributor the sale's (as at the sale).
 * - The six-month report covers the current month and the five before it (months of Istanbul).
 * - The gauges: today's totals (Istanbul day) against the average of the 30 days before today.
 * - The daily report spans at most REPORT_DAILY_MAX_DAYS days (the screen says so before it asks).
 */

// ---- vocabulary ----

/** Spec 3 §2.17: the six-month report's dimensions. */
export const REPORT_DIMENSIONS = ['BRAND', 'SALE_TYPE', 'RESELLER_TYPE', 'RESELLER_MAIN_AREA', 'DISTY', 'TT_CRM'] as const;
export type ReportDimension = (typeof REPORT_DIMENSIONS)[number];
export const REPORT_DIMENSION_LABELS: Record<ReportDimension, string> = {
  BRAND: 'Marka',
  SALE_TYPE: 'Satış Tipi',
  RESELLER_TYPE: 'Bayi Tipi',
  RESELLER_MAIN_AREA: 'Bayi Ana Bölgesi',
  DISTY: 'Distribütör',
  TT_CRM: 'TT CRM',
};

/** Spec 3 §7: saleReportType and saleReportSaleStatus. */
export const REPORT_TYPES = ['AKSESUAR_SATIS', 'SATIS_ISLEMI'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];
export const REPORT_TYPE_LABELS: Record<ReportType, string> = { AKSESUAR_SATIS: 'Aksesuar Satış', SATIS_ISLEMI: 'Satış İşlemi' };
export const REPORT_STATUSES = ['SATIS', 'IPTAL'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
export const REPORT_STATUS_LABELS: Record<ReportStatus, string> = { SATIS: 'Satış', IPTAL: 'İptal' };

/** Spec 3 §9. */
export const REPORT_MONTHS = 6;
export const REPORT_GAUGE_SEGMENTS = 5;
export const REPORT_FILTER_DEBOUNCE_MS = FILTER_DEBOUNCE_MS;
/** Spec 3 §9: daily defaults — from 31 days ago to yesterday, SATIS, AKSESUAR_SATIS. */
export const REPORT_DAILY_DEFAULT_FROM_DAYS_AGO = 31;
/** Ours: the longest daily report (a year and a day). */
export const REPORT_DAILY_MAX_DAYS = 366;
/** Ours: the gauges' average is over the 30 days before today. */
export const REPORT_GAUGE_AVERAGE_DAYS = 30;
/** The key of 'none' (a sale without a TT CRM, a reseller without a type or main area). */
export const REPORT_NONE_KEY = '—';

/** Spec 3 §9: the charts' ten colours (the spec gives the count; ours are the brand palette's). */
export const REPORT_PALETTE = ['#2f6fde', '#f39c12', '#27ae60', '#c0392b', '#8e44ad', '#16a085', '#d35400', '#2c3e50', '#e84393', '#7f8c8d'] as const;

export const REPORT_MSG = {
  monthlyTitle: 'Son 6 Ay Satış Raporu',
  dailyTitle: 'Günlük Satış Raporu',
  dimension: 'Rapor Kırılımı',
  quantityChart: 'Satış Adedi',
  amountChart: 'Satış Tutarı',
  total: 'Toplam',
  day: 'Gün',
  quantity: 'Adet',
  amount: 'Tutar',
  // Spec 3 §5: the daily report's checks, in this order.
  datesRequired: 'Tarih alanları dolu olmalıdır.',
  startAfterEnd: 'Başlangıç tarihi bitiş tarihinden önce olmalıdır.',
  typeRequired: 'Raporlama tipi seçili olmalıdır.',
  statusRequired: 'Raporlanacak işlem durumu seçili olmalıdır.',
  // Ours.
  tooLong: `Rapor en fazla ${REPORT_DAILY_MAX_DAYS} günü kapsayabilir.`,
  dateInvalid: 'Tarih GG.AA.YYYY biçiminde olmalıdır.',
  noData: 'Seçilen aralıkta satış bulunmamaktadır.',
  monthlyExport: 'Son 6 Ay Satış Raporu',
  dailyExport: 'Günlük Satış Raporu',
  gaugeQuantity: 'Günlük Toplam Aksesuar Satış Adedi',
  gaugeAmount: 'Günlük Toplam Satış Tutarı',
  gaugeAverage: 'Son 30 gün ortalaması',
} as const;

// ---- GET /report/monthly (spec 3 §7: monthly calculations by dimension and month count) ----

const MONTHLY = screens('/reportingMonthly');

export const monthlyQuerySchema = z.object({
  dimension: z.enum(REPORT_DIMENSIONS),
  monthCount: z.coerce.number().int().min(1).max(REPORT_MONTHS).default(REPORT_MONTHS),
});
export type MonthlyQuery = z.infer<typeof monthlyQuerySchema>;

/** Spec 3 §3 sales calculation row, and the key the sales list filters by (a bar opens /productSaleList). */
export const salesCalculationRowSchema = z.object({
  /** The value's display name (brand name, 'Kampanyalı', distributor name …; REPORT_NONE_KEY for none). */
  dimensionKey: z.string(),
  /** The value as the sales list's filter takes it (brand id, sale type, reseller type …); null for none. */
  dimensionValue: z.string().nullable(),
  saleQuantityList: z.array(z.number()),
  salePriceList: z.array(z.number()),
});
export type SalesCalculationRow = z.infer<typeof salesCalculationRowSchema>;

export const monthlyReportSchema = z.object({
  /** The months, oldest first, as 'YYYY-MM' (Istanbul); the lists of each row follow them. */
  months: z.array(z.string()),
  rows: z.array(salesCalculationRowSchema),
});
export type MonthlyReport = z.infer<typeof monthlyReportSchema>;

export const monthlyReport = defineEndpoint({ service: 'api', method: 'GET', path: '/report/monthly', access: MONTHLY, query: monthlyQuerySchema, response: monthlyReportSchema,
  summary: 'Son 6 ay satış raporu (seçilen kırılıma göre aylık adet ve tutar)',
  description: 'TTG_ADMIN yalnızca; diğer her rol 403 alır. İstanbul ayları, bu ay ve önceki beşi; iptal edilmemiş satırlar. Geçersiz kırılım veya ay sayısı 400 (doğrulama zarfı). Sayfalama yok: her kırılım değeri bir satır.' });
/** Both tables (quantity, amount) with their totals rows, one under the other on the file's one sheet. */
export const monthlyReportExcel = defineEndpoint({
  service: 'api',
  method: 'GET',
  path: '/report/monthly/export',
  access: MONTHLY,
  query: monthlyQuerySchema,
  response: z.unknown(),
  produces: 'xlsx',
  summary: 'Son 6 ay satış raporunun Excel dosyası',
  description: 'TTG_ADMIN yalnızca; diğer her rol 403 alır. Adet ve tutar tabloları toplam satırlarıyla (tutarlar 2 ondalıklı). Geçersiz sorgu 400.',
});

// ---- the daily report (spec 3 §7: GET sale report options; POST sale report) ----

const DAILY = screens('/dailySaleReport');

const named = z.object({ id: z.number(), name: z.string() });
export const reportOptionsSchema = z.object({
  ttCrmList: z.array(named),
  distyList: z.array(named),
  brandList: z.array(named),
  resellerTypeList: z.array(z.string()),
  resellerMainAreaList: z.array(z.string()),
});
export type ReportOptions = z.infer<typeof reportOptionsSchema>;
export const reportOptions = defineEndpoint({ service: 'api', method: 'GET', path: '/report/options', access: DAILY, response: reportOptionsSchema,
  summary: 'Günlük satış raporunun seçenek listeleri',
  description: 'TTG_ADMIN yalnızca; diğer her rol 403 alır. TT CRM, distribütör, marka, bayi tipi ve bayi ana bölgesi listeleri.' });

const trDay = z
  .string()
  .trim()
  .regex(/^\d{2}\.\d{2}\.\d{4}$/, REPORT_MSG.dateInvalid);
const optionalList = <T extends z.ZodType>(item: T) => z.array(item).max(500).optional();

/**
 * Spec 3 §7 daily report body. The checks run in the spec's order (§5): dates, their order, the
 * type, the status; each refusal is the 400 envelope with its message (the screen checks first).
 */
export const dailyReportBodySchema = z.object({
  dateStart: trDay.optional(),
  dateEnd: trDay.optional(),
  saleReportType: z.enum(REPORT_TYPES).optional(),
  saleReportSaleStatus: z.enum(REPORT_STATUSES).optional(),
  productSaleTypeList: optionalList(z.enum(SALE_TYPES)),
  ttCrmIdList: optionalList(idSchema),
  brandIdList: optionalList(idSchema),
  distyIdList: optionalList(idSchema),
  resellerTypeList: optionalList(z.string().max(30)),
  resellerMainAreaList: optionalList(z.string().max(100)),
});
export type DailyReportBody = z.infer<typeof dailyReportBodySchema>;

export const reportDayRowSchema = z.object({ calculationDayString: z.string(), saleQuantity: z.number(), salePrice: z.number() });
export type ReportDayRow = z.infer<typeof reportDayRowSchema>;
export const dailyReportSchema = z.object({ reportDailyDataList: z.array(reportDayRowSchema), saleQuantity: z.number(), salePrice: z.number() });
export type DailyReport = z.infer<typeof dailyReportSchema>;

export const dailyReport = defineEndpoint({ service: 'api', method: 'POST', path: '/report/daily', access: DAILY, body: dailyReportBodySchema, response: dailyReportSchema,
  summary: 'Günlük satış raporu (gün gün adet ve tutar, toplamlarıyla)',
  description: 'TTG_ADMIN yalnızca; diğer her rol 403 alır. Kontroller spec sırasıyla 400 ile: tarihler dolu, başlangıç bitişten sonra değil, raporlama tipi, işlem durumu; sonra gerçek bir gün ve en fazla 366 gün. Sayfalama yok: aralığın her günü bir satır.' });
export const dailyReportExcel = defineEndpoint({
  service: 'api',
  method: 'POST',
  path: '/report/daily/export',
  access: DAILY,
  body: dailyReportBodySchema,
  response: z.unknown(),
  produces: 'xlsx',
  summary: 'Günlük satış raporunun Excel dosyası',
  description: 'TTG_ADMIN yalnızca; diğer her rol 403 alır. Raporla aynı kontroller ve 400 mesajları; gün, adet, tutar (2 ondalıklı) ve toplam satırı.',
});

// ---- GET /report/dashboard (spec 3 §7 calculation values; §2.17 the gauges, TTG_ADMIN only) ----

export const dashboardValuesSchema = z.object({
  saleQuantityTotal: z.number(),
  saleQuantityAverage: z.number(),
  salePriceTotal: z.number(),
  salePriceAverage: z.number(),
});
export type DashboardValues = z.infer<typeof dashboardValuesSchema>;

/** Only TTG_ADMIN of the dashboard's roles (spec 3 §2.17): every other role gets 403. */
export const dashboardValues = defineEndpoint({
  service: 'api',
  method: 'GET',
  path: '/report/dashboard',
  access: only(screens('/dashboard'), ['TTG_ADMIN']),
  response: dashboardValuesSchema,
  summary: 'Ana sayfa göstergeleri: bugünkü satış adedi ve tutarı, son 30 gün ortalamasıyla',
  description: 'TTG_ADMIN yalnızca; ana sayfanın diğer rolleri dahil herkes 403 alır. İstanbul günü; iptal edilmemiş satırlar.',
});
