import { sql } from 'drizzle-orm';
import type { SaleConflictReason } from '../../../shared/contract/sale-texts.js';
import type { SaleLineBody } from '../../../shared/contract/sale-wizard.js';
import { type Db, intArray, queryRowsNamed, textArray } from '../../db/sql.js';

/**
 * Where each basket line's unit is, for its seller (ARCHITECTURE "The serial and sale ledger"):
 * sellable when the seller holds it in stock; otherwise what the seller may be told. A line whose
 * id is unknown, or names another serial or product than the id's unit, or a unit the seller never
 * held is NOT_OWN, whoever holds it (a dealer cannot learn who holds a serial). A unit the seller
 * held: SOLD when its customer has it from this seller, TRANSFERRED when it left this seller's
 * stock for another reseller (whatever happened to it there).
 */
export interface UnitDb {
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
  const rows = await queryRowsNamed<UnitDb>(
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

/** A fed sale line's unit, as read by unitsOfSaleLines (its state for the line's seller). */
export type SaleLineUnit = UnitDb;

/**
 * The units of many sale lines named by (product, serial), each for its line's seller, in one
 * statement (the feed's batch), aligned with `lines` (undefined where no unit has that pair).
 * Whether the seller held a unit before is only read where it decides something (the unit is
 * neither in its stock nor sold by it: refusal() then tells TRANSFERRED from NOT_OWN).
 */
export async function unitsOfSaleLines(db: Db, lines: readonly { modelId: number; serialNo: string; resellerId: number }[]): Promise<(SaleLineUnit | undefined)[]> {
  if (!lines.length) return [];
  const rows = await queryRowsNamed<UnitDb & { k: number }>(
    db,
    sql`select l.k, u.id, u.model_id, u.serial_no, u.supply_id, u.holder, u.holder_id, u.status,
          case when (u.holder = 'RESELLER' and u.status = 'IN_STOCK' or u.holder = 'CUSTOMER') and u.holder_id = l.reseller_id then false
            else exists (select 1 from unit_movements m where m.unit_id = u.id and m.to_holder = 'RESELLER' and m.to_id = l.reseller_id) end as held_before
        from (select * from unnest(${intArray(lines.map((l) => l.modelId))}, ${textArray(lines.map((l) => l.serialNo))}, ${intArray(lines.map((l) => l.resellerId))})
            with ordinality as l(model_id, serial_no, reseller_id, k) order by l.serial_no, l.model_id) l
        cross join lateral (select * from units u where u.serial_no = l.serial_no and u.model_id = l.model_id limit 1) u`,
  );
  const out: (SaleLineUnit | undefined)[] = new Array(lines.length);
  for (const r of rows) out[Number(r.k) - 1] = r;
  return out;
}
