import { type SQL, sql } from 'drizzle-orm';
import type { SaleLineStatus, SaleStatus } from '../../../shared/contract/sale-texts.js';
import { type Db, intArray, queryRows } from '../../db/sql.js';
import type { MovementKind } from '../../serials/units/unit-repo.js';

/** The cancel flow's SQL (issue 31): a sale locked for its decision, its lines' states, its units back to the dealer. */

export interface LockedSale {
  id: number;
  status: SaleStatus;
  reseller_id: number;
}

/** The sales of `ids` the `scope` (over `s`) holds, locked in id order (two decisions on one sale wait for each other). */
export async function lockSales(tx: Db, ids: readonly number[], scope: SQL = sql`true`): Promise<LockedSale[]> {
  return queryRows<LockedSale>(tx, sql`select s.id, s.status, s.reseller_id from sales s where s.id = any(${intArray(ids)}) and ${scope} order by s.id for update`);
}

/** Lines of a sale in `from` (all, or those of `unitIds`) moved to `to`; the moved lines answered. */
export async function setLineStatus(tx: Db, saleId: number, from: SaleLineStatus, to: SaleLineStatus, unitIds?: readonly number[]) {
  return queryRows<{ unit_id: number; score: number }>(
    tx,
    sql`update sale_lines l set status = ${to} where l.sale_id = ${saleId} and l.status = ${from}
        ${unitIds ? sql`and l.unit_id = any(${intArray(unitIds)})` : sql``}
        returning l.unit_id, l.score`,
  );
}

/** The unit ids of a sale's lines in `status`. */
export async function lineUnits(tx: Db, saleId: number, status: SaleLineStatus): Promise<number[]> {
  const rows = await queryRows<{ unit_id: number }>(tx, sql`select l.unit_id from sale_lines l where l.sale_id = ${saleId} and l.status = ${status} order by l.unit_id`);
  return rows.map((r) => r.unit_id);
}

const SALE_CANCEL: MovementKind = 'SALE_CANCEL';

/**
 * The units of a cancelled sale back from the customer to the selling reseller's stock, with
 * their SALE_CANCEL movements, in one statement: a conditional update (the unit must still be
 * the customer's from this reseller's sale, i.e. sold and not moved since, e.g. by a faulty
 * product's exchange), as every ledger move (unit-repo.ts). The units are locked in id order
 * first, as moveUnits does. The caller compares what moved with what it asked.
 */
export async function returnUnits(tx: Db, saleId: number, resellerId: number, unitIds: readonly number[], at: Date): Promise<number[]> {
  if (!unitIds.length) return [];
  await tx.execute(sql`select id from units where id = any(${intArray(unitIds)}) order by id for update`);
  const rows = await queryRows<{ unit_id: number }>(
    tx,
    sql`with moved as (
          update units u set holder = 'RESELLER', holder_id = ${resellerId}, status = 'IN_STOCK', received_at = ${at}, moves = u.moves + 1
          where u.id = any(${intArray(unitIds)}) and u.holder = 'CUSTOMER' and u.holder_id = ${resellerId} and u.status = 'SOLD'
          returning u.id)
        insert into unit_movements (unit_id, kind, from_holder, from_id, to_holder, to_id, to_status, document_id, at)
        select id, ${SALE_CANCEL}, 'CUSTOMER', ${resellerId}, 'RESELLER', ${resellerId}, 'IN_STOCK', ${saleId}, ${at} from moved
        returning unit_id`,
  );
  return rows.map((r) => r.unit_id);
}

/** A sale's status after a decision or a request, with who and when. */
export async function setSaleStatus(tx: Db, saleId: number, status: SaleStatus, set: SQL) {
  await tx.execute(sql`update sales set status = ${status}, ${set} where id = ${saleId}`);
}
