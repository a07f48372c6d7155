import { type SQL, sql } from 'drizzle-orm';
import type { SaleInfoFilter, saleInfoList, SaleInfoRow } from '../../../shared/contract/distribution.js';
import type { SortKeyOf } from '../../../shared/contract/list.js';
import { DISTRIBUTION_TYPE_LABELS, type DistributionType, dayRange } from '../../../shared/ledger.js';
import { toIso } from '../../db/sql.js';
import type { ListSql } from '../../lib/list-routes.js';
import { whereAll } from '../../lib/list-query.js';
import type { AuthUser } from '../../plugins/access-guard.js';
import { ledgerScope } from '../ledger-scope.js';

/**
 * /saleInfoList (spec 2 §2.10): the top distribution records (invoices, standalone waybills,
 * technical-service changes). A serial, barcode, waybill number or waybill date matches through
 * the record's lines and child waybills (indexes on serial/root, model/root, waybill no/root).
 */
type List = typeof saleInfoList;

/** The caller's rows only: the scope of ledger-scope.ts over a top record `s`. */
export function saleInfoScope(user: AuthUser): SQL {
  const scope = ledgerScope(user);
  switch (scope.kind) {
    case 'all':
      return sql`true`;
    case 'disty':
      return sql`s.disty_id = ${scope.id}`;
    case 'supply':
      return sql`s.supply_ids @> array[${scope.id}::int]`;
    case 'reseller':
      return sql`s.reseller_id = ${scope.id}`;
    case 'none':
      return sql`false`;
  }
}

const onDay = (column: SQL, iso: string) => {
  const [from, to] = dayRange(iso);
  return sql`${column} >= ${from}::timestamptz and ${column} < ${to}::timestamptz`;
};

/** The filter as the server applies it: a distributor admin's distributor, a reseller's code and a supplier's supply are the caller's own. */
export function saleInfoCallerFilter(f: SaleInfoFilter, user: AuthUser): SaleInfoFilter {
  const scope = ledgerScope(user);
  if (scope.kind === 'disty') return { ...f, distyCode: undefined };
  if (scope.kind === 'reseller') return { ...f, resellerCode: undefined };
  if (scope.kind === 'supply') return { ...f, supplyId: scope.id };
  return f;
}

interface SaleInfoDb {
  id: number;
  type: DistributionType;
  invoice_no: string | null;
  invoice_date: Date | string | null;
  waybill_no: string | null;
  waybill_date: Date | string | null;
  disty_code: string;
  reseller_code: string;
  reseller_name: string;
  vat_included_price: string | number;
  waybill_count: number;
  line_count: number;
  created_at: Date | string;
}

/** The filters sale_info_days counts by (the scope's distributor aside): a range, a distributor, a type. */
const DAY_COUNTED = new Set<string>(['saleDateStart', 'saleDateEnd', 'distyCode', 'productSaleInfoType'] satisfies (keyof SaleInfoFilter)[]);

export const saleInfoListSql: ListSql<List, SaleInfoDb> = {
  from: sql`from sale_infos s`,
  callerFilter: saleInfoCallerFilter,
  where: (f, user) =>
    whereAll([
      sql`s.parent_id is null`,
      saleInfoScope(user),
      !!f.saleDateStart && sql`s.created_at >= ${f.saleDateStart}::timestamptz`,
      !!f.saleDateEnd && sql`s.created_at <= ${f.saleDateEnd}::timestamptz`,
      !!f.serialNo && sql`s.id in (select l.root_id from sale_info_lines l where l.serial_no = ${f.serialNo})`,
      !!f.barcode && sql`s.id in (select l.root_id from sale_info_lines l join models m on m.id = l.model_id where m.barcode = ${f.barcode})`,
      !!f.waybillNo && sql`s.id in (select w.root_id from sale_infos w where w.waybill_no = ${f.waybillNo})`,
      !!f.invoiceDate && onDay(sql`s.invoice_date`, f.invoiceDate),
      !!f.waybillDate && sql`s.id in (select w.root_id from sale_infos w where ${onDay(sql`w.waybill_date`, f.waybillDate)})`,
      !!f.productSaleInfoType && sql`s.type = ${f.productSaleInfoType}`,
      !!f.distyCode && sql`s.disty_id = (select d.id from disties d where d.code = ${f.distyCode})`,
      !!f.resellerCode && sql`s.reseller_id = (select r.id from resellers r where r.code = ${f.resellerCode})`,
      f.supplyId !== undefined && sql`s.supply_ids @> array[${f.supplyId}::int]`,
    ]),
  sort: {
    createDateTime: sql`s.created_at`,
    invoiceDate: sql`s.invoice_date`,
    waybillDate: sql`s.waybill_date`,
    vatIncludedPrice: sql`s.vat_included_price`,
  } satisfies Record<SortKeyOf<List>, SQL>,
  key: sql`s.id`,
  // The keys read sale_infos and sale_info_lines only, unless a code is looked up in models,
  // disties or resellers (the caller's own distributor and reseller are ids, not codes). A serial
  // or a waybill number finds a record or two: read directly, not kept.
  snapshot: (_user, f) => (f.barcode || f.distyCode || f.resellerCode || f.serialNo || f.waybillNo ? null : { source: 'distribution', scope: 0 }),
  dayCounts: (user, f, sortField) => {
    const scope = ledgerScope(user);
    if (sortField !== 'createDateTime' || (scope.kind !== 'all' && scope.kind !== 'disty')) return null;
    // Any filter the per-day counts do not count (a serial, a supply, …) reads the rows.
    const uncounted = Object.entries(f).some(([name, value]) => value !== undefined && value !== '' && !DAY_COUNTED.has(name));
    if (uncounted) return null;
    return {
      column: sql`s.created_at`,
      start: f.saleDateStart,
      end: f.saleDateEnd,
      counts: (from, to) => sql`select c.day, c.n from sale_info_days c where c.day between ${from}::date and ${to}::date
        ${scope.kind === 'disty' ? sql`and c.disty_id = ${scope.id}` : sql``}
        ${f.distyCode ? sql`and c.disty_id = (select d.id from disties d where d.code = ${f.distyCode})` : sql``}
        ${f.productSaleInfoType ? sql`and c.type = ${f.productSaleInfoType}` : sql``}`,
    };
  },
  rows: (keys) => sql`
    select s.id, s.type, s.invoice_no, s.invoice_date, s.waybill_no,
      coalesce(s.waybill_date, (select min(w.waybill_date) from sale_infos w where w.parent_id = s.id)) as waybill_date,
      d.code as disty_code, r.code as reseller_code, r.name as reseller_name, s.vat_included_price,
      (select count(*)::int from sale_infos w where w.parent_id = s.id) as waybill_count, s.line_count, s.created_at
    from sale_infos s join disties d on d.id = s.disty_id join resellers r on r.id = s.reseller_id
    where s.id = any(${keys})`,
  toRow: (r): SaleInfoRow => ({
    id: r.id,
    productSaleInfoType: r.type,
    productSaleInfoTypeDisplay: DISTRIBUTION_TYPE_LABELS[r.type],
    invoiceNo: r.invoice_no,
    invoiceDate: toIso(r.invoice_date),
    waybillNo: r.waybill_no,
    waybillDate: toIso(r.waybill_date),
    distyCode: r.disty_code,
    resellerCode: r.reseller_code,
    resellerName: r.reseller_name,
    vatIncludedPrice: Number(r.vat_included_price),
    waybillCount: r.waybill_count,
    lineCount: r.line_count,
    createDateTime: toIso(r.created_at)!,
  }),
};
