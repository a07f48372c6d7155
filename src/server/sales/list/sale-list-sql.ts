import { type SQL, sql } from 'drizzle-orm';
import { formatCode, parseCode } from '../../../shared/campaign-code.js';
import type { SortKeyOf } from '../../../shared/contract/list.js';
import type { SaleFilter, saleList } from '../../../shared/contract/sale-lists.js';
import type { Db } from '../../db/sql.js';
import type { ListSql } from '../../lib/list-routes.js';
import { containsPattern, whereAll } from '../../lib/list-query.js';
import type { AuthUser } from '../../plugins/access-guard.js';
import { type SaleDb, saleRowsOf, toSaleRow } from './sale-row-sql.js';
import { hidesPrivate, type SaleScope, saleScopeKind, saleScopeOf, saleScopeSql } from './sale-scope.js';

/**
 * /productSaleList (spec 2 §2.8): the sales the caller's scope holds, by every filter of the
 * screen. Each filter reads an index of sales: the range sales_completed_idx (or the scope's
 * index with it), a serial the units' serial index and then sale_lines_unit_idx, a barcode the
 * GIN index on model_ids, a campaign code its partial index.
 */
type List = typeof saleList;

/** A campaign code as typed (lower case, spaces, dashes) in the form the sale stored it; as typed when it is no code. */
export const canonicalCode = (text: string) => {
  const n = parseCode(text);
  return n === null ? text : formatCode(n);
};

/**
 * The filter as the server applies it (spec 2 §6): a distributor admin's distributor and a
 * supplier admin's supply are its own (and a supplier's campaign serial and password filters are
 * dropped: a search by a password would tell which sale used it); a reseller's parent code is its
 * main dealer's and its reseller code its own unless its type searches the family. The export
 * rule reads this filter, so a reseller's locked codes count as filters, as on its screen.
 */
export async function saleCallerFilter<F extends SaleFilter>(db: Db, f: F, user: AuthUser): Promise<F> {
  const scope = await saleScopeOf(db, user);
  switch (scope.kind) {
    case 'disty':
      return { ...f, distyCode: undefined };
    case 'supply':
      return { ...f, supplyId: scope.id, serial: undefined, pass: undefined };
    case 'reseller':
      return { ...f, parentResellerCode: scope.mainCode, resellerCode: scope.family ? f.resellerCode : scope.code };
    default:
      return f;
  }
}

const idOf = (table: 'resellers' | 'disties', code: string) => sql`(select x.id from ${sql.raw(table)} x where x.code = ${code})`;

/** The filter's conditions over a sale `s` (the caller's scope apart). */
export function saleFilterSql(f: Omit<SaleFilter, 'distyCode' | 'supplyId' | 'barcode'> & Partial<Pick<SaleFilter, 'distyCode' | 'supplyId' | 'barcode'>>, scope: SaleScope): SQL {
  // A reseller's locked codes are its scope already: no lookup for them.
  const lockedMain = scope.kind === 'reseller' && f.parentResellerCode === scope.mainCode;
  const lockedOwn = scope.kind === 'reseller' && !scope.family && f.resellerCode === scope.code;
  return whereAll([
    !!f.saleDateStart && sql`s.completed_at >= ${f.saleDateStart}::timestamptz`,
    !!f.saleDateEnd && sql`s.completed_at <= ${f.saleDateEnd}::timestamptz`,
    // Through the unit (units_serial_model_idx, then sale_lines_unit_idx): any product with that serial.
    !!f.serialNo && sql`s.id in (select l.sale_id from units u join sale_lines l on l.unit_id = u.id where u.serial_no = ${f.serialNo})`,
    !!f.barcode && sql`s.model_ids && array(select m.id from models m where m.barcode = ${f.barcode})`,
    !!f.serial && sql`s.serial_value = ${canonicalCode(f.serial)}`,
    !!f.pass && sql`s.pass_value = ${canonicalCode(f.pass)}`,
    !!f.distyCode && sql`s.disty_id = ${idOf('disties', f.distyCode)}`,
    !!f.parentResellerCode && !lockedMain && sql`s.main_reseller_id = ${idOf('resellers', f.parentResellerCode)}`,
    !!f.resellerCode && !lockedOwn && sql`s.reseller_id = ${idOf('resellers', f.resellerCode)}`,
    !!f.saleType && sql`s.sale_type = ${f.saleType}`,
    !!f.saleStatus && sql`s.status = ${f.saleStatus}`,
    !!f.customerType && sql`s.customer_type = ${f.customerType}`,
    // The name the sale recorded, else its portal user's (sale-row-sql.ts shows the same).
    !!f.sellerName &&
      sql`(s.seller_name ilike ${containsPattern(f.sellerName)} or (s.seller_name = '' and s.seller_user_id in (select x.id from users x where x.name ilike ${containsPattern(f.sellerName)})))`,
    !!f.sellerSurname &&
      sql`(s.seller_surname ilike ${containsPattern(f.sellerSurname)} or (s.seller_surname = '' and s.seller_user_id in (select x.id from users x where x.surname ilike ${containsPattern(f.sellerSurname)})))`,
    f.supplyId !== undefined && sql`s.supply_ids @> array[${f.supplyId}::int]`,
    // The six-month report's links (reports/monthly-report.ts): the sale's brands, its seller's type and main area, its TT CRM (migration 0029's sale_tt_crm).
    f.brandId !== undefined && sql`s.model_ids && array(select m.id from models m where m.brand_id = ${f.brandId})`,
    !!f.resellerType && sql`s.reseller_id in (select x.id from resellers x where x.reseller_type = ${f.resellerType})`,
    !!f.resellerMainArea && sql`s.reseller_id in (select x.id from resellers x where x.main_area = ${f.resellerMainArea})`,
    f.ttCrmId !== undefined && sql`sale_tt_crm(s.code_kind, s.code_id) = ${f.ttCrmId}`,
  ]);
}

/** The filters sale_days counts by (the scope's distributor aside): a range and a distributor. */
const DAY_COUNTED = new Set<string>(['saleDateStart', 'saleDateEnd', 'distyCode'] satisfies (keyof SaleFilter)[]);

/** Where the caller and the filter select a sale (the list, both exports). */
export async function saleWhere(db: Db, f: SaleFilter, user: AuthUser): Promise<SQL> {
  const scope = await saleScopeOf(db, user);
  return whereAll([saleScopeSql(scope), saleFilterSql(f, scope)]);
}

export const saleListSql = (db: Db): ListSql<List, SaleDb> => ({
  from: sql`from sales s`,
  callerFilter: (f, user) => saleCallerFilter(db, f, user),
  where: (f, user) => saleWhere(db, f, user),
  sort: {
    completedDateTime: sql`s.completed_at`,
    finalPrice: sql`s.final_price`,
    id: sql`s.id`,
  } satisfies Record<SortKeyOf<List>, SQL>,
  key: sql`s.id`,
  // A range of all sales, or of one distributor's, is paged from sale_days (migration 0025's
  // trigger counts every sale per Istanbul day and distributor, whatever its status later).
  dayCounts: (user, f, sortField) => {
    const kind = saleScopeKind(user);
    if (sortField !== 'completedDateTime' || (kind !== 'all' && kind !== 'disty')) return null;
    const uncounted = Object.entries(f).some(([name, value]) => value !== undefined && value !== '' && !DAY_COUNTED.has(name));
    if (uncounted) return null;
    return {
      column: sql`s.completed_at`,
      start: f.saleDateStart,
      end: f.saleDateEnd,
      counts: (from, to) => sql`select c.day, c.n from sale_days c where c.day between ${from}::date and ${to}::date
        ${kind === 'disty' ? sql`and c.disty_id = ${user.distyId}` : sql``}
        ${f.distyCode ? sql`and c.disty_id = ${idOf('disties', f.distyCode)}` : sql``}`,
    };
  },
  rows: saleRowsOf,
  toRow: (r, user) => toSaleRow(r, hidesPrivate(user)),
});
