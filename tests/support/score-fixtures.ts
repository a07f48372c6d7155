import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { BuiltApp } from '../../src/server/app.js';
import { queryRows } from '../../src/server/db/sql.js';
import { type Balances, replayScores } from '../../src/server/scores/ledger/score-balance.js';
import type { ScoreTransactionType } from '../../src/shared/contract/scores.js';
import { giveUnits, lineOf, type SaleProduct, saleClient, vanillaSale } from './sale-fixtures.js';
import { bearer, loginAs } from './test-app.js';

/**
 * Score test data (issue 33), made through the real doors: a dealer of its own (a new reseller
 * under DST001 with zero balances and an empty ledger, and a RESELLER_ADMIN user logged in as it,
 * so a test's balances are exactly its ledger's), points earned by real sales completed through the
 * wizard (their SCORE_GAIN written by the completion), and the score page's calls as the browser
 * sends them.
 */
const tag = () => randomBytes(4).toString('hex').toUpperCase();

export interface ScoreDealer {
  resellerId: number;
  code: string;
  username: string;
}

/** A new reseller of DST001 (zero balances) and a user with `role` logged in as it (the demo reseller_admin's password). */
export async function createScoreDealer(built: BuiltApp, role: 'RESELLER_ADMIN' | 'RESELLER_USER' = 'RESELLER_ADMIN', resellerId?: number): Promise<ScoreDealer> {
  const run = tag();
  const db = built.database.db;
  const [reseller] = resellerId
    ? await queryRows<{ id: number; code: string }>(db, sql`select id, code from resellers where id = ${resellerId}`)
    : await queryRows<{ id: number; code: string }>(
        db,
        sql`insert into resellers (code, name, disty_id, reseller_type, main_area, area, province, district)
            select ${`PN${run}`}, ${`Puan Bayi ${run}`}, d.id, 'TTM', 'İstanbul Anadolu', 'Kadıköy', 'İstanbul', 'Kadıköy' from disties d where d.code = 'DST001'
            returning id, code`,
      );
  const username = `puan_${run.toLowerCase()}`;
  const [user] = await queryRows<{ id: number }>(
    db,
    sql`insert into users (username, password_hash, name, surname, roles, login_reseller_id)
        select ${username}, password_hash, 'Puan', ${run}, ${`{${role}}`}::text[], ${reseller.id}::int from users where username = 'reseller_admin'
        returning id`,
  );
  await db.execute(sql`insert into user_resellers (user_id, reseller_id) values (${user.id}, ${reseller.id})`);
  return { resellerId: reseller.id, code: reseller.code, username };
}

/** One completed wizard sale of `units` new units of `product` by the dealer: the sale's id and its SCORE_GAIN (null when it earned nothing). */
export async function earnScore(built: BuiltApp, product: SaleProduct, dealer: ScoreDealer, units = 1): Promise<{ saleId: number; gainId: number | null; points: number }> {
  const stock = await giveUnits(built, product, dealer.code, units);
  const seller = await saleClient(built, dealer.username);
  const res = await seller.complete(vanillaSale(stock.map((u) => lineOf(u, product.recommendedSellPrice))));
  expect(res.statusCode, res.body).toBe(200);
  const saleId = (res.json() as { id: number }).id;
  const [gain] = await queryRows<{ id: string; transaction_amount: number }>(
    built.database.db,
    sql`select id, transaction_amount from score_transactions where sale_id = ${saleId} and type = 'SCORE_GAIN'`,
  );
  return { saleId, gainId: gain ? Number(gain.id) : null, points: gain?.transaction_amount ?? 0 };
}

/** The reseller's balances on its row and as its ledger replays them (they must be equal), and the ledger's last balances. */
export async function balancesOf(built: BuiltApp, resellerId: number): Promise<{ row: Balances; replayed: Balances; last: Balances | null }> {
  const db = built.database.db;
  const [r] = await queryRows<{ approved_score: number; unapproved_score: number }>(db, sql`select approved_score, unapproved_score from resellers where id = ${resellerId}`);
  const ledger = await queryRows<{ type: ScoreTransactionType; amount: number; latest_approved_score: number; latest_unapproved_score: number }>(
    db,
    sql`select type, transaction_amount as amount, latest_approved_score, latest_unapproved_score from score_transactions where reseller_id = ${resellerId} order by id`,
  );
  const tail = ledger.at(-1);
  return {
    row: { approved: r.approved_score, unapproved: r.unapproved_score },
    replayed: replayScores(ledger),
    last: tail ? { approved: tail.latest_approved_score, unapproved: tail.latest_unapproved_score } : null,
  };
}

/** Asserts the row equals the replayed ledger and the last transaction's balances; answers the balances. */
export async function expectLedgerBalanced(built: BuiltApp, resellerId: number): Promise<Balances> {
  const b = await balancesOf(built, resellerId);
  expect(b.row).toEqual(b.replayed);
  if (b.last) expect(b.last).toEqual(b.row);
  return b.row;
}

/** The score page's calls of a signed-in user. */
export async function scoreClient(built: BuiltApp, username: string) {
  const { token } = await loginAs(built.app, username);
  const headers = bearer(token);
  const get = (url: string) => built.app.inject({ method: 'GET', url: `/api/reseller/score${url}`, headers });
  const post = (url: string, payload: unknown) => built.app.inject({ method: 'POST', url: `/api/reseller/score${url}`, headers, payload: payload as object });
  return {
    get,
    post,
    score: () => get(''),
    types: () => get('/types'),
    waiting: (query = 'size=15') => post(`/waiting?${query}`, {}),
    history: (filter: object = {}, query = 'size=30') => post(`/transactions?${query}`, filter),
    approve: (ids: number[]) => post('/approve', { transactionsIdList: ids }),
    cancel: (ids: number[]) => post('/cancel', { transactionsIdList: ids }),
  };
}
export type ScoreClient = Awaited<ReturnType<typeof scoreClient>>;

/** The score transactions of a sale, in order. */
export const saleScoreRows = (built: BuiltApp, saleId: number) =>
  queryRows<{ type: ScoreTransactionType; transaction_amount: number; remain_score: number }>(
    built.database.db,
    sql`select type, transaction_amount, remain_score from score_transactions where sale_id = ${saleId} order by id`,
  );
