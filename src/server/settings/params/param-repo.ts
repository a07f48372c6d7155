import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/sql.js';

/** SQL of the parameters table (global rows: reseller_code is null). */

export interface ParamRow {
  key: string;
  description: string;
  value: string;
  reseller_code: string | null;
  manuel_update_disabled: boolean;
}

const COLUMNS = sql`key, description, value, reseller_code, manuel_update_disabled`;

export const globalParams = (db: Db) => queryRows<ParamRow>(db, sql`select ${COLUMNS} from parameters where reseller_code is null order by key`);

/** The global row of a key; `lock` takes a row lock (an update checking another key's value). */
export async function globalParam(db: Db, key: string, lock = false): Promise<ParamRow | null> {
  const [row] = await queryRows<ParamRow>(db, sql`select ${COLUMNS} from parameters where key = ${key} and reseller_code is null ${lock ? sql`for update` : sql``}`);
  return row ?? null;
}

/** A reseller's own row of a key. */
export async function resellerParam(db: Db, key: string, resellerCode: string): Promise<ParamRow | null> {
  const [row] = await queryRows<ParamRow>(db, sql`select ${COLUMNS} from parameters where key = ${key} and reseller_code = ${resellerCode}`);
  return row ?? null;
}

export async function resellerExists(db: Db, code: string): Promise<boolean> {
  return (await queryRows<{ one: number }>(db, sql`select 1 as one from resellers where code = ${code}`)).length > 0;
}

export async function resellerCodeOf(db: Db, id: number): Promise<string | null> {
  const [row] = await queryRows<{ code: string }>(db, sql`select code from resellers where id = ${id}`);
  return row?.code ?? null;
}

export async function updateGlobalParam(db: Db, key: string, description: string, value: string): Promise<ParamRow | null> {
  const [row] = await queryRows<ParamRow>(
    db,
    sql`update parameters set description = ${description}, value = ${value} where key = ${key} and reseller_code is null returning ${COLUMNS}`,
  );
  return row ?? null;
}

/** Writes a reseller's own value (one row per key and reseller, see parameters_key_reseller_uq). */
export async function upsertResellerParam(db: Db, key: string, resellerCode: string, description: string, value: string): Promise<ParamRow> {
  const existing = await resellerParam(db, key, resellerCode);
  const [row] = existing
    ? await queryRows<ParamRow>(
        db,
        sql`update parameters set description = ${description}, value = ${value} where key = ${key} and reseller_code = ${resellerCode} returning ${COLUMNS}`,
      )
    : await queryRows<ParamRow>(
        db,
        sql`insert into parameters (key, description, value, reseller_code) values (${key}, ${description}, ${value}, ${resellerCode}) returning ${COLUMNS}`,
      );
  return row;
}
