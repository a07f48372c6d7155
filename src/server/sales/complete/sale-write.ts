import { sql } from 'drizzle-orm';
import { type Db, intArray, numericArray, queryRows, textArray } from '../../db/sql.js';
import type { SaleCode } from './campaign-codes.js';
import type { Seller } from './seller.js';

/** The writes of a completion (complete-service.ts decides; these only write). */

/** The sale's id, taken before anything is written: the units' movements name it as their document. */
export async function nextSaleId(tx: Db): Promise<number> {
  const [row] = await queryRows<{ id: number }>(tx, sql`select nextval(pg_get_serial_sequence('sales', 'id'))::int as id`);
  return row.id;
}

/**
 * Moves the units from the seller's stock to its customer (holder CUSTOMER, holder_id the selling
 * reseller, status SOLD) with one SALE movement each — the ledger's conditional update: a unit moves
 * only if the seller still holds it in stock. The units are locked in id order first, so two
 * baskets sharing units wait for each other instead of deadlocking; the loser's units fail the
 * condition and are not in the answer.
 */
export async function sellUnits(tx: Db, saleId: number, resellerId: number, unitIds: readonly number[], at: Date): Promise<Set<number>> {
  await tx.execute(sql`select id from units where id = any(${intArray(unitIds)}) order by id for update`);
  const rows = await queryRows<{ unit_id: number }>(
    tx,
    sql`with moved as (
          update units u set holder = 'CUSTOMER', status = 'SOLD', received_at = ${at}, moves = u.moves + 1
          where u.id = any(${intArray(unitIds)}) and u.holder = 'RESELLER' and u.holder_id = ${resellerId} and u.status = 'IN_STOCK'
          returning u.id)
        insert into unit_movements (unit_id, kind, from_holder, from_id, to_holder, to_id, to_status, document_id, at)
        select id, 'SALE', 'RESELLER', ${resellerId}::int, 'CUSTOMER', ${resellerId}::int, 'SOLD', ${saleId}::int, ${at}::timestamptz from moved
        returning unit_id`,
  );
  return new Set(rows.map((r) => r.unit_id));
}

export interface SaleLineWrite {
  unitId: number;
  modelId: number;
  supplyId: number;
  serialNo: string;
  price: number;
  recommendedSellPrice: number | null;
  priceWithTolerance: number | null;
  distyPrice: number | null;
  score: number;
}

export interface SaleWrite {
  id: number;
  seller: Seller;
  saleType: string;
  customer: {
    customerType: string;
    customerName: string;
    customerSurname: string;
    customerPhoneNo: string | null;
    customerServiceNo: string | null;
    customerPstnNo: string | null;
  };
  campaignId: number | null;
  code: SaleCode | null;
  finalPrice: number;
  discountAmount: number;
  distyPrice: number | null;
  score: number;
  lines: SaleLineWrite[];
  source: 'WIZARD' | 'FEED';
  sourceNo: string | null;
  contentHash: string | null;
  at: Date;
}

const nullableNumbers = (values: readonly (number | null)[]) => sql`${`{${values.map((v) => (v === null ? 'NULL' : String(v))).join(',')}}`}::numeric[]`;

/** The sale row and its lines (the trigger of migration 0025 counts the sale in sale_days). */
export async function insertSale(tx: Db, s: SaleWrite): Promise<void> {
  const c = s.customer;
  const sorted = (xs: number[]) => `{${[...new Set(xs)].sort((a, b) => a - b).join(',')}}`;
  await tx.execute(
    sql`insert into sales (id, reseller_id, main_reseller_id, disty_id, seller_user_id, seller_name, seller_surname, sale_type, status, customer_type, customer_name,
          customer_surname, customer_phone_no, customer_service_no, customer_pstn_no, campaign_id, code_kind, code_id, serial_value, pass_value, final_price,
          discount_amount, disty_price, score, line_count, supply_ids, model_ids, source, source_no, content_hash, completed_at, created_at)
        values (${s.id}, ${s.seller.resellerId}, ${s.seller.mainResellerId}, ${s.seller.distyId}, ${s.seller.userId}, ${s.seller.sellerName}, ${s.seller.sellerSurname},
          ${s.saleType}, 'COMPLETED', ${c.customerType}, ${c.customerName}, ${c.customerSurname}, ${c.customerPhoneNo}, ${c.customerServiceNo}, ${c.customerPstnNo},
          ${s.campaignId}, ${s.code?.kind ?? null}, ${s.code?.id ?? null}, ${s.code?.kind === 'SERIAL' ? s.code.text : null}, ${s.code?.kind === 'PASS' ? s.code.text : null},
          ${s.finalPrice}, ${s.discountAmount}, ${s.distyPrice}, ${s.score}, ${s.lines.length}, ${sorted(s.lines.map((l) => l.supplyId))}::int[],
          ${sorted(s.lines.map((l) => l.modelId))}::int[], ${s.source}, ${s.sourceNo}, ${s.contentHash}, ${s.at}, now())`,
  );
  const col = <K extends keyof SaleLineWrite>(k: K) => s.lines.map((l) => l[k]);
  await tx.execute(
    sql`insert into sale_lines (sale_id, unit_id, model_id, supply_id, serial_no, selected_price, recommended_sell_price, price_with_tolerance, disty_price, score)
        select ${s.id}::int, * from unnest(${intArray(col('unitId'))}, ${intArray(col('modelId'))}, ${intArray(col('supplyId'))}, ${textArray(col('serialNo'))},
          ${numericArray(col('price'))}, ${nullableNumbers(col('recommendedSellPrice'))}, ${nullableNumbers(col('priceWithTolerance'))}, ${nullableNumbers(col('distyPrice'))},
          ${intArray(col('score'))})`,
  );
}
