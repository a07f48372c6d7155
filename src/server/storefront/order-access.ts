import { sql } from 'drizzle-orm';
import { isResellerRole } from '../../shared/access.js';
import { ERROR_CODES } from '../../shared/errors.js';
import { STOREFRONT_MSG } from '../../shared/storefront.js';
import { type Db, queryRows } from '../db/sql.js';
import { codedError } from '../lib/app-error.js';
import type { AuthUser } from '../plugins/access-guard.js';
import { loadOrderAllowList } from '../users/own-user.js';

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
  const forbidden = () => codedError(403, ERROR_CODES.FORBIDDEN, STOREFRONT_MSG.notAllowed);
  if (!isResellerRole(user.roles) || !user.loginResellerId) throw forbidden();
  const [row] = await queryRows<{ id: number; code: string; disty_id: number | null; active: boolean }>(
    db,
    sql`select id, code, disty_id, active from resellers where id = ${user.loginResellerId}`,
  );
  if (!row || !row.active || row.disty_id === null || !(await loadOrderAllowList(db)).includes(row.code)) throw forbidden();
  return { resellerId: row.id, code: row.code, distyId: row.disty_id };
}
