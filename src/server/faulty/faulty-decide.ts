import { sql } from 'drizzle-orm';
import { FAULTY_MSG, type FaultyApproveBody, type FaultyRejectBody, type FaultyTicket } from '../../shared/contract/faulty.js';
import { ERROR_CODES } from '../../shared/errors.js';
import { type Db, inTransaction, queryRows } from '../db/sql.js';
import { codedError, notFoundError } from '../lib/app-error.js';
import { enqueueNotification } from '../notify/outbox.js';
import { TEMPLATE_TYPES, type TemplateType } from '../notify/templates.js';
import type { AuthUser } from '../plugins/access-guard.js';
import { recordReplacement } from './faulty-ledger.js';
import { faultyDetailOf } from './faulty-row-sql.js';
import type { FaultyScope } from './faulty-scope.js';

/**
 * The supplier's decision (spec 3 §5): approve with the new serial, cargo company and tracking number,
 * or reject with a reason. Only a supplier user of the ticket's supply (another supply's ticket
 * answers 404, as one that does not exist). Decided once: the ticket row is locked and updated on
 * `status = 'WAITING'`, so of two decisions at once the second finds it decided (409). An approval's
 * ledger writes and the dealer's notification are in the same transaction.
 */
const decided = () => codedError(409, ERROR_CODES.CONFLICT, FAULTY_MSG.decided);

interface TicketDb {
  id: number;
  status: string;
  reseller_id: number;
  supply_id: number;
  model_id: number;
  unit_id: number | null;
  serial_no: string | null;
  created_by: number | null;
}

/** The caller's supply's ticket, locked; 404 outside it, 409 once decided. */
async function waitingTicket(tx: Db, user: AuthUser, id: number): Promise<TicketDb> {
  if (user.supplyId === null) throw notFoundError();
  const [t] = await queryRows<TicketDb>(
    tx,
    sql`select id, status, reseller_id, supply_id, model_id, unit_id, serial_no, created_by from faulty_product_tickets
        where id = ${id}::int and supply_id = ${user.supplyId}::int for update`,
  );
  if (!t) throw notFoundError();
  if (t.status !== 'WAITING') throw decided();
  return t;
}

/** The conditional update: the decision only of a ticket still waiting. */
async function decide(tx: Db, id: number, set: ReturnType<typeof sql>): Promise<void> {
  const rows = await queryRows(tx, sql`update faulty_product_tickets set ${set} where id = ${id}::int and status = 'WAITING' returning id`);
  if (!rows.length) throw decided();
}

/**
 * The dealer's message (the template module, through the outbox): to the user who reported, by SMS
 * when it has a mobile number, else by e-mail; without either, to the reseller's e-mail.
 */
async function notifyDealer(tx: Db, ticketId: number, type: TemplateType) {
  const [r] = await queryRows<{ gsm_no: string | null; user_email: string | null; reseller_email: string | null; name: string; reseller_name: string; serial_no: string | null; model_name: string; new_serial_no: string | null; cargo_name: string | null; cargo_code: string | null; reject_description: string | null }>(
    tx,
    sql`select u.gsm_no, u.email as user_email, r.email as reseller_email, coalesce(nullif(trim(concat_ws(' ', u.name, u.surname)), ''), r.name) as name, r.name as reseller_name,
          t.serial_no, m.name as model_name, t.new_serial_no, t.cargo_name, t.cargo_code, t.reject_description
        from faulty_product_tickets t join resellers r on r.id = t.reseller_id join models m on m.id = t.model_id left join users u on u.id = t.created_by
        where t.id = ${ticketId}::int`,
  );
  if (!r) return;
  const vars = {
    name: r.name,
    reseller: r.reseller_name,
    ticketNo: String(ticketId),
    product: r.model_name,
    serialNo: r.serial_no ?? '-',
    newSerialNo: r.new_serial_no ?? '',
    cargoName: r.cargo_name ?? '',
    cargoCode: r.cargo_code ?? '',
    reason: r.reject_description ?? '',
  };
  if (r.gsm_no) await enqueueNotification(tx, 'SMS', r.gsm_no, type, vars);
  else if (r.user_email ?? r.reseller_email) await enqueueNotification(tx, 'MAIL', (r.user_email ?? r.reseller_email)!, type, vars);
}

export async function approveFaulty(db: Db, user: AuthUser, body: FaultyApproveBody, kick: () => void): Promise<FaultyTicket> {
  const at = new Date();
  const answer = await inTransaction(db, async (tx) => {
    const t = await waitingTicket(tx, user, body.ticketId);
    const newUnitId = await recordReplacement(tx, {
      ticketId: t.id,
      modelId: t.model_id,
      supplyId: t.supply_id,
      resellerId: t.reseller_id,
      unitId: t.unit_id,
      faultySerialNo: t.serial_no,
      newSerialNo: body.serialNo,
      at,
    });
    await decide(
      tx,
      t.id,
      sql`status = 'APPROVED', new_serial_no = ${body.serialNo}, new_unit_id = ${newUnitId}::int, cargo_name = ${body.cargoName}, cargo_code = ${body.cargoCode},
          decided_by = ${user.id}::int, decided_at = ${at}`,
    );
    await notifyDealer(tx, t.id, TEMPLATE_TYPES.FAULTY_APPROVED);
    return faultyDetailOf(tx, { kind: 'supply', id: t.supply_id } satisfies FaultyScope, t.id);
  });
  kick();
  return answer;
}

export async function rejectFaulty(db: Db, user: AuthUser, body: FaultyRejectBody, kick: () => void): Promise<FaultyTicket> {
  const answer = await inTransaction(db, async (tx) => {
    const t = await waitingTicket(tx, user, body.ticketId);
    await decide(tx, t.id, sql`status = 'REJECTED', reject_description = ${body.description}, decided_by = ${user.id}::int, decided_at = ${new Date()}`);
    await notifyDealer(tx, t.id, TEMPLATE_TYPES.FAULTY_REJECTED);
    return faultyDetailOf(tx, { kind: 'supply', id: t.supply_id } satisfies FaultyScope, t.id);
  });
  kick();
  return answer;
}
