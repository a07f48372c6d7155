import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import type { ResellerRow } from '../../src/shared/contract/reseller-lists.js';
import { type Parameter, SETTINGS_MSG } from '../../src/shared/contract/settings.js';
import type { Page } from '../../src/shared/paging.js';
import { expectValidation } from '../support/api-helpers.js';
import { type Client, clientFor, json, sqlRows } from '../support/catalogue-fixtures.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { dbKinds } from '../support/test-db.js';

/** /resellerList (spec 3 §2.6) and /resellerParamList (spec 3 §2.12, §5): scopes both ways. */
describe.each(dbKinds())('reseller list and reseller parameters on %s', (kind) => {
  let t: TestApp;
  let admin: Client;
  let disty: Client;
  let dealer: Client;

  const page = async (c: Client, filter: Record<string, unknown>, query = '') => {
    const res = await c.post(`/api/reseller/search${query}`, filter);
    expect(res.statusCode, res.body).toBe(200);
    return json<Page<ResellerRow>>(res);
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await clientFor(t, 'ttg_admin');
    disty = await clientFor(t, 'disty_admin');
    dealer = await clientFor(t, 'reseller_admin');
  });
  afterAll(() => t.close());

  it('the group admin pages all resellers, code descending by default, with the spec’s filters', async () => {
    const [{ n }] = await sqlRows<{ n: number }>(t, sql`select count(*)::int as n from resellers`);
    const first = await page(admin, {});
    expect(first.totalElements).toBe(n);
    expect(first.content).toHaveLength(10);
    const codes = first.content.map((r) => r.code);
    expect(codes).toEqual([...codes].sort().reverse());
    const children = await page(admin, { parentCode: 'BY10001' }, '?sort=code,asc');
    expect(children.content.map((r) => r.code)).toEqual(['BY10002', 'BY10003']);
    expect(children.content[0]).toMatchObject({ parentCode: 'BY10001', parentName: 'Kadıköy İletişim', distyCode: 'DST001', name: 'Moda GSM' });
    expect((await page(admin, { name: 'konak mob' })).content.map((r) => r.code)).toContain('BY30001');
    const dst3 = await page(admin, { distyCode: 'DST003' }, '?size=25');
    expect(dst3.content.every((r) => r.distyCode === 'DST003')).toBe(true);
    // 'Detay' and the Excel 'Bayi Listesi' are the distributor admins' (spec 3 §2.6): the group admin's screen logs in as a reseller.
    expect((await admin.get('/api/reseller/detail/BY30001')).statusCode).toBe(403);
    expect((await admin.post('/api/reseller/findAll', {})).statusCode).toBe(403);
  });

  it('a distributor admin sees only its own distributor’s resellers, whatever the filter says; detail and export likewise', async () => {
    const [{ n }] = await sqlRows<{ n: number }>(t, sql`select count(*)::int as n from resellers r join disties d on d.id = r.disty_id where d.code = 'DST001'`);
    const own = await page(disty, { distyCode: 'DST002' }, '?size=25');
    expect(own.totalElements).toBe(n);
    expect(own.content.every((r) => r.distyCode === 'DST001')).toBe(true);
    expect((await disty.get('/api/reseller/detail/BY30001')).statusCode).toBe(404);
    expect(json<ResellerRow>(await disty.get('/api/reseller/detail/BY10002'))).toMatchObject({ code: 'BY10002', distyCode: 'DST001' });
    const file = await disty.post('/api/reseller/findAll', {});
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('Bayi%20Listesi.xlsx');
    expect(file.rawPayload.includes(Buffer.from('Konak Mobil'))).toBe(false);
    // The spec's four columns (spec 3 §2.6), read back from the file.
    const book = XLSX.read(file.rawPayload);
    const [head, ...rest] = XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]], { header: 1 });
    expect(head).toEqual(['Bayi Kodu', 'Üst Bayi Kodu', 'Bayi Adı', 'Distribütör Kodu']);
    expect(rest.every((r) => r[3] === 'DST001')).toBe(true);
  });

  it('dealers reach neither the list nor the login ticket', async () => {
    expect((await dealer.post('/api/reseller/search', {})).statusCode).toBe(403);
    expect((await dealer.get('/api/reseller/detail/BY10001')).statusCode).toBe(403);
    expect((await disty.post('/api/reseller/loginTicket', { resellerCode: 'BY10001', admin: true })).statusCode).toBe(403);
  });

  it('a reseller admin reads and sets its own reseller’s discount ratio (0–100), recorded in the audit trail', async () => {
    const [before] = json<Parameter[]>(await dealer.get('/api/parameter/reseller/getAll'));
    expect(before).toMatchObject({ key: 'MAX_DISCOUNT_RATIO' });
    expect(expectValidation(await dealer.post('/api/parameter/reseller/update', { key: 'MAX_DISCOUNT_RATIO', value: '101' })).errors).toEqual([{ field: 'value', message: SETTINGS_MSG.ratioRange }]);
    expect(expectValidation(await dealer.post('/api/parameter/reseller/update', { key: 'MAX_DISCOUNT_RATIO', value: ' ' })).errors).toEqual([{ field: 'value', message: SETTINGS_MSG.valueRequired }]);
    expect(expectValidation(await dealer.post('/api/parameter/reseller/update', { key: 'ORDER_RESELLER_ALLOW_LIST', value: 'BY10001' })).errors[0].field).toBe('key');
    const res = await dealer.post('/api/parameter/reseller/update', { key: 'MAX_DISCOUNT_RATIO', value: '7,5' });
    expect(res.statusCode, res.body).toBe(200);
    expect(json<Parameter>(res)).toMatchObject({ key: 'MAX_DISCOUNT_RATIO', value: '7.5', resellerCode: 'BY10001' });
    expect(json<Parameter[]>(await dealer.get('/api/parameter/reseller/getAll'))[0]).toMatchObject({ value: '7.5', resellerCode: 'BY10001' });
    // The global value is untouched; the audit trail has the change with its actor.
    expect((await sqlRows<{ value: string }>(t, sql`select value from parameters where key = 'MAX_DISCOUNT_RATIO' and reseller_code is null`))[0].value).toBe(before.value);
    const [audit] = await sqlRows<{ actor: string; after: { value: string } }>(
      t,
      sql`select u.username as actor, a.after from audit_log a join users u on u.id = a.actor_id where a.entity = 'PARAMETER' and a.entity_key = 'MAX_DISCOUNT_RATIO@BY10001'`,
    );
    expect(audit).toMatchObject({ actor: 'reseller_admin', after: { value: '7.5' } });
    expect((await admin.get('/api/parameter/reseller/getAll')).statusCode).toBe(403);
  });
});
