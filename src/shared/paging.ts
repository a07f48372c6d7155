import { z } from 'zod';

/** Page envelope of every lazy list (spec 1 §3). */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ content: z.array(item), totalElements: z.number().int().nonnegative() });
export type Page<T> = { content: T[]; totalElements: number };

/**
 * Highest page number. With the largest size, page × size stays far inside the range of
 * numbers and of PostgreSQL's OFFSET, and no real list has a million pages.
 */
export const MAX_PAGE = 1_000_000;

/** Query of a lazy list: page from 0, size, sort `field,asc|desc` (spec 1 §7). */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(MAX_PAGE).default(0),
  size: z.coerce.number().int().min(1).max(2000).default(10),
  sort: z
    .string()
    .regex(/^[A-Za-z0-9_.]+,(asc|desc)$/)
    .optional(),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export const DEFAULT_PAGE_SIZE = 10;
/** The shared tables' page sizes (spec 1 §9), for every table whose own sizes the spec does not give. */
export const PAGE_SIZE_OPTIONS = [5, 10, 25] as const;
/** Pages of 10/20/30, where the spec gives a table those (parameters, sub-category thresholds, brands). */
export const PAGE_SIZES_BY_TENS = [10, 20, 30] as const;
export const FILTER_DEBOUNCE_MS = 2000;
