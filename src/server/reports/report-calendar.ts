/** Istanbul's calendar (Türkiye is UTC+3 all year): the day and month every report counts by. */
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The Istanbul day of an instant, 'YYYY-MM-DD'. */
export const istanbulToday = (now: Date = new Date()) => new Date(now.getTime() + 3 * HOUR).toISOString().slice(0, 10);

/** 'YYYY-MM-DD' plus `days`. */
export const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

/** Days from `from` to `to` (both 'YYYY-MM-DD'). */
export const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY);

/** The `count` months ending with `today`'s, oldest first, as 'YYYY-MM'. */
export function lastMonths(today: string, count: number): string[] {
  const [y, m] = today.split('-').map(Number);
  return Array.from({ length: count }, (_, k) => {
    const d = new Date(Date.UTC(y, m - 1 - (count - 1 - k), 1));
    return d.toISOString().slice(0, 7);
  });
}

/** 'GG.AA.YYYY' → 'YYYY-MM-DD', or null when it is no calendar day (31.02.2026). */
export function fromTrDay(text: string): string | null {
  const m = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(text.trim());
  if (!m) return null;
  const iso = `${m[3]}-${m[2]}-${m[1]}`;
  const d = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== iso ? null : iso;
}

/** 'YYYY-MM-DD' → 'GG.AA.YYYY'. */
export const toTrDay = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;
