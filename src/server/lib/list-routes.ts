import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FilterOfList, ListDecl, RowOfList, SortKeyOf } from '../../shared/contract/list.js';
import type { Page } from '../../shared/paging.js';
import { type Db, queryRowsNamed, withGenericPlans } from '../db/sql.js';
import { type AuthUser, type GuardDeps, registerEndpoint } from '../plugins/access-guard.js';
import { businessError } from './app-error.js';
import { type DayCounts, dayPageHead } from './day-pages.js';
import { type SnapshotSource, snapshotPage } from './key-snapshots.js';
import { cursorRows, orderBy } from './list-query.js';
import { type ExportColumn, sendXlsxRows } from './xlsx-reply.js';

/**
 * The server half of a list declared with `defineList`: the SQL it needs, typed by the
 * declaration. `sort` must name exactly the list's sort fields (a missing or an extra key
 * is a type error), so the screen's sort buttons and the server agree.
 */
export interface ListSql<L extends ListDecl, DbRow> {
  /** `from … join …` that the filters and sorts read (narrow: no columns are selected from it). */
  from: SQL;
  /**
   * The filter as the server applies it for `user` (e.g. a field below some role forced to the
   * caller's own). The page, the export's rule and the export's rows all read this one, never
   * the filter as sent: a rule checked on the sent filter would pass a value the query then
   * replaces. It may read the database (e.g. the codes a reseller's filter is locked to).
   */
  callerFilter?: (filter: FilterOfList<L>, user: AuthUser) => FilterOfList<L> | Promise<FilterOfList<L>>;
  where: (filter: FilterOfList<L>, user: AuthUser) => SQL | Promise<SQL>;
  sort: Record<SortKeyOf<L>, SQL>;
  /** The unique key of a row (e.g. m.id); it breaks ties in every sort. */
  key: SQL;
  /** The full rows of the given keys (an `int[]` expression, `bigint[]` with bigKeys), in any order, each with its key as `id`. */
  rows: (keys: SQL) => SQL;
  /** The key is a bigint (its values pass 2³¹). */
  bigKeys?: true;
  /**
   * The export's full rows straight from the filter's `where`, in `order` (the list's ORDER BY),
   * when looking the keys up one by one would cost more than reading the rows again (the code lists).
   */
  exportRows?: (where: SQL, order: SQL) => SQL;
  /** The answer's row; `user` for a list whose fields depend on the caller (e.g. a supplier admin's sales lack the customer). */
  toRow: (row: DbRow, user: AuthUser) => RowOfList<L>;
  /**
   * The change-log source of every table `from`, `where` and `sort` read (lib/key-snapshots.ts):
   * the list's pages are then sliced from a kept key list, so a deep page and the total cost
   * what the first page does. Only for int keys. `null` for a filter whose where reads a table
   * outside the source (e.g. a barcode looked up in models): that page is read directly.
   */
  snapshot?: (user: AuthUser, filter: FilterOfList<L>) => SnapshotSource | null;
  /**
   * For a sort on a timestamp whose rows are also counted per day (lib/day-pages.ts): the range
   * and the counts, when the filter selects exactly what the counts count (else null). A page at
   * any depth of any range then costs a few hundred count rows and one day's offset, with no key
   * list to read first. Tried before `snapshot`.
   */
  dayCounts?: (user: AuthUser, filter: FilterOfList<L>, sortField: string) => DayCounts | null;
}

const keyArray = (keys: readonly number[], big = false): SQL => sql`${`{${keys.join(',')}}`}::${sql.raw(big ? 'bigint' : 'int')}[]`;

/**
 * Rows of `keys`, in the order of `keys`. A page is read in two steps: the keys of the
 * page (a narrow, index-friendly query, so a deep page costs about what the first one
 * does), then the full rows of just those keys.
 */
async function rowsInOrder<L extends ListDecl, DbRow extends { id: number | string }>(db: Db, def: ListSql<L, DbRow>, keys: number[], user: AuthUser) {
  if (!keys.length) return [];
  return inKeyOrder(def, await queryRowsNamed<DbRow>(db, def.rows(keyArray(keys, def.bigKeys))), keys, user);
}

/** `rows` as the list's rows in the order of `keys` (ids of bigint columns come back as text from node-postgres: compared as numbers). */
function inKeyOrder<L extends ListDecl, DbRow extends { id: number | string }>(def: ListSql<L, DbRow>, rows: DbRow[], keys: readonly number[], user: AuthUser) {
  const at = new Map(keys.map((k, i) => [Number(k), i]));
  return rows.sort((a, b) => at.get(Number(a.id))! - at.get(Number(b.id))!).map((row) => def.toRow(row, user));
}

/**
 * A page in ONE statement: `head` answers one row with `__total` and `__keys` (the page's keys in
 * order), and the page's full rows are joined to it (lateral), so the keys, the total and the
 * rows cost one round trip instead of three. An empty page is the head's row alone.
 */
async function pageWithRows<L extends ListDecl, DbRow extends { id: number | string }>(db: Db, def: ListSql<L, DbRow>, head: SQL, user: AuthUser, genericPlan = false): Promise<Page<RowOfList<L>>> {
  const statement = sql`select page_head.__total, page_head.__keys::text as __keys, page_rows.* from (${head}) page_head
        left join lateral (${def.rows(sql`page_head.__keys`)}) page_rows on true`;
  type Head = DbRow & { __total: number; __keys: string | null };
  // A day page (lib/day-pages.ts) has one shape — the scope, whole days counted, the partial days'
  // keys by the sorted timestamp — whose generic plan is as good as a custom one, but PostgreSQL
  // kept planning it afresh (3 ms of a 6 ms page, measured under the sales list's load). Only
  // there: a generic plan of a statement with a parameter where a partial index names a constant
  // (a status) would not use that index.
  const rows = genericPlan ? await withGenericPlans(db, (q) => queryRowsNamed<Head>(q, statement)) : await queryRowsNamed<Head>(db, statement);
  const text = rows[0]?.__keys?.slice(1, -1);
  const keys = text ? text.split(',').map(Number) : [];
  const content = inKeyOrder(
    def,
    rows.filter((r) => r.id !== null).map(({ __total: _t, __keys: _k, ...row }) => row as unknown as DbRow),
    keys,
    user,
  );
  return { content, totalElements: rows[0]?.__total ?? 0 };
}

/** Registers the page route and, when declared, the export route of a list. */
export function registerList<L extends ListDecl, DbRow extends { id: number | string }>(app: FastifyInstance, deps: GuardDeps & { db: Db }, list: L, def: ListSql<L, DbRow>) {
  const { db } = deps;
  const fallback = list.defaultSort ?? `${list.sorts[0]},asc`;
  const order = (sort: string | undefined) => orderBy(sort, def.sort as Record<string, SQL>, fallback, def.key);
  const filterOf = async (body: unknown, user: AuthUser) => (def.callerFilter ? await def.callerFilter(body as FilterOfList<L>, user) : (body as FilterOfList<L>));
  const keysQuery = async (filter: FilterOfList<L>, user: AuthUser, sort: string | undefined) =>
    sql`select ${def.key} as key ${def.from} where ${await def.where(filter, user)} ${order(sort)}`;

  registerEndpoint(app, deps, list.page, async ({ body, query, user }) => {
    const filter = await filterOf(body, user as AuthUser);
    const { page, size, sort } = query as { page: number; size: number; sort?: string };
    const [sortField, sortDir] = (sort ?? fallback).split(',');
    const days = def.dayCounts?.(user as AuthUser, filter, sortField);
    if (days) {
      const where = await def.where(filter, user as AuthUser);
      const head = dayPageHead(
        days,
        {
          countWith: (extra) => sql`select count(*)::int as n ${def.from} where ${where} and ${extra}`,
          keysWith: (extra) => sql`select ${def.key} as key ${def.from} where ${where} and ${extra} ${order(sort)}`,
        },
        sortDir === 'desc',
        page,
        size,
      );
      if (!head) return { content: [], totalElements: 0 } satisfies Page<RowOfList<L>> as never;
      return (await pageWithRows(db, def, head, user as AuthUser, true)) as never;
    }
    const snapshot = def.snapshot?.(user as AuthUser, filter);
    if (snapshot && !def.bigKeys) {
      const { keys, total } = await snapshotPage(db, snapshot, await keysQuery(filter, user as AuthUser, sort), page, size);
      return { content: await rowsInOrder(db, def, keys, user as AuthUser), totalElements: total } satisfies Page<RowOfList<L>> as never;
    }
    const where = await def.where(filter, user as AuthUser);
    const keysType = sql.raw(def.bigKeys ? 'bigint' : 'int');
    return (await pageWithRows(
      db,
      def,
      sql`select (select count(*)::int ${def.from} where ${where}) as __total,
            array(select k.key::${keysType} from (${await keysQuery(filter, user as AuthUser, sort)} limit ${size} offset ${page * size}) k) as __keys`,
      user as AuthUser,
    )) as never;
  });

  const exporter = list.exporter;
  if (!exporter || !list.export) return;
  const columns: ExportColumn<RowOfList<L>>[] = list.columns
    .filter((c) => c.exportWidth !== undefined)
    // A number, money or a date as a typed cell where the column declares one (spec 3 §9), else the text.
    .map((c) => ({ header: c.header, width: c.exportWidth!, value: (row) => (c.exportCell ? c.exportCell(row) : c.text(row)) }));
  const fileName = list.export.fileName;
  const rule = list.export.rule;
  registerEndpoint(app, deps, exporter, async ({ body, query, user, reply }) => {
    const filter = await filterOf(body, user as AuthUser);
    // The declaration's export rule holds on the server too (the screen warns before asking),
    // on the filter the rows are read with.
    const refusal = rule?.(filter);
    if (refusal) throw businessError(refusal);
    const sortOrder = order((query as { sort?: string }).sort);
    // One statement through a cursor (memory stays flat): the keys numbered in the list's
    // order (a window over the same ORDER BY: the planner knows the row count, which
    // `unnest … with ordinality` hides from it), then their rows in that order.
    const where = await def.where(filter, user as AuthUser);
    const ordered = def.exportRows
      ? def.exportRows(where, sortOrder)
      : sql`with k as materialized (
        select ${def.key} as key, row_number() over (${sortOrder}) as ord ${def.from} where ${where})
      select r.* from (${def.rows(sql`array(select key from k)`)}) r join k on k.key = r.id order by k.ord`;
    async function* batches() {
      for await (const batch of cursorRows<DbRow>(db, ordered)) yield batch.map((row) => def.toRow(row, user as AuthUser));
    }
    return sendXlsxRows(reply, fileName, columns, batches()) as never;
  });
}
