import { type SQL, sql } from 'drizzle-orm';
import type { Unit } from '../../../shared/contract/units.js';
import { type Db, queryRows, toIso } from '../../db/sql.js';
import type { AuthUser } from '../../plugins/access-guard.js';
import { ledgerScope } from '../ledger-scope.js';

interface UnitDb {
  id: number;
  serial_no: string;
  model_id: number;
  model_name: string;
  barcode: string;
  brand_name: string;
  supply_id: number;
  holder: Unit['holder'];
  holder_code: string;
  status: Unit['status'];
  received_at: Date | string;
}

/** The units `user` may see, over a unit `u`: a reseller's own (held, or sold by it), a distributor's own, a supply's own. */
function unitScope(user: AuthUser): SQL {
  const scope = ledgerScope(user);
  switch (scope.kind) {
    case 'all':
      return sql`true`;
    case 'disty':
      return sql`u.holder = 'DISTY' and u.holder_id = ${scope.id}`;
    case 'supply':
      return sql`u.supply_id = ${scope.id}`;
    case 'reseller':
      return sql`u.holder in ('RESELLER', 'CUSTOMER') and u.holder_id = ${scope.id}`;
    case 'none':
      return sql`false`;
  }
}

/** Every unit of the caller's scope with this serial (one per product at most), by product name. */
export async function unitsBySerial(db: Db, user: AuthUser, serialNo: string): Promise<Unit[]> {
  const rows = await queryRows<UnitDb>(
    db,
    sql`select u.id, u.serial_no, u.model_id, m.name as model_name, m.barcode, b.name as brand_name, u.supply_id,
          u.holder, case u.holder when 'DISTY' then d.code when 'SUPPLY' then s.code else r.code end as holder_code, u.status, u.received_at
        from units u join models m on m.id = u.model_id join brands b on b.id = m.brand_id
        left join disties d on u.holder = 'DISTY' and d.id = u.holder_id
        left join supplies s on u.holder = 'SUPPLY' and s.id = u.holder_id
        left join resellers r on u.holder in ('RESELLER', 'CUSTOMER') and r.id = u.holder_id
        where u.serial_no = ${serialNo} and ${unitScope(user)}
        order by m.name, u.id`,
  );
  return rows.map((r) => ({
    id: r.id,
    serialNo: r.serial_no,
    modelId: r.model_id,
    modelName: r.model_name,
    barcode: r.barcode,
    brandName: r.brand_name,
    supplyId: r.supply_id,
    holder: r.holder,
    holderCode: r.holder_code,
    status: r.status,
    receivedAt: toIso(r.received_at)!,
  }));
}
