import { type SQL, sql } from 'drizzle-orm';

/**
 * SQL pieces every price reader shares, so the lists, the detail, the history and the
 * "price on date X" lookup read the same rows the same way (docs/prices.md).
 * `a` is a table alias as raw SQL, e.g. sql.raw('s').
 */

/** In force at `at`: started, and not yet ended by the next version. */
export const inForceAt = (a: SQL, at: SQL = sql`now()`) => sql`(${a}.start_date <= ${at} and (${a}.end_date is null or ${a}.end_date > ${at}))`;

/** GÜNCEL (current or a coming 'next price') unless a later version has already taken over (ESKİ). */
export const isCurrentOrNext = (a: SQL) => sql`(${a}.end_date is null or ${a}.end_date > now())`;
export const timeStatus = (a: SQL) => sql`case when ${isCurrentOrNext(a)} then 'GÜNCEL' else 'ESKİ' end`;

/**
 * A check flag compares a version with the one before it in its channel (same product and
 * supplier, or same product and distributor): true = rose (green), false = fell (pink),
 * null = unknown (no earlier version, or unchanged).
 */
export const checkOf = (current: SQL, previous: SQL) => sql`case when ${previous} is null or ${current} is null or ${current} = ${previous} then null else ${current} > ${previous} end`;

/**
 * The version before supplier version `a` in its channel (same product and supplier, not
 * rejected), joined as `prev` for the check flags. Served by model_price_supplies_channel_idx.
 */
export const previousSupplyVersion = (a: SQL, prev: SQL) => sql`left join lateral (
    select q.disty_price, q.recommended_reseller_price, q.recommended_sell_price, q.recommended_edm_price
    from model_price_supplies q
    where q.model_id = ${a}.model_id and q.supply_id = ${a}.supply_id and q.approve_type <> 'REJECTED'
      and (q.start_date, q.id) < (${a}.start_date, ${a}.id)
    order by q.start_date desc, q.id desc limit 1) ${prev} on true`;

/** The approved version before distributor version `a` (same product and distributor), joined as `prev`. */
export const previousDistyVersion = (a: SQL, prev: SQL) => sql`left join lateral (
    select q.reseller_price
    from model_price_disties q
    where q.model_id = ${a}.model_id and q.disty_id = ${a}.disty_id and q.approve_type = 'APPROVED'
      and (q.start_date, q.id) < (${a}.start_date, ${a}.id)
    order by q.start_date desc, q.id desc limit 1) ${prev} on true`;
