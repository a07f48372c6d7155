import { type SQL, sql } from 'drizzle-orm';
import { type Db, intArray, nullableTextArray, numericArray, queryRowsNamed, textArray, executeNamed } from '../../db/sql.js';
import type { SaleCode } from './campaign-codes.js';
import type { Seller } from './seller.js';

/** The writes of a completion (complete-service.ts decides; these only write). */

/** `n` sale ids in one statement (a fed batch), ascending. */
export async function nextSaleIds(tx: Db, n: number): Promise<number[]> {
  if (n <= 0) return [];
  // The sequence's name looked up once, not per id (per row it cost 0.28 s of 100,000 ids, not 0.03).
  const rows = await queryRowsNamed<{ id: number }>(
    tx,
    sql`with s as materialized (select pg_get_serial_sequence('sales', 'id')::regclass as seq)
        select nextval(s.seq)::int as id from s, generate_series(1, ${n}::int)`,
  );
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

/**
 * A wizard sale's id and its units' moves, in one statement: the sale's id drawn, its units locked
 * in id order (every writer's order: two baskets sharing units wait for each other instead of
 * deadlocking), then moved from the seller's stock to its customer (holder CUSTOMER, holder_id the
 * selling reseller, status SOLD) with one SALE movement each — the ledger's conditional update: a
 * unit moves only if the seller still holds it in stock, so a basket that lost a race to another
 * sale gets fewer units back than it named. The lock is taken by the `locked` CTE (FOR UPDATE, not
 * inlined) before the update reads its rows; a unit changed since this statement's snapshot is
 * re-checked on its newest version (READ COMMITTED), so it fails the condition if it was sold.
 */
export async function takeUnits(tx: Db, resellerId: number, unitIds: readonly number[], at: Date): Promise<{ saleId: number; moved: Set<number> }> {
  const when = at.toISOString();
  const [row] = await queryRowsNamed<{ sale_id: number; moved: number[] }>(
    tx,
    sql`with sale as (select nextval(pg_get_serial_sequence('sales', 'id'))::int as id),
        locked as materialized (select id from units where id = any(${intArray(unitIds)}) order by id for update),
        moved as (
          update units u set holder = 'CUSTOMER', status = 'SOLD', received_at = ${when}::timestamptz, moves = u.moves + 1
          from locked
          where u.id = locked.id and u.holder = 'RESELLER' and u.holder_id = ${resellerId} and u.status = 'IN_STOCK'
          returning u.id),
        mv as (
          insert into unit_movements (unit_id, kind, from_holder, from_id, to_holder, to_id, to_status, document_id, at)
          select moved.id, 'SALE', 'RESELLER', ${resellerId}, 'CUSTOMER', ${resellerId}, 'SOLD', sale.id, ${when}::timestamptz from moved, sale
          returning unit_id)
        select (select id from sale) as sale_id, coalesce((select array_agg(unit_id) from mv), '{}'::int[]) as moved`,
  );
  return { saleId: row.sale_id, moved: new Set(row.moved) };
}

/** Locks these units in id order (every seller's order; a fed batch locks all its units before moving any). */
export const lockUnits = (tx: Db, unitIds: readonly number[]) =>
  // One probe of the primary key per unit, in id order (a lateral lock): `id = any(…)` over a
  // fed batch's 100,000 ids let the planner scan the whole table (1.35 s on 5 M units, not 0.56).
  executeNamed(tx, sql`select u.id from (select unnest(${intArray(unitIds)}) as id order by 1) k cross join lateral (select id from units u where u.id = k.id for update) u`);

/**
 * The conditional moves of many sold units (each with its sale, seller and time) and their SALE
 * movements in one statement (moveSoldUnitsSql; movedUnits reads its answer: the units moved).
 * Lock them first (lockUnits): fewer moved than asked means another sale took some since the check.
 */
export interface SoldUnitMove {
  unitId: number;
  saleId: number;
  resellerId: number;
  at: Date;
}

/** The units moved, from the rows of moveSoldUnitsSql. */
export const movedUnits = (rows: readonly { unit_id: number }[]) => new Set(rows.map((r) => r.unit_id));

/** The moves' statement, built apart from its run (a fed batch builds the next chunk's while this one runs). */
export function moveSoldUnitsSql(moves: readonly SoldUnitMove[]): SQL {
  return sql`with k as (
          select * from unnest(${intArray(moves.map((m) => m.unitId))}, ${intArray(moves.map((m) => m.saleId))}, ${intArray(moves.map((m) => m.resellerId))},
            ${textArray(moves.map((m) => m.at.toISOString()))}::timestamptz[]) as k(unit_id, sale_id, reseller_id, at)),
        moved as (
          update units u set holder = 'CUSTOMER', status = 'SOLD', received_at = k.at, moves = u.moves + 1
          from k
          where u.id = k.unit_id and u.holder = 'RESELLER' and u.holder_id = k.reseller_id and u.status = 'IN_STOCK'
          returning u.id, k.sale_id, k.reseller_id, k.at)
        insert into unit_movements (unit_id, kind, from_holder, from_id, to_holder, to_id, to_status, document_id, at)
        select id, 'SALE', 'RESELLER', reseller_id, 'CUSTOMER', reseller_id, 'SOLD', sale_id, at from moved
        returning unit_id`;
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
const nullableInts = (values: readonly (number | null)[]) => sql`${`{${values.map((v) => (v === null ? 'NULL' : String(Math.trunc(v)))).join(',')}}`}::int[]`;

/** The sale row and its lines (the trigger of migration 0025 counts the sale in sale_days). */
export const insertSale = (tx: Db, s: SaleWrite) => insertSales(tx, [s]);

/**
 * Sale rows and their lines in ONE statement however many (the lines' insert a data-modifying CTE
 * of the sales' one: a round trip less per completion, which on a loaded machine costs more than
 * the rows themselves), and with `tail` (score-gains.ts scoreGainParts) the sales' score gains in
 * it too. Every statement trigger fires once, after the whole statement: the lines' (migration
 * 0029, the reports) sees the sales it joins, and the sales' (migration 0025) counts them in
 * sale_days — so the sale_days row locks come after the resellers' row locks the gains take
 * during the statement (every writer's order: complete-service.ts writeSales). The rows go in in
 * the order given: give them by their sale_days row, so that trigger's locks follow that order too.
 */
export async function insertSales(tx: Db, writes: readonly SaleWrite[], tail: { ctes: SQL; insert: SQL } | null = null): Promise<void> {
  if (writes.length) await executeNamed(tx, insertSalesSql(writes, tail));
}

/** insertSales' statement, built apart from its run (a fed batch builds the next chunk's while this one runs). */
export function insertSalesSql(writes: readonly SaleWrite[], tail: { ctes: SQL; insert: SQL } | null = null): SQL {
  const col = <T>(f: (s: SaleWrite) => T) => writes.map(f);
  const ints = (xs: number[]) => `{${[...new Set(xs)].sort((a, b) => a - b).join(',')}}`;
  const text = (f: (s: SaleWrite) => string | null) => nullableTextArray(col(f));
  const lines = writes.flatMap((s) => s.lines.map((l) => ({ ...l, saleId: s.id })));
  const lc = <K extends keyof SaleLineWrite>(k: K) => lines.map((l) => l[k]);
  return sql`with sale_rows as (
        insert into sales (id, reseller_id, main_reseller_id, disty_id, seller_user_id, seller_name, seller_surname, sale_type, status, customer_type, customer_name,
          customer_surname, customer_phone_no, customer_service_no, customer_pstn_no, campaign_id, code_kind, code_id, serial_value, pass_value, final_price,
          discount_amount, disty_price, score, line_count, supply_ids, model_ids, source, source_no, content_hash, completed_at, created_at)
        select id, reseller_id, main_reseller_id, disty_id, seller_user_id, seller_name, seller_surname, sale_type, 'COMPLETED', customer_type, customer_name,
          customer_surname, customer_phone_no, customer_service_no, customer_pstn_no, campaign_id, code_kind, code_id, serial_value, pass_value, final_price,
          discount_amount, disty_price, score, line_count, supply_ids::int[], model_ids::int[], source, source_no, content_hash, completed_at, now()
        from unnest(${intArray(col((s) => s.id))}, ${intArray(col((s) => s.seller.resellerId))}, ${intArray(col((s) => s.seller.mainResellerId))},
          ${nullableInts(col((s) => s.seller.distyId))}, ${nullableInts(col((s) => s.seller.userId))}, ${text((s) => s.seller.sellerName)}, ${text((s) => s.seller.sellerSurname)},
          ${text((s) => s.saleType)}, ${text((s) => s.customer.customerType)}, ${text((s) => s.customer.customerName)}, ${text((s) => s.customer.customerSurname)},
          ${text((s) => s.customer.customerPhoneNo)}, ${text((s) => s.customer.customerServiceNo)}, ${text((s) => s.customer.customerPstnNo)},
          ${nullableInts(col((s) => s.campaignId))}, ${text((s) => s.code?.kind ?? null)}, ${sql`${`{${col((s) => (s.code ? String(s.code.id) : 'NULL')).join(',')}}`}::bigint[]`},
          ${text((s) => (s.code?.kind === 'SERIAL' ? s.code.text : null))}, ${text((s) => (s.code?.kind === 'PASS' ? s.code.text : null))},
          ${numericArray(col((s) => s.finalPrice))}, ${numericArray(col((s) => s.discountAmount))}, ${nullableNumbers(col((s) => s.distyPrice))}, ${intArray(col((s) => s.score))},
          ${intArray(col((s) => s.lines.length))}, ${textArray(col((s) => ints(s.lines.map((l) => l.supplyId))))}, ${textArray(col((s) => ints(s.lines.map((l) => l.modelId))))},
          ${text((s) => s.source)}, ${text((s) => s.sourceNo)}, ${text((s) => s.contentHash)}, ${textArray(col((s) => s.at.toISOString()))}::timestamptz[])
          as k(id, reseller_id, main_reseller_id, disty_id, seller_user_id, seller_name, seller_surname, sale_type, customer_type, customer_name,
            customer_surname, customer_phone_no, customer_service_no, customer_pstn_no, campaign_id, code_kind, code_id, serial_value, pass_value, final_price,
            discount_amount, disty_price, score, line_count, supply_ids, model_ids, source, source_no, content_hash, completed_at)
        returning 1),
      line_rows as (
        insert into sale_lines (sale_id, unit_id, model_id, supply_id, serial_no, selected_price, recommended_sell_price, price_with_tolerance, disty_price, score)
        select * from unnest(${intArray(lines.map((l) => l.saleId))}, ${intArray(lc('unitId'))}, ${intArray(lc('modelId'))}, ${intArray(lc('supplyId'))}, ${textArray(lc('serialNo'))},
          ${numericArray(lc('price'))}, ${nullableNumbers(lc('recommendedSellPrice'))}, ${nullableNumbers(lc('priceWithTolerance'))}, ${nullableNumbers(lc('distyPrice'))},
          ${intArray(lc('score'))})
        returning 1)${tail ? sql`, ${tail.ctes} ${tail.insert}` : sql` select count(*) from line_rows`}`;
}
