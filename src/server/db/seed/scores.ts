import { sql } from 'drizzle-orm';
import { GIFT_CAMPAIGN_KEY } from '../../../shared/contract/gifts.js';
import { CANCEL_APPROVAL_STATUSES, SALE_CANCEL_REASONS } from '../../../shared/contract/sale-texts.js';
import { AppError } from '../../lib/app-error.js';
import type { ImageStore } from '../../lib/image-store.js';
import type { AuthUser } from '../../plugins/access-guard.js';
import { approveSaleCancel, rejectSaleCancel, requestSaleCancel } from '../../sales/cancel/sale-cancel.js';
import { approveScores } from '../../scores/page/score-approve.js';
import { cancelScores } from '../../scores/page/score-cancel-request.js';
import { type Db, execute, queryRows } from '../sql.js';
import { planDealerCancels } from './dealer-cancel-plan.js';
import { draw, seedGifts, type SeededGifts } from './gifts.js';

/**
 * The demo's scores and gifts (issue 33), after the sales (seed/sales.ts wrote a SCORE_GAIN per
 * earning sale through the completion's score gains (score-gains.ts), and the cancel queue's approvals their
 * UNAPPROVED_SCORE_CANCEL):
 * - Opening balances: the reseller feed's approved points (from before the portal), which the feed
 *   wrote as a SCORE_GAIN without a sale and its SCORE_APPROVE, dated back to before the first sale.
 * - Approvals: dealers approve their gains in weekly sessions, some days after the week's sales;
 *   gains of the last ten days wait, and so do about one in ten older ones (and every gain of one
 *   dealer in ten, who never approves). Set-based: one SCORE_APPROVE per gain, its sale's id on it,
 *   remain_score 0, as score-approve.ts writes it.
 * - The demo dealer BY10001 through the screens' services (dealerScores): approveScores in weekly
 *   sessions, cancelScores to the queue, the queue's approval (UNAPPROVED_SCORE_CANCEL) and an
 *   approved sale's cancel (APPROVED_SCORE_CANCEL); two of its gains stay pending.
 * - Gifts: the catalogue and a few hundred requests (seed/gifts.ts).
 * - The ledger made whole: the gains were written on top of the feed's balances, and the approvals
 *   above are dated in the past between the gains; every
 *   transaction's latest_* is therefore set to the running sums of its reseller's ledger in time
 *   order (window sums — no cancel here takes more than its balance holds, so they equal
 *   replayScores), and each reseller's balances to its ledger's sums (a reseller without transactions:
 *   0 and 0). A sum below zero fails the seed.
 * - The gift campaign runs in the demo (GIFT_CAMPAIGN_ACTIVE '1'; the reference seed says '0').
 * Once: skipped when any gift exists. Repeatable: every draw is a hash of ids.
 */
const DEMO_DEALER = 'BY10001';
const DAY = 86_400_000;

const QUEUED = sql.raw(`(${CANCEL_APPROVAL_STATUSES.map((s) => `'${s}'`).join(', ')})`);

export interface SeededScores extends SeededGifts {
  approvals: number;
  dealerApprovals: number;
  /** Each step's milliseconds (the seed's own cost, for the bench and whoever times a first start). */
  ms: Record<string, number>;
}

async function actor(db: Db, username: string): Promise<AuthUser> {
  const [u] = await queryRows<{ id: number; roles: AuthUser['roles']; supply_id: number | null; disty_id: number | null; login_reseller_id: number | null }>(
    db,
    sql`select id, roles, supply_id, disty_id, login_reseller_id from users where username = ${username}`,
  );
  return { id: u.id, username, roles: u.roles, supplyId: u.supply_id, distyId: u.disty_id, loginResellerId: u.login_reseller_id, familyId: 'demo-seed', impersonatorId: null, sessionEndsAt: null };
}

/**
 * The reseller feed's opening balances (seed/resellers.ts: approved points from before the portal)
 * are already the ledger's first rows — the feed writes a new reseller's as a SCORE_GAIN without a
 * sale and its SCORE_APPROVE (ingest/reseller-repo.ts) — dated when the seed fed them. They are
 * dated back here to before the first sale, as points from before the portal are.
 */
async function openingBalances(db: Db, now: Date): Promise<void> {
  await execute(
    db,
    sql`update score_transactions set created_at = least(${now}::timestamptz - interval '200 days',
          (select min(created_at) from score_transactions where sale_id is not null) - interval '1 day')
        where sale_id is null and type in ('SCORE_GAIN', 'SCORE_APPROVE')`,
  );
}

/** Every dealer but the demo one: its gains approved in weekly sessions (see the header). */
async function bulkApprovals(db: Db, dealerId: number, now: Date): Promise<number> {
  const nowTs = sql`${now}::timestamptz`;
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`with chosen as (
          select g.id, g.reseller_id, g.remain_score, g.sale_id,
            least(${nowTs} - interval '1 hour' - interval '1 hour' * floor(${draw(sql`g.reseller_id`, 'late')} * 48),
              date_trunc('week', g.created_at) + interval '8 days' + interval '1 hour' * (9 + floor(${draw(sql`g.reseller_id || '-' || date_trunc('week', g.created_at)`, 'session')} * 110))) as at
          from score_transactions g join sales s on s.id = g.sale_id
          where g.type = 'SCORE_GAIN' and g.remain_score > 0 and s.status not in ${QUEUED} and g.reseller_id <> ${dealerId}::int
            and g.created_at < ${nowTs} - interval '10 days'
            and ${draw(sql`g.reseller_id`, 'approver')} < 0.9 and ${draw(sql`g.id`, 'approve')} < 0.9),
        approved as (
          insert into score_transactions (reseller_id, type, transaction_amount, remain_score, latest_approved_score, latest_unapproved_score, sale_id, created_at)
          select reseller_id, 'SCORE_APPROVE', remain_score, 0, 0, 0, sale_id, at from chosen order by reseller_id, at, id
          returning 1),
        emptied as (update score_transactions g set remain_score = 0 from chosen c where g.id = c.id returning 1)
        select (select count(*) from approved)::int as n, (select count(*) from emptied)::int as m`,
  );
  return row?.n ?? 0;
}

interface DealerGain {
  id: number;
  sale_id: number;
  created_at: Date | string;
  /** Its sale's units are all still with the customer (a faulty exchange moves them): the sale may be cancelled. */
  movable: boolean;
  /** One in eight older gains the dealer leaves pending. */
  skip: boolean;
  /** Its sold units of the demo supplier without a faulty ticket (the faulty demo reports those). */
  free: number;
}

/** A sale (`s`) whose units are all still with its customer and named by no faulty ticket (the faulty demo's stay as they are). */
const MOVABLE = sql`not exists (select 1 from sale_lines sl join units u on u.id = sl.unit_id where sl.sale_id = s.id
  and (not (u.holder = 'CUSTOMER' and u.holder_id = s.reseller_id and u.status = 'SOLD') or exists (select 1 from faulty_product_tickets t where t.unit_id = u.id)))`;

/**
 * A sale's units of the demo supplier TDR001 still with the customer that no faulty ticket names
 * (seed/faulty.ts keeps two for the demo to report): its sold lines and those waiting in the cancel
 * queue (their units are with the customer until the queue approves).
 */
const freeUnits = (sale: ReturnType<typeof sql>) => sql`(select count(*)::int from sale_lines sl join units u on u.id = sl.unit_id join supplies sp on sp.id = u.supply_id
  where sl.sale_id = ${sale} and sl.status in ('SOLD', 'CANCEL_APPROVAL') and sp.code = 'TDR001' and u.holder = 'CUSTOMER' and u.status = 'SOLD'
    and not exists (select 1 from faulty_product_tickets t where t.unit_id = u.id or t.new_unit_id = u.id))`;

/**
 * The demo dealer's approvals and cancels through the screens' services (see the header), as
 * planDealerCancels (dealer-cancel-plan.ts) chooses them: two gains stay pending, the queue approves
 * one request and another waits, an approved sale is cancelled; the rest older than ten days are
 * approved in weekly sessions (the Monday after, in the evening), one in eight left pending.
 */
async function dealerScores(db: Db, dealerId: number, now: Date): Promise<number> {
  const dealer = await actor(db, 'reseller_admin');
  const admin = await actor(db, 'ttg_admin');
  const queued = await queryRows<{ id: number; free: number; movable: boolean; whole: boolean }>(
    db,
    sql`select s.id, ${freeUnits(sql`s.id`)} as free, ${MOVABLE} as movable, s.status = 'SALE_CANCEL_APPROVAL' as whole from sales s where s.reseller_id = ${dealerId}::int and s.status in ${QUEUED}
        order by s.completed_at, s.id`,
  );
  const pending = await queryRows<DealerGain>(
    db,
    sql`select g.id::int as id, g.sale_id, g.created_at, ${draw(sql`g.id`, 'dealer-approve')} >= 0.875 as skip, ${freeUnits(sql`s.id`)} as free,
          ${MOVABLE} as movable
        from score_transactions g join sales s on s.id = g.sale_id
        where g.reseller_id = ${dealerId}::int and g.type = 'SCORE_GAIN' and g.remain_score > 0 and s.status = 'COMPLETED'
        order by g.created_at desc, g.id desc`,
  );
  // A cancel gives its units back to the dealer's stock: two unreported sold units of the demo supplier are kept.
  const [all] = await queryRows<{ free: number }>(db, sql`select coalesce(sum(${freeUnits(sql`s.id`)}), 0)::int as free from sales s where s.reseller_id = ${dealerId}::int`);
  const { rest, reopen, toQueue, toWait, toApprove, used, ...plan } = planDealerCancels(pending, queued, all.free);
  let toCancelApproved = plan.toCancelApproved;
  if (reopen) {
    await rejectSaleCancel(db, admin, reopen.id, undefined);
    const [gain] = await queryRows<Omit<DealerGain, 'skip' | 'free' | 'movable'>>(
      db,
      sql`select id::int as id, sale_id, created_at from score_transactions where sale_id = ${reopen.id}::int and type = 'SCORE_GAIN' and remain_score > 0`,
    );
    if (gain) toCancelApproved = { ...gain, skip: false, free: reopen.free, movable: true };
  }
  const old = now.getTime() - 10 * DAY;
  const approve = [...rest.filter((g) => !used.has(g.id) && !g.skip && new Date(g.created_at).getTime() < old), ...(toCancelApproved ? [toCancelApproved] : [])];
  const sessions = new Map<number, DealerGain[]>();
  for (const g of approve) {
    const week = Math.floor(new Date(g.created_at).getTime() / (7 * DAY));
    sessions.set(week, [...(sessions.get(week) ?? []), g]);
  }
  let n = 0;
  for (const [week, gains] of [...sessions].sort((a, b) => a[0] - b[0])) {
    const latest = Math.max(...gains.map((g) => new Date(g.created_at).getTime()));
    const at = new Date(Math.min(now.getTime() - 60_000, Math.max(latest + 3_600_000, Math.min((week + 1) * 7 * DAY + 4 * DAY + 17 * 3_600_000, now.getTime() - 2 * DAY))));
    for (let i = 0; i < gains.length; i += 100) n += (await approveScores(db, dealerId, gains.slice(i, i + 100).map((g) => g.id), at)).count;
  }
  if (toApprove) await approveSaleCancel(db, admin, toApprove.id).catch(skipMoved);
  if (toQueue) {
    await cancelScores(db, dealerId, dealer.id, [toQueue.id]);
    await approveSaleCancel(db, admin, toQueue.sale_id).catch(skipMoved);
  }
  if (toWait) await cancelScores(db, dealerId, dealer.id, [toWait.id]);
  if (toCancelApproved)
    await requestSaleCancel(db, dealer, { productSaleId: toCancelApproved.sale_id, cancelReason: SALE_CANCEL_REASONS[0] })
      .then(() => approveSaleCancel(db, admin, toCancelApproved.sale_id))
      .catch(skipMoved);
  return n;
}

/** A business refusal (the units moved on since the sale) skips that sale; anything else fails the seed. */
function skipMoved(error: unknown): false {
  if (error instanceof AppError && error.status < 500) return false;
  throw error;
}

/** Every transaction's latest_* as its reseller's running sums in time order, and the balances as the sums (see the header). */
export async function settleLedger(db: Db): Promise<void> {
  await execute(
    db,
    sql`with running as (
          select id,
            sum(case when type in ('SCORE_APPROVE', 'SCORE_REFUND') then transaction_amount when type in ('APPROVED_SCORE_CANCEL', 'SCORE_SPEND') then -transaction_amount else 0 end) over w as approved,
            sum(case type when 'SCORE_GAIN' then transaction_amount when 'SCORE_APPROVE' then -transaction_amount when 'UNAPPROVED_SCORE_CANCEL' then -transaction_amount else 0 end) over w as unapproved
          from score_transactions window w as (partition by reseller_id order by created_at, id rows unbounded preceding))
        update score_transactions s set latest_approved_score = r.approved, latest_unapproved_score = r.unapproved
        from running r where r.id = s.id and (s.latest_approved_score <> r.approved or s.latest_unapproved_score <> r.unapproved)`,
  );
  const [bad] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from score_transactions where latest_approved_score < 0 or latest_unapproved_score < 0`);
  if (bad.n) throw new Error(`Demo puan defteri ${bad.n} işlemde sıfırın altına iniyor.`);
  await execute(
    db,
    sql`update resellers r set approved_score = coalesce(l.approved, 0), unapproved_score = coalesce(l.unapproved, 0)
        from resellers x left join lateral (
          select latest_approved_score as approved, latest_unapproved_score as unapproved from score_transactions s
          where s.reseller_id = x.id order by s.created_at desc, s.id desc limit 1) l on true
        where r.id = x.id and (r.approved_score, r.unapproved_score) is distinct from (coalesce(l.approved, 0), coalesce(l.unapproved, 0))`,
  );
}

export async function seedScores(db: Db, images: ImageStore, now = new Date()): Promise<SeededScores | null> {
  const [{ any }] = await queryRows<{ any: boolean }>(db, sql`select exists (select 1 from gifts) as any`);
  if (any) return null;
  const [dealer] = await queryRows<{ id: number }>(db, sql`select id from resellers where code = ${DEMO_DEALER}`);
  if (!dealer) return null;
  const ms: Record<string, number> = {};
  const timed = async <T>(step: string, work: () => Promise<T>): Promise<T> => {
    const t0 = performance.now();
    const out = await work();
    ms[step] = Math.round(performance.now() - t0);
    return out;
  };
  await timed('opening', () => openingBalances(db, now));
  const approvals = await timed('approvals', () => bulkApprovals(db, dealer.id, now));
  const dealerApproved = await timed('dealer', () => dealerScores(db, dealer.id, now));
  const gifts = await timed('gifts', () => seedGifts(db, images, dealer.id, now));
  await timed('settle', () => settleLedger(db));
  await execute(db, sql`update parameters set value = '1' where key = ${GIFT_CAMPAIGN_KEY} and reseller_code is null`);
  return { approvals, dealerApprovals: dealerApproved, ...gifts, ms };
}
