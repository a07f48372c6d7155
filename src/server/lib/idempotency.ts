import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { ERROR_CODES } from '../../shared/errors.js';
import { type Db, inTransaction, queryRowsNamed } from '../db/sql.js';
import { idempotentInFlight, idempotentWrites } from '../metrics/process-metrics.js';
import { codedError } from './app-error.js';

/** The header a client sends to make a write safe to repeat (order completion, ingestion batches). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

export const IDEMPOTENCY_MSG = {
  keyRequired: 'Idempotency-Key başlığı zorunludur (1–200 karakter).',
  mismatch: 'Bu Idempotency-Key daha önce başka bir istekle kullanılmış.',
} as const;

/** The key of a request's header, checked (1–200 visible ASCII characters). */
export function idempotencyKeyOf(headers: Record<string, string | string[] | undefined>): string {
  const raw = headers[IDEMPOTENCY_HEADER];
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (!key || key.length > 200 || !/^[\x21-\x7e]+$/.test(key)) throw codedError(400, ERROR_CODES.VALIDATION, IDEMPOTENCY_MSG.keyRequired, ['Idempotency-Key']);
  return key;
}

/**
 * The hash of a request: its scope and its JSON as sent (parsed JSON keeps the sender's key
 * order, so a repeat of the same request hashes the same). Native JSON.stringify: a 100,000-row
 * ingestion batch hashes in a few milliseconds, where a key-sorting walk took 0.6 s.
 */
export const requestHash = (scope: string, body: unknown) => createHash('sha256').update(scope).update('\0').update(JSON.stringify(body ?? null)).digest('hex');

export interface OnceOptions {
  /**
   * Settings for the work's transaction (SET LOCAL), made by the key's claim itself (set_config in
   * its RETURNING): a round trip less than a SET statement of the work's own, for a work whose
   * every millisecond counts (the wizard's completion).
   */
  local?: Record<string, string>;
}

interface Stored {
  scope: string;
  request_hash: string;
  response: unknown;
}

/**
 * Runs `work` at most once per (user, key): the first successful answer is stored in the
 * same transaction as the work, and a repeat of the same request gets that answer back
 * without running anything. A concurrent repeat waits on the first one's key row (the
 * primary key's insert blocks until the first transaction ends) and then reads its answer.
 * The same key with another scope or body answers 422. A refused request (an error thrown
 * by `work`) rolls back with its key, so it leaves no trace and may be sent again.
 */
export async function once<T>(db: Db, who: { userId: number; key: string; scope: string; body: unknown }, work: (tx: Db) => Promise<T>, options: OnceOptions = {}): Promise<T> {
  const hash = requestHash(who.scope, who.body);
  // /metrics counts each outcome by scope: first, replay, mismatch, refused.
  const count = (outcome: 'first' | 'replay' | 'mismatch' | 'refused') => idempotentWrites.inc({ scope: who.scope, outcome });
  const replay = (row: Stored): T => {
    const same = row.scope === who.scope && row.request_hash === hash;
    count(same ? 'replay' : 'mismatch');
    if (!same) throw codedError(422, ERROR_CODES.IDEMPOTENCY_MISMATCH, IDEMPOTENCY_MSG.mismatch, ['Idempotency-Key']);
    return row.response as T;
  };
  const find = async (q: Db) =>
    (await queryRowsNamed<Stored>(q, sql`select scope, request_hash, response from idempotency_keys where user_id = ${who.userId} and key = ${who.key}`))[0];

  // No read before the claim: a first request (nearly all of them) goes straight to its
  // transaction; a repeat finds the key claimed there and reads the stored answer after it.
  const taken = new Error('idempotency key taken by a concurrent request');
  idempotentInFlight.inc();
  try {
    const result = await inTransaction(db, async (tx) => {
      const settings = Object.entries(options.local ?? {}).map(([name, value]) => sql`, set_config(${name}, ${value}, true)`);
      const claimed = await queryRowsNamed(
        tx,
        sql`insert into idempotency_keys (user_id, key, scope, request_hash, status_code, response)
            values (${who.userId}, ${who.key}, ${who.scope}, ${hash}, 0, 'null'::jsonb)
            on conflict do nothing returning 1 as ok${sql.join(settings)}`,
      );
      if (!claimed.length) throw taken;
      const answer = await work(tx);
      await queryRowsNamed(tx, sql`update idempotency_keys set status_code = 200, response = ${JSON.stringify(answer ?? null)}::jsonb where user_id = ${who.userId} and key = ${who.key}`);
      return answer;
    });
    count('first');
    return result;
  } catch (error) {
    if (error !== taken) {
      count('refused');
      throw error;
    }
    const first = await find(db);
    if (!first) throw error;
    return replay(first);
  } finally {
    idempotentInFlight.dec();
  }
}
