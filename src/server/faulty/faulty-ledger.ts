import { sql } from 'drizzle-orm';
import { FAULTY_MSG } from '../../shared/contract/faulty.js';
import { type Db, queryRows } from '../db/sql.js';
import { businessError } from '../lib/app-error.js';
import { unitsByPair, unitKey } from '../serials/units/unit-repo.js';

/**
 * An approved replacement in the ledger (ARCHITECTURE "The serial and sale ledger"), in the
 * decision's transaction: the faulty unit goes back to its supplier (FAULTY_RETURN, holder SUPPLY,
 * status RETURNED) and the new serial enters as a unit of the same product with the customer, sold
 * by the dealer (FAULTY_REPLACEMENT, holder CUSTOMER, status SOLD). Each is one statement writing
 * the unit and its movement (document_id = the ticket), as the sales' moveSoldUnitsSql.
 */
export interface Replacement {
  ticketId: number;
  modelId: number;
  supplyId: number;
  resellerId: number;
  unitId: number | null;
  faultySerialNo: string | null;
  newSerialNo: string;
  at: Date;
}

/** Why the ledger refuses this new serial (it already knows it for the product), or null. */
export async function newSerialRefusal(tx: Db, r: Pick<Replacement, 'modelId' | 'faultySerialNo' | 'newSerialNo'>): Promise<string | null> {
  if (r.faultySerialNo !== null && r.faultySerialNo === r.newSerialNo) return FAULTY_MSG.newSerialSame;
  const known = (await unitsByPair(tx, [{ modelId: r.modelId, serialNo: r.newSerialNo }])).get(unitKey(r.modelId, r.newSerialNo));
  if (!known) return null;
  if (known.holder === 'CUSTOMER') return FAULTY_MSG.newSerialSold;
  if (known.status === 'IN_STOCK' && known.holder !== 'SUPPLY') return FAULTY_MSG.newSerialInStock;
  return FAULTY_MSG.newSerialUsed;
}

/**
 * The faulty unit back to its supplier: only while it is still this dealer's customer's (a unit a
 * cancel brought back to the dealer's stock meanwhile stays where it is). Answers whether it moved.
 */
async function returnFaultyUnit(tx: Db, r: Replacement): Promise<boolean> {
  if (r.unitId === null) return false;
  await tx.execute(sql`select id from units where id = ${r.unitId}::int for update`);
  const rows = await queryRows<{ unit_id: number }>(
    tx,
    sql`with moved as (
          update units u set holder = 'SUPPLY', holder_id = u.supply_id, status = 'RETURNED', received_at = ${r.at}, moves = u.moves + 1
          where u.id = ${r.unitId}::int and u.holder = 'CUSTOMER' and u.holder_id = ${r.resellerId}::int and u.status = 'SOLD'
          returning u.id, u.supply_id)
        insert into unit_movements (unit_id, kind, from_holder, from_id, to_holder, to_id, to_status, document_id, at)
        select id, 'FAULTY_RETURN', 'CUSTOMER', ${r.resellerId}::int, 'SUPPLY', supply_id, 'RETURNED', ${r.ticketId}::int, ${r.at} from moved
        returning unit_id`,
  );
  return rows.length > 0;
}

/** The replacement unit with the customer; null when another transaction created that serial meanwhile (the unique index decides). */
async function createReplacementUnit(tx: Db, r: Replacement): Promise<number | null> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`with made as (
          insert into units (model_id, supply_id, serial_no, holder, holder_id, status, received_at, moves, created_at)
          values (${r.modelId}::int, ${r.supplyId}::int, ${r.newSerialNo}, 'CUSTOMER', ${r.resellerId}::int, 'SOLD', ${r.at}, 1, ${r.at})
          on conflict (serial_no, model_id) do nothing
          returning id),
        logged as (
          insert into unit_movements (unit_id, kind, from_holder, from_id, to_holder, to_id, to_status, document_id, at)
          select id, 'FAULTY_REPLACEMENT', 'SUPPLY', ${r.supplyId}::int, 'CUSTOMER', ${r.resellerId}::int, 'SOLD', ${r.ticketId}::int, ${r.at} from made)
        select id from made`,
  );
  return rows[0]?.id ?? null;
}

/** Both writes; a new serial the ledger knows is refused before anything is written. Answers the new unit's id. */
export async function recordReplacement(tx: Db, r: Replacement): Promise<number> {
  const refusal = await newSerialRefusal(tx, r);
  if (refusal) throw businessError(refusal, 422);
  await returnFaultyUnit(tx, r);
  const made = await createReplacementUnit(tx, r);
  // Lost to a concurrent write of the same serial: the caller's transaction rolls back the return.
  if (made === null) throw businessError((await newSerialRefusal(tx, r)) ?? FAULTY_MSG.newSerialUsed, 422);
  return made;
}
