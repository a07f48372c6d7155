import { PRICE_MSG } from '../../shared/prices.js';
import { validationError } from '../lib/app-error.js';

/**
 * A price never rewrites the past: its validity day may not be before today in Istanbul (today
 * itself is fine, also after its 16:00 start). The one rule of every door a price comes in by:
 * the detail update (supplier, creating distributor, distributor's reseller price) and the rows
 * of both price sheets. The seed and the product approval write their own dates.
 */

const HOUR_MS = 3_600_000;
/** Türkiye is UTC+3 all year. */
const ISTANBUL_OFFSET_HOURS = 3;

/** The Istanbul day of a moment as yyyymmdd. */
export function istanbulDayOf(at: Date): string {
  const local = new Date(at.getTime() + ISTANBUL_OFFSET_HOURS * HOUR_MS);
  return `${local.getUTCFullYear()}${String(local.getUTCMonth() + 1).padStart(2, '0')}${String(local.getUTCDate()).padStart(2, '0')}`;
}

/** Today's date in Istanbul as yyyymmdd. */
export const istanbulToday = (now = new Date()) => istanbulDayOf(now);

/** Does a price starting at `start` begin on a day before `today` (yyyymmdd, Istanbul)? */
export const startsBeforeToday = (start: Date, today: string) => istanbulDayOf(start) < today;

/** The detail update's refusal: the spec's validation envelope, the date flagged, the sheets' text. */
export function assertPriceStartNotPast(start: Date, now = new Date()): void {
  if (startsBeforeToday(start, istanbulToday(now))) throw validationError([{ field: 'startDate', message: PRICE_MSG.pastDate }]);
}
