import { z } from 'zod';
import type { Grant } from '../access.js';
import type { ExportCell } from '../export-cells.js';
import { formatTrCount } from '../format.js';
import { MAX_PAGE, pageOf } from '../paging.js';
import { defineEndpoint, type Endpoint } from './endpoint.js';

/**
 * A server-paged list, declared once for both sides: path and roles, filter and row
 * schemas, keyed columns (header, sortable, the text of a cell), default sort, page sizes
 * and export. The server registers the page route and the export route from it (the
 * filter → SQL and a sort map typed by the sortable keys), the client's ListScreen takes
 * its types from it; export columns are the list's own columns (their `exportCell` where a cell is
 * a number, money or a date rather than the text).
 */
export type CellText = string | number | boolean | null | undefined;

export interface ListColumn<Row, K extends string = string> {
  /** Names the column in code (never its header text) and is its sort field when listed in `sorts`. */
  key: K;
  header: string;
  /** The cell as text: the export's cell and the screen's default (a method: lists of any row fit ListDecl). */
  text(row: Row): CellText;
  /** Width in the export (characters); a column without one stays out of the file. */
  exportWidth?: number;
  /**
   * The export's cell when it is not the text: money and dates typed (spec 3 §9:
   * `moneyCell`, `dateCell` of shared/export-cells.ts), a number as a number.
   */
  exportCell?(row: Row): ExportCell;
}

type Direction = 'asc' | 'desc';

export interface ListInput<F extends z.ZodType, R extends z.ZodType, K extends string, S extends string> {
  /** Query-key and test-id prefix, e.g. 'products-supply'. */
  id: string;
  /** What the list holds, in Turkish ('Stok listesi'): the OpenAPI summary of its page and export routes. */
  title?: string;
  path: string;
  access: Grant | 'ALL';
  filter: F;
  row: R;
  columns: readonly ListColumn<z.output<R>, K>[];
  /** The fields it sorts by: column keys (those columns get a sort button) or hidden ones ('id'). */
  sorts: readonly S[];
  /** The first request's sort; without one the server uses the first of `sorts`, ascending. */
  defaultSort?: `${S},${Direction}`;
  pageSizes: readonly number[];
  defaultPageSize: number;
  emptyText: string;
  export?: {
    path: string;
    fileName: string;
    /** Narrower than the list's when only some of its roles get the Excel button (e.g. /resellerList's distributor admins). */
    access?: Grant;
    /** A warning text when the filter may not be exported (e.g. a date range over 32 days). */
    rule?(filter: z.output<F>): string | null;
  };
}

/** Turns `field,asc|desc` into a query schema that knows the list's sort fields. */
function sortSchema(fields: readonly string[]) {
  return z
    .string()
    .regex(/^[A-Za-z0-9_.]+,(asc|desc)$/)
    .superRefine((s, ctx) => {
      const field = s.split(',')[0];
      // Own entries only: `__proto__` or `toString` are no sort fields.
      if (!fields.includes(field)) ctx.addIssue({ code: 'custom', message: `Sıralama alanı geçersiz: ${field}` });
    })
    .optional();
}

/**
 * The page route's schemas: paging and sort, the list's filter, a page of its rows. Endpoints
 * take them through a `…Schemas(…)` spread, which the client build drops with the endpoints' other
 * schemas (scripts/vite-client-contracts.ts): the PWA never validates an answer.
 */
function listPageSchemas<F extends z.ZodType, R extends z.ZodType, K extends string, S extends string>(input: ListInput<F, R, K, S>) {
  const query = z.object({
    page: z.coerce.number().int().min(0).max(MAX_PAGE).default(0),
    // Any size up to the largest the screen offers: bounded, yet other callers may ask for fewer.
    size: z.coerce
      .number()
      .int()
      .min(1)
      .max(Math.max(...input.pageSizes), `Sayfa boyutu en fazla ${Math.max(...input.pageSizes)} olabilir.`)
      .default(input.defaultPageSize),
    sort: sortSchema(input.sorts),
  });
  return { query, body: input.filter, response: pageOf(input.row) };
}

/** The export route's schemas (sort, the list's filter; the answer is a file). */
function listExportSchemas<F extends z.ZodType, R extends z.ZodType, K extends string, S extends string>(input: ListInput<F, R, K, S>) {
  return { query: z.object({ sort: sortSchema(input.sorts) }), body: input.filter, response: z.unknown() };
}

const sortText = (input: { sorts: readonly string[]; defaultSort?: string }) =>
  `\`sort\` = \`alan,asc|desc\`; alanlar: ${input.sorts.map((s) => `\`${s}\``).join(', ')}; varsayılan \`${input.defaultSort ?? `${input.sorts[0]},asc`}\`.`;

/** The page route's reference text, from the declaration (title, page sizes, sorts, export). */
function listPageDoc<F extends z.ZodType, R extends z.ZodType, K extends string, S extends string>(input: ListInput<F, R, K, S>) {
  if (!input.title) return {};
  const exportText = input.export
    ? ` Aynı filtrenin tüm satırları Excel olarak: \`POST /api${input.export.path}\`${input.export.rule ? ' (dışa aktarma kuralı: filtre uymazsa 400 ve uyarı metni)' : ''}.`
    : ' Dışa aktarma yok.';
  return {
    summary: `${input.title} (sayfalı)`,
    description:
      `Gövde: listenin filtresi; cevap: \`content\` ve \`totalElements\`. Sayfalama: \`page\` 0'dan başlar (en fazla ${formatTrCount(MAX_PAGE)}), ` +
      `\`size\` 1–${Math.max(...input.pageSizes)} (ekranın seçenekleri ${input.pageSizes.join('/')}, varsayılan ${input.defaultPageSize}); ${sortText(input)}${exportText}`,
  };
}

/** The export route's reference text. */
function listExportDoc<F extends z.ZodType, R extends z.ZodType, K extends string, S extends string>(input: ListInput<F, R, K, S>) {
  if (!input.title || !input.export) return {};
  const columns = input.columns.filter((c) => c.exportWidth).map((c) => c.header);
  return {
    summary: `${input.title} — Excel dosyası`,
    description:
      `Sayfalı listenin (\`POST /api${input.path}\`) aynı filtreyle bulduğu tüm satırlar tek xlsx dosyasında (\`${input.export.fileName}\`), sayfalama olmadan; ${sortText(input)}` +
      (columns.length ? ` Sütunlar: ${columns.join(', ')}.` : '') +
      (input.export.rule ? ' Filtre dışa aktarma kuralına uymazsa (ör. tarih aralığı çok uzun) 400 ve uyarı metni; dosya üretilmez.' : ''),
  };
}

export function defineList<F extends z.ZodType, R extends z.ZodType, const K extends string, const S extends string>(input: ListInput<F, R, K, S>) {
  const page = defineEndpoint({
    service: 'api',
    method: 'POST',
    path: input.path,
    access: input.access,
    ...listPageDoc(input),
    ...listPageSchemas(input),
  });
  const exporter = input.export
    ? defineEndpoint({
        service: 'api',
        method: 'POST',
        path: input.export.path,
        access: input.export.access ?? input.access,
        ...listExportDoc(input),
        ...listExportSchemas(input),
        produces: 'xlsx',
      })
    : undefined;
  return { ...input, page, exporter };
}

export type ListDecl = ReturnType<typeof defineList<z.ZodType, z.ZodType, string, string>>;
export type RowOfList<L extends { row: z.ZodType }> = z.output<L['row']>;
export type FilterOfList<L extends { filter: z.ZodType }> = z.output<L['filter']>;
/** The fields a list may be sorted by (the server's sort map must cover exactly these). */
export type SortKeyOf<L extends { sorts: readonly string[] }> = L['sorts'][number];
export type { Endpoint };
