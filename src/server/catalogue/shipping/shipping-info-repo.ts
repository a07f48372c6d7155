import { sql, type SQL } from 'drizzle-orm';
import type { ShippingInfo } from '../../../shared/contract/shipping-info.js';
import { type Db, queryRows } from '../../db/sql.js';
import { notFoundError } from '../../lib/app-error.js';
import type { AuthUser } from '../../plugins/access-guard.js';

/**
 * /ProductFault-Update (issue 13): the suppliers whose shipping information the caller may edit —
 * a supplier user its own supply, a distributor admin the supplies delivering through its
 * distributor (supply_disties). Anything else is not found (never another's).
 */
function scope(user: AuthUser): SQL {
  if (user.supplyId !== null && (user.roles.includes('SUPPLY_ADMIN') || user.roles.includes('SUPPLY_USER'))) return sql`s.id = ${user.supplyId}`;
  if (user.distyId !== null && user.roles.includes('DISTY_ADMIN')) return sql`s.id in (select sd.supply_id from supply_disties sd where sd.disty_id = ${user.distyId})`;
  return sql`false`;
}

const COLUMNS = sql`s.id, s.name, s.code, s.shipping_name as "shippingName", s.post_code as "postCode", s.address, s.phone_number as "phoneNumber"`;

export const shippingInfos = (db: Db, user: AuthUser) => queryRows<ShippingInfo>(db, sql`select ${COLUMNS} from supplies s where ${scope(user)} order by s.name`);

export async function saveShippingInfo(db: Db, user: AuthUser, input: { id: number; shippingName: string; postCode: string; address: string; phoneNumber: string }): Promise<ShippingInfo> {
  const [row] = await queryRows<ShippingInfo>(
    db,
    sql`update supplies s set shipping_name = ${input.shippingName}, post_code = ${input.postCode}, address = ${input.address}, phone_number = ${input.phoneNumber}
        where s.id = ${input.id} and ${scope(user)} returning ${COLUMNS}`,
  );
  if (!row) throw notFoundError();
  return row;
}
