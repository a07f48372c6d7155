import { sql } from 'drizzle-orm';
import type { TransferUploadResult } from '../../../shared/contract/serial-transfers.js';
import { LEDGER_MSG, TRANSFER_MAX_ROWS, TRANSFER_SERIAL_COLUMN } from '../../../shared/ledger.js';
import { type Db, inTransaction, intArray, queryRows, textArray } from '../../db/sql.js';
import { businessError } from '../../lib/app-error.js';
import type { SheetIntake, SheetSpec } from '../../lib/sheet-intake/read-sheet.js';
import type { AuthUser } from '../../plugins/access-guard.js';
import type { UploadedFile } from '../../plugins/uploads.js';
import { moveUnits } from '../units/unit-repo.js';
import { familyOf } from './reseller-family.js';

/**
 * The transfer upload of /mySerialTransfers (spec 2 §2.11): the file's serials move to the
 * uploading reseller from the resellers of its family that hold them. Each serial lands in one
 * of the spec's lists:
 * - already yours: the uploader holds a unit with that serial;
 * - sold: the family sold it (a customer holds it);
 * - not found: no unit of the family has it — a serial held outside the family is reported the
 *   same way, so an upload can neither pull another dealer's stock nor tell that it exists; a
 *   serial two family units share (two products) is not guessed at and lands here too, as does
 *   a unit another document moved between the read and the move;
 * - otherwise it moves (one transfer per reseller it came from), in one transaction.
 */
const SHEET: SheetSpec<'serial'> = { columns: [[TRANSFER_SERIAL_COLUMN, 'serial']], maxRows: TRANSFER_MAX_ROWS };

interface Candidate {
  serial_no: string;
  id: number;
  holder: string;
  holder_id: number;
  status: string;
  model_id: number;
}

export async function readTransferSerials(sheets: SheetIntake, file: UploadedFile): Promise<string[]> {
  const rows = await sheets.read(file, SHEET);
  const serials = new Set<string>();
  for await (const chunk of rows.columnChunks('serial')) for (const v of chunk) if (v) serials.add(v);
  if (!serials.size) throw businessError(LEDGER_MSG.uploadInvalid);
  return [...serials];
}

/** Who takes the units: the reseller the user is logged in as (the demo seed names one). */
export interface TransferTaker {
  resellerId: number | null;
  userId: number | null;
}

export const takerOf = (user: AuthUser): TransferTaker => ({ resellerId: user.loginResellerId, userId: user.id });

export async function transferSerials(db: Db, taker: TransferTaker, serials: readonly string[], at = new Date()): Promise<TransferUploadResult> {
  const me = taker.resellerId;
  if (me === null) throw businessError(LEDGER_MSG.noReseller);
  return inTransaction(db, async (tx) => {
    const candidates = await queryRows<Candidate>(
      tx,
      sql`select u.serial_no, u.id, u.holder, u.holder_id, u.status, u.model_id
          from units u
          where u.serial_no = any(${textArray(serials)}) and u.holder in ('RESELLER', 'CUSTOMER') and u.holder_id in ${familyOf(me)}
          order by u.id`,
    );
    const bySerial = new Map<string, Candidate[]>();
    for (const c of candidates) bySerial.set(c.serial_no, [...(bySerial.get(c.serial_no) ?? []), c]);
    const notFound: string[] = [];
    const sold: string[] = [];
    const already: string[] = [];
    const moves: Candidate[] = [];
    for (const serial of serials) {
      const found = bySerial.get(serial) ?? [];
      const inStock = found.filter((c) => c.holder === 'RESELLER' && c.status === 'IN_STOCK');
      if (inStock.some((c) => c.holder_id === me)) already.push(serial);
      else if (inStock.length === 1) moves.push(inStock[0]);
      else if (!inStock.length && found.some((c) => c.status === 'SOLD')) sold.push(serial);
      else notFound.push(serial);
    }
    const moved = await moveFrom(tx, me, taker.userId, moves, at);
    for (const c of moves) if (!moved.has(c.id)) notFound.push(c.serial_no);
    return { transferred: moved.size, notFoundSerialNoList: notFound, soldSerialNoList: sold, alreadyExistSerialNoList: already };
  });
}

/** One transfer per reseller the units come from; a unit that moved meanwhile stays out of it. */
async function moveFrom(tx: Db, me: number, userId: number | null, units: readonly Candidate[], at: Date): Promise<Set<number>> {
  if (!units.length) return new Set();
  const sources = [...new Set(units.map((u) => u.holder_id))];
  const transfers = await queryRows<{ id: number; from_reseller_id: number }>(
    tx,
    sql`insert into serial_transfers (reseller_id, from_reseller_id, created_by, line_count, created_at)
        select ${me}::int, f, ${userId}::int, 0, ${at}::timestamptz from unnest(${intArray(sources)}) as f
        returning id, from_reseller_id`,
  );
  const transferOf = new Map(transfers.map((t) => [t.from_reseller_id, t.id]));
  const moved = await moveUnits(
    tx,
    'TRANSFER',
    units.map((u) => ({ unitId: u.id, fromHolder: 'RESELLER', fromId: u.holder_id, toHolder: 'RESELLER', toId: me, documentId: transferOf.get(u.holder_id)! })),
    at,
  );
  const lines = units.filter((u) => moved.has(u.id));
  await tx.execute(sql`
    insert into serial_transfer_lines (transfer_id, unit_id, model_id, serial_no)
    select t, u, m, s from unnest(${intArray(lines.map((l) => transferOf.get(l.holder_id)!))}, ${intArray(lines.map((l) => l.id))},
      ${intArray(lines.map((l) => l.model_id))}, ${textArray(lines.map((l) => l.serial_no))}) as x(t, u, m, s)`);
  await tx.execute(sql`
    update serial_transfers t set line_count = (select count(*) from serial_transfer_lines l where l.transfer_id = t.id)
    where t.id = any(${intArray(transfers.map((t) => t.id))})`);
  await tx.execute(sql`delete from serial_transfers t where t.id = any(${intArray(transfers.map((t) => t.id))}) and t.line_count = 0`);
  return moved;
}
