import { sql } from 'drizzle-orm';
import {
  CUSTOMER_TYPE_LABELS,
  type CustomerType,
  grossProfit,
  SALE_LINE_STATUS_LABELS,
  SALE_STATUS_LABELS,
  SALE_TYPE_LABELS,
  type SaleCancelReason,
  type SaleDetail,
  type SaleLineStatus,
  type SaleStatus,
  type SaleType,
} from '../../../shared/contract/sales.js';
import { type Db, queryRows, toIso } from '../../db/sql.js';

/**
 * A sale as its seller sees it right after completing it (every field: the seller is the sale's own
 * reseller, never a supplier admin). The lists' reader (sales/list) decides what each role receives.
 */
interface SaleDb {
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
  final_price: number;
  discount_amount: number;
  disty_price: number | null;
  campaign_id: number | null;
  campaign_description: string | null;
  campaign_amount: number | null;
  campaign_term_amount: number | null;
  campaign_term_number: number | null;
  serial_value: string | null;
  pass_value: string | null;
  customer_name: string;
  customer_surname: string;
  customer_phone_no: string | null;
  customer_service_no: string | null;
  customer_pstn_no: string | null;
  score_amount: number | null;
  cancel_reason: SaleCancelReason | null;
  cancel_requested_at: Date | string | null;
  reject_cancel_description: string | null;
  line_count: number;
}

interface LineDb {
  unit_id: number;
  barcode: string;
  serial_no: string;
  model_name: string;
  brand_name: string;
  sub_category: string;
  recommended_sell_price: number | null;
  price_with_tolerance: number | null;
  selected_price: number;
  disty_price: number | null;
  status: SaleLineStatus;
}

export async function saleDetailOf(db: Db, saleId: number): Promise<SaleDetail | null> {
  const [s] = await queryRows<SaleDb>(
    db,
    sql`select s.id, s.completed_at, s.sale_type, s.status, s.customer_type, d.code as disty_code, r.code as reseller_code, r.name as reseller_name,
          p.code as parent_code, s.seller_name, s.seller_surname, s.final_price::float8 as final_price, s.discount_amount::float8 as discount_amount,
          s.disty_price::float8 as disty_price, s.campaign_id, c.description as campaign_description, c.amount::float8 as campaign_amount,
          c.term_amount::float8 as campaign_term_amount, c.term_number as campaign_term_number, s.serial_value, s.pass_value, s.customer_name,
          s.customer_surname, s.customer_phone_no, s.customer_service_no, s.customer_pstn_no,
          (select t.transaction_amount from score_transactions t where t.sale_id = s.id and t.type = 'SCORE_GAIN' order by t.id limit 1) as score_amount,
          s.cancel_reason, s.cancel_requested_at, s.reject_cancel_description, s.line_count
        from sales s join resellers r on r.id = s.reseller_id left join resellers p on p.id = r.parent_id
        left join disties d on d.id = s.disty_id left join accessory_campaigns c on c.id = s.campaign_id
        where s.id = ${saleId}`,
  );
  if (!s) return null;
  const lines = await queryRows<LineDb>(
    db,
    sql`select l.unit_id, m.barcode, l.serial_no, m.name as model_name, b.name as brand_name, sc.name as sub_category,
          l.recommended_sell_price::float8 as recommended_sell_price, l.price_with_tolerance::float8 as price_with_tolerance,
          l.selected_price::float8 as selected_price, l.disty_price::float8 as disty_price, l.status
        from sale_lines l join models m on m.id = l.model_id join brands b on b.id = m.brand_id join sub_categories sc on sc.id = m.sub_category_id
        where l.sale_id = ${saleId} order by l.unit_id`,
  );
  return {
    id: s.id,
    completedDateTime: toIso(s.completed_at)!,
    productSaleType: s.sale_type,
    productSaleTypeDisplay: SALE_TYPE_LABELS[s.sale_type],
    productSaleStatus: s.status,
    productSaleStatusDisplay: SALE_STATUS_LABELS[s.status],
    customerType: s.customer_type,
    customerTypeDisplay: CUSTOMER_TYPE_LABELS[s.customer_type],
    distyCode: s.disty_code ?? '',
    reseller: { code: s.reseller_code, name: s.reseller_name, parentCode: s.parent_code },
    sellerUser: { name: s.seller_name, surname: s.seller_surname },
    finalPrice: s.final_price,
    discountAmount: s.discount_amount,
    accessoryCampaign:
      s.campaign_id === null
        ? null
        : { id: s.campaign_id, description: s.campaign_description ?? '', amount: s.campaign_amount ?? 0, termAmount: s.campaign_term_amount ?? 0, termNumber: s.campaign_term_number ?? 0 },
    serialValue: s.serial_value,
    passValue: s.pass_value,
    customerName: s.customer_name,
    customerSurname: s.customer_surname,
    customerPhoneNo: s.customer_phone_no,
    customerServiceNo: s.customer_service_no,
    customerPstnNo: s.customer_pstn_no,
    grossProfit: grossProfit(s.final_price, s.disty_price),
    scoreTransactionAmount: s.score_amount,
    cancelReason: s.cancel_reason,
    cancelRequestDateTime: toIso(s.cancel_requested_at),
    rejectCancelSaleDescription: s.reject_cancel_description,
    lineCount: s.line_count,
    productSerialNoList: lines.map((l) => ({
      id: l.unit_id,
      unitId: l.unit_id,
      barcode: l.barcode,
      serialNo: l.serial_no,
      model: { name: l.model_name, brandName: l.brand_name, subCategory: l.sub_category },
      recommendedSellPrice: l.recommended_sell_price,
      priceWithTolerance: l.price_with_tolerance,
      selectedPrice: l.selected_price,
      distyPrice: l.disty_price,
      grossProfit: grossProfit(l.selected_price, l.disty_price),
      saleStatus: l.status,
      saleStatusDisplay: SALE_LINE_STATUS_LABELS[l.status],
    })),
  };
}
