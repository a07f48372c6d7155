import { createHash } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index.js';

/**
 * The one way the server talks SQL, the same on node-postgres and PGlite. Both drivers
 * answer raw statements with `{ rows }`, so `Db` is typed by that common shape: either
 * driver's database and every transaction opened on it is a `Db` as it is.
 */
interface RowsResult<Row> {
  rows: Row[];
}
interface RowsResultHKT extends PgQueryResultHKT {
  readonly type: RowsResult<this['row']>;
}

export type Db = PgDatabase<RowsResultHKT, typeof schema>;

/** Runs raw SQL and returns its rows; `T` is the caller's word for the selected columns. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  return (await db.execute<T & Record<string, unknown>>(query)).rows;
}

/** The parts of drizzle's session a named statement needs (drizzle-orm 0.45: `db._.session`, `db.dialect`). */
interface NamedSession {
  constructor: { name: string };
  prepareQuery(query: { sql: string; params: unknown[] }, fields: undefined, name: string, arrayMode: false): { execute(): Promise<{ rows: unknown[] }> };
}

/**
 * queryRows as a named prepared statement on PostgreSQL (its name: a digest of its text), for the
 * list pages whose statements are large and run all day: each connection plans one once, and after
 * five runs PostgreSQL may keep a generic plan (plan_cache_mode auto), which the list load showed
 * to matter — planning a page cost 5 ms, running it 2. PGlite (one connection, a user or a test)
 * runs it as queryRows does.
 */
export async function queryRowsNamed<T>(db: Db, query: SQL): Promise<T[]> {
  const session = (db as unknown as { _: { session: NamedSession } })._.session;
  if (session.constructor.name !== 'NodePgSession') return queryRows<T>(db, query);
  const q = (db as unknown as { dialect: { sqlToQuery(q: SQL): { sql: string; params: unknown[] } } }).dialect.sqlToQuery(query);
  const name = `q_${createHash('sha1').update(q.sql).digest('hex').slice(0, 20)}`;
  return (await session.prepareQuery(q, undefined, name, false).execute()).rows as T[];
}

/** execute as a named statement on PostgreSQL (queryRowsNamed): a write every completion runs. */
export async function executeNamed(db: Db, query: SQL): Promise<void> {
  await queryRowsNamed(db, query);
}

/** Runs a statement whose rows nobody reads. */
export async function execute(db: Db, query: SQL): Promise<void> {
  await db.execute(query);
}

/**
 * The database's second pool on PostgreSQL, whose connections keep one generic plan for every
 * named statement (`plan_cache_mode = force_generic_plan`, set when each connection opens: client.ts),
 * for the statements whose shape never changes and whose custom plans PostgreSQL kept making afresh
 * at every run (a day page, a wizard completion). A connection setting, not a `SET LOCAL` in a
 * transaction: that cost a transaction's BEGIN, SET and COMMIT — three round trips — per page.
 */
const fixedPlanDbs = new WeakMap<Db, Db>();
export const registerFixedPlanDb = (db: Db, fixed: Db) => void fixedPlanDbs.set(db, fixed);

/**
 * Runs `work` on generic plans: on the fixed-plan pool where there is one (PostgreSQL), else in a
 * transaction that sets it locally (PGlite: one connection, no plan cache worth keeping — the same
 * behaviour, so tests on both see it).
 */
export async function withGenericPlans<T>(db: Db, work: (q: Db) => Promise<T>): Promise<T> {
  const fixed = fixedPlanDbs.get(db);
  if (fixed) return work(fixed);
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
    return work(tx);
  });
}

/** The fixed-plan pool's database (withGenericPlans) where there is one, else `db`. */
export const fixedPlanDbOf = (db: Db): Db => fixedPlanDbs.get(db) ?? db;

/** Runs `work` in one transaction; inside, only `tx` may be used (PGlite has one connection). */
export function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(work);
}

// Neither driver needs to know how to bind a JS array: it travels as text and is cast.

/** `ids` as one int[] parameter, for `= any(…)`. */
export const intArray = (ids: readonly number[]): SQL => sql`${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int[]`;

/** `values` as one text[] parameter (array literal, every element quoted and escaped; null and undefined as NULL). */
export const nullableTextArray = (values: readonly (string | null | undefined)[]): SQL =>
  sql`${`{${values.map((v) => (v === null || v === undefined ? 'NULL' : `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`)).join(',')}}`}::text[]`;

/** `values` as one text[] parameter. */
export const textArray = (values: readonly string[]): SQL => nullableTextArray(values);

/** `values` as one numeric[] parameter (finite numbers; for unnest in set-based writes). */
export const numericArray = (values: readonly number[]): SQL => sql`${`{${values.map((v) => String(v)).join(',')}}`}::numeric[]`;

/** Rows as one json parameter, to be opened with json_to_recordset (set-based writes). */
export const jsonParam = (value: unknown): SQL => sql`${JSON.stringify(value)}::json`;

/** Timestamps come back as Date (pg) or string (some paths); answers carry ISO text. */
export function toIso(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}
