import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';

/**
 * Small SQL helpers of the product area that behave the same on node-postgres and PGlite
 * (neither needs to know how to bind a JS array: it travels as text and is cast).
 */

/** `ids` as one int[] parameter, for `= any(…)`. */
export const intArray = (ids: readonly number[]): SQL => sql`${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int[]`;

/** `values` as one text[] parameter (array literal, every element quoted and escaped). */
export const textArray = (values: readonly string[]): SQL =>
  sql`${`{${values.map((v) => `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`}::text[]`;

/** Rows as one json parameter, to be opened with json_to_recordset (set-based writes). */
export const jsonParam = (value: unknown): SQL => sql`${JSON.stringify(value)}::json`;

/** Timestamps come back as Date (pg) or string (some paths); answers carry ISO text. */
export function toIso(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/** Runs `work` in one transaction; inside, only `tx` may be used (PGlite has one connection). */
export function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((trx) => work(trx as unknown as Db));
}
