import { REPORT_DAILY_DEFAULT_FROM_DAYS_AGO, REPORT_DAILY_MAX_DAYS, REPORT_MSG, type DailyReportBody, type ReportStatus, type ReportType } from '../../../shared/contract/reports.js';
import type { SaleType } from '../../../shared/contract/sale-texts.js';

/** The daily report's filters as the screen holds them: dates 'YYYY-MM-DD' (the date fields'), '' = not chosen. */
export interface DailyForm {
  dateStart: string;
  dateEnd: string;
  saleReportType: ReportType | '';
  saleReportSaleStatus: ReportStatus | '';
  productSaleTypeList: string[];
  ttCrmIdList: string[];
  brandIdList: string[];
  distyIdList: string[];
  resellerTypeList: string[];
  resellerMainAreaList: string[];
}

export type DailyListKey = 'productSaleTypeList' | 'ttCrmIdList' | 'brandIdList' | 'distyIdList' | 'resellerTypeList' | 'resellerMainAreaList';

const DAY_MS = 86_400_000;
/** Türkiye is UTC+3 all year: the report's days are Istanbul's. */
const ISTANBUL_MS = 3 * 3_600_000;

/** The Istanbul day `daysAgo` days before `now`, as 'YYYY-MM-DD'. */
export const istanbulDay = (now: number, daysAgo: number) => new Date(now + ISTANBUL_MS - daysAgo * DAY_MS).toISOString().slice(0, 10);

/** Spec 3 §9: from 31 days ago to yesterday, AKSESUAR_SATIS, SATIS; no list chosen. */
export function dailyDefaults(now = Date.now()): DailyForm {
  return {
    dateStart: istanbulDay(now, REPORT_DAILY_DEFAULT_FROM_DAYS_AGO),
    dateEnd: istanbulDay(now, 1),
    saleReportType: 'AKSESUAR_SATIS',
    saleReportSaleStatus: 'SATIS',
    productSaleTypeList: [],
    ttCrmIdList: [],
    brandIdList: [],
    distyIdList: [],
    resellerTypeList: [],
    resellerMainAreaList: [],
  };
}

const dayOf = (v: string) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  if (!m) return null;
  const t = Date.UTC(+m[1], +m[2] - 1, +m[3]);
  return new Date(t).toISOString().slice(0, 10) === v ? t : null;
};

/**
 * Spec 3 §5, in its order: both dates, the start not after the end, the report type, the
 * status; then ours (a date that is no day, a span over REPORT_DAILY_MAX_DAYS). The first that
 * fails, or null. The server checks the same.
 */
export function dailyCheck(f: DailyForm): string | null {
  if (!f.dateStart || !f.dateEnd) return REPORT_MSG.datesRequired;
  const start = dayOf(f.dateStart);
  const end = dayOf(f.dateEnd);
  if (start === null || end === null) return REPORT_MSG.dateInvalid;
  if (start > end) return REPORT_MSG.startAfterEnd;
  if (!f.saleReportType) return REPORT_MSG.typeRequired;
  if (!f.saleReportSaleStatus) return REPORT_MSG.statusRequired;
  if ((end - start) / DAY_MS + 1 > REPORT_DAILY_MAX_DAYS) return REPORT_MSG.tooLong;
  return null;
}

/** 'YYYY-MM-DD' → 'DD.MM.YYYY' (spec 3 §7: tr-TR dates). */
const trDate = (v: string) => (v ? `${v.slice(8, 10)}.${v.slice(5, 7)}.${v.slice(0, 4)}` : undefined);
const ids = (values: string[]) => (values.length ? values.map(Number) : undefined);
const texts = <T extends string>(values: string[]) => (values.length ? (values as T[]) : undefined);

/** The body of POST /report/daily (and its export): unchosen values left out. */
export function dailyBody(f: DailyForm): DailyReportBody {
  const body: DailyReportBody = {
    dateStart: trDate(f.dateStart),
    dateEnd: trDate(f.dateEnd),
    saleReportType: f.saleReportType || undefined,
    saleReportSaleStatus: f.saleReportSaleStatus || undefined,
    productSaleTypeList: texts<SaleType>(f.productSaleTypeList),
    ttCrmIdList: ids(f.ttCrmIdList),
    brandIdList: ids(f.brandIdList),
    distyIdList: ids(f.distyIdList),
    resellerTypeList: texts(f.resellerTypeList),
    resellerMainAreaList: texts(f.resellerMainAreaList),
  };
  return Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)) as DailyReportBody;
}
