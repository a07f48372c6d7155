import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { INGEST_MAX_ERRORS, INGEST_MSG, type IngestRefusal, type RowError } from '../../shared/contract/ingest.js';
import { ERROR_CODES } from '../../shared/errors.js';
import { type Db, queryRows, textArray } from '../db/sql.js';
import { statementChain } from '../db/statement-chain.js';
import { AppError, isUniqueViolation } from '../lib/app-error.js';

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
  /** Optional: writes while it checks (see ingestPipelined); the full check stays the answer of every refusal. */
  pipelined?: PipelinedWrite<Row, Ids, Ctx>;
}

/**
 * A feed that writes chunk by chunk while the next chunk is being checked, so that the database
 * writes one part of a large batch while Node validates the next (the 100,000-line supplier
 * invoice batch). Each step answers false when the batch needs the full check instead (a row
 * fails, a document number is already stored, …): the chunks written so far are rolled back and
 * the batch goes through the full check, which names every failing row. A batch that passes
 * takes this path only, a refused one both.
 */
export interface PipelinedWrite<Row, Ids extends string, Ctx> {
  /** Before the first chunk, from the raw rows (set-based lookups the chunks need). */
  prepare: (tx: Db, raw: readonly unknown[], ctx: Ctx) => Promise<boolean>;
  /**
   * Takes a chunk of checked rows (`from`: the batch index of its first row) and answers its
   * write, run once the previous chunk's write is done (one statement at a time on the
   * connection) while the next chunk is being checked.
   */
  writeChunk: (tx: Db, rows: readonly Resolved<Row, Ids>[], from: number, ctx: Ctx) => false | (() => Promise<unknown>);
  /** After every chunk's write (e.g. the documents' headers, whose totals need all their lines). */
  finish: (tx: Db, ctx: Ctx) => Promise<boolean>;
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

type Lookups<Row, Ids extends string> = [Ids, CodeLookup<Row>][];

/** One query per kind of code, one after the other (a transaction runs one statement at a time). */
async function resolveCodes<Row, Ids extends string>(tx: Db, lookups: Lookups<Row, Ids>, codesOf: (field: keyof Row & string) => Set<string>) {
  const maps: Map<string, number>[] = [];
  for (const [, lookup] of lookups) maps.push(await resolve(tx, codesOf(lookup.field), lookup.query as CodeLookup<unknown>['query']));
  return maps;
}

/** Parses row `i` with the feed's schema; its issues become row errors. */
function parseRow<Row, Ids extends string, Ctx>(feed: Feed<Row, Ids, Ctx>, value: unknown, i: number, errors: RowError[]): Row | null {
  const result = feed.row.safeParse(value);
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    errors.push({ row: i + 1, field: issue.path.length ? String(issue.path[0]) : 'row', message: issue.path.length ? issue.message : INGEST_MSG.notObject });
  }
  return null;
}

/**
 * Sets the resolved ids on the parsed row (the batch's own object) and applies the feed's row
 * rule. A plain loop: spreading 100,000 rows into new objects cost most of a second and left
 * them slow to read.
 */
function resolveRow<Row, Ids extends string, Ctx>(feed: Feed<Row, Ids, Ctx>, lookups: Lookups<Row, Ids>, maps: Map<string, number>[], row: Row, i: number, ctx: Ctx, errors: RowError[]) {
  const full = row as Resolved<Row, Ids>;
  let ok = true;
  for (let k = 0; k < lookups.length; k++) {
    const [name, lookup] = lookups[k];
    const id = maps[k].get(String(row[lookup.field]));
    if (id === undefined) {
      errors.push({ row: i + 1, field: lookup.field, message: lookup.unknown });
      ok = false;
    } else (full as Record<string, unknown>)[name] = id;
  }
  if (!ok) return null;
  const failed = feed.check?.(full, ctx);
  if (failed) {
    errors.push({ row: i + 1, field: failed.field, message: failed.message });
    return null;
  }
  return full;
}

/** Checks every row of `raw`, resolves its codes and writes it all, or throws the 422 with every row's errors. */
export async function ingestBatch<Row, Ids extends string, Ctx>(tx: Db, feed: Feed<Row, Ids, Ctx>, raw: readonly unknown[], ctx: Ctx): Promise<{ accepted: number }> {
  if (feed.pipelined) {
    const written = await ingestPipelined(tx, feed, feed.pipelined, raw, ctx);
    if (written) return written;
  }
  const errors: RowError[] = [];
  const parsed = raw.map((value, i) => parseRow(feed, value, i, errors));
  const lookups = Object.entries(feed.lookups) as Lookups<Row, Ids>;
  const maps = await resolveCodes(tx, lookups, (field) => {
    const codes = new Set<string>();
    for (const row of parsed) if (row) codes.add(String(row[field]));
    return codes;
  });
  const resolved = parsed.map((row, i) => (row ? resolveRow(feed, lookups, maps, row, i, ctx, errors) : null));

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

const PIPELINE_CHUNK = 10_000;
/** Rows checked between two turns of the event loop, so the driver sends the next queued write. */
const PIPELINE_SLICE = 1_000;
const FULL_CHECK = new Error('the batch needs the full check');

/**
 * The pipelined path (PipelinedWrite) inside a savepoint: codes are resolved up front from the
 * raw rows (trimmed as the schemas trim them), then each chunk is checked and its write sent
 * without waiting, the next chunk checked meanwhile. Any failing row, duplicate or refused
 * write (a unique index) rolls the savepoint back and answers null: the caller runs the full
 * check. Errors that are not about the rows (the database gone) are thrown as they are.
 */
async function ingestPipelined<Row, Ids extends string, Ctx>(tx: Db, feed: Feed<Row, Ids, Ctx>, pipe: PipelinedWrite<Row, Ids, Ctx>, raw: readonly unknown[], ctx: Ctx) {
  const lookups = Object.entries(feed.lookups) as Lookups<Row, Ids>;
  try {
    return await tx.transaction(async (sp) => {
      const maps = await resolveCodes(sp, lookups, (field) => {
        const codes = new Set<string>();
        for (const value of raw) {
          const code = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[field] : undefined;
          if (typeof code === 'string') codes.add(code.trim());
        }
        return codes;
      });
      if (!(await pipe.prepare(sp, raw, ctx))) throw FULL_CHECK;
      const errors: RowError[] = [];
      const seen = new Set<string>();
      // The writes, chained: each starts when the one before it has finished.
      const written = statementChain();
      try {
        for (let from = 0; from < raw.length; from += PIPELINE_CHUNK) {
          const rows: Resolved<Row, Ids>[] = [];
          for (let i = from; i < Math.min(from + PIPELINE_CHUNK, raw.length); i++) {
            if (i % PIPELINE_SLICE === 0) await new Promise(setImmediate);
            if (written.failed) throw FULL_CHECK;
            const parsed = parseRow(feed, raw[i], i, errors);
            const row = parsed && resolveRow(feed, lookups, maps, parsed, i, ctx, errors);
            if (!row) throw FULL_CHECK;
            if (feed.unique) {
              const key = feed.unique.key(row);
              if (seen.has(key)) throw FULL_CHECK;
              seen.add(key);
            }
            rows.push(row);
          }
          const write = pipe.writeChunk(sp, rows, from, ctx);
          if (write === false) throw FULL_CHECK;
          written.run(write);
        }
      } finally {
        // Nothing else goes to the connection while a write runs (the rollback of a refused batch included).
        await written.settled();
      }
      await written.done();
      if (!(await pipe.finish(sp, ctx))) throw FULL_CHECK;
      return { accepted: raw.length };
    });
  } catch (error) {
    if (error === FULL_CHECK || isUniqueViolation(error)) return null;
    throw error;
  }
}

/** `codes` as a table to join (`u.key`), for lookups. */
export const codeTable = (codes: SQL) => sql`unnest(${codes}) as u(key)`;
