import { sql } from 'drizzle-orm';
import * as XLSX from 'xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCode, parseCode } from '../../src/shared/campaign-code.js';
import { BATCH_MSG, type CodeRow, type CodeSummary, type LowStockRow, type Title } from '../../src/shared/contract/code-batches.js';
import { distribute, KEY_MSG } from '../../src/shared/distribution-key.js';
import type { Page } from '../../src/shared/paging.js';
import { generateBatchCodes } from '../../src/server/campaigns/batches/code-generation.js';
import { insertBatch } from '../../src/server/campaigns/batches/batch-repo.js';
import { SERIALS } from '../../src/server/campaigns/batches/code-tables.js';
import { type Db, inTransaction, queryRows } from '../../src/server/db/sql.js';
import { type Client, clientFor, json, sqlRows } from '../support/catalogue-fixtures.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { dbKinds } from '../support/test-db.js';

/** Serial and password batches (spec 1 §4, §5, §8, §9; spec 2 §5; issue 14) on both databases. */
describe.each(dbKinds())('serial and password batches on %s', (kind) => {
  let t: TestApp;
  let admin: Client;
  let campaigns: { id: number; amount: number; voucher_code: string }[];
  let resellers: string[];

  const S = '/api/accessoryCampaignSerial';
  const P = '/api/accessoryCampaignPass';

  const serialBody = (counts: { campaignId: number; unit: number }[], key: { bayiKodu: string; yuzde: number }[], withNumbers = true) => {
    const rows = distribute(
      counts.map((c) => ({ ...c, amount: 0 })),
      key,
    );
    return {
      accessoryCampaignParams: JSON.stringify({ counts, key }),
      accessoryCampaignNumbers: withNumbers ? rows.flatMap((r) => r.sayilar.map((s) => ({ resellerCode: r.bayiKodu, accessoryCampaignId: s.id, unit: s.unit }))) : [],
    };
  };

  async function waitDone(base: string, id: number): Promise<Title> {
    for (let i = 0; i < 600; i++) {
      const title = json<Title>(await admin.get(`${base}/title/${id}`));
      if (title.titleStatus !== 'CONTINUING') return title;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('batch did not finish');
  }

  async function createSerials(counts: { campaignId: number; unit: number }[], key: { bayiKodu: string; yuzde: number }[]) {
    const res = await admin.post(`${S}/create`, serialBody(counts, key));
    expect(res.statusCode, res.body).toBe(200);
    const created = json<Title>(res);
    expect(created.titleStatus).toBe('CONTINUING');
    return waitDone(S, created.id);
  }

  /** Every code of the batch sits in its line's run of ids, with the line's owner and campaign, each id once. */
  const placesOf = async (db: Db, batchId: number) => {
    const [row] = await queryRows<{ n: number; placed: number; ids: number; top: number }>(
      db,
      sql`select (select count(*)::int from campaign_serials where batch_id = ${batchId}) as n,
            (select count(distinct s.id)::int from code_batch_lines l join campaign_serials s
               on s.id between (l.batch_id::bigint << 32) + l.seq_from and (l.batch_id::bigint << 32) + l.seq_from + l.unit - 1
             where l.batch_id = ${batchId} and s.batch_id = l.batch_id and s.reseller_id = l.owner_id and s.campaign_id = l.campaign_id) as placed,
            (select count(distinct id)::int from campaign_serials where batch_id = ${batchId}) as ids,
            (select max(id - (${batchId}::bigint << 32))::int from campaign_serials where batch_id = ${batchId}) as top`,
    );
    return row;
  };

  const codesOf = async (filter: Record<string, unknown>, size = 30, page = 0) => json<Page<CodeRow>>(await admin.post(`${S}/codes?size=${size}&page=${page}`, filter));

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await clientFor(t, 'ttg_admin');
    campaigns = await sqlRows(t, sql`select id, amount::float8 as amount, voucher_code from accessory_campaigns where status = 1 order by id limit 3`);
    resellers = (await sqlRows<{ code: string }>(t, sql`select code from resellers order by code limit 6`)).map((r) => r.code);
  });
  afterAll(() => t.close());

  it('splits the counts by the key exactly (whole parts, zeros dropped) and makes every code once', async () => {
    const [a, b, c] = resellers;
    const counts = [
      { campaignId: campaigns[0].id, unit: 1000 },
      { campaignId: campaigns[1].id, unit: 7 },
    ];
    const title = await createSerials(counts, [
      { bayiKodu: a, yuzde: 33.3 },
      { bayiKodu: b, yuzde: 14.3 },
      { bayiKodu: c, yuzde: 0.05 },
    ]);
    expect(title).toMatchObject({ titleStatus: 'COMPLETED', titleStatusDisplay: 'Tamamlandı', totalCount: 479, createdCount: 479, progress: 479, isActivated: false, userName: expect.stringMatching(/\S/) });
    const per = await sqlRows<{ code: string; campaign_id: number; n: number }>(
      t,
      sql`select r.code, s.campaign_id, count(*)::int as n from campaign_serials s join resellers r on r.id = s.reseller_id where s.batch_id = ${title.id} group by 1, 2 order by 1, 2`,
    );
    expect(per).toEqual([
      { code: a, campaign_id: campaigns[0].id, n: 333 },
      { code: a, campaign_id: campaigns[1].id, n: 2 },
      { code: b, campaign_id: campaigns[0].id, n: 143 },
      { code: b, campaign_id: campaigns[1].id, n: 1 },
    ]);
    expect(await placesOf(t.database.db, title.id)).toEqual({ n: 479, placed: 479, ids: 479, top: 479 });
    // Codes read back through their text, check character and all.
    const page = await codesOf({ titleId: title.id }, 10);
    expect(page.totalElements).toBe(479);
    expect(page.content).toHaveLength(10);
    for (const row of page.content) expect(parseCode(row.value)).not.toBeNull();
    expect(page.content[0]).toMatchObject({ titleId: title.id, usageStatusDisplay: 'Kullanılmadı', isActivated: false });
  });

  it('allows a percent sum of exactly 100.0001 and refuses one just above, and a total of zero', async () => {
    const [a, b] = resellers;
    const counts = [{ campaignId: campaigns[0].id, unit: 10 }];
    const ok = await admin.post(`${S}/create`, serialBody(counts, [{ bayiKodu: a, yuzde: 50 }, { bayiKodu: b, yuzde: 50.0001 }]));
    expect(ok.statusCode, ok.body).toBe(200);
    await waitDone(S, json<Title>(ok).id);
    const over = await admin.post(`${S}/create`, serialBody(counts, [{ bayiKodu: a, yuzde: 50 }, { bayiKodu: b, yuzde: 50.000101 }], false));
    expect(over.statusCode).toBe(400);
    expect(over.json().fields).toEqual([KEY_MSG.sumTooHigh]);
    const zero = await admin.post(`${S}/create`, serialBody([{ campaignId: campaigns[0].id, unit: 0 }], [{ bayiKodu: a, yuzde: 50 }], false));
    expect(zero.json().fields).toEqual([BATCH_MSG.serial.totalZero]);
    const pass0 = await admin.post(`${P}/create`, { rows: [{ ttCrmId: 1, accessoryCampaignId: campaigns[0].id, unit: 0 }] });
    expect(pass0.json().fields).toEqual([BATCH_MSG.pass.totalZero]);
  });

  it('refuses a key naming an unknown reseller, or numbers that differ from the key, writing nothing', async () => {
    const before = await sqlRows<{ n: number }>(t, sql`select count(*)::int as n from code_batches`);
    const unknown = await admin.post(`${S}/create`, serialBody([{ campaignId: campaigns[0].id, unit: 100 }], [{ bayiKodu: resellers[0], yuzde: 10 }, { bayiKodu: 'YOK-BAYI', yuzde: 10 }]));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual([BATCH_MSG.unknownResellers(['YOK-BAYI'])]);
    const body = serialBody([{ campaignId: campaigns[0].id, unit: 100 }], [{ bayiKodu: resellers[0], yuzde: 10 }]);
    body.accessoryCampaignNumbers[0].unit += 1;
    expect((await admin.post(`${S}/create`, body)).json().fields).toEqual([BATCH_MSG.numbersMismatch]);
    expect((await admin.post(`${S}/create`, { accessoryCampaignParams: '{bozuk', accessoryCampaignNumbers: [] })).json().fields).toEqual([KEY_MSG.noValidRows]);
    expect(await sqlRows<{ n: number }>(t, sql`select count(*)::int as n from code_batches`)).toEqual(before);
  });

  it('never gives two batches made at the same moment one code, and tops up codes that collide', async () => {
    const key = [{ bayiKodu: resellers[0], yuzde: 60 }, { bayiKodu: resellers[1], yuzde: 40 }];
    const counts = [{ campaignId: campaigns[2].id, unit: 5000 }];
    const [r1, r2] = await Promise.all([admin.post(`${S}/create`, serialBody(counts, key)), admin.post(`${S}/create`, serialBody(counts, key))]);
    const [t1, t2] = await Promise.all([waitDone(S, json<Title>(r1).id), waitDone(S, json<Title>(r2).id)]);
    expect([t1.createdCount, t2.createdCount]).toEqual([5000, 5000]);
    const [dup] = await sqlRows<{ n: number; d: number }>(t, sql`select count(*)::int as n, count(distinct code)::int as d from campaign_serials where batch_id in (${t1.id}, ${t2.id})`);
    expect(dup).toEqual({ n: 10_000, d: 10_000 });

    // Narrowed to 11 bits (2,048 values), 700 codes must collide; the empty places are filled: exactly 700, each in its line's run.
    const db = t.database.db;
    const owners = await sqlRows<{ id: number }>(t, sql`select id from resellers where code in (${resellers[2]}, ${resellers[3]}) order by code`);
    await inTransaction(db, async (tx) => {
      const lines = [{ campaignId: campaigns[2].id, ownerId: owners[0].id, unit: 400 }, { campaignId: campaigns[2].id, ownerId: owners[1].id, unit: 300 }];
      const id = await insertBatch(tx, SERIALS, 1, '{}', lines);
      await generateBatchCodes({ tx, progress: async () => undefined }, id, { bits: 11, chunk: 300 });
      expect(await placesOf(tx, id)).toEqual({ n: 700, placed: 700, ids: 700, top: 700 });
      const [row] = await queryRows<{ n: number; d: number; top: number }>(
        tx,
        sql`select count(*)::int as n, count(distinct code)::int as d, max(code)::int as top from campaign_serials where batch_id = ${id}`,
      );
      expect(row.n).toBe(700);
      expect(row.d).toBe(700);
      expect(row.top).toBeLessThan(2048);
      throw new Error('rollback');
    }).catch((e: Error) => expect(e.message).toBe('rollback'));
  });

  it('activates and cancels by the state rules; deactivated and cancelled codes stop being usable', async () => {
    const title = await createSerials([{ campaignId: campaigns[0].id, unit: 40 }], [{ bayiKodu: resellers[3], yuzde: 100 }]);
    const other = await createSerials([{ campaignId: campaigns[0].id, unit: 10 }], [{ bayiKodu: resellers[3], yuzde: 100 }]);
    // A batch still being made can be neither activated nor cancelled.
    const [reseller] = await sqlRows<{ id: number }>(t, sql`select id from resellers where code = ${resellers[3]}`);
    const running = await inTransaction(t.database.db, (tx) => insertBatch(tx, SERIALS, 1, '{}', [{ campaignId: campaigns[0].id, ownerId: reseller.id, unit: 5 }]));
    expect((await admin.post(`${S}/activate`, { id: running })).json().fields).toEqual([BATCH_MSG.notCompleted]);
    expect((await admin.post(`${S}/delete`, { id: running })).json().fields).toEqual([BATCH_MSG.notCompleted]);

    const activated = json<Title>(await admin.post(`${S}/activate`, { id: title.id }));
    expect(activated.isActivated).toBe(true);
    expect((await admin.post(`${S}/activate`, { id: title.id })).json().fields).toEqual([BATCH_MSG.alreadyActive]);
    expect((await admin.post(`${S}/delete`, { id: title.id })).json().fields).toEqual([BATCH_MSG.alreadyActive]);
    expect((await admin.post(`${S}/activate`, { id: 999_999 })).statusCode).toBe(404);

    // Stock: 40 usable; campaign's critical level above that → a low-stock row.
    await sqlRows(t, sql`update accessory_campaigns set stock_warning = 100 where id = ${campaigns[0].id}`);
    const low = () => admin.post(`${S}/lowStock?size=25`, {}).then((r) => json<Page<LowStockRow>>(r).content.find((x) => x.ownerCode === resellers[3]));
    expect(await low()).toMatchObject({ remaining: 40, total: 40, warning: 100, amount: campaigns[0].amount });

    // cancelSerials: two codes deactivated, the stock follows.
    const page = await codesOf({ titleId: title.id }, 10);
    const ids = page.content.slice(0, 2).map((c) => c.id);
    expect(json(await admin.post(`${S}/cancelSerials`, { serialIdList: ids }))).toEqual({ count: 2 });
    expect(json(await admin.post(`${S}/cancelSerials`, { serialIdList: ids }))).toEqual({ count: 0 });
    expect(await low()).toMatchObject({ remaining: 38, total: 40 });
    const found = await codesOf({ value: page.content[0].value });
    expect(found.content).toMatchObject([{ id: ids[0], isActivated: false }]);

    // The other (inactive) batch is cancelled: out of the lists and searches, its codes too.
    const otherCode = (await codesOf({ titleId: other.id }, 10)).content[0].value;
    expect(json(await admin.post(`${S}/delete`, { id: other.id }))).toEqual({ id: other.id });
    expect((await admin.get(`${S}/title/${other.id}`)).statusCode).toBe(404);
    expect((await codesOf({ value: otherCode })).totalElements).toBe(0);
  });

  it('searches by value or reseller code (the value wins), exports only with one of them, sums up', async () => {
    const title = await createSerials([{ campaignId: campaigns[1].id, unit: 30 }], [{ bayiKodu: resellers[2], yuzde: 100 }]);
    const one = (await codesOf({ titleId: title.id }, 10)).content[0];
    // by value, typed in lower case with a dash; a wrong check character finds nothing
    const typed = `${one.value.slice(0, 5).toLowerCase()}-${one.value.slice(5)}`;
    expect((await codesOf({ value: typed, resellerCode: resellers[0] })).content.map((c) => c.id)).toEqual([one.id]);
    const wrong = one.value.slice(0, 10) + (one.value[10] === '0' ? '1' : '0');
    expect((await codesOf({ value: wrong })).totalElements).toBe(0);
    const byReseller = await codesOf({ resellerCode: resellers[2] }, 30);
    expect(byReseller.totalElements).toBeGreaterThanOrEqual(30);
    expect(byReseller.content.every((c) => c.ownerCode === resellers[2])).toBe(true);
    expect((await codesOf({})).totalElements).toBe(0);
    // titles by value and by reseller code
    const titles = (f: object) => admin.post(`${S}/titles?size=50`, f).then((r) => json<Page<Title>>(r).content.map((x) => x.id));
    expect(await titles({ value: one.value })).toEqual([title.id]);
    expect(await titles({ resellerCode: resellers[2] })).toContain(title.id);

    const refused = await admin.post(`${S}/codes/export`, { titleId: title.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual([BATCH_MSG.exportNeedsFilter]);
    const file = await admin.post(`${S}/codes/export`, { resellerCode: resellers[2] });
    expect(file.statusCode, file.body.slice(0, 300)).toBe(200);
    const sheet = XLSX.read(file.rawPayload).Sheets.data;
    const rows = XLSX.utils.sheet_to_json<Record<string, string>>(sheet);
    expect(rows.length).toBe(byReseller.totalElements);
    expect(rows.map((r) => r['Seri Numara'])).toContain(one.value);
    // The amount is money (a number, 2 decimals), the creation date a date cell shown DD.MM.YYYY (spec 3 §9).
    const mine = XLSX.utils.sheet_to_json<Record<string, unknown>>(sheet).find((r) => r['Seri Numara'] === one.value)!;
    const shown = XLSX.utils.sheet_to_json<Record<string, string>>(sheet, { raw: false }).find((r) => r['Seri Numara'] === one.value)!;
    expect(typeof mine['Tutar']).toBe('number');
    expect(shown['Tutar']).toMatch(/^[\d,]+\.\d\d$/);
    expect(typeof mine['Oluşturma Tarihi']).toBe('number');
    expect(shown['Oluşturma Tarihi']).toMatch(/^\d\d\.\d\d\.\d{4}$/);

    const summary = json<CodeSummary>(await admin.get(`${S}/summary`));
    const [made] = await sqlRows<{ n: number }>(t, sql`select count(*)::int as n from campaign_serials s join code_batches b on b.id = s.batch_id where b.status <> 'CANCELLED'`);
    expect(summary.createdUnit).toBe(made.n);
    // The demo sales (seed/sales.ts) used some of the demo batches' serials.
    const [used] = await sqlRows<{ n: number }>(t, sql`select count(*)::int as n from campaign_serials s join code_batches b on b.id = s.batch_id where b.status <> 'CANCELLED' and s.used_at is not null`);
    expect(used.n).toBeGreaterThan(0);
    expect(summary.usedUnit).toBe(used.n);
    expect(summary.canBeCreatedUnit).toBeGreaterThan(1e15);
    expect(formatCode(parseCode(one.value)!)).toBe(one.value);
  });

  it('makes, activates and finds password batches per TT CRM record', async () => {
    const crms = await sqlRows<{ id: number; crm_code: string; name: string }>(t, sql`select id, crm_code, name from tt_crms order by id limit 2`);
    const res = await admin.post(`${P}/create`, {
      rows: [
        { ttCrmId: crms[0].id, ttCrmName: crms[0].name, accessoryCampaignId: campaigns[0].id, amount: campaigns[0].amount, termNumber: 6, unit: 120 },
        { ttCrmId: crms[1].id, accessoryCampaignId: campaigns[1].id, unit: 80 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const done = await waitDone(P, json<Title>(res).id);
    expect(done).toMatchObject({ titleStatus: 'COMPLETED', totalCount: 200, createdCount: 200 });
    expect(json<Title>(await admin.post(`${P}/activate`, { id: done.id })).isActivated).toBe(true);
    const byCrm = json<Page<CodeRow>>(await admin.post(`${P}/codes?size=10`, { resellerCode: crms[0].crm_code }));
    expect(byCrm.totalElements).toBe(120);
    expect(byCrm.content[0]).toMatchObject({ ownerCode: crms[0].crm_code, ownerName: crms[0].name, isActivated: true });
    await sqlRows(t, sql`update accessory_campaigns set pass_stock_warning = 500 where id = ${campaigns[1].id}`);
    const low = json<Page<LowStockRow>>(await admin.post(`${P}/lowStock?size=25`, {})).content;
    expect(low).toContainEqual(expect.objectContaining({ ownerCode: crms[1].crm_code, remaining: 80, total: 80 }));
    expect((await admin.post(`${P}/create`, { rows: [{ ttCrmId: 999_999, accessoryCampaignId: campaigns[0].id, unit: 5 }] })).json().fields).toEqual([BATCH_MSG.unknownCrm]);
  });

  it('/passiveSerial: needs a filter, at most 7 days, and deactivates what it found', async () => {
    const title = await createSerials([{ campaignId: campaigns[2].id, unit: 12 }], [{ bayiKodu: resellers[5], yuzde: 100 }]);
    const search = (f: object) => admin.post('/api/passiveSerial/searchSerial?size=30', f);
    const none = await search({});
    expect(none.statusCode).toBe(400);
    expect(none.json().errors[0].message).toBe(BATCH_MSG.passiveNeedsFilter);
    const now = Date.now();
    const long = await search({ startDate: new Date(now - 630_000_001).toISOString(), endDate: new Date(now).toISOString() });
    expect(long.json().errors[0].message).toBe(BATCH_MSG.rangeTooLong);
    const range = { startDate: new Date(now - 60_000).toISOString(), endDate: new Date(now + 60_000).toISOString(), resellerCode: resellers[5] };
    const found = json<Page<CodeRow>>(await search(range));
    expect(found.content.filter((c) => c.titleId === title.id)).toHaveLength(12);
    const ids = found.content.filter((c) => c.titleId === title.id).slice(0, 3).map((c) => c.id);
    expect(json(await admin.post('/api/passiveSerial/deactivate', { serialIdList: ids }))).toEqual({ count: 3 });
    const single = json<Page<CodeRow>>(await search({ serial: found.content.find((c) => c.id === ids[0])!.value }));
    expect(single.content).toMatchObject([{ id: ids[0], isActivated: false }]);
    const rest = json<{ count: number }>(await admin.post('/api/passiveSerial/deactivate', { filter: range }));
    expect(rest.count).toBe(found.totalElements - 3);
  });

  it('is TTG_ADMIN only', async () => {
    const dealer = await clientFor(t, 'reseller_admin');
    for (const [url, body] of [
      [`${S}/summary`, undefined],
      [`${S}/codes`, { resellerCode: resellers[0] }],
      [`${S}/create`, serialBody([{ campaignId: campaigns[0].id, unit: 5 }], [{ bayiKodu: resellers[0], yuzde: 100 }])],
      [`${P}/activate`, { id: 1 }],
      ['/api/passiveSerial/searchSerial', { resellerCode: resellers[0] }],
    ] as const) {
      const res = body === undefined ? await dealer.get(url) : await dealer.post(url, body);
      expect(res.statusCode, url).toBe(403);
    }
  });
});
