import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/sql.js';
import type { AuthUser } from '../../plugins/access-guard.js';
import { orderingReseller } from '../order-access.js';

/**
 * Whose orders a caller sees (a condition on `o` = reseller_orders): TTG_ADMIN all; DISTY_ADMIN
 * the orders to its distributor; RESELLER_ADMIN its login reseller's, once the allow-list lets it
 * order (403 otherwise). Anyone else nothing.
 */
export async function orderScope(db: Db, user: AuthUser): Promise<SQL> {
  if (user.roles.includes('TTG_ADMIN')) return sql`true`;
  if (user.roles.includes('DISTY_ADMIN')) return user.distyId ? sql`o.disty_id = ${user.distyId}` : sql`false`;
  if (user.roles.includes('RESELLER_ADMIN')) return sql`o.reseller_id = ${(await orderingReseller(db, user)).resellerId}`;
  return sql`false`;
}
