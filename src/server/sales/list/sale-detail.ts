import { sql } from 'drizzle-orm';
import { grossProfit } from '../../../shared/contract/sales.js';
import { SALE_LINE_STATUS_LABELS, type SaleLineStatus } from '../../../shared/contract/sale-texts.js';
import { type SaleDetail, type SaleLine } from '../../../shared/contract/sale-lists.js';
import { type Db, queryRowsNamed } from '../../db/sql.js';
import { notFoundError } from '../../lib/app-error.js';
import type { AuthUser } from '../../plugins/access-guard.js';
import { type SaleDb, saleRowsWhere, toSaleRow } from './sale-row-sql.js';
import { hidesPrivate, type SaleScope, saleScopeOf, saleScopeSql } from './sale-scope.js';

/**
 * GET /sale/detail/:id (spec 3 §2.13 'Satış Detay'): a sale the caller's list shows, with its
 * units; another's is 404 like a missing one. A supplier admin gets only its supply's units and
 * none of the private fields.
 */
interface LineDb {
  unit_id: number;
  barcode: string;
  serial_no: string;
  model_name: string;
  brand_name: string;
  sub_category: string;
  recommended_sell_price: string | number | null;
  price_with_tolerance: string | number | null;
  selected_price: string | number;
  disty_price: string | number | null;
  status: SaleLineStatus;
}

const num = (v: string | number | null) => (v === null ? null : Number(v));

export function toSaleLine(l: LineDb, hide: boolean): SaleLine {
  const selectedPrice = Number(l.selected_price);
  const line: SaleLine = {
    id: l.unit_id,
    unitId: l.unit_id,
    barcode: l.barcode,
    serialNo: l.serial_no,
    model: { name: l.model_name, brandName: l.brand_name, subCategory: l.sub_category },
    recommendedSellPrice: num(l.recommended_sell_price),
    priceWithTolerance: num(l.price_with_tolerance),
    selectedPrice,
    saleStatus: l.status,
    saleStatusDisplay: SALE_LINE_STATUS_LABELS[l.status] ?? l.status,
  };
  if (hide) return line;
  const distyPrice = num(l.disty_price);
  return { ...line, distyPrice, grossProfit: grossProfit(selectedPrice, distyPrice) };
}

/** The lines of a sale (a supplier's own only), in the order they were sold. */
export const saleLinesSql = (saleId: number, scope: SaleScope) => sql`
  select l.unit_id, m.barcode, l.serial_no, m.name as model_name, b.name as brand_name, sc.name as sub_category,
    l.recommended_sell_price, l.price_with_tolerance, l.selected_price, l.disty_price, l.status
  from sale_lines l join models m on m.id = l.model_id join brands b on b.id = m.brand_id join sub_categories sc on sc.id = m.sub_category_id
  where l.sale_id = ${saleId} ${scope.kind === 'supply' ? sql`and l.supply_id = ${scope.id}` : sql``}
  order by l.unit_id`;

/** The detail of a sale the caller sees (on `db`, which may be the caller's transaction). */
export async function saleDetailOf(db: Db, user: AuthUser, id: number, scope?: SaleScope): Promise<SaleDetail> {
  const s = scope ?? (await saleScopeOf(db, user));
  // The sale and its lines in one statement (the wizard answers every completion with this).
  const [sale] = await queryRowsNamed<SaleDb & { lines: LineDb[] }>(
    db,
    sql`select d.*, (select coalesce(json_agg(x), '[]'::json) from (${saleLinesSql(id, s)}) x) as lines
        from (${saleRowsWhere(sql`s.id = ${id} and ${saleScopeSql(s)}`)}) d`,
  );
  if (!sale) throw notFoundError();
  const hide = hidesPrivate(user);
  const { lines, ...row } = sale;
  return { ...toSaleRow(row, hide), productSerialNoList: lines.map((l) => toSaleLine(l, hide)) };
}
