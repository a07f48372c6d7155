import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import * as XLSX from 'xlsx';
import { STOCK_LIST_FILE, type StockRow } from '../../src/shared/contract/stock-lists.js';
import { ERROR_CODES } from '../../src/shared/errors.js';
import { inTransaction } from '../../src/server/db/sql.js';
import { seedServiceUser } from '../../src/server/db/seed/stock.js';
import { ingestDistyStock } from '../../src/server/ingest/disty-stock-service.js';
import { dbKinds } from '../support/test-db.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { expectCoded } from '../support/api-helpers.js';
import { type Catalogue, type Client, clientFor, createCatalogue, insertApprovedProduct, sqlRows } from '../support/catalogue-fixtures.js';

/**
 * /modelStockList (spec 3 §2.1): POST /api/stock/getAll|findAll and GET /api/stock/disties.
 * Stock goes in through the ingestion service; every product here has a barcode starting with
 * 'STK-', and the list is read with that filter so demo stock never mixes in.
 */
const PREFIX = 'STK-';
type Page = { content: StockRow[]; totalElements: number };

describe.each(dbKinds())('stock list on %s', (kind) => {
  let t: TestApp;
  let cat: Catalogue;
  let admin: Client;
  let disty: Client; // DST001
  let supplier: Client; // TDR001 (distributed by DST001 and DST002)
  const p: Record<'a' | 'b' | 'c', { id: number; barcode: string; name: string }> = {} as never;

  const page = async (client: Client, body: object = {}, query = '') => {
    const res = await client.post(`/api/stock/getAll${query}`, { barcode: PREFIX, ...body });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Page;
  };
  const pairs = (rows: StockRow[]) => rows.map((r) => `${r.distyCode}/${r.barcode}`);
  const ingest = (rows: { distyCode: string; barcode: string; quantity: number }[]) => inTransaction(t.database.db, (tx) => ingestDistyStock(tx, rows));

  beforeAll(async () => {
    t = await startTestApp(kind);
    await seedServiceUser(t.database.db);
    cat = await createCatalogue(t);
    const seed = (barcode: string, supplyId: number, name: string) =>
      insertApprovedProduct(t, { supplyId, brandId: cat.brands.active, subCategoryId: cat.subCategories.silicone, barcode, name });
    p.a = await seed(`${PREFIX}A`, cat.supplies.TDR001, 'Fixture Stok Alfa');
    p.b = await seed(`${PREFIX}B`, cat.supplies.TDR002, 'Fixture Stok Beta');
    p.c = await seed(`${PREFIX}C`, cat.supplies.TDR003, 'Fixture Stok Gama');
    // Thresholds of the fixture sub-category: ≤ 0 YOK, ≤ 10 LİMİTLİ, else VAR.
    await t.database.db.execute(sql`update sub_categories set none_stock_status_max = 0, limited_stock_status_max = 10 where id = ${cat.subCategories.silicone}`);
    await ingest([
      { distyCode: 'DST001', barcode: p.a.barcode, quantity: 0 },
      { distyCode: 'DST001', barcode: p.b.barcode, quantity: 8 },
      { distyCode: 'DST002', barcode: p.a.barcode, quantity: 50 },
      { distyCode: 'DST003', barcode: p.c.barcode, quantity: 20 },
    ]);
    // Carts (orders in status CART) of two DST001 resellers hold B; a WAITING order does not count.
    const resellers = Object.fromEntries(
      (await sqlRows<{ id: number; code: string }>(t, sql`select id, code from resellers`)).map((r) => [r.code, r.id]),
    );
    const order = async (reseller: string, status: string, distyId: number, lines: [number, number][]) => {
      const [o] = await sqlRows<{ id: number }>(
        t,
        sql`insert into reseller_orders (reseller_id, disty_id, status) values (${resellers[reseller]}, ${distyId}, ${status}) returning id`,
      );
      for (const [modelId, quantity] of lines) {
        await t.database.db.execute(sql`insert into reseller_order_lines (order_id, model_id, quantity) values (${o.id}, ${modelId}, ${quantity})`);
      }
    };
    await order('BY10001', 'CART', cat.disties.DST001, [[p.b.id, 3], [p.a.id, 1]]);
    await order('BY10002', 'CART', cat.disties.DST001, [[p.b.id, 2]]);
    await order('BY10003', 'WAITING', cat.disties.DST001, [[p.b.id, 100]]);
    // The last report is the newest row (default sort: updateDateTime desc).
    await new Promise((r) => setTimeout(r, 20));
    await ingest([{ distyCode: 'DST002', barcode: p.a.barcode, quantity: 60 }]);
    [admin, disty, supplier] = await Promise.all(['ttg_admin', 'disty_admin', 'supply_admin'].map((u) => clientFor(t, u)));
  });
  afterAll(() => t?.close());

  it("shows the admin every distributor's rows, newest report first, with status and cart quantities", async () => {
    const { content, totalElements } = await page(admin);
    expect(totalElements).toBe(4);
    expect(pairs(content)[0]).toBe(`DST002/${p.a.barcode}`);
    const row = (d: string, b: string) => content.find((r) => r.distyCode === d && r.barcode === b)!;
    expect(row('DST001', p.a.barcode)).toMatchObject({ stock: 0, stockStatus: 'NONE', stockStatusDisplay: 'YOK', quantityInCart: 1, modelName: p.a.name, brandName: 'Fixture İnci' });
    expect(row('DST001', p.b.barcode)).toMatchObject({ stock: 8, stockStatus: 'LIMITED', stockStatusDisplay: 'LİMİTLİ', quantityInCart: 5 });
    expect(row('DST002', p.a.barcode)).toMatchObject({ stock: 60, stockStatus: 'AVAILABLE', stockStatusDisplay: 'VAR', quantityInCart: 0 });
    expect(row('DST003', p.c.barcode)).toMatchObject({ stock: 20, stockStatus: 'AVAILABLE', quantityInCart: 0 });
    expect(new Set(content.map((r) => r.id)).size).toBe(4);
  });

  it('filters by distributor, stock status, brand and name', async () => {
    expect(pairs((await page(admin, { disty: cat.disties.DST003 })).content)).toEqual([`DST003/${p.c.barcode}`]);
    expect(pairs((await page(admin, { stockStatus: 'NONE' })).content)).toEqual([`DST001/${p.a.barcode}`]);
    expect(pairs((await page(admin, { stockStatus: 'LIMITED' })).content)).toEqual([`DST001/${p.b.barcode}`]);
    expect((await page(admin, { stockStatus: 'AVAILABLE' })).totalElements).toBe(2);
    expect((await page(admin, { modelName: 'stok gama' })).totalElements).toBe(1);
    expect((await page(admin, { brand: cat.brands.second })).totalElements).toBe(0);
    // The status counts what WAITING orders reserve: 8 − 8 reserved → YOK.
    await t.database.db.execute(sql`update disty_stocks set reserved = 8 where disty_id = ${cat.disties.DST001} and model_id = ${p.b.id}`);
    expect(pairs((await page(admin, { stockStatus: 'NONE' })).content).sort()).toEqual([`DST001/${p.a.barcode}`, `DST001/${p.b.barcode}`]);
    await t.database.db.execute(sql`update disty_stocks set reserved = 0 where disty_id = ${cat.disties.DST001} and model_id = ${p.b.id}`);
  });

  it('sorts by quantity in cart and by stock, and pages', async () => {
    const byCart = await page(admin, {}, '?sort=quantityInCart,desc');
    expect(pairs(byCart.content).slice(0, 2)).toEqual([`DST001/${p.b.barcode}`, `DST001/${p.a.barcode}`]);
    const byStock = await page(admin, {}, '?sort=stock,asc');
    expect(byStock.content.map((r) => r.stock)).toEqual([0, 8, 20, 60]);
    const second = await page(admin, {}, '?sort=stock,asc&page=1&size=3');
    expect(second.content.map((r) => r.stock)).toEqual([60]);
    expect(second.totalElements).toBe(4);
  });

  it("forces a distributor admin to its own distributor, whatever the filter says", async () => {
    const own = await page(disty);
    expect(pairs(own.content).sort()).toEqual([`DST001/${p.a.barcode}`, `DST001/${p.b.barcode}`]);
    const other = await page(disty, { disty: cat.disties.DST002 });
    expect(pairs(other.content).sort()).toEqual([`DST001/${p.a.barcode}`, `DST001/${p.b.barcode}`]);
    const choices = await disty.get('/api/stock/disties');
    expect(choices.json()).toEqual([{ id: cat.disties.DST001, code: 'DST001', name: expect.any(String) }]);
  });

  it("limits a supplier admin to its supply's products", async () => {
    const own = await page(supplier);
    expect(pairs(own.content).sort()).toEqual([`DST001/${p.a.barcode}`, `DST002/${p.a.barcode}`]);
    expect((await page(supplier, { disty: cat.disties.DST003 })).totalElements).toBe(0);
    const choices = (await supplier.get('/api/stock/disties')).json() as { code: string }[];
    expect(choices.map((d) => d.code)).toEqual(['DST001', 'DST002']);
    expect(((await admin.get('/api/stock/disties')).json() as { code: string }[]).map((d) => d.code)).toEqual(['DST001', 'DST002', 'DST003']);
  });

  it("exports the caller's rows as 'Stok Bilgileri' with the list's columns", async () => {
    const res = await disty.post('/api/stock/findAll?sort=stock,desc', { barcode: PREFIX });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain(encodeURIComponent(STOCK_LIST_FILE));
    const sheet = XLSX.read(res.rawPayload, { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet.Sheets[sheet.SheetNames[0]], { header: 1 });
    expect(rows[0]).toEqual(['Distribütör Kodu', 'Barkod', 'Marka', 'Model', 'Stok Durumu', 'Stok', 'Sepetteki Adet']);
    expect(rows.slice(1)).toEqual([
      ['DST001', p.b.barcode, 'Fixture İnci', p.b.name, 'LİMİTLİ', 8, 5],
      ['DST001', p.a.barcode, 'Fixture İnci', p.a.name, 'YOK', 0, 1],
    ]);
  });

  it('refuses the roles without the screen', async () => {
    for (const username of ['disty_user', 'supply_user', 'reseller_admin', 'ttg_user', 'web_service']) {
      const client = await clientFor(t, username);
      expectCoded(await client.post('/api/stock/getAll', {}), 403, ERROR_CODES.FORBIDDEN);
      expectCoded(await client.post('/api/stock/findAll', {}), 403, ERROR_CODES.FORBIDDEN);
      expectCoded(await client.get('/api/stock/disties'), 403, ERROR_CODES.FORBIDDEN);
    }
  });
});
