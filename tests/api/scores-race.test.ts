import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCORE_MSG } from '../../src/shared/contract/scores.js';
import { defaultConfig, rows } from '../support/api-helpers.js';
import { createCatalogue } from '../support/catalogue-fixtures.js';
import { createSaleProduct, type SaleProduct } from '../support/sale-fixtures.js';
import { createScoreDealer, earnScore, expectLedgerBalanced, scoreClient } from '../support/score-fixtures.js';
import { bearer, loginAs, startTestApp, type TestApp } from '../support/test-app.js';
import { dbKinds } from '../support/test-db.js';

/**
 * Two tabs never count a point twice (issue 33 "Concurrency"): parallel approvals of the same
 * transactions, approvals racing cancel requests of them, and a cancel approval of the queue racing
 * the page — each decided once, the balances always the ledger's sums. On PostgreSQL the requests
 * really overlap (the balance row's lock orders them; a lock cycle would surface as a 5xx); PGlite
 * runs them one after the other, and the outcome must be the same.
 */
describe.each(dbKinds())('score races on %s', (kind) => {
  let t: TestApp;
  let product: SaleProduct; // 7 points a unit

  const approvals = async (resellerId: number) =>
    rows<{ sale_id: number; n: number }>(t, sql`select sale_id, count(*)::int as n from score_transactions where reseller_id = ${resellerId} and type = 'SCORE_APPROVE' group by sale_id`);
  const statuses = (responses: { statusCode: number }[]) => responses.map((r) => r.statusCode).sort();

  beforeAll(async () => {
    t = await startTestApp(kind, { loginLimit: { ...defaultConfig().loginLimit, perUser: 1e9, perIp: 1e9 } });
    product = await createSaleProduct(t, await createCatalogue(t), { recommendedSellPrice: 100, scoreType: 'UNIT', scoreRatio: 7 });
  });
  afterAll(() => t?.close());

  it('20 parallel approvals of the same transactions: one SCORE_APPROVE per transaction, the points moved once', async () => {
    const dealer = await createScoreDealer(t);
    const page = await scoreClient(t, dealer.username);
    const gains = [];
    for (let i = 0; i < 5; i++) gains.push(await earnScore(t, product, dealer, 1 + (i % 2)));
    const ids = gains.map((g) => g.gainId!);
    const total = gains.reduce((n, g) => n + g.points, 0);
    expect(await expectLedgerBalanced(t, dealer.resellerId)).toEqual({ approved: 0, unapproved: total });

    const responses = await Promise.all(Array.from({ length: 20 }, () => page.approve(ids)));
    const ok = responses.filter((r) => r.statusCode === 200);
    // The first to lock the balance row takes all five; every other finds nothing left. No 5xx.
    expect(statuses(responses)).toEqual([200, ...Array(19).fill(404)]);
    for (const r of responses.filter((x) => x.statusCode === 404)) expect(r.json().description).toBe(SCORE_MSG.noneWaiting);
    expect(ok.reduce((n, r) => n + r.json().score, 0)).toBe(total);
    expect(ok.reduce((n, r) => n + r.json().count, 0)).toBe(5);
    const approved = await approvals(dealer.resellerId);
    expect(approved.map((a) => a.n)).toEqual([1, 1, 1, 1, 1]);
    expect(approved.map((a) => a.sale_id).sort()).toEqual(gains.map((g) => g.saleId).sort());
    expect(await expectLedgerBalanced(t, dealer.resellerId)).toEqual({ approved: total, unapproved: 0 });
    expect((await page.score()).json()).toMatchObject({ approvedScore: total, unapprovedScore: 0 });
  });

  it('approvals racing cancel requests of the same transactions: each transaction is approved or queued, never both', async () => {
    const dealer = await createScoreDealer(t);
    const page = await scoreClient(t, dealer.username);
    const gains = [];
    for (let i = 0; i < 4; i++) gains.push(await earnScore(t, product, dealer));
    const ids = gains.map((g) => g.gainId!);
    const responses = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? page.cancel(ids) : page.approve(ids))));
    expect(responses.every((r) => r.statusCode === 200 || r.statusCode === 404), statuses(responses).join(',')).toBe(true);
    expect(responses.filter((r) => r.statusCode === 200).reduce((n, r) => n + r.json().count, 0)).toBe(4);

    const approvedSales = new Set((await approvals(dealer.resellerId)).map((a) => a.sale_id));
    for (const g of gains) {
      const [sale] = await rows<{ status: string; remain: number }>(
        t,
        sql`select s.status, g.remain_score as remain from sales s join score_transactions g on g.sale_id = s.id and g.type = 'SCORE_GAIN' where s.id = ${g.saleId}`,
      );
      if (approvedSales.has(g.saleId)) expect(sale).toEqual({ status: 'COMPLETED', remain: 0 });
      else expect(sale).toEqual({ status: 'SALE_CANCEL_APPROVAL', remain: 7 });
    }
    const approvedPoints = approvedSales.size * 7;
    expect(await expectLedgerBalanced(t, dealer.resellerId)).toEqual({ approved: approvedPoints, unapproved: 28 - approvedPoints });
    // Nothing is left pending.
    expect((await page.waiting()).json().totalElements).toBe(0);
  });

  it('the queue approving a cancel while the page approves: the points leave once, by one door', async () => {
    const dealer = await createScoreDealer(t);
    const page = await scoreClient(t, dealer.username);
    const admin = bearer((await loginAs(t.app, 'ttg_admin')).token);
    const queued = [await earnScore(t, product, dealer), await earnScore(t, product, dealer)];
    const pending = [await earnScore(t, product, dealer), await earnScore(t, product, dealer)];
    expect((await page.cancel(queued.map((g) => g.gainId!))).statusCode).toBe(200);
    const all = [...queued, ...pending].map((g) => g.gainId!);
    const responses = await Promise.all([
      ...queued.map((g) => t.app.inject({ method: 'POST', url: '/api/sale/cancelSaleApprove', headers: admin, payload: { productSaleId: g.saleId } })),
      ...Array.from({ length: 6 }, () => page.approve(all)),
    ]);
    expect(responses.slice(0, 2).map((r) => r.statusCode)).toEqual([200, 200]);
    const pageAnswers = responses.slice(2);
    expect(pageAnswers.every((r) => r.statusCode === 200 || r.statusCode === 404), statuses(pageAnswers).join(',')).toBe(true);
    // Only the two pending ones were approved; the queued ones were cancelled by the queue.
    expect((await approvals(dealer.resellerId)).map((a) => a.sale_id).sort()).toEqual(pending.map((g) => g.saleId).sort());
    const cancels = await rows<{ n: number }>(t, sql`select count(*)::int as n from score_transactions where reseller_id = ${dealer.resellerId} and type = 'UNAPPROVED_SCORE_CANCEL'`);
    expect(cancels[0].n).toBe(2);
    expect(await expectLedgerBalanced(t, dealer.resellerId)).toEqual({ approved: 14, unapproved: 0 });
  });
});
