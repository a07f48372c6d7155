import { sql } from 'drizzle-orm';
import type { SaleConflictReason, SaleLineBody } from '../../../shared/contract/sales.js';
import { type Db, intArray, queryRows } from '../../db/sql.js';

/**
 * Where each basket line's unit is, for its seller (ARCHITECTURE "The serial and sale ledger"):
 * sellable when the seller holds it in stock; otherwise what the seller may be told. A line whose
 * id is unknown, or names another serial or product than the id's unit, or a unit the seller never
 * held is NOT_OWN, whoever holds it (a dealer cannot learn who holds a serial). A unit the seller
 * held: SOLD when its customer has it from this seller, TRANSFERRED when it left this seller's
 * stock for another reseller (whatever happened to it there).
 */
interface UnitDb {
  id: number;
  model_id: number;
  serial_no: string;
  supply_id: number;
  holder: string;
  holder_id: number;
  status: string;
  held_before: boolean;
}

export interface BasketUnit {
  unitId: number;
  supplyId: number;
}

/** The state of the lines' units: sellable (by unit id) or the reason per line index. */
export async function basketUnits(db: Db, resellerId: number, lines: readonly SaleLineBody[]): Promise<{ sellable: Map<number, BasketUnit>; refused: Map<number, SaleConflictReason> }> {
  const rows = await queryRows<UnitDb>(
    db,
    sql`select u.id, u.model_id, u.serial_no, u.supply_id, u.holder, u.holder_id, u.status,
          exists (select 1 from unit_movements m where m.unit_id = u.id and m.to_holder = 'RESELLER' and m.to_id = ${resellerId}) as held_before
        from units u where u.id = any(${intArray(lines.map((l) => l.unitId))})`,
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  const sellable = new Map<number, BasketUnit>();
  const refused = new Map<number, SaleConflictReason>();
  lines.forEach((line, i) => {
    const reason = refusal(byId.get(line.unitId), line, resellerId);
    if (reason) refused.set(i, reason);
    else sellable.set(line.unitId, { unitId: line.unitId, supplyId: byId.get(line.unitId)!.supply_id });
  });
  return { sellable, refused };
}

export function refusal(u: UnitDb | undefined, line: Pick<SaleLineBody, 'serialNo' | 'modelId'>, resellerId: number): SaleConflictReason | null {
  if (!u || u.serial_no !== line.serialNo || u.model_id !== line.modelId) return 'NOT_OWN';
  if (u.holder === 'RESELLER' && u.holder_id === resellerId && u.status === 'IN_STOCK') return null;
  if (u.holder === 'CUSTOMER' && u.holder_id === resellerId) return 'SOLD';
  return u.held_before ? 'TRANSFERRED' : 'NOT_OWN';
}

/** After a lost race: why each of these lines' units did not move (read again, as now committed). */
export async function refusalsNow(db: Db, resellerId: number, lines: readonly SaleLineBody[]): Promise<Map<number, SaleConflictReason>> {
  return (await basketUnits(db, resellerId, lines)).refused;
}
