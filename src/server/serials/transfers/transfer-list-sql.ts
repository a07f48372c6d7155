import { type SQL, sql } from 'drizzle-orm';
import type { SortKeyOf } from '../../../shared/contract/list.js';
import type { TransferFilter, transfersToMeList, TransferRow } from '../../../shared/contract/serial-transfers.js';
import { type Db, queryRows, toIso } from '../../db/sql.js';
import { notFoundError } from '../../lib/app-error.js';
import type { ListSql } from '../../lib/list-routes.js';
import { whereAll } from '../../lib/list-query.js';
import type { AuthUser } from '../../plugins/access-guard.js';

/** /mySerialTransfers and /serialTransfersFromMe (spec 2 §2.11): the caller's reseller's transfers, to it or from it. */
type List = typeof transfersToMeList;

interface TransferDb {
  id: number;
  created_at: Date | string;
  reseller_code: string;
  reseller_name: string;
  from_code: string;
  from_name: string;
  line_count: number;
}

const ROWS = sql`select t.id, t.created_at, r.code as reseller_code, r.name as reseller_name, f.code as from_code, f.name as from_name, t.line_count
  from serial_transfers t join resellers r on r.id = t.reseller_id join resellers f on f.id = t.from_reseller_id`;

const toRow = (r: TransferDb): TransferRow => ({
  id: r.id,
  createDateTime: toIso(r.created_at)!,
  resellerCode: r.reseller_code,
  resellerName: r.reseller_name,
  transferredByCode: r.from_code,
  transferredByName: r.from_name,
  lineCount: r.line_count,
});

const own = (user: AuthUser, column: SQL) => (user.loginResellerId === null ? sql`false` : sql`${column} = ${user.loginResellerId}`);

/** The list to the caller's reseller (`side` 'to') or from it ('from'). */
export function transferListSql(side: 'to' | 'from'): ListSql<List, TransferDb> {
  return {
    from: sql`from serial_transfers t`,
    where: (f: TransferFilter, user) =>
      whereAll([
        own(user, side === 'to' ? sql`t.reseller_id` : sql`t.from_reseller_id`),
        !!f.saleDateStart && sql`t.created_at >= ${f.saleDateStart}::timestamptz`,
        !!f.saleDateEnd && sql`t.created_at <= ${f.saleDateEnd}::timestamptz`,
        !!f.serialNo && sql`t.id in (select l.transfer_id from serial_transfer_lines l where l.serial_no = ${f.serialNo})`,
        !!f.barcode && sql`t.id in (select l.transfer_id from serial_transfer_lines l join models m on m.id = l.model_id where m.barcode = ${f.barcode})`,
        side === 'from' && !!f.resellerCode && sql`t.reseller_id = (select r.id from resellers r where r.code = ${f.resellerCode})`,
        side === 'to' && !!f.transferredResellerCode && sql`t.from_reseller_id = (select r.id from resellers r where r.code = ${f.transferredResellerCode})`,
      ]),
    sort: { createDateTime: sql`t.created_at`, lineCount: sql`t.line_count` } satisfies Record<SortKeyOf<List>, SQL>,
    key: sql`t.id`,
    rows: (keys) => sql`${ROWS} where t.id = any(${keys})`,
    toRow,
  };
}

/** A transfer to or from the caller's reseller, with its serials. */
export async function transferDetailOf(db: Db, user: AuthUser, id: number) {
  const me = user.loginResellerId;
  const [row] = me === null ? [] : await queryRows<TransferDb>(db, sql`${ROWS} where t.id = ${id} and (t.reseller_id = ${me} or t.from_reseller_id = ${me})`);
  if (!row) throw notFoundError();
  const lines = await queryRows<{ id: number; serial_no: string; barcode: string; model_name: string; brand_name: string }>(
    db,
    sql`select l.id, l.serial_no, m.barcode, m.name as model_name, b.name as brand_name
        from serial_transfer_lines l join models m on m.id = l.model_id join brands b on b.id = m.brand_id
        where l.transfer_id = ${id} order by l.id`,
  );
  return { ...toRow(row), productSaleInfoDetailList: lines.map((l) => ({ id: Number(l.id), serialNo: l.serial_no, barcode: l.barcode, modelName: l.model_name, brandName: l.brand_name })) };
}
