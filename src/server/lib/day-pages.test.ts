import { describe, expect, it } from 'vitest';
import { dayOf, dayStart, splitRange } from './day-pages.js';

describe('day pages: Istanbul days of a range', () => {
  it('reads the day of an instant in Istanbul time (UTC+3)', () => {
    expect(dayOf(Date.parse('2026-09-01T20:59:59Z'))).toBe('2026-09-01');
    expect(dayOf(Date.parse('2026-09-01T21:00:00Z'))).toBe('2026-09-02');
    expect(new Date(dayStart('2026-09-02')).toISOString()).toBe('2026-09-01T21:00:00.000Z');
  });

  it('counts whole days from the table and the partial ends from the rows', () => {
    // Midnight to a minute before the next midnight: the start day is whole, the end day partial.
    expect(splitRange('2026-08-31T21:00:00.000Z', '2026-09-02T20:59:00.000Z')).toEqual({ whole: ['2026-09-01', '2026-09-01'], partial: ['2026-09-02'] });
    // Picked to the minute at both ends.
    expect(splitRange('2026-09-01T10:00:00.000Z', '2026-09-05T10:00:00.000Z')).toEqual({ whole: ['2026-09-02', '2026-09-04'], partial: ['2026-09-01', '2026-09-05'] });
    // One day: one partial day, no whole ones.
    expect(splitRange('2026-09-01T10:00:00.000Z', '2026-09-01T12:00:00.000Z')).toEqual({ whole: null, partial: ['2026-09-01'] });
    // Open ends.
    expect(splitRange(undefined, undefined)).toEqual({ whole: ['1970-01-01', '9999-12-31'], partial: [] });
    expect(splitRange('2026-09-01T10:00:00.000Z')).toEqual({ whole: ['2026-09-02', '9999-12-31'], partial: ['2026-09-01'] });
    // An end before the start selects nothing.
    expect(splitRange('2026-09-05T10:00:00.000Z', '2026-09-01T10:00:00.000Z')).toEqual({ whole: null, partial: [] });
  });
});
