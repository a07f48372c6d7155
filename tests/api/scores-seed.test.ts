import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GIFT_CAMPAIGN_KEY, GIFT_IMAGE_MAX_BYTES, GIFT_TRANSACTION_TYPES } from '../../src/shared/contract/gifts.js';
import { SCORE_TRANSACTION_TYPES, type ScoreTransactionType } from '../../src/shared/contract/scores.js';
import { DEMO_GIFTS } from '../../src/server/db/seed/gifts.js';
import { seedScores } from '../../src/server/db/seed/scores.js';
import { fileImageStore } from '../../src/server/lib/image-store.js';
import { detectImageType } from '../../src/server/lib/file-types.js';
import { applyScore, type Balances, replayScores } from '../../src/server/scores/ledger/score-balance.js';
import { rows } from '../support/api-helpers.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { dbKinds } from '../support/test-db.js';

/**
 * The demo scores and gifts (seed/scores.ts, seed/gifts.ts, issue 33) as the template holds them:
 * every reseller's balances are its ledger's replay and every transaction carries the balances after
 * it, never below zero; the demo dealer BY10001 has every kind of transaction, pending gains, gift
 * requests in each state and points left to ask for a gift; 30 gifts with real pictures; requests of
 * many dealers in every state, each with its spend (and a rejection's refund); the campaign runs.
 */
interface LedgerRow {
  id: number;
  reseller_id: number;
  type: ScoreTransactionType;
  transaction_amount: number;
  latest_approved_score: number;
  latest_unapproved_score: number;
}

describe.each(dbKinds())('demo scores and gifts on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t?.close());

  it('keeps every reseller’s balances equal to the replay of its ledger, each row the balances after it, never below zero', async () => {
    const ledger = await rows<LedgerRow>(
      t,
      sql`select id::int as id, reseller_id, type, transaction_amount, latest_approved_score, latest_unapproved_score
          from score_transactions order by reseller_id, created_at, id`,
    );
    const balances = new Map(
      (await rows<{ id: number; approved_score: number; unapproved_score: number }>(t, sql`select id, approved_score, unapproved_score from resellers`)).map((r) => [
        r.id,
        { approved: r.approved_score, unapproved: r.unapproved_score },
      ]),
    );
    const byReseller = new Map<number, LedgerRow[]>();
    for (const r of ledger) byReseller.set(r.reseller_id, [...(byReseller.get(r.reseller_id) ?? []), r]);
    expect(byReseller.size).toBeGreaterThan(100);
    const wrongRows: number[] = [];
    const wrongResellers: number[] = [];
    for (const [resellerId, own] of byReseller) {
      let b: Balances = { approved: 0, unapproved: 0 };
      for (const r of own) {
        const next = applyScore(r.type, r.transaction_amount, b);
        // A transaction its balances could not carry, or balances that are not what it recorded.
        if (!next || next.approved !== r.latest_approved_score || next.unapproved !== r.latest_unapproved_score) wrongRows.push(r.id);
        b = next ?? b;
      }
      expect(replayScores(own.map((r) => ({ type: r.type, amount: r.transaction_amount })))).toEqual(b);
      if (JSON.stringify(balances.get(resellerId)) !== JSON.stringify(b)) wrongResellers.push(resellerId);
    }
    expect(wrongRows).toEqual([]);
    expect(wrongResellers).toEqual([]);
    // A reseller without transactions holds nothing; nobody is below zero.
    const [rest] = await rows<{ idle: number; negative: number }>(
      t,
      sql`select count(*) filter (where (approved_score <> 0 or unapproved_score <> 0) and not exists (select 1 from score_transactions s where s.reseller_id = r.id))::int as idle,
            count(*) filter (where approved_score < 0 or unapproved_score < 0)::int as negative
          from resellers r`,
    );
    expect(rest).toEqual({ idle: 0, negative: 0 });
  });

  it("keeps the history's day counts (score_days, by triggers) equal to the ledger's, dated-back opening rows included", async () => {
    const diff = await rows<{ n: number }>(
      t,
      sql`select count(*)::int as n from (
            select reseller_id, istanbul_day(created_at) as day, type, count(*)::int as n from score_transactions group by 1, 2, 3
            except select reseller_id, day, type, n from score_days where n > 0) x`,
    );
    const extra = await rows<{ n: number }>(
      t,
      sql`select count(*)::int as n from score_days d where d.n <> (select count(*) from score_transactions s
            where s.reseller_id = d.reseller_id and istanbul_day(s.created_at) = d.day and s.type = d.type)`,
    );
    expect(diff[0].n).toBe(0);
    expect(extra[0].n).toBe(0);
  });

  it('gives the demo dealer every kind of transaction, pending gains, requests in each state and points left for a gift', async () => {
    const kinds = await rows<{ type: string }>(
      t,
      sql`select distinct s.type from score_transactions s join resellers r on r.id = s.reseller_id where r.code = 'BY10001' order by 1`,
    );
    // Every kind but APPROVED_SCORE_CANCEL always: that one needs a sale of the dealer whose units may go
    // back to its stock, which the tests' small ledger (6,000 units) does not always leave it at every
    // hour (the score-page tests write one through the sales area's cancel).
    expect(kinds.map((k) => k.type)).toEqual(expect.arrayContaining(SCORE_TRANSACTION_TYPES.filter((k) => k !== 'APPROVED_SCORE_CANCEL')));
    const [dealer] = await rows<{ pending: number; queued: number; approved: number; cheapest: number }>(
      t,
      sql`select (select count(*)::int from score_transactions g join sales s on s.id = g.sale_id
                  where g.reseller_id = r.id and g.type = 'SCORE_GAIN' and g.remain_score > 0 and s.status = 'COMPLETED') as pending,
            (select count(*)::int from sales s where s.reseller_id = r.id and s.status = 'SALE_CANCEL_APPROVAL') as queued,
            r.approved_score as approved, (select min(gift_score) from gifts where status = 1) as cheapest
          from resellers r where r.code = 'BY10001'`,
    );
    expect(dealer.pending).toBeGreaterThanOrEqual(2);
    expect(dealer.queued).toBeGreaterThanOrEqual(1);
    expect(dealer.approved).toBeGreaterThanOrEqual(2 * dealer.cheapest);
    const states = await rows<{ status: string }>(
      t,
      sql`select distinct t.status from gift_transactions t join resellers r on r.id = t.reseller_id where r.code = 'BY10001' order by 1`,
    );
    expect(states.map((s) => s.status)).toEqual([...GIFT_TRANSACTION_TYPES].sort());
  });

  it('has 30 gifts, four passive, each with 1–3 real pictures under the size limit', async () => {
    const gifts = await rows<{ name: string; status: number; images: string[] }>(
      t,
      sql`select g.name, g.status, coalesce(array_agg(i.image_key order by i.id) filter (where i.id is not null), '{}') as images
          from gifts g left join gift_images i on i.gift_id = g.id group by g.id order by g.id`,
    );
    expect(gifts.map((g) => g.name)).toEqual(DEMO_GIFTS.map((g) => g.name));
    expect(gifts.filter((g) => Number(g.status) === 0)).toHaveLength(4);
    const store = fileImageStore(join(t.config.dataDir, 'images'));
    for (const g of gifts) {
      expect(g.images.length, g.name).toBeGreaterThanOrEqual(1);
      expect(g.images.length, g.name).toBeLessThanOrEqual(3);
      for (const key of g.images) {
        const image = await store.get(key);
        expect(image?.type, key).toBe('image/png');
        expect(detectImageType(image!.data)).toBe('image/png');
        expect(image!.data.length).toBeLessThan(GIFT_IMAGE_MAX_BYTES);
      }
    }
  });

  it('has a few hundred requests of many dealers in every state, each with its spend and a rejection’s refund, and a running campaign', async () => {
    const [req] = await rows<{ n: number; dealers: number; waiting: number; approved: number; rejected: number; broken: number; future: number }>(
      t,
      sql`select count(*)::int as n, count(distinct t.reseller_id)::int as dealers,
            count(*) filter (where t.status = 'WAITING_FOR_RESPONSE')::int as waiting,
            count(*) filter (where t.status = 'APPROVED_TO_REQUEST')::int as approved,
            count(*) filter (where t.status = 'REJECTED_TO_REQUEST')::int as rejected,
            count(*) filter (where sp.id is null or sp.type <> 'SCORE_SPEND' or sp.transaction_amount <> t.score or sp.reseller_id <> t.reseller_id
              or (t.status = 'REJECTED_TO_REQUEST') <> (rf.id is not null) or (rf.id is not null and (rf.type <> 'SCORE_REFUND' or rf.transaction_amount <> t.score))
              or (t.status = 'WAITING_FOR_RESPONSE') <> (t.decided_at is null) or t.decided_at < t.created_at
              or not exists (select 1 from users u where u.id = t.requested_by))::int as broken,
            count(*) filter (where t.created_at > now() or t.decided_at > now())::int as future
          from gift_transactions t left join score_transactions sp on sp.id = t.spend_transaction_id left join score_transactions rf on rf.id = t.refund_transaction_id`,
    );
    expect(req.n).toBeGreaterThan(150);
    expect(req.dealers).toBeGreaterThan(50);
    expect(req.waiting * req.approved * req.rejected).toBeGreaterThan(0);
    expect(req).toMatchObject({ broken: 0, future: 0 });
    const [param] = await rows<{ value: string }>(t, sql`select value from parameters where key = ${GIFT_CAMPAIGN_KEY} and reseller_code is null`);
    expect(param.value).toBe('1');
  });

  it('runs once: a second call leaves the seeded data alone', async () => {
    const count = async () => (await rows<{ n: number }>(t, sql`select count(*)::int as n from score_transactions`))[0].n;
    const before = await count();
    expect(await seedScores(t.database.db, fileImageStore(join(t.config.dataDir, 'images')))).toBeNull();
    expect(await count()).toBe(before);
  });
});
