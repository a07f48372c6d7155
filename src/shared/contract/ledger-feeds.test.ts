import { describe, expect, it } from 'vitest';
import { isCalendarDay } from './ledger-feeds.js';

describe('isCalendarDay', () => {
  it('accepts real days, leap days included', () => {
    for (const d of ['2026-01-01', '2026-12-31', '2024-02-29', '2000-02-29', '2026-04-30', '2026-11-28']) expect(isCalendarDay(d), d).toBe(true);
  });
  it('refuses days that do not exist and other shapes', () => {
    for (const d of ['2026-02-29', '1900-02-29', '2026-04-31', '2026-13-01', '2026-00-10', '2026-01-00', '2026-1-01', '26-01-01', '2026-01-01T00:00', '']) expect(isCalendarDay(d), d).toBe(false);
  });
  it('agrees with the calendar on every day of four years', () => {
    for (let t = Date.UTC(2023, 0, 1); t < Date.UTC(2027, 0, 1); t += 86_400_000) expect(isCalendarDay(new Date(t).toISOString().slice(0, 10))).toBe(true);
  });
});
