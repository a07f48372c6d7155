import { sql } from 'drizzle-orm';
import type { SaleDetailLine, SaleInfoDetail, SaleInfoHeader } from '../../../shared/contract/distribution.js';
import { DISTRIBUTION_TYPE_LABELS, type DistributionType, UNIT_STATUS_LABELS, type UnitStatus } from '../../../shared/ledger.js';
import { type Db, queryRows, toIso } from '../../db/sql.js';
import { notFoundError } from '../../lib/app-error.js';
import type { AuthUser } from '../../plugins/access-guard.js';
import { ledgerScope } from '../ledger-scope.js';
import { saleInfoScope } from './distribution-list-sql.js';
import { moneyOf, type MoneyDb } from '../money-columns.js';

/**
 * A distribution record with its lines, and an invoice's waybills with theirs (spec 2 §2.10
 * modals). Only a record the caller's list shows; a supplier admin gets only its supply's lines.
 */
interface RecordDb extends MoneyDb {
  id: number;
  parent_id: number | null;
  type: DistributionType;
  invoice_no: string | null;
  invoice_date: Date | string | null;
  waybill_no: string | null;
  waybill_date: Date | string | null;
  disty_code: string;
  reseller_code: string;
  reseller_name: string;
  reseller_area: string | null;
  reseller_main_area: string | null;
  supply_names: string[];
  shipment_company_name: string | null;
  shipment_tracking_code: string | null;
  shipment_tracking_url: string | null;
}

interface LineDb extends MoneyDb {
  id: number;
  sale_info_id: number;
  barcode: string;
  serial_no: string;
  status: UnitStatus;
  model_name: string;
  brand_name: string;
}

const toLine = (l: LineDb): SaleDetailLine => ({
  id: Number(l.id),
  barcode: l.barcode,
  serialNo: l.serial_no,
  productSerialNoStatusDisplay: UNIT_STATUS_LABELS[l.status] ?? l.status,
  modelName: l.model_name,
  brandName: l.brand_name,
  ...moneyOf(l),
});

export async function saleInfoDetailOf(db: Db, user: AuthUser, id: number): Promise<SaleInfoDetail> {
  const records = await queryRows<RecordDb>(
    db,
    sql`select x.id, x.parent_id, x.type, x.invoice_no, x.invoice_date, x.waybill_no, x.waybill_date, d.code as disty_code,
          r.code as reseller_code, r.name as reseller_name, r.area as reseller_area, r.main_area as reseller_main_area,
          array(select sp.name from supplies sp where sp.id = any(x.supply_ids) order by sp.name) as supply_names,
          x.shipment_company_name, x.shipment_tracking_code, x.shipment_tracking_url, x.description,
          x.price, x.discount, x.discount_ratio, x.vat_ratio, x.vat, x.vat_included_price
        from sale_infos s join sale_infos x on x.root_id = s.id
        join disties d on d.id = x.disty_id join resellers r on r.id = x.reseller_id
        where s.id = ${id} and s.parent_id is null and ${saleInfoScope(user)}
        order by x.parent_id nulls first, x.waybill_no, x.id`,
  );
  if (!records.length) throw notFoundError();
  const scope = ledgerScope(user);
  const lines = await queryRows<LineDb>(
    db,
    sql`select l.id, l.sale_info_id, m.barcode, l.serial_no, u.status, m.name as model_name, b.name as brand_name, l.description,
          l.price, l.discount, l.discount_ratio, l.vat_ratio, l.vat, l.vat_included_price
        from sale_info_lines l join units u on u.id = l.unit_id join models m on m.id = l.model_id join brands b on b.id = m.brand_id
        where l.root_id = ${id} ${scope.kind === 'supply' ? sql`and u.supply_id = ${scope.id}` : sql``}
        order by l.id`,
  );
  const linesOf = new Map<number, SaleDetailLine[]>();
  for (const l of lines) linesOf.set(l.sale_info_id, [...(linesOf.get(l.sale_info_id) ?? []), toLine(l)]);
  const header = (r: RecordDb): SaleInfoHeader => ({
    id: r.id,
    productSaleInfoType: r.type,
    productSaleInfoTypeDisplay: DISTRIBUTION_TYPE_LABELS[r.type],
    invoiceNo: r.invoice_no,
    invoiceDate: toIso(r.invoice_date),
    waybillNo: r.waybill_no,
    waybillDate: toIso(r.waybill_date),
    distyCode: r.disty_code,
    reseller: { code: r.reseller_code, name: r.reseller_name, area: r.reseller_area, mainArea: r.reseller_main_area },
    supplyNames: r.supply_names,
    shipmentCompanyName: r.shipment_company_name,
    shipmentTrackingCode: r.shipment_tracking_code,
    shipmentTrackingUrl: r.shipment_tracking_url,
    ...moneyOf(r),
    productSaleInfoDetailList: linesOf.get(r.id) ?? [],
  });
  const [top, ...children] = records;
  return { ...header(top), waybillSaleInfoList: children.map(header) };
}
