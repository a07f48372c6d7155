import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { INGEST_MAX_ERRORS, INGEST_MSG, type IngestRefusal, type RowError } from '../../shared/contract/ingest.js';
import { ERROR_CODES } from '../../shared/errors.js';
import { type Db, queryRows, textArray } from '../db/sql.js';
import { AppError } from '../lib/app-error.js';

/**
 * The batch ingest every feed of the ingestion API goes through (stock now; resellers, sales,
 * invoices, waybills next): a feed is a declaration — its row schema, the codes it resolves to
 * ids (one set-based query per code kind, however many rows), the per-row rules and a
 * set-based write. `ingestBatch` checks every row, resolves, and either refuses the whole batch
 * with its per-row errors (HTTP 422, nothing written) or writes every row and answers the count.
 * Run it inside a transaction (the route runs it in `once`, the demo seed in its own).
 */

/** Resolves one kind of code (distributor code, barcode, reseller code …) to ids. */
export interface CodeLookup<Row> {
  /** The row field holding the code. */
  field: keyof Row & string;
  /** `select key, id` for the codes of `codes` (a text[] expression); unknown codes are simply absent. */
  query: (codes: SQL) => SQL;
  /** The message of a row whose code is unknown. */
  unknown: string;
}

export interface Feed<Row, Ids extends string, Ctx> {
  /** The row schema (the contract's); its issues become the row's errors. */
  row: z.ZodType<Row>;
  /** Codes resolved to ids: the written row gets each id under its key (`distyId`, `modelId`). */
  lookups: Record<Ids, CodeLookup<Row>>;
  /** Two rows with the same key refuse the batch (both named): e.g. the table's primary key. */
  unique?: { key: (row: Resolved<Row, Ids>) => string; field: keyof Row & string; message: string };
  /** Further per-row rules on the resolved row (e.g. a caller bound to its own distributor). */
  check?: (row: Resolved<Row, Ids>, ctx: Ctx) => { field: keyof Row & string; message: string } | null;
  /**
   * Rules over the whole batch against the database, set-based (e.g. a serial the sending
   * distributor does not hold, a document number reused with other content): `rows` is aligned
   * with the batch (null where a row already failed); the errors name their 1-based rows.
   */
  checkBatch?: (tx: Db, rows: readonly (Resolved<Row, Ids> | null)[], ctx: Ctx) => Promise<RowError[]>;
  /** Writes every row, set-based (one statement per table). */
  write: (tx: Db, rows: Resolved<Row, Ids>[], ctx: Ctx) => Promise<void>;
}

export type Resolved<Row, Ids extends string> = Row & Record<Ids, number>;

/** 422 in the spec's envelope: the description says how many rows failed; `details` lists them. */
export function refusedBatch(errors: RowError[], totalRows: number): AppError {
  const rejectedRows = new Set(errors.map((e) => e.row)).size;
  const description = INGEST_MSG.rejected(rejectedRows, totalRows);
  const details: IngestRefusal = { totalRows, rejectedRows, errors: errors.slice(0, INGEST_MAX_ERRORS) };
  return new AppError(422, {
    status: 422,
    code: ERROR_CODES.VALIDATION,
    message: String(ERROR_CODES.VALIDATION),
    description,
    errors: [],
    fields: ['rows'],
    details,
  });
}

/** id of every known code among `codes`, by one query. */
async function resolve(db: Db, codes: Set<string>, query: CodeLookup<unknown>['query']): Promise<Map<string, number>> {
  if (!codes.size) return new Map();
  const found = await queryRows<{ key: string; id: number }>(db, query(textArray([...codes])));
  return new Map(found.map((r) => [r.key, r.id]));
}

/** Checks every row of `raw`, resolves its codes and writes it all, or throws the 422 with every row's errors. */
export async function ingestBatch<Row, Ids extends string, Ctx>(tx: Db, feed: Feed<Row, Ids, Ctx>, raw: readonly unknown[], ctx: Ctx): Promise<{ accepted: number }> {
  const errors: RowError[] = [];
  const parsed: (Row | null)[] = raw.map((value, i) => {
    const result = feed.row.safeParse(value);
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      errors.push({ row: i + 1, field: issue.path.length ? String(issue.path[0]) : 'row', message: issue.path.length ? issue.message : INGEST_MSG.notObject });
    }
    return null;
  });

  const lookups = Object.entries(feed.lookups) as [Ids, CodeLookup<Row>][];
  // One query per kind of code, one after the other (a transaction runs one statement at a time).
  const maps: Map<string, number>[] = [];
  for (const [, lookup] of lookups) {
    const codes = new Set<string>();
    for (const row of parsed) if (row) codes.add(String(row[lookup.field]));
    maps.push(await resolve(tx, codes, lookup.query as CodeLookup<unknown>['query']));
  }

  const resolved: (Resolved<Row, Ids> | null)[] = parsed.map((row, i) => {
    if (!row) return null;
    const ids = {} as Record<Ids, number>;
    let ok = true;
    lookups.forEach(([name, lookup], k) => {
      const id = maps[k].get(String(row[lookup.field]));
      if (id === undefined) {
        errors.push({ row: i + 1, field: lookup.field, message: lookup.unknown });
        ok = false;
      } else ids[name] = id;
    });
    if (!ok) return null;
    const full = { ...row, ...ids } as Resolved<Row, Ids>;
    const failed = feed.check?.(full, ctx);
    if (failed) {
      errors.push({ row: i + 1, field: failed.field, message: failed.message });
      return null;
    }
    return full;
  });

  if (feed.unique) {
    const first = new Map<string, number>();
    resolved.forEach((row, i) => {
      if (!row) return;
      const key = feed.unique!.key(row);
      const earlier = first.get(key);
      if (earlier === undefined) first.set(key, i);
      else errors.push({ row: i + 1, field: feed.unique!.field, message: `${feed.unique!.message} (${earlier + 1}. satır ile aynı)` });
    });
  }

  if (feed.checkBatch) {
    const failed = new Set(errors.map((e) => e.row));
    errors.push(...(await feed.checkBatch(tx, resolved.map((row, i) => (failed.has(i + 1) ? null : row)), ctx)));
  }
  if (errors.length) throw refusedBatch(errors.sort((a, b) => a.row - b.row), raw.length);
  const rows = resolved as Resolved<Row, Ids>[];
  await feed.write(tx, rows, ctx);
  return { accepted: rows.length };
}

/** `codes` as a table to join (`u.key`), for lookups. */
export const codeTable = (codes: SQL) => sql`unnest(${codes}) as u(key)`;
