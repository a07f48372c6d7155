import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETTINGS_MSG, type SubCategoryThreshold } from '../../src/shared/contract/settings.js';
import { PARAM_KEYS } from '../../src/shared/storefront.js';
import { expectValidation } from '../support/api-helpers.js';
import { type Client, clientFor, json, sqlRows } from '../support/catalogue-fixtures.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { dbKinds } from '../support/test-db.js';

interface Row {
  id: number;
  none: number;
  limited: number;
  manual: boolean;
  locked: boolean;
}

describe.each(dbKinds())('sub-category stock thresholds (/stockStatus) on %s', (kind) => {
  let t: TestApp;
  let admin: Client;
  /** Three sub-categories: plain, entered by hand, locked. */
  let plain: number;
  let manual: number;
  let locked: number;

  const rowOf = async (id: number) =>
    (
      await sqlRows<Row>(
        t,
        sql`select id, none_stock_status_max as none, limited_stock_status_max as limited, stock_status_manual as manual, manuel_update_disabled as locked
            from sub_categories where id = ${id}`,
      )
    )[0];
  const params = async () =>
    Object.fromEntries(
      (await sqlRows<{ key: string; value: string }>(t, sql`select key, value from parameters where reseller_code is null and key in (${PARAM_KEYS.noneStockMax}, ${PARAM_KEYS.limitedStockMax})`)).map(
        (r) => [r.key, r.value],
      ),
    );
  const messages = (res: Awaited<ReturnType<Client['post']>>) => expectValidation(res).errors.map((e) => e.message);

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await clientFor(t, 'ttg_admin');
    const ids = (await sqlRows<{ id: number }>(t, sql`select id from sub_categories order by id limit 3`)).map((r) => r.id);
    [plain, manual, locked] = ids;
    await t.database.db.execute(sql`update sub_categories set stock_status_manual = true, none_stock_status_max = 7, limited_stock_status_max = 70 where id = ${manual}`);
    await t.database.db.execute(sql`update sub_categories set manuel_update_disabled = true, stock_status_manual = true, none_stock_status_max = 8, limited_stock_status_max = 80 where id = ${locked}`);
  });
  afterAll(() => t.close());

  it('lists every sub-category with its category and thresholds', async () => {
    const res = await admin.get('/api/subCategory/stockStatus/getAll');
    expect(res.statusCode, res.body).toBe(200);
    const rows = json<SubCategoryThreshold[]>(res);
    const [{ n }] = await sqlRows<{ n: number }>(t, sql`select count(*)::int as n from sub_categories`);
    expect(rows).toHaveLength(n);
    expect(rows.find((r) => r.id === manual)).toMatchObject({ noneStockStatusMax: 7, limitedStockStatusMax: 70, stockStatusManual: true, manuelUpdateDisabled: false });
    expect(rows.find((r) => r.id === locked)).toMatchObject({ manuelUpdateDisabled: true });
    expect(rows[0].categoryName).toEqual(expect.any(String));
  });

  it('"Hepsini Güncelle" without the flag: parameters and every row but those entered by hand; locked rows always', async () => {
    const res = await admin.post('/api/subCategory/stockStatus/updateAll', { noneStockStatusMax: 3, limitedStockStatusMax: 30, updateStockStatusMaxManuelUpdated: false });
    expect(res.statusCode, res.body).toBe(200);
    const [{ n }] = await sqlRows<{ n: number }>(t, sql`select count(*)::int as n from sub_categories`);
    expect(json<{ updated: number }>(res).updated).toBe(n - 1);
    expect(await params()).toEqual({ [PARAM_KEYS.noneStockMax]: '3', [PARAM_KEYS.limitedStockMax]: '30' });
    expect(await rowOf(plain)).toMatchObject({ none: 3, limited: 30, manual: false });
    expect(await rowOf(manual)).toMatchObject({ none: 7, limited: 70, manual: true });
    expect(await rowOf(locked)).toMatchObject({ none: 3, limited: 30, manual: false, locked: true });
  });

  it('"Hepsini Güncelle" with the flag also overwrites the rows entered by hand', async () => {
    const res = await admin.post('/api/subCategory/stockStatus/updateAll', { noneStockStatusMax: 4, limitedStockStatusMax: 40, updateStockStatusMaxManuelUpdated: true });
    expect(res.statusCode, res.body).toBe(200);
    const [{ n }] = await sqlRows<{ n: number }>(t, sql`select count(*)::int as n from sub_categories`);
    expect(json<{ updated: number }>(res).updated).toBe(n);
    expect(await rowOf(manual)).toMatchObject({ none: 4, limited: 40, manual: false });
    expect(await sqlRows(t, sql`select id from sub_categories where none_stock_status_max <> 4 or limited_stock_status_max <> 40`)).toEqual([]);
  });

  it('edits one row by hand and marks it manual; a locked row is refused', async () => {
    const res = await admin.post('/api/subCategory/stockStatus/update', { subCategoryId: plain, noneStockStatusMax: 0, limitedStockStatusMax: 1_500 });
    expect(res.statusCode, res.body).toBe(200);
    expect(json<SubCategoryThreshold>(res)).toMatchObject({ id: plain, noneStockStatusMax: 0, limitedStockStatusMax: 1_500, stockStatusManual: true });
    const refused = await admin.post('/api/subCategory/stockStatus/update', { subCategoryId: locked, noneStockStatusMax: 1, limitedStockStatusMax: 2 });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json()).toMatchObject({ code: 10000, fields: [SETTINGS_MSG.lockedRow] });
    expect(await rowOf(locked)).toMatchObject({ none: 4, limited: 40 });
    expect((await admin.post('/api/subCategory/stockStatus/update', { subCategoryId: 2_000_000_000, noneStockStatusMax: 1, limitedStockStatusMax: 2 })).statusCode).toBe(404);
  });

  it('locking takes the global values at once; unlocking lets the row be edited again', async () => {
    await admin.post('/api/subCategory/stockStatus/update', { subCategoryId: manual, noneStockStatusMax: 11, limitedStockStatusMax: 111 });
    const res = await admin.post('/api/subCategory/stockStatus/lock', { subCategoryId: manual, manuelUpdateDisabled: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(json<SubCategoryThreshold>(res)).toMatchObject({ noneStockStatusMax: 4, limitedStockStatusMax: 40, stockStatusManual: false, manuelUpdateDisabled: true });
    const unlocked = await admin.post('/api/subCategory/stockStatus/lock', { subCategoryId: manual, manuelUpdateDisabled: false });
    expect(json<SubCategoryThreshold>(unlocked)).toMatchObject({ noneStockStatusMax: 4, manuelUpdateDisabled: false });
    expect((await admin.post('/api/subCategory/stockStatus/update', { subCategoryId: manual, noneStockStatusMax: 5, limitedStockStatusMax: 6 })).statusCode).toBe(200);
    expect((await admin.post('/api/subCategory/stockStatus/lock', { subCategoryId: 2_000_000_000, manuelUpdateDisabled: true })).statusCode).toBe(404);
  });

  it('validates both dialogs with the spec texts and writes nothing', async () => {
    const before = await params();
    for (const url of ['/api/subCategory/stockStatus/updateAll', '/api/subCategory/stockStatus/update']) {
      const extra = url.endsWith('updateAll') ? {} : { subCategoryId: plain };
      expect(messages(await admin.post(url, { ...extra, limitedStockStatusMax: 5 }))).toEqual([SETTINGS_MSG.thresholdsRequired]);
      expect(messages(await admin.post(url, { ...extra, noneStockStatusMax: null, limitedStockStatusMax: null }))).toEqual([SETTINGS_MSG.thresholdsRequired, SETTINGS_MSG.thresholdsRequired]);
      expect(messages(await admin.post(url, { ...extra, noneStockStatusMax: -1, limitedStockStatusMax: 5 }))).toEqual([SETTINGS_MSG.thresholdMin]);
      expect(messages(await admin.post(url, { ...extra, noneStockStatusMax: 5, limitedStockStatusMax: 5 }))).toEqual([SETTINGS_MSG.noneBelowLimited]);
      expect(messages(await admin.post(url, { ...extra, noneStockStatusMax: 9, limitedStockStatusMax: 5 }))).toEqual([SETTINGS_MSG.noneBelowLimited]);
    }
    expect(await params()).toEqual(before);
  });

  it('is for TTG_ADMIN only', async () => {
    for (const name of ['ttg_user', 'supply_admin', 'disty_admin', 'reseller_admin', 'reseller_user']) {
      const c = await clientFor(t, name);
      expect((await c.get('/api/subCategory/stockStatus/getAll')).statusCode, name).toBe(403);
      expect((await c.post('/api/subCategory/stockStatus/updateAll', { noneStockStatusMax: 1, limitedStockStatusMax: 2 })).statusCode, name).toBe(403);
      expect((await c.post('/api/subCategory/stockStatus/update', { subCategoryId: plain, noneStockStatusMax: 1, limitedStockStatusMax: 2 })).statusCode, name).toBe(403);
      expect((await c.post('/api/subCategory/stockStatus/lock', { subCategoryId: plain, manuelUpdateDisabled: true })).statusCode, name).toBe(403);
    }
    expect(await rowOf(plain)).toMatchObject({ none: 0, limited: 1_500, locked: false });
  });
});
