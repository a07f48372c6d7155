import { z } from 'zod';
import { SYNC_MAX_CURSOR_AGE_DAYS, SYNC_MSG } from '../../shared/contract/sync.js';
import { INT4_MAX } from '../../shared/schemas.js';
import { validationError } from '../lib/app-error.js';

/**
 * The sync cursor (opaque to the client: base64url JSON). A cursor names a position in the change
 * log of one set of one distributor:
 * - g: SYNC_GENERATION — bump it when a set's rows change shape or meaning: every client resets;
 * - k: the set ('s' storefront, 'p' price list), so one set's cursor never continues the other;
 * - d: the distributor whose log it walks (another one → reset);
 * - s: since — the session reads pairs logged by transactions with id ≥ s;
 * - x: while a session is paging, the snapshot xmin read on its first page (null between sessions);
 * - a: keyset position [txid, modelId] of the last pair sent (null: the session starts);
 * - t: ms when `s` was read (a cursor older than SYNC_MAX_CURSOR_AGE_DAYS resets: names that no
 *   change records — brand, supplier, distributor — are at most that stale).
 */
export const SYNC_GENERATION = 1;

export type SyncSetKind = 's' | 'p';

/** A PostgreSQL xid8 as text (up to 2^64 − 1). */
const xidText = z.string().regex(/^(0|[1-9]\d{0,19})$/);

const cursorSchema = z
  .object({
    g: z.number().int(),
    k: z.enum(['s', 'p']),
    d: z.number().int().min(0).max(INT4_MAX),
    s: xidText,
    x: xidText.nullable(),
    a: z.tuple([xidText, z.number().int().min(0).max(INT4_MAX)]).nullable(),
    t: z.number().int().min(0),
  })
  .strict();

export type SyncCursor = z.infer<typeof cursorSchema>;

const MAX_AGE_MS = SYNC_MAX_CURSOR_AGE_DAYS * 86_400_000;
/** Server clocks of several nodes may differ a little: a cursor "from the future" within this is fine. */
const CLOCK_SKEW_MS = 3_600_000;

export const encodeCursor = (c: SyncCursor) => Buffer.from(JSON.stringify(c)).toString('base64url');

const badCursor = () => validationError([{ field: 'cursor', message: SYNC_MSG.badCursor }]);

/** The cursor a client sent; absent or empty → null. One we did not make (garbled) is a client bug: 400. */
export function decodeCursor(text: string | undefined): SyncCursor | null {
  if (!text) return null;
  if (!/^[A-Za-z0-9_-]+$/.test(text)) throw badCursor();
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw badCursor();
  }
  const parsed = cursorSchema.safeParse(value);
  if (!parsed.success || !consistent(parsed.data)) throw badCursor();
  return parsed.data;
}

/** A session that pages has its xmin; its position is never before `since`, and `since` never after its xmin. */
const consistent = (c: SyncCursor) =>
  (c.a === null) === (c.x === null) && (c.a === null || BigInt(c.a[0]) >= BigInt(c.s)) && (c.x === null || BigInt(c.s) <= BigInt(c.x));

/** A well-formed cursor the server answers with a full sync instead: other set, distributor or generation, or too old. */
export function mustReset(c: SyncCursor, kind: SyncSetKind, distyId: number, now: number): boolean {
  return c.g !== SYNC_GENERATION || c.k !== kind || c.d !== distyId || now - c.t > MAX_AGE_MS || c.t - now > CLOCK_SKEW_MS;
}

/** A cursor naming transaction ids the database has not handed out yet was not made by us: 400. */
export function refuseFuture(c: SyncCursor, xmax: string) {
  const top = BigInt(xmax);
  if (BigInt(c.s) > top || (c.x !== null && BigInt(c.x) > top) || (c.a !== null && BigInt(c.a[0]) > top)) throw badCursor();
}
