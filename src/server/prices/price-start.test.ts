import { describe, expect, it } from 'vitest';
import { PRICE_MSG, priceStartOf } from '../../shared/prices.js';
import { AppError } from '../lib/app-error.js';
import { assertPriceStartNotPast, istanbulToday, startsBeforeToday } from './price-start.js';

/** One rule for every door a price comes in by (detail update, supplier and distributor sheets). */
describe('a price never starts before today (Istanbul)', () => {
  // 2025-06-10 23:30 in Istanbul (20:30 UTC): still the 10th there.
  const lateEvening = new Date('2025-06-10T20:30:00Z');
  // 2025-06-11 00:30 in Istanbul (21:30 UTC on the 10th): already the 11th there.
  const pastMidnight = new Date('2025-06-10T21:30:00Z');

  it('reads today in Istanbul', () => {
    expect(istanbulToday(lateEvening)).toBe('20250610');
    expect(istanbulToday(pastMidnight)).toBe('20250611');
  });

  it('today and later pass, also after 16:00 when today’s start has gone by; any earlier day is refused', () => {
    const at = (day: string) => priceStartOf(day)!;
    expect(startsBeforeToday(at('20250610'), istanbulToday(lateEvening))).toBe(false);
    expect(startsBeforeToday(at('20250611'), istanbulToday(lateEvening))).toBe(false);
    expect(startsBeforeToday(at('20250609'), istanbulToday(lateEvening))).toBe(true);
    expect(startsBeforeToday(at('20250610'), istanbulToday(pastMidnight))).toBe(true);
    expect(startsBeforeToday(at('20200101'), istanbulToday(lateEvening))).toBe(true);
  });

  it('refuses in the spec’s error envelope with the spreadsheet’s text and the date flagged', () => {
    expect(() => assertPriceStartNotPast(priceStartOf('20250611')!, lateEvening)).not.toThrow();
    let error: unknown;
    try {
      assertPriceStartNotPast(priceStartOf('20200101')!, lateEvening);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(400);
    expect((error as AppError).envelope).toEqual({ status: 400, code: 10001, errors: [{ field: 'startDate', message: PRICE_MSG.pastDate }], fields: ['startDate'] });
    expect(PRICE_MSG.pastDate).toBe('Tarih bugünden önce olamaz.');
  });
});
