import { sql } from 'drizzle-orm';
import { type Db, intArray, queryRows, textArray } from '../../db/sql.js';

/**
 * The ledger's writes (ARCHITECTURE "The serial and sale ledger"): a unit enters with its first
 * movement, and a move is a conditional update — the unit moves only if it is still where the
 * document says it was — written in the same statement as its movement. The caller compares
 * what moved with what it asked and refuses the whole document otherwise (one winner).
 */
export type Holder = 'SUPPLY' | 'DISTY' | 'RESELLER' | 'CUSTOMER';
export type MovementKind =
  | 'SUPPLY_INVOICE'
  | 'DISTRIBUTION'
  | 'TECHNICAL_SERVICE_CHANGE'
  | 'TRANSFER'
  // A sale (issue 31): the unit from the selling reseller to its customer, status SOLD; document_id = sales.id.
  | 'SALE'
  // An approved sale cancel (issue 31): the unit back from the customer to the selling reseller's stock; document_id = sales.id.
  | 'SALE_CANCEL'
  // An approved faulty-product replacement (issue 32; document_id = faulty_product_tickets.id): the faulty unit
  // from the customer back to its supplier (holder SUPPLY, status RETURNED), and the new serial's unit from the
  // supplier to the customer (status SOLD, held for the dealer).
  | 'FAULTY_RETURN'
  | 'FAULTY_REPLACEMENT';

export interface UnitState {
  id: number;
  modelId: number;
  serialNo: string;
  supplyId: number;
  holder: Holder;
  holderId: number;
  status: string;
}

export const unitKey = (modelId: number, serialNo: string) => `${modelId}\u0000${serialNo}`;

/** The units of these (product, serial) pairs, by unitKey; absent pairs are unknown units. */
export async function unitsByPair(db: Db, pairs: readonly { modelId: number; serialNo: string }[]): Promise<Map<string, UnitState>> {
  if (!pairs.length) return new Map();
  const rows = await queryRows<{ id: number; model_id: number; serial_no: string; supply_id: number; holder: Holder; holder_id: number; status: string }>(
    db,
    sql`select u.id, u.model_id, u.serial_no, u.supply_id, u.holder, u.holder_id, u.status
        from unnest(${intArray(pairs.map((p) => p.modelId))}, ${textArray(pairs.map((p) => p.serialNo))}) as p(model_id, serial_no)
        join units u on u.serial_no = p.serial_no and u.model_id = p.model_id`,
  );
  return new Map(rows.map((r) => [unitKey(r.model_id, r.serial_no), { id: r.id, modelId: r.model_id, serialNo: r.serial_no, supplyId: r.supply_id, holder: r.holder, holderId: r.holder_id, status: r.status }]));
}

/** The supplier of each product. */
export async function supplyOfModels(db: Db, modelIds: readonly number[]): Promise<Map<number, number>> {
  if (!modelIds.length) return new Map();
  const rows = await queryRows<{ id: number; supply_id: number }>(db, sql`select m.id, m.supply_id from models m where m.id = any(${intArray([...new Set(modelIds)])})`);
  return new Map(rows.map((r) => [r.id, r.supply_id]));
}

export interface NewUnit {
  modelId: number;
  supplyId: number;
  serialNo: string;
  holder: Holder;
  holderId: number;
  /** Where it came from (its first movement). */
  fromHolder: Holder;
  fromId: number;
  documentId: number;
}

/**
 * Creates units with their first movement. A pair another transaction created meanwhile is
 * skipped (the unique index decides); the answer is the created units by unitKey, so the caller
 * can name the rows that lost.
 */
export async function createUnits(tx: Db, kind: MovementKind, units: readonly NewUnit[], at: Date): Promise<Map<string, number>> {
  if (!units.length) return new Map();
  // Column arrays (unnest) rather than one JSON document: PostgreSQL reads 100,000 units' arrays
  // several times faster than their JSON objects.
  const col = <K extends keyof NewUnit>(k: K) => units.map((u) => u[k]);
  const rows = await queryRows<{ id: number; model_id: number; serial_no: string }>(
    tx,
    sql`with n as (select * from unnest(${intArray(col('modelId'))}, ${intArray(col('supplyId'))}, ${textArray(col('serialNo'))}, ${textArray(col('holder'))},
          ${intArray(col('holderId'))}, ${textArray(col('fromHolder'))}, ${intArray(col('fromId'))}, ${intArray(col('documentId'))})
          as n(model_id, supply_id, serial_no, holder, holder_id, from_holder, from_id, document_id)),
        made as (
          insert into units (model_id, supply_id, serial_no, holder, holder_id, status, received_at, moves, created_at)
          select n.model_id, n.supply_id, n.serial_no, n.holder, n.holder_id, 'IN_STOCK', ${at}, 1, ${at} from n
          on conflict (model_id, serial_no) do nothing
          returning id, model_id, serial_no, holder, holder_id),
        logged as (
          insert into unit_movements (unit_id, kind, from_holder, from_id, to_holder, to_id, to_status, document_id, at)
          select made.id, ${kind}, n.from_holder, n.from_id, made.holder, made.holder_id, 'IN_STOCK', n.document_id, ${at}
          from made join n on n.model_id = made.model_id and n.serial_no = made.serial_no)
        select id, model_id, serial_no from made`,
  );
  return new Map(rows.map((r) => [unitKey(r.model_id, r.serial_no), r.id]));
}

export interface UnitMove {
  unitId: number;
  fromHolder: Holder;
  fromId: number;
  toHolder: Holder;
  toId: number;
  documentId: number;
  /** The distribution line that brings it to a reseller (kept on the unit for the dealer's stock). */
  lineId?: number | null;
}

/**
 * Moves units that are still in stock where `fromHolder`/`fromId` says, and logs each move.
 * The units are locked in id order first, so two documents moving overlapping units wait for
 * each other instead of deadlocking; the loser's units fail the condition and are not returned.
 */
export async function moveUnits(tx: Db, kind: MovementKind, moves: readonly UnitMove[], at: Date): Promise<Set<number>> {
  if (!moves.length) return new Set();
  await tx.execute(sql`select id from units where id = any(${intArray(moves.map((m) => m.unitId))}) order by id for update`);
  // Column arrays (unnest), as createUnits.
  const col = <K extends keyof UnitMove>(k: K) => moves.map((m) => m[k] as UnitMove[K] & (string | number));
  const rows = await queryRows<{ unit_id: number }>(
    tx,
    sql`with m as (select * from unnest(${intArray(col('unitId'))}, ${textArray(col('fromHolder'))}, ${intArray(col('fromId'))}, ${textArray(col('toHolder'))},
          ${intArray(col('toId'))}, ${intArray(col('documentId'))}, ${sql`${`{${moves.map((m) => m.lineId ?? 'NULL').join(',')}}`}::bigint[]`})
          as m("unitId", "fromHolder", "fromId", "toHolder", "toId", "documentId", "lineId")),
        moved as (
          update units u set holder = m."toHolder", holder_id = m."toId", received_at = ${at}, moves = u.moves + 1,
            sale_info_line_id = coalesce(m."lineId", u.sale_info_line_id)
          from m
          where u.id = m."unitId" and u.holder = m."fromHolder" and u.holder_id = m."fromId" and u.status = 'IN_STOCK'
          returning u.id, m."fromHolder", m."fromId", m."toHolder", m."toId", m."documentId")
        insert into unit_movements (unit_id, kind, from_holder, from_id, to_holder, to_id, to_status, document_id, at)
        select id, ${kind}, "fromHolder", "fromId", "toHolder", "toId", 'IN_STOCK', "documentId", ${at} from moved
        returning unit_id`,
  );
  return new Set(rows.map((r) => r.unit_id));
}
