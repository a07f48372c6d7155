import { BANNER_MSG } from '../../../shared/contract/banners.js';

/** The banner dialog's fields: the date pickers' 'YYYY-MM-DDTHH:mm' texts ('' = empty). */
export interface BannerDates {
  startDate: string;
  endDate: string;
}

/** A picker's 'YYYY-MM-DDTHH:mm' → the wire's local date-time without zone 'YYYY-MM-DDTHH:mm:ss'. */
export const toWire = (picked: string) => (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(picked) ? `${picked}:00` : picked);
/** The wire's 'YYYY-MM-DDTHH:mm:ss' → the picker's 'YYYY-MM-DDTHH:mm'. */
export const toPicker = (wire: string) => wire.slice(0, 16);

/**
 * The dialog's checks before sending (the server checks the same): both dates, the end after
 * the start and, when creating, exactly one image (spec 3 §5).
 */
export function checkBanner(dates: BannerDates, imageCount: number | null): { messages: string[]; fields: Partial<Record<'startDate' | 'endDate' | 'file', true>> } {
  const messages: string[] = [];
  const fields: Partial<Record<'startDate' | 'endDate' | 'file', true>> = {};
  if (!dates.startDate) {
    messages.push(BANNER_MSG.startRequired);
    fields.startDate = true;
  }
  if (!dates.endDate) {
    messages.push(BANNER_MSG.endRequired);
    fields.endDate = true;
  }
  if (dates.startDate && dates.endDate && toWire(dates.endDate) <= toWire(dates.startDate)) {
    messages.push(BANNER_MSG.endAfterStart);
    fields.endDate = true;
  }
  if (imageCount !== null && imageCount !== 1) {
    messages.push(BANNER_MSG.oneImage);
    fields.file = true;
  }
  return { messages, fields };
}
