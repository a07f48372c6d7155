import { type SQL, sql } from 'drizzle-orm';
import type { OrderDetail, OrderLine, OrderRow } from '../../../shared/contract/orders.js';
import type { OrderStatus } from '../../../shared/storefront.js';
import { type Db, queryRows, toIso } from '../../db/sql.js';

/** The SQL of a completed order's header and lines (the list, the detail, the exports). */
export interface OrderRowDb {
  id: number;
  disty_order_no: string | null;
  user_name: string | null;
  user_surname: string | null;
  user_gsm: string | null;
  status: OrderStatus;
  request_date: Date | string | null;
  approver_date: Date | string | null;
  total_price: number | null;
  total_quantity: number | null;
  reseller_code: string;
  reseller_name: string;
  disty_name: string;
  reject_description: string | null;
}

/** `o` = reseller_orders; names as scalar subqueries (evaluated for the page's rows only). */
export const ORDER_ROW_SELECT = sql`
  o.id, o.disty_order_no, u.name as user_name, u.surname as user_surname, u.gsm_no as user_gsm, o.status,
  o.request_date, o.approver_date, o.total_price::float8 as total_price, o.total_quantity,
  (select r.code from resellers r where r.id = o.reseller_id) as reseller_code,
  (select r.name from resellers r where r.id = o.reseller_id) as reseller_name,
  (select d.name from disties d where d.id = o.disty_id) as disty_name, o.reject_description`;
export const ORDER_ROW_FROM = sql`from reseller_orders o left join users u on u.id = o.own_user_id`;

export const toOrderRow = (r: OrderRowDb): OrderRow => ({
  id: r.id,
  distyOrderNo: r.disty_order_no,
  ownUser: r.user_name === null ? null : { name: r.user_name, surname: r.user_surname ?? '', gsmNo: r.user_gsm },
  orderStatus: r.status,
  requestDate: toIso(r.request_date),
  approverDate: toIso(r.approver_date),
  totalPrice: Number(r.total_price ?? 0),
  totalQuantity: r.total_quantity ?? 0,
  reseller: { code: r.reseller_code, name: r.reseller_name },
  distyName: r.disty_name,
});

interface OrderLineDb extends LineFieldsDb {
  id: number;
  model_id: number;
}

/** A line's product and amounts: `l` = reseller_order_lines, `m` its product. */
export const LINE_FIELDS = sql`
  (select sc.name from sub_categories sc where sc.id = m.sub_category_id) as sub_category,
  (select b.name from brands b where b.id = m.brand_id) as brand_name, m.name as model_name, m.barcode,
  l.quantity, l.unit_price::float8 as unit_price`;
export interface LineFieldsDb {
  sub_category: string;
  brand_name: string;
  model_name: string;
  barcode: string;
  quantity: number;
  unit_price: number | null;
}

/** A line's amount in kuruş-exact arithmetic (quantity × unit price, 2 decimals). */
export const lineAmount = (quantity: number, unitPrice: number) => Math.round(quantity * Math.round(unitPrice * 100)) / 100;

const toOrderLine = (r: OrderLineDb): OrderLine => {
  const unitPrice = Number(r.unit_price ?? 0);
  return {
    id: r.id,
    modelId: r.model_id,
    subCategory: r.sub_category,
    brandName: r.brand_name,
    modelName: r.model_name,
    barcode: r.barcode,
    requestQuantity: r.quantity,
    unitPrice,
    requestPrice: lineAmount(r.quantity, unitPrice),
  };
};

/** A completed order with its lines, when `scope` (a condition on `o`) lets the caller see it; null otherwise. */
export async function readOrder(db: Db, id: number, scope: SQL): Promise<OrderDetail | null> {
  const [head] = await queryRows<OrderRowDb>(db, sql`select ${ORDER_ROW_SELECT} ${ORDER_ROW_FROM} where o.id = ${id} and o.status <> 'CART' and ${scope}`);
  if (!head) return null;
  const lines = await queryRows<OrderLineDb>(
    db,
    sql`select l.id, l.model_id, ${LINE_FIELDS} from reseller_order_lines l join models m on m.id = l.model_id where l.order_id = ${id} order by l.id`,
  );
  return { ...toOrderRow(head), rejectDescription: head.reject_description, details: lines.map(toOrderLine) };
}

/** Locks a completed order the caller may decide on (`scope` on `o`); null when there is none. */
export async function lockOrder(tx: Db, id: number, scope: SQL) {
  const [row] = await queryRows<{ id: number; status: OrderStatus; disty_id: number }>(
    tx,
    sql`select o.id, o.status, o.disty_id from reseller_orders o where o.id = ${id} and o.status <> 'CART' and ${scope} for update`,
  );
  return row ?? null;
}
