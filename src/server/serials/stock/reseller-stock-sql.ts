import { type SQL, sql } from 'drizzle-orm';
import type { SortKeyOf } from '../../../shared/contract/list.js';
import type { ResellerStockFilter, resellerStockList, ResellerStockRow } from '../../../shared/contract/reseller-stock.js';
import { toIso } from '../../db/sql.js';
import type { ListSql } from '../../lib/list-routes.js';
import { whereAll } from '../../lib/list-query.js';
import type { AuthUser } from '../../plugins/access-guard.js';

/**
 * /stockInfoList (spec 3 §2.1, spec 2 §3 Stock item): the units the caller's reseller holds in
 * stock now (units_reseller_stock_idx), with the distribution record that brought each into the
 * network (a unit taken over by transfer keeps its distributor's invoice and price) and the
 * recommended sell price in force. The spec's parentResellerCode is always the caller's reseller.
 */
type List = typeof resellerStockList;

interface StockDb {
  id: number;
  serial_no: string;
  barcode: string;
  model_name: string;
  brand_name: string;
  category: string;
  sub_category: string;
  invoice_no: string | null;
  invoice_date: Date | string | null;
  waybill_no: string | null;
  waybill_date: Date | string | null;
  vat_included_price: string | null;
  recommended_price: string | null;
  received_at: Date | string;
}

const num = (v: string | null) => (v === null ? null : Number(v));

export const resellerStockListSql: ListSql<List, StockDb> = {
  from: sql`from units u`,
  // The caller's reseller whatever code is sent.
  callerFilter: (f: ResellerStockFilter) => ({ ...f, parentResellerCode: undefined }),
  where: (f, user: AuthUser) =>
    whereAll([
      sql`u.holder = 'RESELLER' and u.status = 'IN_STOCK'`,
      user.loginResellerId === null ? sql`false` : sql`u.holder_id = ${user.loginResellerId}`,
      !!f.startDate && sql`u.received_at >= ${f.startDate}::timestamptz`,
      !!f.endDate && sql`u.received_at <= ${f.endDate}::timestamptz`,
      !!f.serialNo && sql`u.serial_no = ${f.serialNo}`,
      !!f.barcode && sql`u.model_id = (select m.id from models m where m.barcode = ${f.barcode})`,
    ]),
  sort: { receivedAt: sql`u.received_at`, serialNo: sql`u.serial_no` } satisfies Record<SortKeyOf<List>, SQL>,
  key: sql`u.id`,
  // The keys read the units of one reseller (its change-log scope), unless a barcode is looked up
  // in models; a serial finds one unit: read directly, not kept.
  snapshot: (user, f) => (f.barcode || f.serialNo || user.loginResellerId === null ? null : { source: 'resellerStock', scope: user.loginResellerId }),
  rows: (keys) => sql`
    select u.id, u.serial_no, m.barcode, m.name as model_name, b.name as brand_name, c.name as category, sc.name as sub_category,
      root.invoice_no, root.invoice_date, coalesce(doc.waybill_no, root.waybill_no) as waybill_no, coalesce(doc.waybill_date, root.waybill_date) as waybill_date,
      l.vat_included_price,
      (select p.recommended_sell_price from model_price_supplies p
        where p.model_id = u.model_id and p.approve_type = 'APPROVED' and p.start_date <= now() and (p.end_date is null or p.end_date > now())
        order by p.start_date desc limit 1) as recommended_price,
      u.received_at
    from units u join models m on m.id = u.model_id join brands b on b.id = m.brand_id
    join sub_categories sc on sc.id = m.sub_category_id join categories c on c.id = sc.category_id
    left join sale_info_lines l on l.id = u.sale_info_line_id
    left join sale_infos doc on doc.id = l.sale_info_id
    left join sale_infos root on root.id = l.root_id
    where u.id = any(${keys})`,
  toRow: (r): ResellerStockRow => ({
    id: r.id,
    serialNo: r.serial_no,
    barcode: r.barcode,
    modelName: r.model_name,
    brandName: r.brand_name,
    category: r.category,
    subCategory: r.sub_category,
    invoiceNo: r.invoice_no,
    invoiceDate: toIso(r.invoice_date),
    waybillNo: r.waybill_no,
    waybillDate: toIso(r.waybill_date),
    vatIncludedPrice: num(r.vat_included_price),
    recommendedPrice: num(r.recommended_price),
    receivedAt: toIso(r.received_at)!,
  }),
};
