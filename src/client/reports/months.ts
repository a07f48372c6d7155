/** Turkish month names (spec 3 §2.17: months are named in Turkish), without dayjs's locale in the chunk. */
export const TR_MONTHS = ['Ocak', 'Şubat', 'Mart', 'Nisan', 'Mayıs', 'Haziran', 'Temmuz', 'Ağustos', 'Eylül', 'Ekim', 'Kasım', 'Aralık'] as const;

const parse = (month: string) => {
  const m = /^(\d{4})-(\d{2})$/.exec(month);
  return m ? { year: +m[1], month: +m[2] } : null;
};

/** 'YYYY-MM' (as the report names its months) → 'Kasım 2026'; anything else as it came. */
export function monthLabel(month: string): string {
  const p = parse(month);
  return p && p.month >= 1 && p.month <= 12 ? `${TR_MONTHS[p.month - 1]} ${p.year}` : month;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The sales list's date filters covering one report month, as its date-time fields take them
 * (Istanbul time, as the report counts): the 1st at 00:00 to the last day at 23:59:59.
 */
export function monthRange(month: string): { saleDateStart: string; saleDateEnd: string } | null {
  const p = parse(month);
  if (!p || p.month < 1 || p.month > 12) return null;
  const last = new Date(Date.UTC(p.year, p.month, 0)).getUTCDate();
  const ym = `${p.year}-${pad(p.month)}`;
  return { saleDateStart: `${ym}-01T00:00`, saleDateEnd: `${ym}-${pad(last)}T23:59:59` };
}
