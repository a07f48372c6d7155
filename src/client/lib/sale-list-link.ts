import type { FilterValues } from '../ui/list/list-types.js';

/**
 * Filters another screen may open /productSaleList with, in its query string (the six-month
 * report's bars and cells: `?saleDateStart=…&saleDateEnd=…&brandId=3&filterLabel=Marka: X`).
 * The list's own fields take theirs; the ones it has no field for (LINKED_FILTER_KEYS, the
 * server's saleFilterSchema reads them) show as one removable chip named by `filterLabel`.
 * Here, not in the sales area: the report screens build their links with it. Free of contracts.
 */
export const SALE_LIST_PATH = '/productSaleList';
export const LINKED_FILTER_KEYS = ['brandId', 'resellerType', 'resellerMainArea', 'ttCrmId'] as const;
export const FILTER_LABEL_PARAM = 'filterLabel';

export interface UrlFilters {
  /** Values for the list's fields and the linked filters (those the session locks are left out). */
  values: FilterValues;
  /** The linked filters that came (no field shows them). */
  linked: string[];
  /** The chip's text. */
  label: string;
}

/** What a query string asks of the list: only known keys, never a locked one (the server forces those anyway). */
export function readUrlFilters(search: string, fieldKeys: readonly string[], locked: readonly string[] = []): UrlFilters {
  const params = new URLSearchParams(search);
  const values: FilterValues = {};
  const linked: string[] = [];
  for (const [key, raw] of params) {
    const value = raw.trim();
    if (!value || locked.includes(key)) continue;
    if ((LINKED_FILTER_KEYS as readonly string[]).includes(key)) linked.push(key);
    else if (!fieldKeys.includes(key)) continue;
    values[key] = value;
  }
  const label = linked.length ? (params.get(FILTER_LABEL_PARAM)?.trim() || linked.map((k) => `${k}: ${values[k]}`).join(', ')) : '';
  return { values, linked, label };
}

/** The query string without the linked filters and their label (the chip's ×). */
export function withoutLinked(search: string): string {
  const params = new URLSearchParams(search);
  for (const key of [...LINKED_FILTER_KEYS, FILTER_LABEL_PARAM]) params.delete(key);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/** A link to the list with these filters (empty values left out) and the chip's text. */
export function saleListLink(filters: FilterValues, label?: string): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value !== '') params.set(key, value);
  if (label) params.set(FILTER_LABEL_PARAM, label);
  return `${SALE_LIST_PATH}?${params.toString()}`;
}
