import { type SQL, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { dateCell, type ExportCell, moneyCell } from '../../../shared/export-cells.js';
import { grossProfit } from '../../../shared/contract/sales.js';
import { SALE_FILES, SALE_LINE_STATUS_LABELS, SALE_STATUS_LABELS, SALE_TYPE_LABELS, type SaleLineStatus, type SaleStatus, type SaleType } from '../../../shared/contract/sale-texts.js';
import { SALE_DEVICE_COLUMNS } from '../../../shared/contract/sale-lists.js';
import { type Db, toIso } from '../../db/sql.js';
import type { ExportColumn } from '../../lib/xlsx-reply.js';
import { sendXlsx } from '../../lib/xlsx-reply.js';
import type { SaleScope } from './sale-scope.js';

/**
 * POST /sale/findAllDevices: the units of the sales the list's filter finds, one row a unit, in
 * the list's default order (completed date descending) and the lines' order within a sale. A
 * supplier admin's file holds only its supply's units and leaves 'Brüt Kâr' empty.
 */
interface DeviceDb {
  sale_id: number;
  completed_at: Date | string;
  sale_type: SaleType;
  status: SaleStatus;
  reseller_code: string;
  reseller_name: string;
  barcode: string;
  serial_no: string;
  brand_name: string;
  model_name: string;
  sub_category: string;
  recommended_sell_price: string | number | null;
  selected_price: string | number;
  line_status: SaleLineStatus;
  disty_price: string | number | null;
}

type DeviceCells = ExportCell[];

const columns: ExportColumn<DeviceCells>[] = SALE_DEVICE_COLUMNS.map(([header, width], i) => ({ header, width, value: (cells) => cells[i] }));

const cellsOf =
  (hide: boolean) =>
  (r: DeviceDb): DeviceCells => [
    r.sale_id,
    dateCell(toIso(r.completed_at)),
    SALE_TYPE_LABELS[r.sale_type] ?? r.sale_type,
    SALE_STATUS_LABELS[r.status] ?? r.status,
    r.reseller_code,
    r.reseller_name,
    r.barcode,
    r.serial_no,
    r.brand_name,
    r.model_name,
    r.sub_category,
    moneyCell(r.recommended_sell_price),
    moneyCell(r.selected_price),
    SALE_LINE_STATUS_LABELS[r.line_status] ?? r.line_status,
    hide ? null : moneyCell(grossProfit(Number(r.selected_price), r.disty_price === null ? null : Number(r.disty_price))),
  ];

export function sendSaleDevices(reply: FastifyReply, db: Db, where: SQL, scope: SaleScope, hide: boolean) {
  // The sales numbered in the list's order first (as registerList's export), then their lines.
  const query = sql`with k as materialized (
      select s.id, row_number() over (order by s.completed_at desc, s.id desc) as ord from sales s where ${where})
    select s.id as sale_id, s.completed_at, s.sale_type, s.status, r.code as reseller_code, r.name as reseller_name,
      m.barcode, l.serial_no, b.name as brand_name, m.name as model_name, sc.name as sub_category,
      l.recommended_sell_price, l.selected_price, l.status as line_status, l.disty_price
    from k join sales s on s.id = k.id join resellers r on r.id = s.reseller_id
    join sale_lines l on l.sale_id = s.id ${scope.kind === 'supply' ? sql`and l.supply_id = ${scope.id}` : sql``}
    join models m on m.id = l.model_id join brands b on b.id = m.brand_id join sub_categories sc on sc.id = m.sub_category_id
    order by k.ord, l.unit_id`;
  return sendXlsx(reply, db, SALE_FILES.devices, query, cellsOf(hide), columns);
}
