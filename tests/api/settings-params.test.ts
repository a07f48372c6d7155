import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Parameter, SETTINGS_MSG } from '../../src/shared/contract/settings.js';
import { PARAM_KEYS } from '../../src/shared/storefront.js';
import { expectValidation } from '../support/api-helpers.js';
import { type Client, clientFor, json, sqlRows } from '../support/catalogue-fixtures.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { dbKinds } from '../support/test-db.js';

describe.each(dbKinds())('parameters (/paramList) on %s', (kind) => {
  let t: TestApp;
  let admin: Client;

  const update = (body: Record<string, unknown>) => admin.post('/api/parameter/update', body);
  const refusedWith = async (body: Record<string, unknown>, message: string) => {
    const res = await update(body);
    expect(expectValidation(res).errors.map((e) => e.message)).toEqual([message]);
  };
  const valueOf = async (key: string) => (await sqlRows<{ value: string }>(t, sql`select value from parameters where key = ${key} and reseller_code is null`))[0]?.value;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await clientFor(t, 'ttg_admin');
  });
  afterAll(() => t.close());

  it('lists the global parameters by key, including the storefront label parameters', async () => {
    await t.database.db.execute(sql`insert into parameters (key, description, value, reseller_code) values (${PARAM_KEYS.maxDiscountRatio}, 'Bayiye özel', '5', 'BY10001')`);
    const res = await admin.get('/api/parameter/getAll');
    expect(res.statusCode, res.body).toBe(200);
    const params = json<Parameter[]>(res);
    const keys = params.map((p) => p.key);
    expect(keys).toEqual([...keys].sort());
    expect(keys).toEqual(expect.arrayContaining([PARAM_KEYS.noneStockMax, PARAM_KEYS.limitedStockMax, PARAM_KEYS.maxDiscountRatio, PARAM_KEYS.orderAllowList]));
    expect(params.every((p) => p.resellerCode === null)).toBe(true);
    expect(params.find((p) => p.key === PARAM_KEYS.orderAllowList)).toMatchObject({ value: 'BY10001,BY10002,BY10003', manuelUpdateDisabled: false });
  });

  it('reads one by key (404 for an unknown key) and a reseller’s own value, falling back to the global one', async () => {
    expect(json<Parameter>(await admin.get(`/api/parameter/getByKey/${PARAM_KEYS.noneStockMax}`))).toMatchObject({ key: PARAM_KEYS.noneStockMax, resellerCode: null });
    expect((await admin.get('/api/parameter/getByKey/NO_SUCH_KEY')).statusCode).toBe(404);
    expect(json<Parameter>(await admin.get(`/api/parameter/getByKey/${PARAM_KEYS.maxDiscountRatio}/BY10001`))).toMatchObject({ value: '5', resellerCode: 'BY10001' });
    expect(json<Parameter>(await admin.get(`/api/parameter/getByKey/${PARAM_KEYS.maxDiscountRatio}/BY10002`))).toMatchObject({ resellerCode: null });
    expect((await admin.get(`/api/parameter/getByKey/${PARAM_KEYS.maxDiscountRatio}/NOPE999`)).statusCode).toBe(404);
    expect((await admin.get('/api/parameter/getByKey/NO_SUCH_KEY/BY10001')).statusCode).toBe(404);
  });

  it('edits description and value; the key never changes; an unknown key answers 404', async () => {
    const res = await update({ key: PARAM_KEYS.maxDiscountRatio, description: '  En yüksek indirim  ', value: ' 12.5 ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(json<Parameter>(res)).toMatchObject({ key: PARAM_KEYS.maxDiscountRatio, description: 'En yüksek indirim', value: '12.5' });
    expect(await valueOf(PARAM_KEYS.maxDiscountRatio)).toBe('12.5');
    expect((await update({ key: 'NO_SUCH_KEY', description: 'x', value: '1' })).statusCode).toBe(404);
    expect(await sqlRows(t, sql`select 1 from parameters where key = 'NO_SUCH_KEY'`)).toEqual([]);
  });

  it('refuses a parameter kept by the system (manuelUpdateDisabled)', async () => {
    await t.database.db.execute(sql`insert into parameters (key, description, value, manuel_update_disabled) values ('SYSTEM_KEPT', 'Sistem', '1', true)`);
    const res = await update({ key: 'SYSTEM_KEPT', description: 'x', value: '2' });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({ code: 10000, fields: [SETTINGS_MSG.paramLocked] });
    expect(await valueOf('SYSTEM_KEPT')).toBe('1');
    await t.database.db.execute(sql`delete from parameters where key = 'SYSTEM_KEPT'`);
  });

  it('requires a value ("Değer alanı dolu olmalıdır.")', async () => {
    await refusedWith({ key: PARAM_KEYS.maxDiscountRatio, description: 'x', value: '   ' }, SETTINGS_MSG.valueRequired);
    await refusedWith({ key: PARAM_KEYS.maxDiscountRatio, description: 'x' }, SETTINGS_MSG.valueRequired);
  });

  it('checks the values of the known keys', async () => {
    const cases: [string, string, string][] = [
      [PARAM_KEYS.noneStockMax, '-1', SETTINGS_MSG.nonNegativeInteger],
      [PARAM_KEYS.noneStockMax, '1.5', SETTINGS_MSG.nonNegativeInteger],
      [PARAM_KEYS.limitedStockMax, 'on', SETTINGS_MSG.nonNegativeInteger],
      [PARAM_KEYS.maxDiscountRatio, '100.01', SETTINGS_MSG.ratioRange],
      [PARAM_KEYS.maxDiscountRatio, '-3', SETTINGS_MSG.ratioRange],
      [PARAM_KEYS.newProductDays, '0', SETTINGS_MSG.positiveInteger],
      [PARAM_KEYS.bestSellerCount, '2.5', SETTINGS_MSG.positiveInteger],
      [PARAM_KEYS.orderAllowList, 'BY10001, BY 10002', SETTINGS_MSG.resellerCodes],
    ];
    // The label parameters come with the reference data (added here when this database has none yet).
    for (const key of [PARAM_KEYS.newProductDays, PARAM_KEYS.bestSellerCount]) {
      await t.database.db.execute(sql`insert into parameters (key, description, value) select ${key}, 'x', '30'
        where not exists (select 1 from parameters where key = ${key} and reseller_code is null)`);
    }
    for (const [key, value, message] of cases) await refusedWith({ key, description: 'x', value }, message);
    expect((await update({ key: PARAM_KEYS.maxDiscountRatio, description: 'x', value: '100' })).statusCode).toBe(200);
    expect((await update({ key: PARAM_KEYS.maxDiscountRatio, description: 'x', value: '0' })).statusCode).toBe(200);
    expect((await update({ key: PARAM_KEYS.newProductDays, description: 'x', value: '45' })).statusCode).toBe(200);
    expect(await valueOf(PARAM_KEYS.newProductDays)).toBe('45');
  });

  it('keeps the stock thresholds apart: none below limited', async () => {
    await update({ key: PARAM_KEYS.noneStockMax, description: 'x', value: '2' });
    await update({ key: PARAM_KEYS.limitedStockMax, description: 'x', value: '10' });
    await refusedWith({ key: PARAM_KEYS.noneStockMax, description: 'x', value: '10' }, SETTINGS_MSG.noneBelowLimited);
    await refusedWith({ key: PARAM_KEYS.limitedStockMax, description: 'x', value: '2' }, SETTINGS_MSG.noneBelowLimited);
    expect((await update({ key: PARAM_KEYS.noneStockMax, description: 'x', value: '9' })).statusCode).toBe(200);
    expect((await update({ key: PARAM_KEYS.limitedStockMax, description: 'x', value: '25' })).statusCode).toBe(200);
    expect([await valueOf(PARAM_KEYS.noneStockMax), await valueOf(PARAM_KEYS.limitedStockMax)]).toEqual(['9', '25']);
  });

  it('stores the allow-list trimmed, without blanks or repeats, and the server enforces the new list', async () => {
    const res = await update({ key: PARAM_KEYS.orderAllowList, description: 'x', value: ' BY10002 ,, BY10001,BY10002 ' });
    expect(json<Parameter>(res).value).toBe('BY10002,BY10001');
    const reseller = await clientFor(t, 'reseller_admin');
    expect((await reseller.get('/api/banner/current')).statusCode).toBe(200);
    await update({ key: PARAM_KEYS.orderAllowList, description: 'x', value: 'BY10002' });
    expect((await reseller.get('/api/banner/current')).statusCode).toBe(403);
    await update({ key: PARAM_KEYS.orderAllowList, description: 'x', value: 'BY10001,BY10002,BY10003' });
  });

  it('writes a reseller’s own value with resellerCode (unknown reseller → 404), leaving the global one', async () => {
    const before = await valueOf(PARAM_KEYS.maxDiscountRatio);
    const res = await update({ key: PARAM_KEYS.maxDiscountRatio, description: 'Bayi', value: '7', resellerCode: 'BY10002' });
    expect(json<Parameter>(res)).toMatchObject({ value: '7', resellerCode: 'BY10002' });
    expect(await valueOf(PARAM_KEYS.maxDiscountRatio)).toBe(before);
    expect((await update({ key: PARAM_KEYS.maxDiscountRatio, description: 'Bayi', value: '8', resellerCode: 'BY10002' })).statusCode).toBe(200);
    expect(await sqlRows(t, sql`select value from parameters where key = ${PARAM_KEYS.maxDiscountRatio} and reseller_code = 'BY10002'`)).toEqual([{ value: '8' }]);
    expect((await update({ key: PARAM_KEYS.maxDiscountRatio, description: 'Bayi', value: '7', resellerCode: 'NOPE999' })).statusCode).toBe(404);
  });

  it('is for TTG_ADMIN only (getByKey also for /stockStatus, which is TTG_ADMIN too)', async () => {
    for (const name of ['ttg_user', 'supply_admin', 'disty_admin', 'reseller_admin', 'reseller_user']) {
      const c = await clientFor(t, name);
      expect((await c.get('/api/parameter/getAll')).statusCode, name).toBe(403);
      expect((await c.get(`/api/parameter/getByKey/${PARAM_KEYS.noneStockMax}`)).statusCode, name).toBe(403);
      expect((await c.get(`/api/parameter/getByKey/${PARAM_KEYS.noneStockMax}/BY10001`)).statusCode, name).toBe(403);
      expect((await c.post('/api/parameter/update', { key: PARAM_KEYS.maxDiscountRatio, description: 'x', value: '1' })).statusCode, name).toBe(403);
    }
  });
});
