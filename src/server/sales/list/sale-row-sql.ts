import { type SQL, sql } from 'drizzle-orm';
import { grossProfit } from '../../../shared/contract/sales.js';
import { CUSTOMER_TYPE_LABELS, type CustomerType, SALE_STATUS_LABELS, SALE_TYPE_LABELS, type SaleCancelReason, type SaleStatus, type SaleType } from '../../../shared/contract/sale-texts.js';
import { type SaleRow } from '../../../shared/contract/sale-lists.js';
import { toIso } from '../../db/sql.js';

/**
 * A sale as the list, the queue, the detail and the exports answer it (spec 2 §3 product sale).
 * The private fields (spec 2 §6) are left out of a supplier admin's rows here, once, so no answer
 * path can forget them: `toSaleRow(row, hide)`.
 */
export interface SaleDb {
  id: number;
  completed_at: Date | string;
  sale_type: SaleType;
  status: SaleStatus;
  customer_type: CustomerType;
  disty_code: string | null;
  reseller_code: string;
  reseller_name: string;
  parent_code: string | null;
  seller_name: string;
  seller_surname: string;
  final_price: string | number;
  discount_amount: string | number;
  disty_price: string | number | null;
  campaign_id: number | null;
  campaign_description: string | null;
  campaign_amount: string | number | null;
  campaign_term_amount: string | number | null;
  campaign_term_number: number | null;
  serial_value: string | null;
  pass_value: string | null;
  customer_name: string;
  customer_surname: string;
  customer_phone_no: string | null;
  customer_service_no: string | null;
  customer_pstn_no: string | null;
  score: number;
  cancel_reason: SaleCancelReason | null;
  cancel_requested_at: Date | string | null;
  reject_cancel_description: string | null;
  line_count: number;
}

/**
 * The rows of the sales `where` selects (over `s`). The parent code is the seller's main dealer
 * (the parent code filter reads sales.main_reseller_id), none when the seller is the main dealer.
 * The seller is the name its sale recorded, else its portal user's.
 */
export const saleRowsWhere = (where: SQL) => sql`
  select s.id, s.completed_at, s.sale_type, s.status, s.customer_type, d.code as disty_code,
    r.code as reseller_code, r.name as reseller_name, case when s.main_reseller_id <> s.reseller_id then mr.code end as parent_code,
    coalesce(nullif(s.seller_name, ''), su.name, '') as seller_name, coalesce(nullif(s.seller_surname, ''), su.surname, '') as seller_surname,
    s.final_price, s.discount_amount, s.disty_price,
    s.campaign_id, c.description as campaign_description, c.amount as campaign_amount, c.term_amount as campaign_term_amount, c.term_number as campaign_term_number,
    s.serial_value, s.pass_value, s.customer_name, s.customer_surname, s.customer_phone_no, s.customer_service_no, s.customer_pstn_no,
    s.score, s.cancel_reason, s.cancel_requested_at, s.reject_cancel_description, s.line_count
  from sales s join resellers r on r.id = s.reseller_id left join resellers mr on mr.id = s.main_reseller_id
  left join disties d on d.id = s.disty_id left join users su on su.id = s.seller_user_id
  left join accessory_campaigns c on c.id = s.campaign_id
  where ${where}`;

/** ListSql.rows: the sales of the given keys. */
export const saleRowsOf = (keys: SQL) => saleRowsWhere(sql`s.id = any(${keys})`);

const num = (v: string | number) => Number(v);

export function toSaleRow(r: SaleDb, hide: boolean): SaleRow {
  const finalPrice = num(r.final_price);
  const row: SaleRow = {
    id: r.id,
    completedDateTime: toIso(r.completed_at)!,
    productSaleType: r.sale_type,
    productSaleTypeDisplay: SALE_TYPE_LABELS[r.sale_type] ?? r.sale_type,
    productSaleStatus: r.status,
    productSaleStatusDisplay: SALE_STATUS_LABELS[r.status] ?? r.status,
    customerType: r.customer_type,
    customerTypeDisplay: CUSTOMER_TYPE_LABELS[r.customer_type] ?? r.customer_type,
    distyCode: r.disty_code ?? '',
    reseller: { code: r.reseller_code, name: r.reseller_name, parentCode: r.parent_code },
    sellerUser: { name: r.seller_name, surname: r.seller_surname },
    finalPrice,
    discountAmount: num(r.discount_amount),
    accessoryCampaign:
      r.campaign_id === null
        ? null
        : {
            id: r.campaign_id,
            description: r.campaign_description ?? '',
            amount: num(r.campaign_amount ?? 0),
            termAmount: num(r.campaign_term_amount ?? 0),
            termNumber: r.campaign_term_number ?? 0,
          },
    scoreTransactionAmount: r.score,
    cancelReason: r.cancel_reason,
    cancelRequestDateTime: toIso(r.cancel_requested_at),
    rejectCancelSaleDescription: r.reject_cancel_description,
    lineCount: r.line_count,
  };
  if (hide) return row;
  return {
    ...row,
    serialValue: r.serial_value,
    passValue: r.pass_value,
    customerName: r.customer_name,
    customerSurname: r.customer_surname,
    customerPhoneNo: r.customer_phone_no,
    customerServiceNo: r.customer_service_no,
    customerPstnNo: r.customer_pstn_no,
    grossProfit: grossProfit(finalPrice, r.disty_price === null ? null : num(r.disty_price)),
  };
}
