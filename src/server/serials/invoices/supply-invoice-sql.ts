import { type SQL, sql } from 'drizzle-orm';
import type { SortKeyOf } from '../../../shared/contract/list.js';
import type { SupplyInvoiceDetail, SupplyInvoiceFilter, supplyInvoiceList, SupplyInvoiceRow } from '../../../shared/contract/supply-invoices.js';
import { type Db, queryRows, toIso } from '../../db/sql.js';
import { notFoundError } from '../../lib/app-error.js';
import type { ListSql } from '../../lib/list-routes.js';
import { whereAll } from '../../lib/list-query.js';
import type { AuthUser } from '../../plugins/access-guard.js';
import { ledgerScope } from '../ledger-scope.js';
import { moneyOf, type MoneyDb } from '../money-columns.js';

/** /supplyInvoiceList (spec 2 §2.12): the supplier invoices the caller may see, and one with its lines. */
type List = typeof supplyInvoiceList;

function invoiceScope(user: AuthUser): SQL {
  const scope = ledgerScope(user);
  if (scope.kind === 'all') return sql`true`;
  if (scope.kind === 'disty') return sql`i.disty_id = ${scope.id}`;
  if (scope.kind === 'supply') return sql`i.supply_id = ${scope.id}`;
  return sql`false`;
}

/** A distributor admin's distributor and a supplier admin's supply are their own whatever is sent. */
const callerFilter = (f: SupplyInvoiceFilter, user: AuthUser): SupplyInvoiceFilter => {
  const scope = ledgerScope(user);
  if (scope.kind === 'disty') return { ...f, distyCode: undefined };
  if (scope.kind === 'supply') return { ...f, supplyCode: undefined };
  return f;
};

interface InvoiceDb extends MoneyDb {
  id: number;
  invoice_no: string;
  invoice_date: Date | string;
  waybill_no: string | null;
  supply_code: string;
  supply_name: string;
  disty_code: string;
  line_count: number;
}

const toRow = (r: InvoiceDb): SupplyInvoiceRow => ({
  id: r.id,
  invoiceNo: r.invoice_no,
  invoiceDate: toIso(r.invoice_date)!,
  waybillNo: r.waybill_no,
  supplyCode: r.supply_code,
  supplyName: r.supply_name,
  distyCode: r.disty_code,
  lineCount: r.line_count,
  ...moneyOf(r),
});

const ROWS = sql`select i.id, i.invoice_no, i.invoice_date, i.waybill_no, sp.code as supply_code, sp.name as supply_name, d.code as disty_code, i.line_count,
    i.description, i.price, i.discount, i.discount_ratio, i.vat_ratio, i.vat, i.vat_included_price
  from supply_invoices i join supplies sp on sp.id = i.supply_id join disties d on d.id = i.disty_id`;

export const supplyInvoiceListSql: ListSql<List, InvoiceDb> = {
  from: sql`from supply_invoices i`,
  callerFilter,
  where: (f, user) =>
    whereAll([
      invoiceScope(user),
      !!f.serialNo && sql`i.id in (select m.document_id from units u join unit_movements m on m.unit_id = u.id and m.kind = 'SUPPLY_INVOICE' where u.serial_no = ${f.serialNo})`,
      !!f.barcode && sql`i.model_ids && array(select m.id from models m where m.barcode = ${f.barcode})`,
      !!f.invoiceDateStart && sql`i.invoice_date >= ${f.invoiceDateStart}::timestamptz`,
      !!f.invoiceDateEnd && sql`i.invoice_date <= ${f.invoiceDateEnd}::timestamptz`,
      !!f.supplyCode && sql`i.supply_id = (select s.id from supplies s where s.code = ${f.supplyCode})`,
      !!f.distyCode && sql`i.disty_id = (select d.id from disties d where d.code = ${f.distyCode})`,
    ]),
  sort: { createDateTime: sql`i.created_at`, invoiceDate: sql`i.invoice_date`, vatIncludedPrice: sql`i.vat_included_price` } satisfies Record<SortKeyOf<List>, SQL>,
  key: sql`i.id`,
  rows: (keys) => sql`${ROWS} where i.id = any(${keys})`,
  toRow,
};

export async function supplyInvoiceDetailOf(db: Db, user: AuthUser, id: number): Promise<SupplyInvoiceDetail> {
  const [invoice] = await queryRows<InvoiceDb>(db, sql`${ROWS} where i.id = ${id} and ${invoiceScope(user)}`);
  if (!invoice) throw notFoundError();
  const lines = await queryRows<{ id: number; barcode: string; serial_no: string; model_name: string; brand_name: string } & MoneyDb>(
    db,
    sql`select l.unit_id as id, m.barcode, l.serial_no, m.name as model_name, b.name as brand_name, l.description, l.price, l.discount, l.discount_ratio, l.vat_ratio, l.vat, l.vat_included_price
        from supply_invoice_lines l join models m on m.id = l.model_id join brands b on b.id = m.brand_id
        where l.invoice_id = ${id} order by l.unit_id`,
  );
  return { ...toRow(invoice), lines: lines.map((l) => ({ id: Number(l.id), barcode: l.barcode, serialNo: l.serial_no, modelName: l.model_name, brandName: l.brand_name, ...moneyOf(l) })) };
}
