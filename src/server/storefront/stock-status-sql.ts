import { type SQL, sql } from 'drizzle-orm';

/**
 * The stock status rule of `src/shared/storefront.ts` in SQL: `available` (an expression of the
 * available quantity; a product without a stock row counts 0) against the thresholds of the
 * sub-category row `sc`.
 */
export const stockStatusSql = (available: SQL, sc = sql.raw('sc')): SQL =>
  sql`(case when ${available} <= ${sc}.none_stock_status_max then 'NONE'
            when ${available} <= ${sc}.limited_stock_status_max then 'LIMITED' else 'AVAILABLE' end)`;

/** Available units of a `disty_stocks` row `s` (left-joined: no row → 0). */
export const availableSql = (s = sql.raw('s')): SQL => sql`greatest(coalesce(${s}.quantity, 0) - coalesce(${s}.reserved, 0), 0)`;
