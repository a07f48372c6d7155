import { type SQL, sql } from 'drizzle-orm';
import { parseCode, formatCode } from '../../../shared/campaign-code.js';
import {
  type BatchApi,
  type CodeFilter,
  type CodeRow,
  type LowStockRow,
  type PassiveSerialFilter,
  type passiveSerialList,
  usageDisplay,
} from '../../../shared/contract/code-batches.js';
import type { SortKeyOf } from '../../../shared/contract/list.js';
import { toIso } from '../../db/sql.js';
import type { ListSql } from '../../lib/list-routes.js';
import { whereAll } from '../../lib/list-query.js';
import { ownerCode, type CodeTable } from './code-tables.js';
import { inBatch, rangesWhere } from './code-ids.js';
import { completedRangesMadeBetween, ownerRanges } from './batch-repo.js';
import type { Db } from '../../db/sql.js';
import { titleRows, type TitleDb, toTitle } from './batch-repo.js';

/**
 * The lists of the batch screens, each over an index: titles by id, codes by value (the
 * unique index), by owner (its batch lines, each a range of the BRIN index over code ids) or
 * by batch (one such range), low stock from code_stock.
 */

/** A typed code as a condition on `s.code` (no code → no row: a mistyped value finds nothing). */
const codeIs = (value: string): SQL => {
  const n = parseCode(value);
  return n === null ? sql`false` : sql`s.code = ${n}`;
};

const ownerIdOf = (t: CodeTable, code: string) =>
  t.kind === 'serial' ? sql`(select id from resellers where code = ${code})` : sql`(select id from tt_crms where crm_code = ${code})`;

export function titleListSql(t: CodeTable): ListSql<BatchApi['titles'], TitleDb> {
  return {
    from: sql`from code_batches b`,
    where: (f) =>
      whereAll([
        sql`b.kind = ${t.dbKind} and b.status <> 'CANCELLED'`,
        f.value ? sql`b.id in (select s.batch_id from ${t.table} s where ${codeIs(f.value)})` : !!f.resellerCode && sql`b.id in (select batch_id from code_batch_lines where owner_id = ${ownerIdOf(t, f.resellerCode)})`,
      ]),
    sort: { id: sql`b.id` } satisfies Record<SortKeyOf<BatchApi['titles']>, SQL>,
    key: sql`b.id`,
    rows: (keys) => titleRows(t, sql`b.id = any(${keys})`),
    toRow: toTitle,
  };
}

interface CodeDb {
  id: number | string;
  code: number | string;
  batch_id: number;
  owner_code: string;
  owner_name: string;
  disty_name: string | null;
  amount: number;
  term_number: number;
  voucher_code: string;
  used: boolean;
  active: boolean;
  created_at: Date | string;
  user_name: string | null;
}

const toCodeRow = (r: CodeDb): CodeRow => ({
  id: Number(r.id),
  value: formatCode(Number(r.code)),
  titleId: r.batch_id,
  ownerCode: r.owner_code,
  ownerName: r.owner_name,
  distyName: r.disty_name,
  amount: r.amount,
  termNumber: r.term_number,
  voucherCode: r.voucher_code,
  used: r.used,
  usageStatusDisplay: usageDisplay(r.used),
  isActivated: r.active,
  createDateTime: toIso(r.created_at)!,
  userName: r.user_name ?? '',
});

const codeRows = (t: CodeTable, where: SQL) => sql`
  select s.id, s.code, s.batch_id, ${ownerCode(t)} as owner_code, o.name as owner_name,
    ${t.kind === 'serial' ? sql`(select d.name from disties d where d.id = o.disty_id)` : sql`null`} as disty_name,
    c.amount::float8 as amount, c.term_number, c.voucher_code, s.used_at is not null as used,
    b.is_activated and s.deactivated_at is null as active, b.created_at,
    trim(coalesce(u.name, '') || ' ' || coalesce(u.surname, '')) as user_name
  from ${t.table} s join code_batches b on b.id = s.batch_id join accessory_campaigns c on c.id = s.campaign_id
    join ${t.ownerTable} o on o.id = s.${t.owner} left join users u on u.id = b.created_by
  where ${where}`;

const codesFrom = (t: CodeTable) => sql`from ${t.table} s join code_batches b on b.id = s.batch_id`;

/** Codes of a batch, or by value, or by owner code (the value wins, spec 1 §5); no filter, no rows. */
export async function codeWhere(db: Db, t: CodeTable, f: CodeFilter): Promise<SQL> {
  const inTitle = f.titleId !== undefined && inBatch(f.titleId);
  const live = sql`b.status <> 'CANCELLED'`;
  if (f.value) return whereAll([live, inTitle, codeIs(f.value)]);
  if (f.resellerCode) return whereAll([live, rangesWhere(await ownerRanges(db, t, f.resellerCode, f.titleId))]);
  return inTitle ? whereAll([live, inTitle]) : sql`false`;
}

/** The page's rows by id (BRIN: one small range read per id of the page). */
const rowsOfKeys = (t: CodeTable, keys: SQL) => codeRows(t, sql`s.id = any(${keys})`);

/** The export reads the rows in the list's order straight from the filter (not 100,000 ids looked up one by one). */
const exportRows = (t: CodeTable, where: SQL, order: SQL) => sql`${codeRows(t, where)} ${order}`;

export function codeListSql(db: Db, t: CodeTable): ListSql<BatchApi['codes'], CodeDb> {
  return {
    from: codesFrom(t),
    where: (f) => codeWhere(db, t, f),
    sort: { id: sql`s.id` } satisfies Record<SortKeyOf<BatchApi['codes']>, SQL>,
    key: sql`s.id`,
    bigKeys: true,
    rows: (keys) => rowsOfKeys(t, keys),
    exportRows: (where, order) => exportRows(t, where, order),
    toRow: toCodeRow,
  };
}

/** /passiveSerial: serials of completed batches made in the range, of a reseller, or one serial. */
export async function passiveWhere(db: Db, t: CodeTable, f: PassiveSerialFilter): Promise<SQL> {
  return whereAll([
    sql`b.status = 'COMPLETED'`,
    !!f.startDate && !!f.endDate && rangesWhere(await completedRangesMadeBetween(db, t, f.startDate, f.endDate)),
    !!f.resellerCode && rangesWhere(await ownerRanges(db, t, f.resellerCode)),
    !!f.serial && codeIs(f.serial),
  ]);
}

export function passiveListSql(db: Db, t: CodeTable): ListSql<typeof passiveSerialList, CodeDb> {
  return {
    from: codesFrom(t),
    where: (f) => passiveWhere(db, t, f),
    sort: { id: sql`s.id` } satisfies Record<SortKeyOf<typeof passiveSerialList>, SQL>,
    key: sql`s.id`,
    bigKeys: true,
    rows: (keys) => rowsOfKeys(t, keys),
    exportRows: (where, order) => exportRows(t, where, order),
    toRow: toCodeRow,
  };
}

interface LowDb {
  id: number;
  owner_code: string;
  disty_code: string | null;
  amount: number;
  voucher_code: string;
  remaining: number;
  total: number;
  warning: number;
}

/** Owners whose usable codes of an active campaign are below its critical level (spec 1 §3 low-stock rows). */
export function lowStockSql(t: CodeTable): ListSql<BatchApi['lowStock'], LowDb> {
  const from = sql`from code_stock k join accessory_campaigns c on c.id = k.campaign_id join ${t.ownerTable} o on o.id = k.owner_id`;
  return {
    from,
    where: () => sql`k.kind = ${t.dbKind} and c.status = 1 and k.remaining < c.${t.warning}`,
    sort: { remaining: sql`k.remaining`, ownerCode: ownerCode(t) } satisfies Record<SortKeyOf<BatchApi['lowStock']>, SQL>,
    key: sql`k.id`,
    rows: (keys) => sql`
      select k.id, ${ownerCode(t)} as owner_code,
        ${t.kind === 'serial' ? sql`(select d.code from disties d where d.id = o.disty_id)` : sql`null`} as disty_code,
        c.amount::float8 as amount, c.voucher_code, k.remaining, k.total, c.${t.warning} as warning
      ${from} where k.id = any(${keys})`,
    toRow: (r): LowStockRow => ({
      id: r.id,
      ownerCode: r.owner_code,
      distyCode: r.disty_code,
      amount: r.amount,
      voucherCode: r.voucher_code,
      remaining: r.remaining,
      total: r.total,
      warning: r.warning,
    }),
  };
}
