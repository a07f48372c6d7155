import { type SQL, sql } from 'drizzle-orm';
import type { SortKeyOf } from '../../shared/contract/list.js';
import type { FaultySearchFilter, faultySearchList, MyFaultyFilter, myFaultyList, SupplyFaultyFilter, supplyFaultyList } from '../../shared/contract/faulty-lists.js';
import type { ListSql } from '../lib/list-routes.js';
import { whereAll } from '../lib/list-query.js';
import { type FaultyDb, faultyRowsOf, toFaultyRow } from './faulty-row-sql.js';
import { faultyScopeSql } from './faulty-scope.js';

/**
 * The three ticket lists (contract faulty-lists.ts), newest first. Each filter reads the ticket's own
 * columns (migration 0026: scope, status, category, sub-category, sale date and serial indexes); a
 * code or a barcode is first turned into its id, so it too is an equality on the ticket. The scope is
 * the server's: the dealer's login reseller, the supplier user's supply; what the caller sends for
 * them is not read. The column filters match exactly (a serial, a barcode, a code as printed).
 */
const from = sql`from faulty_product_tickets t`;
const key = sql`t.id`;

/** The Istanbul day (UTC+3 all year) of a picked instant, for the ticket's sale date. */
const istanbulDay = (iso: string) => new Date(new Date(iso).getTime() + 3 * 3_600_000).toISOString().slice(0, 10);

const status = (s: string | undefined) => !!s && sql`t.status = ${s}`;
const serial = (s: string | undefined) => !!s && sql`t.serial_no = ${s}`;
const barcode = (b: string | undefined) => !!b && sql`t.model_id = any(array(select m.id from models m where m.barcode = ${b}))`;
const reseller = (code: string | undefined) => !!code && sql`t.reseller_id = (select r.id from resellers r where r.code = ${code.toUpperCase()})`;
const supply = (code: string | undefined) => !!code && sql`t.supply_id = (select s.id from supplies s where s.code = ${code.toUpperCase()})`;

const rowsOf = { key, rows: faultyRowsOf, toRow: (r: FaultyDb) => toFaultyRow(r) };

export const myFaultyListSql: ListSql<typeof myFaultyList, FaultyDb> = {
  from,
  where: (f: MyFaultyFilter, user) => whereAll([faultyScopeSql(user.loginResellerId === null ? { kind: 'none' } : { kind: 'reseller', id: user.loginResellerId }), status(f.faultyProductInfoStatus)]),
  sort: { createDateTime: sql`t.created_at`, id: sql`t.id` } satisfies Record<SortKeyOf<typeof myFaultyList>, SQL>,
  ...rowsOf,
};

export const supplyFaultyListSql: ListSql<typeof supplyFaultyList, FaultyDb> = {
  from,
  where: (f: SupplyFaultyFilter, user) =>
    whereAll([
      faultyScopeSql(user.supplyId === null ? { kind: 'none' } : { kind: 'supply', id: user.supplyId }),
      !!f.createDateStart && sql`t.created_at >= ${f.createDateStart}::timestamptz`,
      !!f.createDateEnd && sql`t.created_at <= ${f.createDateEnd}::timestamptz`,
      status(f.faultyProductInfoStatus),
      serial(f.serialNo),
      barcode(f.barcode),
      reseller(f.resellerCode),
    ]),
  sort: { createDateTime: sql`t.created_at`, id: sql`t.id` } satisfies Record<SortKeyOf<typeof supplyFaultyList>, SQL>,
  // Kept keys (lib/key-snapshots.ts, change_log source 'faulty' per supply, migration 0026) while
  // the where reads the ticket alone: a barcode or a reseller code reads another table.
  snapshot: (user, f) => (user.supplyId === null || f.barcode || f.resellerCode ? null : { source: 'faulty', scope: user.supplyId }),
  ...rowsOf,
};

/** TTG_ADMIN only (the list's grant): every ticket. */
export const faultySearchListSql: ListSql<typeof faultySearchList, FaultyDb> = {
  from,
  where: (f: FaultySearchFilter) =>
    whereAll([
      !!f.saleDateStart && sql`t.sale_date >= ${istanbulDay(f.saleDateStart)}::date`,
      !!f.saleDateEnd && sql`t.sale_date <= ${istanbulDay(f.saleDateEnd)}::date`,
      f.categoryId !== undefined && sql`t.category_id = ${f.categoryId}::int`,
      f.subCategoryId !== undefined && sql`t.sub_category_id = ${f.subCategoryId}::int`,
      status(f.faultyProductInfoStatus),
      serial(f.serialNo),
      barcode(f.barcode),
      reseller(f.resellerCode),
      supply(f.supplyCode),
    ]),
  sort: { createDateTime: sql`t.created_at`, saleDate: sql`t.sale_date`, id: sql`t.id` } satisfies Record<SortKeyOf<typeof faultySearchList>, SQL>,
  // Kept keys for a million tickets (count and deep offsets cost a scan each), while the where
  // reads the ticket alone (scope 0: every ticket write is logged for it).
  snapshot: (_user, f) => (f.barcode || f.resellerCode || f.supplyCode ? null : { source: 'faulty', scope: 0 }),
  ...rowsOf,
};
