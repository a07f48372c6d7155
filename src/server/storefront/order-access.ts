import { type SQL, sql } from 'drizzle-orm';
import { isResellerRole } from '../../shared/access.js';
import { ERROR_CODES } from '../../shared/errors.js';
import { STOREFRONT_MSG } from '../../shared/storefront.js';
import { type Db, queryRows } from '../db/sql.js';
import { codedError } from '../lib/app-error.js';
import type { AuthUser } from '../plugins/access-guard.js';
import { onOrderAllowList } from '../users/own-user.js';

/** The reseller a storefront, cart or order call acts for, and its distributor. */
export interface OrderingReseller {
  resellerId: number;
  code: string;
  distyId: number;
}

/**
 * Every storefront, cart and order endpoint of a reseller goes through here: the login
 * reseller must be on the order allow-list (the parameter ORDER_RESELLER_ALLOW_LIST, spec 3 §2)
 * and have a distributor; otherwise 403. Returns who the call acts for.
 */
export async function orderingReseller(db: Db, user: AuthUser): Promise<OrderingReseller> {
  return (await orderingResellerWith(db, user, null)).reseller;
}

/**
 * orderingReseller, with `extra` (an SQL expression over the reseller's distributor id, e.g. the
 * storefront's label context) read in the same statement: a hot endpoint saves a round trip.
 */
export async function orderingResellerWith<T>(db: Db, user: AuthUser, extra: ((distyId: SQL) => SQL) | null): Promise<{ reseller: OrderingReseller; extra: T }> {
  const forbidden = () => codedError(403, ERROR_CODES.FORBIDDEN, STOREFRONT_MSG.notAllowed);
  if (!isResellerRole(user.roles) || !user.loginResellerId) throw forbidden();
  // One read: the reseller and whether its code is on the allow-list.
  const [row] = await queryRows<{ id: number; code: string; disty_id: number | null; active: boolean; allowed: boolean; extra: T }>(
    db,
    sql`select r.id, r.code, r.disty_id, r.active,
          ${onOrderAllowList(sql`r.code`)} as allowed
          ${extra ? sql`, ${extra(sql`r.disty_id`)} as extra` : sql``}
        from resellers r where r.id = ${user.loginResellerId}`,
  );
  if (!row || !row.active || row.disty_id === null || !row.allowed) throw forbidden();
  return { reseller: { resellerId: row.id, code: row.code, distyId: row.disty_id }, extra: row.extra };
}
