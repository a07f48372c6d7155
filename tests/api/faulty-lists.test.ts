import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FaultyTicket } from '../../src/shared/contract/faulty.js';
import { defaultConfig, expectValidation } from '../support/api-helpers.js';
import { type Catalogue, createCatalogue, createUserLike } from '../support/catalogue-fixtures.js';
import { type FaultyClient, faultyClient, PHOTO, photoFile, reportUnit, soldUnits } from '../support/faulty-fixtures.js';
import { createResellerAdmin } from '../support/order-fixtures.js';
import { createSaleProduct, type SaleProduct } from '../support/sale-fixtures.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { dbKinds } from '../support/test-db.js';

/**
 * The three ticket lists (issue 32; spec 3 §2.9): the dealer's own, the supplier's (its supply only)
 * and the admin's search with its export, each newest first, with its filters, the photos in the row.
 */
describe.each(dbKinds())('faulty lists on %s', (kind) => {
  let t: TestApp;
  let cat: Catalogue;
  let p1: SaleProduct; // TDR001's
  let p2: SaleProduct; // TDR002's
  let dealer: FaultyClient;
  let other: FaultyClient;
  let supplier: FaultyClient;
  let supplier2: FaultyClient;
  let admin: FaultyClient;
  /** Tickets in creation order: BY10001 on p1 (×3, the second rejected), BY10002 on p1, BY10001 on p2 without a serial. */
  const ids: number[] = [];
  let serials: string[] = [];

  const idsOf = (res: Awaited<ReturnType<FaultyClient['list']>>) => {
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().content as FaultyTicket[]).map((r) => r.id);
  };

  beforeAll(async () => {
    t = await startTestApp(kind, { loginLimit: { ...defaultConfig().loginLimit, perUser: 1e9, perIp: 1e9 } });
    cat = await createCatalogue(t);
    p1 = await createSaleProduct(t, cat);
    p2 = await createSaleProduct(t, cat, { supply: 'TDR002' });
    await createResellerAdmin(t, 'fx_by2_admin', 'BY10002', '5359990032');
    await createUserLike(t, 'supply_admin', 'fx_tdr2_admin', { supplyId: cat.supplies.TDR002 });
    dealer = await faultyClient(t, 'reseller_admin');
    other = await faultyClient(t, 'fx_by2_admin');
    supplier = await faultyClient(t, 'supply_admin');
    supplier2 = await faultyClient(t, 'fx_tdr2_admin');
    admin = await faultyClient(t, 'ttg_admin');
    const mine = await soldUnits(t, p1, 'reseller_admin', 'BY10001', 3);
    serials = mine.map((u) => u.serialNo);
    for (const u of mine) ids.push(await reportUnit(dealer, u));
    expect((await supplier.reject(ids[1], 'Garanti dışı')).statusCode).toBe(200);
    const [theirs] = await soldUnits(t, p1, 'fx_by2_admin', 'BY10002');
    ids.push(await reportUnit(other, theirs));
    const noSerial = await dealer.report({ modelId: p2.id, saleDate: '10.02.2026', description: 'Kablo kopuk' }, [photoFile(PHOTO.jpg())]);
    expect(noSerial.statusCode, noSerial.body).toBe(200);
    ids.push(noSerial.json().id);
    // Distinct creation times, in order (one transaction may stamp two rows alike on a fast machine).
    for (const [i, id] of ids.entries()) await t.database.db.execute(sql`update faulty_product_tickets set created_at = now() + ${`${i} seconds`}::interval where id = ${id}`);
  });
  afterAll(() => t?.close());

  it('the dealer’s own tickets, newest first, by status; never another dealer’s', async () => {
    const all = idsOf(await dealer.list('myTickets'));
    expect(all.slice(0, 4)).toEqual([ids[4], ids[2], ids[1], ids[0]]);
    expect(all).not.toContain(ids[3]);
    expect(idsOf(await dealer.list('myTickets', { faultyProductInfoStatus: 'REJECTED' }))).toContain(ids[1]);
    expect(idsOf(await dealer.list('myTickets', { faultyProductInfoStatus: 'WAITING' }))).not.toContain(ids[1]);
    expect(idsOf(await other.list('myTickets')).filter((id) => ids.includes(id))).toEqual([ids[3]]);
    // A row carries its photos and the decision's fields once decided.
    const rejected = (await dealer.list('myTickets', { faultyProductInfoStatus: 'REJECTED' })).json().content.find((r: FaultyTicket) => r.id === ids[1]) as FaultyTicket;
    expect(rejected).toMatchObject({ rejectDescription: 'Garanti dışı', photos: [expect.objectContaining({ contentType: 'image/jpeg' })] });
    // Not a supplier's list.
    expect((await supplier.list('myTickets')).statusCode).toBe(403);
  });

  it('the supplier’s tickets: its supply only, with the notification date, status, serial, barcode and reseller filters', async () => {
    const mine = idsOf(await supplier.list('supplyTickets', { barcode: p1.barcode }));
    expect(mine).toEqual([ids[3], ids[2], ids[1], ids[0]]);
    expect(idsOf(await supplier2.list('supplyTickets', { barcode: p2.barcode }))).toEqual([ids[4]]);
    expect(idsOf(await supplier2.list('supplyTickets', { barcode: p1.barcode }))).toEqual([]);
    expect(idsOf(await supplier.list('supplyTickets', { serialNo: serials[2] }))).toEqual([ids[2]]);
    expect(idsOf(await supplier.list('supplyTickets', { barcode: p1.barcode, resellerCode: 'BY10002' }))).toEqual([ids[3]]);
    expect(idsOf(await supplier.list('supplyTickets', { barcode: p1.barcode, faultyProductInfoStatus: 'REJECTED' }))).toEqual([ids[1]]);
    const future = new Date(Date.now() + 86_400_000).toISOString();
    expect(idsOf(await supplier.list('supplyTickets', { barcode: p1.barcode, createDateStart: future }))).toEqual([]);
    expect(expectValidation(await supplier.list('supplyTickets', { createDateStart: '2026-05-02', createDateEnd: '2026-05-01' })).fields).toEqual(['createDateEnd']);
    expect((await dealer.list('supplyTickets')).statusCode).toBe(403);
  });

  it('the admin’s search: sale date range, category, sub-category, status, supplier and reseller; paged; exported', async () => {
    expect(idsOf(await admin.list('search', { subCategoryId: p1.subCategoryId }))).toEqual([ids[3], ids[2], ids[1], ids[0]]);
    expect(idsOf(await admin.list('search', { categoryId: cat.categories.cases, supplyCode: 'TDR002', barcode: p2.barcode }))).toEqual([ids[4]]);
    expect(idsOf(await admin.list('search', { subCategoryId: p2.subCategoryId, saleDateStart: '2026-02-10', saleDateEnd: '2026-02-10' }))).toEqual([ids[4]]);
    expect(idsOf(await admin.list('search', { subCategoryId: p2.subCategoryId, saleDateStart: '2026-02-11' }))).toEqual([]);
    expect(idsOf(await admin.list('search', { subCategoryId: p1.subCategoryId, resellerCode: 'BY10001', faultyProductInfoStatus: 'WAITING' }))).toEqual([ids[2], ids[0]]);
    const page = await admin.list('search', { subCategoryId: p1.subCategoryId }, 'page=1&size=3');
    expect(idsOf(page)).toEqual([ids[0]]);
    expect(page.json().totalElements).toBe(4);
    expect(idsOf(await admin.list('search', { subCategoryId: p1.subCategoryId }, 'sort=createDateTime,asc'))).toEqual([ids[0], ids[1], ids[2], ids[3]]);
    expect((await dealer.list('search')).statusCode).toBe(403);

    const file = await admin.post('/findAll', { subCategoryId: p1.subCategoryId });
    expect(file.statusCode, file.body.slice(0, 200)).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    expect(file.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});
