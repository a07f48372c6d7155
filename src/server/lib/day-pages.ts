import { type SQL, sql } from 'drizzle-orm';

/**
 * Pages of a date range from per-day counts (docs/lists-and-files.md "Lists at scale"). A list sorted by a
 * timestamp whose rows are also counted per Istanbul day in a table beside it (sale_info_days)
 * answers any range — a cold one too — without reading the range's keys: the total is a sum over
 * the range's days, the day holding the page is found by adding the days up in the sort's order,
 * and the page is read from that day onwards with an offset smaller than one day's rows. Only the
 * partial days at the two ends (a range picked to the minute) are counted from the rows themselves.
 *
 * The list's `where` must select exactly what `counts` counts, plus the range on `column`
 * (`column >= start and column <= end`): ListSql.dayCounts returns null for any other filter.
 */
export interface DayCounts {
  /** The timestamptz column the range and the sort read (e.g. `s.created_at`). */
  column: SQL;
  /** The range as the list's `where` applies it, ISO instants; open when absent. */
  start?: string;
  end?: string;
  /** `select day, n` of the counted rows on the whole days `from`..`to` (ISO dates, inclusive); several rows of a day are added. */
  counts: (from: string, to: string) => SQL;
}

const DAY_MS = 86_400_000;
/** Türkiye is UTC+3 all year (shared/ledger.ts dayRange, SQL istanbul_day). */
const OFFSET_MS = 3 * 3_600_000;
const FIRST_DAY = '1970-01-01';
const LAST_DAY = '9999-12-31';

/** The Istanbul day of an instant (ms). */
export const dayOf = (ms: number) => new Date(ms + OFFSET_MS).toISOString().slice(0, 10);
/** The instant (ms) an Istanbul day begins. */
export const dayStart = (day: string) => Date.parse(`${day}T00:00:00Z`) - OFFSET_MS;
const addDays = (day: string, n: number) => dayOf(dayStart(day) + n * DAY_MS);

/**
 * Which days of the range are whole (counted from the table) and which are partial (counted from
 * the rows): the start's day is partial unless the range begins at its midnight; the end's day is
 * partial whenever the range has an end (`<=` an instant inside it).
 */
export function splitRange(start?: string, end?: string): { whole: [string, string] | null; partial: string[] } {
  const startMs = start ? Date.parse(start) : null;
  const endMs = end ? Date.parse(end) : null;
  const partial = new Set<string>();
  let from = FIRST_DAY;
  let to = LAST_DAY;
  if (startMs !== null) {
    const day = dayOf(startMs);
    if (dayStart(day) === startMs) from = day;
    else {
      partial.add(day);
      from = addDays(day, 1);
    }
  }
  if (endMs !== null) {
    const day = dayOf(endMs);
    partial.add(day);
    to = addDays(day, -1);
  }
  if (startMs !== null && endMs !== null && endMs < startMs) return { whole: null, partial: [] };
  return { whole: from <= to ? [from, to] : null, partial: [...partial] };
}

export interface DayPageQuery {
  /** `select count(*)::int as n … where <the list's where> and <extra>`. */
  countWith: (extra: SQL) => SQL;
  /** The list's ordered keys query with `extra` added to its where (no limit). */
  keysWith: (extra: SQL) => SQL;
}

/**
 * The statement of page `page` of `size` keys of a day-counted list and its total: one row,
 * `__total` and `__keys` (the page's keys, as the key's array type), or null for an empty range.
 * The caller reads the page's rows in the same statement (list-routes.ts).
 */
export function dayPageHead(dc: DayCounts, q: DayPageQuery, desc: boolean, page: number, size: number): SQL | null {
  const { whole, partial } = splitRange(dc.start, dc.end);
  const parts: SQL[] = [];
  if (whole) parts.push(sql`select day::text as day, n::int as n from (${dc.counts(whole[0], whole[1])}) w`);
  for (const day of partial) {
    const from = new Date(dayStart(day)).toISOString();
    const to = new Date(dayStart(day) + DAY_MS).toISOString();
    parts.push(sql`select ${day}::text as day, (${q.countWith(sql`${dc.column} >= ${from}::timestamptz and ${dc.column} < ${to}::timestamptz`)}) as n`);
  }
  if (!parts.length) return null;
  const offset = page * size;
  const dir = desc ? sql`desc` : sql`asc`;
  // The days added up in the sort's order, the day holding the page, and the page's keys read
  // from that day on (in the sort's direction, so the offset stays inside one day's rows).
  // An Istanbul day begins at its date's UTC midnight less three hours.
  const dayBegins = (day: SQL) => sql`((${day})::timestamp at time zone 'UTC' - interval '3 hours')`;
  const bound = desc ? sql`${dc.column} < ${dayBegins(sql`(select day from pick) + 1`)}` : sql`${dc.column} >= ${dayBegins(sql`(select day from pick)`)}`;
  return sql`with days as (select day::date as day, sum(n)::int as n from (${sql.join(parts, sql` union all `)}) c group by day having sum(n) > 0),
      cum as (select day, n, (sum(n) over (order by day ${dir}) - n)::int as before from days),
      pick as (select day, before from cum where before <= ${offset} and before + n > ${offset})
    select coalesce((select sum(n) from days), 0)::int as __total,
      case when exists (select 1 from pick) then array(${q.keysWith(bound)} limit ${size} offset (${offset} - (select before from pick))) end as __keys`;
}
