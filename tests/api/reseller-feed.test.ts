import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { INGEST_MSG, type IngestRefusal } from '../../src/shared/contract/ingest.js';
import { seedServiceUser } from '../../src/server/db/seed/stock.js';
import { generatedResellers } from '../../src/server/db/seed/resellers.js';
import { dbKinds } from '../support/test-db.js';
import { bearer, loginAs, startTestApp, type TestApp } from '../support/test-app.js';
import { clientFor, sqlRows } from '../support/catalogue-fixtures.js';

/**
 * POST /api/ingest/resellers (issue 13): the operator's systems send the reseller tree; parents
 * may come in the same batch, a chain that returns to itself or an unknown parent refuses the
 * whole batch, a known code is updated. The demo's ≈ 2,000 resellers came through it.
 */
const URL = '/api/ingest/resellers';
let keyNo = 0;
const newKey = () => `res-test-${Date.now()}-${++keyNo}`;

describe.each(dbKinds())('reseller feed on %s', (kind) => {
  let t: TestApp;
  let serviceToken: string;

  const send = (rows: unknown[], token = serviceToken) =>
    t.app.inject({ method: 'POST', url: URL, headers: { ...bearer(token), 'idempotency-key': newKey() }, payload: { rows } });
  const reseller = async (code: string) =>
    (
      await sqlRows<{ name: string; parent: string | null; disty: string; active: boolean; approved_score: number; province: string | null }>(
        t,
        sql`select r.name, p.code as parent, d.code as disty, r.active, r.approved_score, r.province
            from resellers r left join resellers p on p.id = r.parent_id join disties d on d.id = r.disty_id where r.code = ${code}`,
      )
    )[0];
  const refusal = (res: Awaited<ReturnType<typeof send>>) => {
    expect(res.statusCode, res.body).toBe(422);
    return res.json().details as IngestRefusal;
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    await seedServiceUser(t.database.db);
    serviceToken = (await loginAs(t.app, 'web_service')).token;
  });
  afterAll(() => t?.close());

  it('the demo loaded a realistic tree of about 2,000 resellers through the feed', async () => {
    const [{ n, mains, orphans }] = await sqlRows<{ n: number; mains: number; orphans: number }>(
      t,
      sql`select count(*)::int as n, count(*) filter (where parent_id is null)::int as mains,
            count(*) filter (where parent_id is not null and not exists (select 1 from resellers p where p.id = resellers.parent_id))::int as orphans
          from resellers`,
    );
    expect(n).toBe(generatedResellers().length + 5);
    expect(n).toBeGreaterThanOrEqual(2000);
    expect(mains).toBeGreaterThan(100);
    expect(mains).toBeLessThan(300);
    expect(orphans).toBe(0);
    expect(await reseller('BY10002')).toMatchObject({ parent: 'BY10001', disty: 'DST001' });
  });

  it('writes a batch whose parents come in the same batch, in any order, and updates known codes', async () => {
    const res = await send([
      { code: 'FEED-C1', name: 'Çocuk Bir', parentCode: 'FEED-M1', distyCode: 'DST002', province: 'Samsun' },
      { code: 'FEED-M1', name: 'Ana Bayi', distyCode: 'DST002', approvedScore: 40 },
      { code: 'FEED-C2', name: 'Çocuk İki', parentCode: 'BY10001', distyCode: 'DST001', active: false },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ accepted: 3 });
    expect(await reseller('FEED-C1')).toMatchObject({ name: 'Çocuk Bir', parent: 'FEED-M1', disty: 'DST002', active: true, province: 'Samsun' });
    expect(await reseller('FEED-M1')).toMatchObject({ parent: null, approved_score: 40 });
    expect(await reseller('FEED-C2')).toMatchObject({ parent: 'BY10001', active: false });
    // A known code: fields replaced, moved under another parent.
    expect((await send([{ code: 'FEED-C1', name: 'Çocuk Bir Yeni', parentCode: 'BY10001', distyCode: 'DST001' }])).statusCode).toBe(200);
    expect(await reseller('FEED-C1')).toMatchObject({ name: 'Çocuk Bir Yeni', parent: 'BY10001', disty: 'DST001', province: null });
  });

  it("takes a new reseller's approved points as its opening ledger rows and never overwrites a known one's (issue 33)", async () => {
    const ledger = async (code: string) =>
      sqlRows<{ type: string; amount: number; approved: number; unapproved: number; sale: number | null }>(
        t,
        sql`select s.type, s.transaction_amount as amount, s.latest_approved_score as approved, s.latest_unapproved_score as unapproved, s.sale_id as sale
            from score_transactions s join resellers r on r.id = s.reseller_id where r.code = ${code} order by s.id`,
      );
    expect((await send([{ code: 'FEED-P1', name: 'Puanlı', distyCode: 'DST001', approvedScore: 70, unapprovedScore: 9 }])).statusCode).toBe(200);
    expect(await reseller('FEED-P1')).toMatchObject({ approved_score: 70 });
    expect(await ledger('FEED-P1')).toEqual([
      { type: 'SCORE_GAIN', amount: 70, approved: 0, unapproved: 70, sale: null },
      { type: 'SCORE_APPROVE', amount: 70, approved: 70, unapproved: 0, sale: null },
    ]);
    // A known code: its points are the ledger's, whatever the feed says now.
    expect((await send([{ code: 'FEED-P1', name: 'Puanlı Yeni', distyCode: 'DST001', approvedScore: 5, unapprovedScore: 500 }])).statusCode).toBe(200);
    const [row] = await sqlRows<{ name: string; approved: number; unapproved: number }>(t, sql`select name, approved_score as approved, unapproved_score as unapproved from resellers where code = 'FEED-P1'`);
    expect(row).toEqual({ name: 'Puanlı Yeni', approved: 70, unapproved: 0 });
    expect(await ledger('FEED-P1')).toHaveLength(2);
  });

  it('refuses the whole batch for an unknown parent or distributor, a repeated code, a bad e-mail or score', async () => {
    const details = refusal(
      await send([
        { code: 'BAD-1', name: 'Yetim', parentCode: 'NOBODY', distyCode: 'DST001' },
        { code: 'BAD-2', name: 'Dağıtıcısız', distyCode: 'DST999' },
        { code: 'BAD-3', name: 'Kendi Atası', parentCode: 'BAD-3', distyCode: 'DST001' },
        { code: 'BAD-4', name: 'İyi', distyCode: 'DST001', email: 'yok', approvedScore: -1 },
        { code: 'BAD-5', name: 'Bir', distyCode: 'DST001' },
        { code: 'BAD-5', name: 'İki', distyCode: 'DST001' },
      ]),
    );
    expect(details.errors).toEqual([
      { row: 1, field: 'parentCode', message: INGEST_MSG.unknownParent },
      { row: 2, field: 'distyCode', message: INGEST_MSG.unknownDisty },
      { row: 3, field: 'parentCode', message: INGEST_MSG.ownParent },
      { row: 4, field: 'email', message: INGEST_MSG.email },
      { row: 4, field: 'approvedScore', message: INGEST_MSG.score },
      { row: 6, field: 'code', message: `${INGEST_MSG.duplicateReseller} (5. satır ile aynı)` },
    ]);
    expect(await sqlRows(t, sql`select 1 from resellers where code like 'BAD-%'`)).toEqual([]);
  });

  it('refuses a chain that returns to itself, leaving the tree as it was', async () => {
    expect((await send([{ code: 'CYC-A', name: 'A', distyCode: 'DST001' }, { code: 'CYC-B', name: 'B', parentCode: 'CYC-A', distyCode: 'DST001' }])).statusCode).toBe(200);
    const details = refusal(await send([{ code: 'CYC-A', name: 'A', parentCode: 'CYC-B', distyCode: 'DST001' }]));
    expect(details.errors).toEqual([{ row: 1, field: 'parentCode', message: INGEST_MSG.parentCycle }]);
    expect(await reseller('CYC-A')).toMatchObject({ parent: null });
    expect(await reseller('CYC-B')).toMatchObject({ parent: 'CYC-A' });
  });

  it('only WEB_SERVICE may send', async () => {
    const admin = await clientFor(t, 'ttg_admin');
    expect((await admin.post(URL, { rows: [{ code: 'X', name: 'X', distyCode: 'DST001' }] })).statusCode).toBe(403);
  });
});
