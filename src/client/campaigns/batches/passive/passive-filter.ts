import { BATCH_MSG, PASSIVE_RANGE_MS, type PassiveSerialFilter } from '../../../../shared/contract/code-batches.js';
import type { FilterDef, FilterValues } from '../../../ui/list/list-types.js';

/** The search form of /passiveSerial (spec 2 §2.13): date range, reseller code and serial. */
export const PASSIVE_FILTERS: FilterDef[] = [
  { kind: 'date', key: 'startDate', label: 'Başlangıç Tarihi', withTime: true },
  { kind: 'date', key: 'endDate', label: 'Bitiş Tarihi', withTime: true },
  { kind: 'text', key: 'resellerCode', label: 'Bayi Kodu' },
  { kind: 'scan', key: 'serial', label: 'Seri Numara' },
];

export type PassiveCheck = { ok: true; filter: PassiveSerialFilter } | { ok: false; message: string };

/** A picker's local 'YYYY-MM-DDTHH:mm' as the instant the server takes (ISO with zone); undefined when empty or unreadable. */
export function pickedInstant(picked: string | undefined): string | undefined {
  if (!picked?.trim()) return undefined;
  const time = new Date(picked).getTime();
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

/**
 * The form's checks before searching (the server checks the same, spec 2 §5): at least one of a
 * date range (both ends), a reseller code or a serial; a range of at most 630,000,000 ms. A
 * range with one end only is no range, as on the server.
 */
export function checkPassiveFilter(values: FilterValues): PassiveCheck {
  const startDate = pickedInstant(values.startDate);
  const endDate = pickedInstant(values.endDate);
  const resellerCode = values.resellerCode?.trim() || undefined;
  const serial = values.serial?.trim() || undefined;
  const range = startDate && endDate ? { startDate, endDate } : {};
  if (!range.startDate && !resellerCode && !serial) return { ok: false, message: BATCH_MSG.passiveNeedsFilter };
  if (range.startDate && Date.parse(range.endDate) - Date.parse(range.startDate) > PASSIVE_RANGE_MS) return { ok: false, message: BATCH_MSG.rangeTooLong };
  return { ok: true, filter: { ...range, ...(resellerCode ? { resellerCode } : {}), ...(serial ? { serial } : {}) } };
}
