import { sql } from 'drizzle-orm';
import { canRequestCancel, cancelTransition, type SaleCancelReason, SALES_MSG } from '../../../shared/contract/sale-texts.js';
import { type SaleCancelBody, type SaleDetail } from '../../../shared/contract/sale-lists.js';
import { type Db, inTransaction } from '../../db/sql.js';
import { businessError, notFoundError } from '../../lib/app-error.js';
import type { AuthUser } from '../../plugins/access-guard.js';
import { saleDetailOf } from '../list/sale-detail.js';
import { saleScopeOf, saleScopeSql } from '../list/sale-scope.js';
import { cancelSaleScore } from '../scores/score-cancel.js';
import { lineUnits, lockSales, type LockedSale, returnUnits, setLineStatus, setSaleStatus } from './cancel-repo.js';

/**
 * The cancel flow (spec 2 §2.8, §2.9, §4; spec 3 §4, §7): a request moves a COMPLETED sale to
 * cancel approval (the whole sale, or chosen units); the queue approves it — the units go back to
 * the dealer's stock through the ledger and the score is taken back — or rejects it (COMPLETED
 * again). Each call is one transaction on the sale's locked row: two decisions on one sale, or a
 * request racing a decision, see each other's outcome and the second is refused.
 */

/** Ours (the spec shows none): an approval whose units moved since the sale (e.g. a faulty product's exchange). */
export const UNITS_MOVED_TEXT = 'Satıştaki ürünlerden bazıları satıştan sonra başka bir işleme girmiş; iptal onaylanamaz.';

/** POST /sale/cancel: whole sale → SALE_CANCEL_APPROVAL; chosen units (not all) → SERIAL_NO_CANCEL_APPROVAL with only those lines. */
export async function requestSaleCancel(db: Db, user: AuthUser, body: SaleCancelBody): Promise<SaleDetail> {
  // Read before the transaction: on PGlite only the transaction may talk once it is open.
  const scope = await saleScopeOf(db, user);
  await inTransaction(db, async (tx) => {
    // The caller must see the sale (its list's scope); another's is 404 like a missing one.
    const [sale] = await lockSales(tx, [body.productSaleId], saleScopeSql(scope));
    if (!sale) throw notFoundError();
    // Only a completed sale: one in approval or cancelled (even partly) takes no second request.
    if (!canRequestCancel(sale.status)) throw businessError(SALES_MSG.notCancellable);
    const sold = await lineUnits(tx, sale.id, 'SOLD');
    const chosen = body.productSerialNoIdList?.length ? body.productSerialNoIdList : null;
    if (chosen?.some((id) => !sold.includes(id))) throw businessError(SALES_MSG.notSaleSerial);
    // Serials naming every sold line are the whole sale.
    const whole = !chosen || chosen.length === sold.length;
    await markCancelRequested(tx, sale, user.id, body.cancelReason, whole ? null : chosen);
  });
  return saleDetailOf(db, user, body.productSaleId, scope);
}

/**
 * A request on a locked, COMPLETED sale (the caller checked canRequestCancel): the whole sale
 * (`units` null: every sold line) → SALE_CANCEL_APPROVAL, or the lines of `units` →
 * SERIAL_NO_CANCEL_APPROVAL, with who asked and why (null: no reason, as the score page's
 * 'İptal Et' sends it — contract scores.ts).
 */
export async function markCancelRequested(tx: Db, sale: LockedSale, userId: number, reason: SaleCancelReason | null, units: readonly number[] | null) {
  const next = cancelTransition(sale.status, units ? 'REQUEST_SERIALS' : 'REQUEST_SALE')!;
  await setLineStatus(tx, sale.id, 'SOLD', 'CANCEL_APPROVAL', units ?? undefined);
  await setSaleStatus(
    tx,
    sale.id,
    next,
    // A new request starts a new decision: the last rejection's reason goes.
    sql`cancel_reason = ${reason}, cancel_requested_at = now(), cancel_requested_by = ${userId},
        reject_cancel_description = null, cancel_decided_at = null, cancel_decided_by = null`,
  );
}

/**
 * One approval inside the caller's transaction: the lines in approval → CANCELED, their units
 * back to the selling reseller's stock (SALE_CANCEL movements), the sale → SALE_CANCELED or
 * SERIAL_NO_CANCELED, the score of those lines taken back.
 *
 * The campaign serial or password the sale consumed stays used (used_at kept, code_stock not
 * restored): the code was handed to the customer and redeemed in the operator's systems with the
 * sale, which the cancel reasons say may stand or be cancelled there on its own; a code given
 * back to the dealer's stock could be sold a second time to another customer while the first
 * still holds it. The batch's 'Kullanılan' count therefore keeps counting it.
 */
async function approveLocked(tx: Db, user: AuthUser, sale: LockedSale, at: Date) {
  const next = cancelTransition(sale.status, 'APPROVE')!;
  const lines = await setLineStatus(tx, sale.id, 'CANCEL_APPROVAL', 'CANCELED');
  const unitIds = lines.map((l) => l.unit_id);
  const moved = await returnUnits(tx, sale.id, sale.reseller_id, unitIds, at);
  // One unit not where the sale left it refuses the approval: nothing is written (the transaction rolls back).
  if (moved.length !== unitIds.length) throw businessError(UNITS_MOVED_TEXT);
  await cancelSaleScore(
    tx,
    sale.id,
    lines.reduce((n, l) => n + l.score, 0),
    at,
  );
  await setSaleStatus(tx, sale.id, next, sql`cancel_decided_at = ${at}, cancel_decided_by = ${user.id}`);
}

const awaiting = (s: LockedSale) => cancelTransition(s.status, 'APPROVE') !== null;

/** POST /sale/cancelSaleApprove. */
export async function approveSaleCancel(db: Db, user: AuthUser, saleId: number): Promise<SaleDetail> {
  await inTransaction(db, async (tx) => {
    const [sale] = await lockSales(tx, [saleId]);
    if (!sale) throw notFoundError();
    if (!awaiting(sale)) throw businessError(SALES_MSG.notAwaitingApproval);
    await approveLocked(tx, user, sale, new Date());
  });
  return saleDetailOf(db, user, saleId);
}

/** POST /sale/multiCancelSaleApprove: every sale or none (one not awaiting approval refuses the lot, naming each). */
export async function approveSaleCancels(db: Db, user: AuthUser, saleIds: readonly number[]): Promise<{ count: number }> {
  return inTransaction(db, async (tx) => {
    const sales = await lockSales(tx, saleIds);
    const ready = new Set(sales.filter(awaiting).map((s) => s.id));
    const refused = saleIds.filter((id) => !ready.has(id));
    if (refused.length) throw businessError(SALES_MSG.notAwaitingApprovalList(refused));
    const at = new Date();
    for (const sale of sales) await approveLocked(tx, user, sale, at);
    return { count: sales.length };
  });
}

/** POST /sale/cancelSaleReject: back to COMPLETED, its lines sold again, with the optional reason. */
export async function rejectSaleCancel(db: Db, user: AuthUser, saleId: number, description: string | undefined): Promise<SaleDetail> {
  await inTransaction(db, async (tx) => {
    const [sale] = await lockSales(tx, [saleId]);
    if (!sale) throw notFoundError();
    const next = cancelTransition(sale.status, 'REJECT');
    if (!next) throw businessError(SALES_MSG.notAwaitingApproval);
    await setLineStatus(tx, sale.id, 'CANCEL_APPROVAL', 'SOLD');
    await setSaleStatus(tx, sale.id, next, sql`reject_cancel_description = ${description || null}, cancel_decided_at = now(), cancel_decided_by = ${user.id}`);
  });
  return saleDetailOf(db, user, saleId);
}
