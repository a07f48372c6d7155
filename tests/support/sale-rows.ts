import { sql } from 'drizzle-orm';
import type { BuiltApp } from '../../src/server/app.js';
import { inTransaction, intArray, queryRows, textArray } from '../../src/server/db/sql.js';
import type { CustomerType, SaleType } from '../../src/shared/contract/sale-texts.js';

/**
 * Completed sales for the list and cancel tests, written exactly as a completed sale writes them
 * (ARCHITECTURE "The serial and sale ledger"): the sale, its lines, each unit moved from the dealer
 * to the customer (CUSTOMER/SOLD, holder_id the seller) with its SALE movement, and the seller's
 * unapproved SCORE_GAIN with the balance after it — in one transaction.
 *
 * Stand-in until the completion service (src/server/sales/complete/**, helper A) and its
 * fixtures (tests/support/sale-fixtures.ts) land: switch these tests to that service then. It does
 * not consume a campaign code (serial_value / pass_value are written as text only).
 */
export interface SaleSeed {
  resellerCode: string;
  serials: string[];
  saleType?: SaleType;
  customerType?: CustomerType;
  customerName?: string;
  customerSurname?: string;
  sellerName?: string;
  sellerSurname?: string;
  serialValue?: string | null;
  passValue?: string | null;
  campaignId?: number | null;
  /** The price of each line (the same for all). */
  price?: number;
  /** Points each line earns. */
  scorePerLine?: number;
  completedAt?: Date;
}

export async function insertSale(built: BuiltApp, s: SaleSeed): Promise<number> {
  const price = s.price ?? 100;
  const score = s.scorePerLine ?? 0;
  const at = s.completedAt ?? new Date();
  return inTransaction(built.database.db, async (tx) => {
    const [seller] = await queryRows<{ id: number; disty_id: number | null; main_id: number }>(
      tx,
      sql`with recursive up(id, parent_id, depth) as (
            select r.id, r.parent_id, 0 from resellers r where r.code = ${s.resellerCode}
            union all select r.id, r.parent_id, up.depth + 1 from resellers r join up on r.id = up.parent_id where up.depth < 64)
          select r.id, r.disty_id, (select id from up order by depth desc limit 1) as main_id from resellers r where r.code = ${s.resellerCode}`,
    );
    const units = await queryRows<{ id: number; model_id: number; supply_id: number; serial_no: string; disty_price: string | null }>(
      tx,
      sql`select u.id, u.model_id, u.supply_id, u.serial_no, l.vat_included_price as disty_price from units u
          left join sale_info_lines l on l.id = u.sale_info_line_id
          where u.serial_no = any(${textArray(s.serials)}) and u.holder = 'RESELLER' and u.holder_id = ${seller.id} and u.status = 'IN_STOCK'
          order by u.id for update of u`,
    );
    if (units.length !== s.serials.length) throw new Error(`insertSale: not all of ${s.serials.join(', ')} are in ${s.resellerCode}'s stock`);
    const distyPrice = units.every((u) => u.disty_price !== null) ? units.reduce((n, u) => n + Number(u.disty_price), 0) : null;
    const [sale] = await queryRows<{ id: number }>(
      tx,
      sql`insert into sales (reseller_id, main_reseller_id, disty_id, seller_name, seller_surname, sale_type, status, customer_type,
            customer_name, customer_surname, customer_phone_no, campaign_id, serial_value, pass_value, final_price, discount_amount, disty_price,
            score, line_count, supply_ids, model_ids, source, completed_at)
          values (${seller.id}, ${seller.main_id}, ${seller.disty_id}, ${s.sellerName ?? 'Satıcı'}, ${s.sellerSurname ?? 'Test'}, ${s.saleType ?? 'VANILLA'},
            'COMPLETED', ${s.customerType ?? 'MOBILE'}, ${s.customerName ?? 'Ayşe'}, ${s.customerSurname ?? 'Müşteri'}, '5321234567',
            ${s.campaignId ?? null}::int, ${s.serialValue ?? null}, ${s.passValue ?? null}, ${price * units.length}, 0, ${distyPrice}::numeric,
            ${score * units.length}, ${units.length}, ${intArray([...new Set(units.map((u) => u.supply_id))])}, ${intArray([...new Set(units.map((u) => u.model_id))])},
            'WIZARD', ${at})
          returning id`,
    );
    for (const u of units) {
      await tx.execute(sql`insert into sale_lines (sale_id, unit_id, model_id, supply_id, serial_no, selected_price, recommended_sell_price, price_with_tolerance, disty_price, score)
        values (${sale.id}, ${u.id}, ${u.model_id}, ${u.supply_id}, ${u.serial_no}, ${price}, ${price}, ${price}, ${u.disty_price}::numeric, ${score})`);
    }
    await tx.execute(sql`with moved as (
        update units u set holder = 'CUSTOMER', status = 'SOLD', moves = u.moves + 1
        where u.id = any(${intArray(units.map((u) => u.id))}) and u.holder = 'RESELLER' and u.holder_id = ${seller.id} and u.status = 'IN_STOCK'
        returning u.id)
      insert into unit_movements (unit_id, kind, from_holder, from_id, to_holder, to_id, to_status, document_id, at)
      select id, 'SALE', 'RESELLER', ${seller.id}, 'CUSTOMER', ${seller.id}, 'SOLD', ${sale.id}, ${at} from moved`);
    if (score > 0) {
      const [bal] = await queryRows<{ approved_score: number; unapproved_score: number }>(
        tx,
        sql`update resellers set unapproved_score = unapproved_score + ${score * units.length} where id = ${seller.id} returning approved_score, unapproved_score`,
      );
      await tx.execute(sql`insert into score_transactions (reseller_id, type, transaction_amount, remain_score, latest_approved_score, latest_unapproved_score, sale_id, created_at)
        values (${seller.id}, 'SCORE_GAIN', ${score * units.length}, ${score * units.length}, ${bal.approved_score}, ${bal.unapproved_score}, ${sale.id}, ${at})`);
    }
    return sale.id;
  });
}
