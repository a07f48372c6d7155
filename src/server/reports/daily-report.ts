import { type SQL, sql } from 'drizzle-orm';
import { type DailyReport, type DailyReportBody, REPORT_DAILY_MAX_DAYS, REPORT_MSG } from '../../shared/contract/reports.js';
import { type Db, intArray, queryRows, textArray } from '../db/sql.js';
import { businessError } from '../lib/app-error.js';
import { whereAll } from '../lib/list-query.js';
import { daysBetween, fromTrDay, toTrDay } from './report-calendar.js';
import { bothParts } from './report-rows.js';

/** A daily report's request after its checks: the Istanbul days and the chosen figures. */
export interface DailyRequest extends DailyReportBody {
  from: string;
  to: string;
  saleReportType: NonNullable<DailyReportBody['saleReportType']>;
  saleReportSaleStatus: NonNullable<DailyReportBody['saleReportSaleStatus']>;
}

/** Spec 3 §5: the daily report's checks in the spec's order (then ours: a real day, the longest span); each refusal the 400 envelope. */
export function checkDaily(body: DailyReportBody): DailyRequest {
  if (!body.dateStart || !body.dateEnd) throw businessError(REPORT_MSG.datesRequired);
  const from = fromTrDay(body.dateStart);
  const to = fromTrDay(body.dateEnd);
  if (!from || !to) throw businessError(REPORT_MSG.dateInvalid);
  if (from > to) throw businessError(REPORT_MSG.startAfterEnd);
  if (!body.saleReportType) throw businessError(REPORT_MSG.typeRequired);
  if (!body.saleReportSaleStatus) throw businessError(REPORT_MSG.statusRequired);
  if (daysBetween(from, to) + 1 > REPORT_DAILY_MAX_DAYS) throw businessError(REPORT_MSG.tooLong);
  return { ...body, from, to, saleReportType: body.saleReportType, saleReportSaleStatus: body.saleReportSaleStatus };
}

const has = <T>(list: readonly T[] | undefined): list is readonly T[] => !!list && list.length > 0;

/** The cube's filter: every chosen list narrows (none chosen: all). */
function cubeWhere(r: DailyRequest): SQL {
  return whereAll([
    sql`day between ${r.from}::date and ${r.to}::date`,
    has(r.productSaleTypeList) && sql`sale_type = any(${textArray([...r.productSaleTypeList])})`,
    has(r.ttCrmIdList) && sql`tt_crm_id = any(${intArray(r.ttCrmIdList)})`,
    has(r.brandIdList) && sql`brand_id = any(${intArray(r.brandIdList)})`,
    has(r.distyIdList) && sql`disty_id = any(${intArray(r.distyIdList)})`,
    has(r.resellerTypeList) && sql`reseller_type = any(${textArray([...r.resellerTypeList])})`,
    has(r.resellerMainAreaList) && sql`main_area = any(${textArray([...r.resellerMainAreaList])})`,
  ]);
}

const unfiltered = (r: DailyRequest) =>
  !has(r.productSaleTypeList) && !has(r.ttCrmIdList) && !has(r.brandIdList) && !has(r.distyIdList) && !has(r.resellerTypeList) && !has(r.resellerMainAreaList);

/** Per day: quantity and amount. The screen's default (no list, SATIS, AKSESUAR_SATIS) reads the gauges' day totals (a row a day); the rest the cube. */
function perDay(r: DailyRequest): SQL {
  if (unfiltered(r) && r.saleReportSaleStatus === 'SATIS' && r.saleReportType === 'AKSESUAR_SATIS') {
    return sql`select day, sum(units) as quantity, sum(amount) as amount from ${bothParts('report_sums', sql`dim = 'DAY' and day between ${r.from}::date and ${r.to}::date`)} t group by day`;
  }
  const p = r.saleReportSaleStatus === 'SATIS' ? 's' : 'c';
  const quantity = r.saleReportType === 'AKSESUAR_SATIS' ? `${p}_units` : has(r.brandIdList) ? `${p}_sales` : `${p}_sales1`;
  return sql`select day, sum(${sql.raw(quantity)}) as quantity, sum(${sql.raw(`${p}_amount`)}) as amount from ${bothParts('report_days', cubeWhere(r))} c group by day`;
}

/**
 * POST /report/daily (spec 3 §7): every day of the range with its quantity and amount, and the
 * totals. AKSESUAR_SATIS counts units; SATIS_ISLEMI sales (with a brand filter a sale once per
 * chosen brand it holds). SATIS: lines not cancelled; IPTAL: lines whose cancel was approved.
 */
export async function dailyReportOf(db: Db, r: DailyRequest): Promise<DailyReport> {
  const rows = await queryRows<{ day: string; quantity: number; amount: string | number }>(
    db,
    sql`select to_char(g.day, 'YYYY-MM-DD') as day, coalesce(x.quantity, 0)::int as quantity, coalesce(x.amount, 0) as amount
        from generate_series(${r.from}::date, ${r.to}::date, interval '1 day') as g(day)
        left join (${perDay(r)}) x on x.day = g.day::date
        order by g.day`,
  );
  const list = rows.map((x) => ({ calculationDayString: toTrDay(x.day), saleQuantity: Number(x.quantity), salePrice: Math.round(Number(x.amount) * 100) / 100 }));
  return {
    reportDailyDataList: list,
    saleQuantity: list.reduce((n, x) => n + x.saleQuantity, 0),
    salePrice: Math.round(list.reduce((n, x) => n + x.salePrice, 0) * 100) / 100,
  };
}
