import { sql } from 'drizzle-orm';
import * as XLSX from 'xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Gift, GIFT_FILES, GIFT_MSG, GIFT_TRANSACTION_LABELS, type GiftTransaction } from '../../src/shared/contract/gifts.js';
import { ERROR_CODES } from '../../src/shared/errors.js';
import { defaultConfig, expectCoded, expectValidation, rows } from '../support/api-helpers.js';
import {
  balancesOf,
  createGift,
  expectBusiness,
  expectLedgerMatches,
  type GiftClient,
  giftClient,
  giftPng,
  giveScore,
  imageFile,
  freshReseller,
  ledgerOf,
  newKey,
  setCampaign,
} from '../support/gift-fixtures.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { dbKinds } from '../support/test-db.js';

/**
 * Gift requests and their approval (issue 33; spec 3 §2.11, §4; contract gifts.ts): a request spends
 * the gift's score from the login reseller's approved balance at once (SCORE_SPEND through the
 * ledger, under the reseller row's lock), only while the campaign runs; approval keeps the spend,
 * rejection refunds it once; each dealer sees only its own requests and totals.
 */
describe.each(dbKinds())('gift requests on %s', (kind) => {
  let t: TestApp;
  let admin: GiftClient;
  let supplier: GiftClient;
  /** Fresh resellers (no ledger before the test) and their admins. */
  const r = { a: 0, b: 0, race: 0, decide: 0 };
  const c = {} as Record<keyof typeof r, GiftClient>;
  let distyCode: string;
  let cheap: Gift; // 150 points
  let mid: Gift; // 300 points, with an image
  let passive: Gift;

  const requestCount = async () => (await rows<{ n: number }>(t, sql`select count(*)::int as n from gift_transactions`))[0].n;
  const ok = (res: Awaited<ReturnType<GiftClient['buy']>>) => {
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as GiftTransaction;
  };

  beforeAll(async () => {
    t = await startTestApp(kind, { loginLimit: { ...defaultConfig().loginLimit, perUser: 1e9, perIp: 1e9 } });
    admin = await giftClient(t, 'ttg_admin');
    supplier = await giftClient(t, 'supply_admin');
    for (const [i, k] of (['a', 'b', 'race', 'decide'] as const).entries()) {
      r[k] = await freshReseller(t, `GF1000${i + 1}`, `gf_${k}_admin`, `53599911${i}0`);
      c[k] = await giftClient(t, `gf_${k}_admin`);
    }
    distyCode = (await rows<{ code: string }>(t, sql`select d.code from resellers r join disties d on d.id = r.disty_id where r.code = 'GF10001'`))[0].code;
    cheap = await createGift(admin, 'Fixture Talep Termos', 150);
    mid = await createGift(admin, 'Fixture Talep Kulaklık', 300, [imageFile(giftPng())]);
    passive = await createGift(admin, 'Fixture Talep Pasif', 10);
    expect((await admin.post('/gift/passivate', { id: passive.id })).statusCode).toBe(200);
    await setCampaign(t, true);
  });
  afterAll(() => t?.close());

  it('spends the gift’s score at once: a waiting request, a SCORE_SPEND with the balances after it', async () => {
    await giveScore(t, r.a, 1000, 40);
    const tx = ok(await c.a.buy(mid.id));
    expect(tx).toEqual({
      id: expect.any(Number),
      gift: { id: mid.id, name: 'Fixture Talep Kulaklık', giftScore: 300, images: mid.images },
      score: 300,
      reseller: { id: r.a, code: 'GF10001', name: 'Fixture Bayi GF10001', approvedScore: 700, unapprovedScore: 40 },
      requester: { name: 'Test', surname: 'gf_a_admin' },
      giftTransactionType: 'WAITING_FOR_RESPONSE',
      giftTransactionTypeDisplay: GIFT_TRANSACTION_LABELS.WAITING_FOR_RESPONSE,
      requestDate: expect.any(String),
      decidedDate: null,
      distyCode,
    } satisfies GiftTransaction);
    expect(await balancesOf(t, r.a)).toEqual({ approved: 700, unapproved: 40 });
    const ledger = await expectLedgerMatches(t, r.a);
    const spend = ledger.at(-1)!;
    expect(spend).toMatchObject({ type: 'SCORE_SPEND', transaction_amount: 300, latest_approved_score: 700, latest_unapproved_score: 40 });
    const [stored] = await rows<{ spend_transaction_id: string | number; disty_id: number; requested_by: number; status: string }>(
      t,
      sql`select spend_transaction_id, disty_id, requested_by, status from gift_transactions where id = ${tx.id}`,
    );
    expect(Number(stored.spend_transaction_id)).toBe(Number(spend.id));
    expect(stored.status).toBe('WAITING_FOR_RESPONSE');
    // The campaign screen shows the balances after it.
    expect((await c.a.get('/gift/campaign')).json()).toEqual({ running: true, score: { resellerCode: 'GF10001', resellerName: 'Fixture Bayi GF10001', approvedScore: 700, unapprovedScore: 40 } });
  });

  it('refuses a short balance, an ended campaign, a passive or unknown gift and bad ids — nothing written', async () => {
    await giveScore(t, r.b, 200);
    const before = { requests: await requestCount(), ledger: (await ledgerOf(t, r.b)).length };
    // 300 over 200 approved (the unapproved points do not count).
    await giveScore(t, r.b, 0, 500);
    before.ledger = (await ledgerOf(t, r.b)).length;
    expectBusiness(await c.b.buy(mid.id), GIFT_MSG.notEnoughScore);
    expectBusiness(await c.b.buy(passive.id), GIFT_MSG.giftPassive);
    expectCoded(await c.b.buy(999999999), 404, ERROR_CODES.NOT_FOUND, GIFT_MSG.notFound);
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) expectValidation(await c.b.buy(bad));
    await setCampaign(t, false);
    try {
      expectBusiness(await c.b.buy(cheap.id), GIFT_MSG.campaignEnded);
      expect((await c.b.get('/gift/campaign')).json()).toMatchObject({ running: false });
      expect(GIFT_MSG.campaignEnded).toBe('Kampanya Sona Ermiştir');
    } finally {
      await setCampaign(t, true);
    }
    // Not a dealer's admin or supplier.
    expect((await admin.buy(cheap.id)).statusCode).toBe(403);
    expect((await supplier.buy(cheap.id)).statusCode).toBe(403);
    expect(await requestCount()).toBe(before.requests);
    expect((await ledgerOf(t, r.b)).length).toBe(before.ledger);
    expect(await balancesOf(t, r.b)).toEqual({ approved: 200, unapproved: 500 });
    // Within the balance it goes.
    expect(ok(await c.b.buy(cheap.id)).reseller.approvedScore).toBe(50);
    await expectLedgerMatches(t, r.b);
  });

  it('answers a replay with the same Idempotency-Key with the first request: one request, one spend', async () => {
    await giveScore(t, r.a, 500);
    const balance = await balancesOf(t, r.a);
    const requests = await requestCount();
    const key = newKey();
    const first = ok(await c.a.buy(cheap.id, key));
    const [again, parallel] = await Promise.all([c.a.buy(cheap.id, key), c.a.buy(cheap.id, key)]);
    expect(ok(again).id).toBe(first.id);
    expect(ok(parallel).id).toBe(first.id);
    expect(await requestCount()).toBe(requests + 1);
    expect(await balancesOf(t, r.a)).toEqual({ approved: balance.approved - 150, unapproved: balance.unapproved });
    // The same key for another gift is another request: refused.
    expect((await c.a.buy(mid.id, key)).statusCode).toBe(422);
    await expectLedgerMatches(t, r.a);
  });

  it('of 20 parallel requests over a balance covering 6, exactly 6 succeed; the balance never goes below zero and equals the ledger', async () => {
    await giveScore(t, r.race, 6 * 150 + 100);
    const answers = await Promise.all(Array.from({ length: 20 }, () => c.race.buy(cheap.id)));
    const won = answers.filter((a) => a.statusCode === 200);
    expect(won).toHaveLength(6);
    for (const a of answers.filter((x) => x.statusCode !== 200)) expectBusiness(a, GIFT_MSG.notEnoughScore);
    expect(await balancesOf(t, r.race)).toEqual({ approved: 100, unapproved: 0 });
    const ledger = await expectLedgerMatches(t, r.race);
    expect(ledger.filter((l) => l.type === 'SCORE_SPEND')).toHaveLength(6);
    expect(ledger.every((l) => l.latest_approved_score >= 0 && l.latest_unapproved_score >= 0)).toBe(true);
    const [n] = await rows<{ n: number }>(t, sql`select count(*)::int as n from gift_transactions where reseller_id = ${r.race}`);
    expect(n.n).toBe(6);
  });

  it('approval keeps the spend; rejection refunds once; a request is decided once, also when two decisions race', async () => {
    await giveScore(t, r.decide, 3000);
    const ids = [];
    for (let i = 0; i < 4; i++) ids.push(ok(await c.decide.buy(mid.id)).id);
    expect(await balancesOf(t, r.decide)).toEqual({ approved: 1800, unapproved: 0 });

    const approved = await admin.decide(ids[0], true);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ id: ids[0], giftTransactionType: 'APPROVED_TO_REQUEST', giftTransactionTypeDisplay: 'Onaylandı', decidedDate: expect.any(String), reseller: { approvedScore: 1800 } });
    expect(await balancesOf(t, r.decide)).toEqual({ approved: 1800, unapproved: 0 });

    const rejected = await admin.decide(ids[1], false);
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({ giftTransactionType: 'REJECTED_TO_REQUEST', giftTransactionTypeDisplay: 'Reddedildi', reseller: { approvedScore: 2100 } });
    const refund = (await ledgerOf(t, r.decide)).at(-1)!;
    expect(refund).toMatchObject({ type: 'SCORE_REFUND', transaction_amount: 300, latest_approved_score: 2100 });
    const [stored] = await rows<{ refund_transaction_id: string | number }>(t, sql`select refund_transaction_id from gift_transactions where id = ${ids[1]}`);
    expect(Number(stored.refund_transaction_id)).toBe(Number(refund.id));
    for (const [id, approve] of [[ids[0], false], [ids[1], false], [ids[1], true]] as const) expectBusiness(await admin.decide(id, approve), GIFT_MSG.decided);

    // Two rejects at once: one refund.
    const twice = await Promise.all([admin.decide(ids[2], false), admin.decide(ids[2], false)]);
    expect(twice.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    expectBusiness(twice.find((a) => a.statusCode === 400)!, GIFT_MSG.decided);
    // An approval and a rejection at once: one wins.
    const [yes, no] = await Promise.all([admin.decide(ids[3], true), admin.decide(ids[3], false)]);
    expect([yes.statusCode, no.statusCode].sort()).toEqual([200, 400]);
    const rejectWon = no.statusCode === 200;
    const refunds = (await ledgerOf(t, r.decide)).filter((l) => l.type === 'SCORE_REFUND');
    expect(refunds).toHaveLength(rejectWon ? 3 : 2);
    expect(await balancesOf(t, r.decide)).toEqual({ approved: 1800 + 600 + (rejectWon ? 300 : 0), unapproved: 0 });
    await expectLedgerMatches(t, r.decide);

    expectCoded(await admin.decide(999999999, true), 404, ERROR_CODES.NOT_FOUND, GIFT_MSG.noTransaction);
    expectValidation(await admin.post('/giftTransaction/decide', { id: ids[0], approve: 'evet' }));
    expectValidation(await admin.post('/giftTransaction/decide', { id: -1, approve: true }));
    expect((await c.decide.decide(ids[0], true)).statusCode).toBe(403);
  });

  it('lists every request for the admin (type, reseller, gift name; newest first; exported) and only its own for a dealer, with its totals', async () => {
    await giveScore(t, r.b, 2000);
    const mine = [ok(await c.b.buy(mid.id)), ok(await c.b.buy(cheap.id)), ok(await c.b.buy(mid.id))];
    const theirs = ok(await c.a.buy(mid.id));
    expect((await admin.decide(mine[0].id, true)).statusCode).toBe(200);
    expect((await admin.decide(mine[1].id, false)).statusCode).toBe(200);
    const stored = await rows<{ id: number; gift_id: number }>(t, sql`select id, gift_id from gift_transactions where reseller_id = ${r.b} order by id`);
    const all = stored.map((x) => x.id);
    const gifts = new Map(stored.map((x) => [x.id, x.gift_id]));
    for (const [i, id] of all.entries()) await t.database.db.execute(sql`update gift_transactions set created_at = now() + ${`${i} seconds`}::interval where id = ${id}`);
    const idsOf = (res: Awaited<ReturnType<GiftClient['list']>>) => {
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().content as GiftTransaction[]).map((x) => x.id);
    };

    const newest = [...all].reverse();
    expect(idsOf(await admin.list('/giftTransaction/search', { resellerCode: 'gf10002' }))).toEqual(newest);
    expect(idsOf(await admin.list('/giftTransaction/search', { resellerCode: 'GF10002' }, 'size=30&sort=createDateTime,asc'))).toEqual(all);
    expect(idsOf(await admin.list('/giftTransaction/search', { resellerCode: 'GF10002', giftTransactionType: 'APPROVED_TO_REQUEST' }))).toEqual([mine[0].id]);
    const cheapOnes = newest.filter((id) => gifts.get(id) === cheap.id);
    expect(cheapOnes).toContain(mine[1].id);
    expect(idsOf(await admin.list('/giftTransaction/search', { resellerCode: 'GF10002', giftName: 'talep termos' }))).toEqual(cheapOnes);
    expect(idsOf(await admin.list('/giftTransaction/search', { resellerCode: 'NOPE' }))).toEqual([]);
    const page = await admin.list('/giftTransaction/search', { resellerCode: 'GF10002' }, 'page=1&size=2');
    expect(idsOf(page)).toEqual(newest.slice(2, 4));
    expect(page.json().totalElements).toBe(all.length);
    expect(idsOf(await admin.list('/giftTransaction/search', { resellerCode: 'GF10001', giftName: 'Kulaklık' }))).toContain(theirs.id);
    expectValidation(await admin.list('/giftTransaction/search', { giftTransactionType: 'SILINDI' }));

    const file = await admin.post('/giftTransaction/findAll', { resellerCode: 'GF10002', giftTransactionType: 'WAITING_FOR_RESPONSE' });
    expect(file.statusCode, file.body.slice(0, 200)).toBe(200);
    expect(String(file.headers['content-disposition'])).toContain(`filename*=UTF-8''${encodeURIComponent(GIFT_FILES.transactions)}`);
    const book = XLSX.read(file.rawPayload, { type: 'buffer' });
    const sheet = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]], { header: 1, raw: true, defval: null });
    expect(sheet[0]).toEqual(['Hediye Adı', 'Bayi Kodu', 'Bayi Adı', 'Talep Eden', 'Onay Durumu', 'Hediye Puanı', 'Bayi Onaysız Puan', 'Bayi Onaylı Puan', 'Talep Tarihi', 'Distribütör']);
    const balance = await balancesOf(t, r.b);
    expect(sheet[1]).toEqual(['Fixture Talep Kulaklık', 'GF10002', 'Fixture Bayi GF10002', 'Test gf_b_admin', 'Onay Bekliyor', 300, balance.unapproved, balance.approved, expect.anything(), distyCode]);
    expect(sheet.slice(1).every((row) => row[4] === 'Onay Bekliyor')).toBe(true);

    // The dealer's own, never another's; its totals.
    const ownIds = idsOf(await c.b.list('/giftTransaction/mine'));
    expect(ownIds).toEqual(newest);
    expect(idsOf(await c.b.list('/giftTransaction/mine', { giftTransactionType: 'REJECTED_TO_REQUEST' }))).toEqual([mine[1].id]);
    expect(idsOf(await c.a.list('/giftTransaction/mine'))).toContain(theirs.id);
    expect(idsOf(await c.a.list('/giftTransaction/mine')).some((id) => all.includes(id))).toBe(false);
    const [sums] = await rows<{ approved: number; waiting: number }>(
      t,
      sql`select coalesce(sum(score) filter (where status = 'APPROVED_TO_REQUEST'), 0)::int as approved, coalesce(sum(score) filter (where status = 'WAITING_FOR_RESPONSE'), 0)::int as waiting
          from gift_transactions where reseller_id = ${r.b}`,
    );
    const totals = await c.b.get('/giftTransaction/mine/totals');
    expect(totals.statusCode, totals.body).toBe(200);
    expect(totals.json()).toEqual({ approvedSpent: sums.approved, waiting: sums.waiting });
    expect(sums.approved).toBe(300);
    expect((await c.race.get('/giftTransaction/mine/totals')).json()).toEqual({ approvedSpent: 0, waiting: 900 });

    const types = await c.b.get('/giftTransaction/types');
    expect(types.json()).toEqual([
      { key: 'WAITING_FOR_RESPONSE', value: 'Onay Bekliyor' },
      { key: 'APPROVED_TO_REQUEST', value: 'Onaylandı' },
      { key: 'REJECTED_TO_REQUEST', value: 'Reddedildi' },
    ]);
    expect((await admin.get('/giftTransaction/types')).statusCode).toBe(200);

    // Roles: the admin's lists are not a dealer's, a dealer's are not the admin's or a supplier's.
    expect((await c.b.list('/giftTransaction/search')).statusCode).toBe(403);
    expect((await c.b.post('/giftTransaction/findAll', {})).statusCode).toBe(403);
    expect((await admin.list('/giftTransaction/mine')).statusCode).toBe(403);
    expect((await admin.get('/giftTransaction/mine/totals')).statusCode).toBe(403);
    expect((await supplier.get('/giftTransaction/types')).statusCode).toBe(403);
    expect((await supplier.list('/giftTransaction/mine')).statusCode).toBe(403);
  });
});
