import { describe, expect, it } from 'vitest';
import { SYNC_MSG } from '../../shared/contract/sync.js';
import { AppError } from '../lib/app-error.js';
import { decodeCursor, encodeCursor, mustReset, refuseFuture, SYNC_GENERATION, type SyncCursor } from './sync-cursor.js';

const DAY = 86_400_000;
const now = Date.UTC(2026, 0, 15);
const paging: SyncCursor = { g: SYNC_GENERATION, k: 's', d: 3, s: '900', x: '1200', a: ['1100', 42], t: now - 60_000 };
const between: SyncCursor = { ...paging, s: '1200', x: null, a: null };
const raw = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** The 400 a garbled cursor answers: a validation envelope on the field `cursor`, in Turkish. */
function expectBad(text: string) {
  try {
    decodeCursor(text);
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).envelope).toMatchObject({ status: 400, errors: [{ field: 'cursor', message: SYNC_MSG.badCursor }] });
    return;
  }
  throw new Error(`accepted: ${text}`);
}

describe('sync cursor', () => {
  it('round-trips what the server made; no cursor is a first sync', () => {
    expect(decodeCursor(encodeCursor(paging))).toEqual(paging);
    expect(decodeCursor(encodeCursor(between))).toEqual(between);
    expect(decodeCursor(undefined)).toBeNull();
    expect(decodeCursor('')).toBeNull();
  });

  it('refuses what it did not make, and never throws anything but the 400', () => {
    for (const text of ['not base64!', '%00', 'e30', raw(null), raw([1]), raw('x'), raw({ ...paging, extra: 1 })]) expectBad(text);
    // Ids that are no numbers (BigInt would throw on them), negative, or past 2^64.
    for (const bad of [{ s: 'abc' }, { x: '1e3' }, { a: ['0x10', 1] }, { s: '-1' }, { s: '1'.repeat(21) }, { a: ['1100', -1] }, { d: 2 ** 31 }, { k: 'q' }]) expectBad(raw({ ...paging, ...bad }));
    // Inconsistent: a position without its session's xmin, since after xmin, a position before since.
    for (const bad of [{ x: null }, { a: null, x: '1200' }, { s: '1300' }, { a: ['800', 1] }]) expectBad(raw({ ...paging, ...bad }));
  });

  it('resets on another distributor, set or generation, or past the age limit', () => {
    expect(mustReset(paging, 's', 3, now)).toBe(false);
    expect(mustReset(paging, 's', 4, now)).toBe(true);
    expect(mustReset(paging, 'p', 3, now)).toBe(true);
    expect(mustReset({ ...paging, g: SYNC_GENERATION - 1 }, 's', 3, now)).toBe(true);
    expect(mustReset({ ...paging, t: now - 6 * DAY }, 's', 3, now)).toBe(false);
    expect(mustReset({ ...paging, t: now - 8 * DAY }, 's', 3, now)).toBe(true);
    expect(mustReset({ ...paging, t: now + 2 * DAY }, 's', 3, now)).toBe(true);
  });

  it('refuses ids the database has not handed out yet (400)', () => {
    expect(() => refuseFuture(paging, '1200')).not.toThrow();
    expect(() => refuseFuture(paging, '1199')).toThrow(AppError);
    expect(() => refuseFuture({ ...between, s: '5000' }, '4999')).toThrow(AppError);
  });
});
