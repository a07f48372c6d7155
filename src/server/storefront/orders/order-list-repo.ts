import { type SQL, sql } from 'drizzle-orm';
import type { SortKeyOf } from '../../../shared/contract/list.js';
import { type completedOrderList, type OrderFilter, orderNoCell, orderStatusLabel } from '../../../shared/contract/orders.js';
import { dateCell, type ExportCell, moneyCell } from '../../../shared/export-cells.js';
import type { Db } from '../../db/sql.js';
import type { ListSql } from '../../lib/list-routes.js';
import { containsPattern, whereAll } from '../../lib/list-query.js';
import type { AuthUser } from '../../plugins/access-guard.js';
import { LINE_FIELDS, type LineFieldsDb, lineAmount, ORDER_ROW_FROM, ORDER_ROW_SELECT, type OrderRowDb, toOrderRow } from './order-repo.js';
import { orderScope } from './order-scope.js';

/**
 * /resellerProductOrder/follow (spec 3 §2.16): the completed orders (never a cart) the caller
 * may see, newest first. Served by reseller_orders_reseller_idx (reseller_id, id),
 * reseller_orders_disty_idx (disty_id, status, id) and reseller_orders_status_idx (status, id).
 */
type OrderList = typeof completedOrderList;

const ORDER_SORT = {
  id: sql`o.id`,
  requestDate: sql`o.request_date`,
  approverDate: sql`o.approver_date`,
  totalPrice: sql`o.total_price`,
  totalQuantity: sql`o.total_quantity`,
} satisfies Record<SortKeyOf<OrderList>, SQL>;

/** The list's filter as a condition on `o` and its user `u` (the detail export reads the same). */
export async function orderWhere(db: Db, f: OrderFilter, user: AuthUser): Promise<SQL> {
  return whereAll([
    await orderScope(db, user),
    f.orderStatus ? sql`o.status = ${f.orderStatus}` : sql`o.status <> 'CART'`,
    !!f.distyOrderNo && sql`o.disty_order_no ilike ${containsPattern(f.distyOrderNo)}`,
    !!f.nameAndSurname && sql`(u.name || ' ' || u.surname) ilike ${containsPattern(f.nameAndSurname)}`,
    !!f.gsmNo && sql`u.gsm_no like ${containsPattern(f.gsmNo.replace(/\D+/g, ''))}`,
  ]);
}

export const orderListSql = (db: Db): ListSql<OrderList, OrderRowDb> => ({
  from: ORDER_ROW_FROM,
  where: (f, user) => orderWhere(db, f, user),
  sort: ORDER_SORT,
  key: sql`o.id`,
  rows: (keys) => sql`select ${ORDER_ROW_SELECT} ${ORDER_ROW_FROM} where o.id = any(${keys})`,
  toRow: toOrderRow,
});

/** 'Sipariş Detayları Excel Dökümanı': one row per line of the orders the list's filter finds, newest order first. */
export async function orderLinesQuery(db: Db, f: OrderFilter, user: AuthUser): Promise<SQL> {
  return sql`select ${ORDER_ROW_SELECT}, ${LINE_FIELDS}
    ${ORDER_ROW_FROM} join reseller_order_lines l on l.order_id = o.id join models m on m.id = l.model_id
    where ${await orderWhere(db, f, user)} order by o.id desc, l.id`;
}

/** A row of the detail export, in the order of ORDER_DETAIL_COLUMNS: numbers, money and the date typed as the order list's (spec 3 §9). */
export function orderLineCells(r: OrderRowDb & LineFieldsDb): ExportCell[] {
  const o = toOrderRow(r);
  const unit = Number(r.unit_price ?? 0);
  return [
    orderNoCell(o),
    o.reseller.code,
    o.reseller.name,
    orderStatusLabel(o.orderStatus),
    dateCell(o.requestDate),
    r.sub_category,
    r.brand_name,
    r.model_name,
    r.barcode,
    r.quantity,
    moneyCell(unit),
    moneyCell(lineAmount(r.quantity, unit)),
  ];
}
