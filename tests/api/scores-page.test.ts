import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../src/server/db/sql.js';
import { lockBalances, type ScoreEntry, writeScores } from '../../src/server/scores/ledger/score-ledger.js';
import { approveScores } from '../../src/server/scores/page/score-approve.js';
import { cancelScores } from '../../src/server/scores/page/score-cancel-request.js';
import { SCORE_MSG, SCORE_TRANSACTION_TYPES, SCORE_TYPE_LABELS, type ScoreTransaction, type WaitingScore } from '../../src/shared/contract/scores.js';
import { ERROR_CODES } from '../../src/shared/errors.js';
import { defaultConfig, expectCoded, expectValidation, rows } from '../support/api-helpers.js';
import { type Catalogue, createCatalogue } from '../support/catalogue-fixtures.js';
import { createSaleProduct, type SaleProduct } from '../support/sale-fixtures.js';
import { createScoreDealer, earnScore, expectLedgerBalanced, type ScoreClient, scoreClient, type ScoreDealer, saleScoreRows } from '../support/score-fixtures.js';
import { bearer, loginAs, startTestApp, type TestApp } from '../support/test-app.js';
import { dbKinds } from '../support/test-db.js';

/**
 * The dealer's score page (issue 33; contract scores.ts; spec 3 §2.13, §5, §7, §8): the balance,
 * the pending list, 'Onayla' (SCORE_APPROVE), 'İptal Et' (the sale to the sales area's cancel
 * queue; the points come off when the queue approves, back to pending when it rejects),
 * 'Bütün Puan İşlemleri' with its day and type filters, and who may do what. After every kind of
 * transaction the reseller's balances are its ledger replayed.
 */
describe.each(dbKinds())('score page on %s', (kind) => {
  let t: TestApp;
  let cat: Catalogue;
  let product: SaleProduct; // 7 points a unit
  let dealer: ScoreDealer;
  let page: ScoreClient;
  let admin: string; // TTG_ADMIN token (the cancel queue)

  const queue = (path: 'cancelSaleApprove' | 'cancelSaleReject', saleId: number) =>
    t.app.inject({ method: 'POST', url: `/api/sale/${path}`, headers: bearer(admin), payload: { productSaleId: saleId } });
  const saleOf = async (id: number) =>
    (
      await rows<{ status: string; cancel_reason: string | null; cancel_requested_by: number | null; requested: boolean }>(
        t,
        sql`select status, cancel_reason, cancel_requested_by, cancel_requested_at is not null as requested from sales where id = ${id}`,
      )
    )[0];
  const lineStatuses = async (saleId: number) => (await rows<{ status: string }>(t, sql`select status from sale_lines where sale_id = ${saleId} order by unit_id`)).map((l) => l.status);
  const waitingIds = async (client = page) => {
    const res = await client.waiting();
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().content as WaitingScore[]).map((r) => r.id);
  };
  const ledgerCount = async (resellerId: number) => (await rows<{ n: number }>(t, sql`select count(*)::int as n from score_transactions where reseller_id = ${resellerId}`))[0].n;
  const userIdOf = async (username: string) => (await rows<{ id: number }>(t, sql`select id from users where username = ${username}`))[0].id;

  beforeAll(async () => {
    t = await startTestApp(kind, { loginLimit: { ...defaultConfig().loginLimit, perUser: 1e9, perIp: 1e9 } });
    cat = await createCatalogue(t);
    product = await createSaleProduct(t, cat, { recommendedSellPrice: 100, scoreType: 'UNIT', scoreRatio: 7 });
    dealer = await createScoreDealer(t);
    page = await scoreClient(t, dealer.username);
    admin = (await loginAs(t.app, 'ttg_admin')).token;
  });
  afterAll(() => t?.close());

  it('shows the caller’s reseller with its balances and the score types', async () => {
    const res = await page.score();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ resellerCode: dealer.code, resellerName: expect.stringContaining('Puan Bayi'), approvedScore: 0, unapprovedScore: 0 });
    const types = await page.types();
    expect(types.json()).toEqual(SCORE_TRANSACTION_TYPES.map((key) => ({ key, value: SCORE_TYPE_LABELS[key] })));
    expect(types.json()[0]).toEqual({ key: 'SCORE_GAIN', value: 'Puan Kazancı' });
  });

  it('keeps the balances equal to the ledger through gain, approval, cancel request, queue rejection and queue approval', async () => {
    const a = await earnScore(t, product, dealer, 2); // 14 points
    const b = await earnScore(t, product, dealer, 1); // 7 points
    expect([a.points, b.points]).toEqual([14, 7]);
    expect(await expectLedgerBalanced(t, dealer.resellerId)).toEqual({ approved: 0, unapproved: 21 });

    // The pending list: both, with their sale (oldest sale last by the default sort, newest first).
    const list = await page.waiting();
    expect(list.json().totalElements).toBe(2);
    const rowA = (list.json().content as WaitingScore[]).find((r) => r.id === a.gainId)!;
    expect(rowA).toMatchObject({ remainScore: 14, transactionAmount: 14, productSale: { id: a.saleId, finalPrice: 200 } });
    expect(Date.parse(rowA.productSale.completedDateTime)).toBeGreaterThan(0);
    expect((await page.waiting('size=15&sort=saleDate,asc')).json().content.map((r: WaitingScore) => r.id)).toEqual([a.gainId, b.gainId]);

    // 'Onayla' moves the points from unapproved to approved; the second time finds nothing.
    const ok = await page.approve([a.gainId!]);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ count: 1, score: 14, balance: { resellerCode: dealer.code, resellerName: expect.any(String), approvedScore: 14, unapprovedScore: 7 } });
    expect(await expectLedgerBalanced(t, dealer.resellerId)).toEqual({ approved: 14, unapproved: 7 });
    expect(await saleScoreRows(t, a.saleId)).toEqual([
      { type: 'SCORE_GAIN', transaction_amount: 14, remain_score: 0 },
      { type: 'SCORE_APPROVE', transaction_amount: 14, remain_score: 0 },
    ]);
    expectCoded(await page.approve([a.gainId!]), 404, ERROR_CODES.NOT_FOUND, SCORE_MSG.noneWaiting);
    expect(await waitingIds()).toEqual([b.gainId]);

    // 'İptal Et' of an approved one finds nothing; of the pending one sends its sale to the queue (no reason), the points stay.
    expectCoded(await page.cancel([a.gainId!]), 404, ERROR_CODES.NOT_FOUND, SCORE_MSG.noneWaiting);
    const sent = await page.cancel([b.gainId!]);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ count: 1, score: 7, balance: { approvedScore: 14, unapprovedScore: 7 } });
    expect(await saleOf(b.saleId)).toEqual({ status: 'SALE_CANCEL_APPROVAL', cancel_reason: null, cancel_requested_by: await userIdOf(dealer.username), requested: true });
    expect(await lineStatuses(b.saleId)).toEqual(['CANCEL_APPROVAL']);
    expect(await waitingIds()).toEqual([]);
    expectCoded(await page.approve([b.gainId!]), 404, ERROR_CODES.NOT_FOUND, SCORE_MSG.noneWaiting);
    expectCoded(await page.cancel([b.gainId!]), 404, ERROR_CODES.NOT_FOUND, SCORE_MSG.noneWaiting);
    expect(await expectLedgerBalanced(t, dealer.resellerId)).toEqual({ approved: 14, unapproved: 7 });

    // The queue rejects: the transaction is pending again, nothing written to the ledger.
    expect((await queue('cancelSaleReject', b.saleId)).statusCode).toBe(200);
    expect(await waitingIds()).toEqual([b.gainId]);
    expect(await saleScoreRows(t, b.saleId)).toEqual([{ type: 'SCORE_GAIN', transaction_amount: 7, remain_score: 7 }]);
    expect(await expectLedgerBalanced(t, dealer.resellerId)).toEqual({ approved: 14, unapproved: 7 });

    // Asked again and approved by the queue: the unapproved points are taken back.
    expect((await page.cancel([b.gainId!])).statusCode).toBe(200);
    const approved = await queue('cancelSaleApprove', b.saleId);
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await saleOf(b.saleId)).status).toBe('SALE_CANCELED');
    expect(await saleScoreRows(t, b.saleId)).toEqual([
      { type: 'SCORE_GAIN', transaction_amount: 7, remain_score: 0 },
      { type: 'UNAPPROVED_SCORE_CANCEL', transaction_amount: 7, remain_score: 0 },
    ]);
    expect(await expectLedgerBalanced(t, dealer.resellerId)).toEqual({ approved: 14, unapproved: 0 });
    expect((await page.score()).json()).toMatchObject({ approvedScore: 14, unapprovedScore: 0 });

    // An approved sale cancelled through the sales area comes off the approved balance, still through the ledger.
    const sale = await t.app.inject({ method: 'POST', url: '/api/sale/cancel', headers: bearer((await loginAs(t.app, dealer.username)).token), payload: { productSaleId: a.saleId, cancelReason: 'OPERATOR_SALE_FAILED' } });
    expect(sale.statusCode, sale.body).toBe(200);
    expect((await queue('cancelSaleApprove', a.saleId)).statusCode).toBe(200);
    expect((await saleScoreRows(t, a.saleId)).at(-1)).toEqual({ type: 'APPROVED_SCORE_CANCEL', transaction_amount: 14, remain_score: 0 });
    expect(await expectLedgerBalanced(t, dealer.resellerId)).toEqual({ approved: 0, unapproved: 0 });
  });

  it('approves and cancels several at once, skipping what is not pending; the seed’s doors work without a user', async () => {
    const d = await createScoreDealer(t);
    const client = await scoreClient(t, d.username);
    const gains = [await earnScore(t, product, d), await earnScore(t, product, d), await earnScore(t, product, d), await earnScore(t, product, d)];
    const [g1, g2, g3, g4] = gains.map((g) => g.gainId!);
    expect((await client.approve([g1])).statusCode).toBe(200);
    // g1 already approved: skipped; g2, g3 approved; an id that is no transaction at all is skipped too.
    const res = await client.approve([g1, g2, g3, 2_000_000_000]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ count: 2, score: 14, balance: { approvedScore: 21, unapprovedScore: 7 } });
    // The seed's doors (no HTTP user): cancel g4's sale, reject, approve it at a chosen time.
    const userId = await userIdOf(d.username);
    expect(await cancelScores(t.database.db, d.resellerId, userId, [g1, g4])).toMatchObject({ count: 1, score: 7 });
    expect((await queue('cancelSaleReject', gains[3].saleId)).statusCode).toBe(200);
    const at = new Date('2026-03-10T22:30:00Z');
    expect(await approveScores(t.database.db, d.resellerId, [g4], at)).toMatchObject({ count: 1, score: 7, balance: { approvedScore: 28, unapprovedScore: 0 } });
    expect(await expectLedgerBalanced(t, d.resellerId)).toEqual({ approved: 28, unapproved: 0 });
    await expect(approveScores(t.database.db, d.resellerId, [g4])).rejects.toMatchObject({ status: 404 });

    // 'Bütün Puan İşlemleri': newest first, the Istanbul day of 'dd.mm.yyyy', the type.
    const all = await client.history();
    expect(all.statusCode, all.body).toBe(200);
    const content = all.json().content as ScoreTransaction[];
    expect(all.json().totalElements).toBe(4 + 4);
    // Newest first: the two approved together (ties newest id first), g4's back in March last.
    expect(content[0]).toMatchObject({ scoreTransactionType: 'SCORE_APPROVE', scoreTransactionTypeDisplay: 'Puan Onayı', transactionAmount: 7, productSaleId: gains[2].saleId });
    expect(content[1]).toMatchObject({ scoreTransactionType: 'SCORE_APPROVE', productSaleId: gains[1].saleId });
    expect(content.at(-1)).toMatchObject({ scoreTransactionType: 'SCORE_APPROVE', productSaleId: gains[3].saleId, createDateTime: at.toISOString(), latestApprovedScore: 28, latestUnapprovedScore: 0 });
    const times = content.map((r) => Date.parse(r.createDateTime));
    expect([...times].sort((x, y) => y - x)).toEqual(times);
    // 22:30 UTC on the 10th is 01:30 on the 11th in Istanbul.
    const day = (await client.history({ transactionDate: '11.03.2026' })).json();
    expect(day.content.map((r: ScoreTransaction) => r.id)).toEqual([content.at(-1)!.id]);
    expect((await client.history({ transactionDate: '10.03.2026' })).json().totalElements).toBe(0);
    expect((await client.history({ transactionDate: '11.03.2026', scoreTransactionType: 'SCORE_GAIN' })).json().totalElements).toBe(0);
    const gainsOnly = (await client.history({ scoreTransactionType: 'SCORE_GAIN' })).json();
    expect(gainsOnly.totalElements).toBe(4);
    expect(gainsOnly.content.every((r: ScoreTransaction) => r.scoreTransactionTypeDisplay === 'Puan Kazancı')).toBe(true);
    expect((await client.history({ scoreTransactionType: 'SCORE_APPROVE' }, 'size=10&page=0&sort=id,asc')).json().content.map((r: ScoreTransaction) => r.productSaleId)).toEqual(
      [gains[0], gains[1], gains[2], gains[3]].map((g) => g.saleId),
    );
    // An empty date is no filter.
    expect((await client.history({ transactionDate: '' })).json().totalElements).toBe(8);
  });

  it('pages the whole ledger by day at any depth, in both directions, and follows every new transaction', async () => {
    const d = await createScoreDealer(t);
    const client = await scoreClient(t, d.username);
    // 5 days of ledger (gains and approvals), written through the ledger's one way in.
    const write = (day: number, entries: ScoreEntry[]) =>
      inTransaction(t.database.db, async (tx) => {
        const start = (await lockBalances(tx, d.resellerId))!;
        await writeScores(tx, d.resellerId, start, entries, new Date(Date.UTC(2026, 5, day, 20, 59)), () => new Error('refused'));
      });
    for (let day = 1; day <= 5; day++) await write(day, [...Array.from({ length: 4 }, () => ({ type: 'SCORE_GAIN' as const, amount: 3, remainScore: 3 })), { type: 'SCORE_APPROVE', amount: 2 }]);
    const truth = async (order: 'asc' | 'desc', type?: string) =>
      (
        await rows<{ id: string }>(
          t,
          sql`select id from score_transactions where reseller_id = ${d.resellerId} ${type ? sql`and type = ${type}` : sql``} order by created_at ${sql.raw(order)}, id ${sql.raw(order)}`,
        )
      ).map((r) => Number(r.id));
    const pages = async (filter: object, sort: string) => {
      const ids: number[] = [];
      let total = -1;
      for (let p = 0; p < 4; p++) {
        const res = await client.history(filter, `size=10&page=${p}&sort=${sort}`);
        expect(res.statusCode, res.body).toBe(200);
        total = res.json().totalElements;
        ids.push(...res.json().content.map((r: ScoreTransaction) => r.id));
      }
      return { ids, total };
    };
    expect(await pages({}, 'createDateTime,desc')).toEqual({ ids: await truth('desc'), total: 25 });
    expect(await pages({}, 'createDateTime,asc')).toEqual({ ids: await truth('asc'), total: 25 });
    expect(await pages({ scoreTransactionType: 'SCORE_APPROVE' }, 'createDateTime,desc')).toEqual({ ids: await truth('desc', 'SCORE_APPROVE'), total: 5 });
    expect(await pages({ scoreTransactionType: 'SCORE_GAIN' }, 'id,asc')).toEqual({ ids: await truth('asc', 'SCORE_GAIN'), total: 20 });
    // 20:59 UTC on 1 June is 23:59 in Istanbul: still 01.06.2026.
    expect((await client.history({ transactionDate: '01.06.2026' })).json().totalElements).toBe(5);
    expect((await client.history({ transactionDate: '02.06.2026', scoreTransactionType: 'SCORE_APPROVE' })).json().totalElements).toBe(1);
    // A new transaction is counted at once (the kept counts follow the balance row).
    await write(9, [{ type: 'SCORE_GAIN', amount: 1, remainScore: 1 }]);
    const after = await pages({}, 'createDateTime,desc');
    expect(after).toEqual({ ids: await truth('desc'), total: 26 });
    expect((await client.history({ scoreTransactionType: 'SCORE_GAIN' })).json().totalElements).toBe(21);
    expect(await expectLedgerBalanced(t, d.resellerId)).toEqual({ approved: 10, unapproved: 51 });
  });

  it('refuses a bad date with the contract’s text and never answers bad input with a 5xx', async () => {
    for (const transactionDate of ['2026-03-11', '11.3.2026', '31.02.2026', '00.01.2026', '11.13.2026', '01.01.0000', 'x'.repeat(500)]) {
      const body = expectValidation(await page.history({ transactionDate }));
      expect(body.errors.map((e) => e.message)).toContain(SCORE_MSG.dateInvalid);
    }
    const bad: [string, unknown][] = [
      ['/transactions?size=30', { scoreTransactionType: 'NOPE' }],
      ['/transactions?size=31', {}],
      ['/transactions?sort=amount,desc', {}],
      ['/transactions?page=-1', {}],
      ['/waiting?size=16', {}],
      ['/waiting?sort=__proto__,asc', {}],
      ['/approve', { transactionsIdList: [] }],
      ['/approve', { transactionsIdList: [0] }],
      ['/approve', { transactionsIdList: [2 ** 31] }],
      ['/approve', { transactionsIdList: Array.from({ length: 101 }, (_, i) => i + 1) }],
      ['/approve', { transactionsIdList: ['1'] }],
      ['/cancel', {}],
      ['/cancel', { transactionsIdList: [1.5] }],
      ['/cancel', { transactionsIdList: null }],
    ];
    for (const [url, payload] of bad) {
      const res = await page.post(url, payload);
      expect(res.statusCode, `${url} ${JSON.stringify(payload)} ${res.body}`).toBe(400);
    }
    expect((await page.approve([])).body).toContain(SCORE_MSG.selectOne);
  });

  it('never lets a reseller see, approve or cancel another’s transactions', async () => {
    const other = await createScoreDealer(t);
    const otherPage = await scoreClient(t, other.username);
    const mine = await earnScore(t, product, dealer);
    const theirs = await earnScore(t, product, other);
    expect(await waitingIds(otherPage)).toEqual([theirs.gainId]);
    expect(await waitingIds()).not.toContain(theirs.gainId);
    const theirHistory = (await otherPage.history()).json().content as ScoreTransaction[];
    expect(theirHistory.map((r) => r.productSaleId)).toEqual([theirs.saleId]);
    expect(((await page.history({}, 'size=30')).json().content as ScoreTransaction[]).map((r) => r.productSaleId)).not.toContain(theirs.saleId);

    const before = await ledgerCount(other.resellerId);
    expectCoded(await page.approve([theirs.gainId!]), 404, ERROR_CODES.NOT_FOUND, SCORE_MSG.noneWaiting);
    expectCoded(await page.cancel([theirs.gainId!]), 404, ERROR_CODES.NOT_FOUND, SCORE_MSG.noneWaiting);
    expect(await ledgerCount(other.resellerId)).toBe(before);
    expect((await saleOf(theirs.saleId)).status).toBe('COMPLETED');
    // Mixed with its own: only its own is decided.
    const mixed = await page.approve([theirs.gainId!, mine.gainId!]);
    expect(mixed.json()).toMatchObject({ count: 1, score: 7 });
    expect(await saleScoreRows(t, theirs.saleId)).toEqual([{ type: 'SCORE_GAIN', transaction_amount: 7, remain_score: 7 }]);
    expect(await expectLedgerBalanced(t, other.resellerId)).toEqual({ approved: 0, unapproved: 7 });
    expect((await otherPage.score()).json()).toMatchObject({ resellerCode: other.code, approvedScore: 0, unapprovedScore: 7 });
  });

  it('opens the page to RESELLER_ADMIN only, and refuses a caller without a login reseller', async () => {
    const clerk = await scoreClient(t, (await createScoreDealer(t, 'RESELLER_USER', dealer.resellerId)).username);
    const ttg = await scoreClient(t, 'ttg_admin');
    for (const who of [clerk, ttg]) {
      for (const res of [await who.types(), await who.waiting(), await who.history(), await who.approve([1]), await who.cancel([1])]) {
        expectCoded(res, 403, ERROR_CODES.FORBIDDEN);
      }
    }
    // The balance is also the gift screens' (RESELLER_USER too); never an admin's.
    expect((await clerk.score()).json()).toMatchObject({ resellerCode: dealer.code });
    expectCoded(await ttg.score(), 403, ERROR_CODES.FORBIDDEN);

    // A dealer user that belongs to no reseller.
    await t.database.db.execute(
      sql`insert into users (username, password_hash, name, surname, roles) select 'puan_yalniz', password_hash, 'Puan', 'Yalnız', '{RESELLER_ADMIN}' from users where username = 'reseller_admin'`,
    );
    const alone = await scoreClient(t, 'puan_yalniz');
    for (const res of [await alone.score(), await alone.waiting(), await alone.history(), await alone.approve([1]), await alone.cancel([1])]) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().fields).toEqual([SCORE_MSG.noReseller]);
    }
  });
});
