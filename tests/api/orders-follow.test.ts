import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import type { OrderDetail, OrderRow } from '../../src/shared/contract/orders.js';
import { ORDER_MSG } from '../../src/shared/contract/orders.js';
import { formatTrDateTime } from '../../src/shared/format.js';
import { STOREFRONT_MSG } from '../../src/shared/storefront.js';
import { dbKinds } from '../support/test-db.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { sql } from 'drizzle-orm';
import { expectCoded, expectValidation, rows } from '../support/api-helpers.js';
import { type Catalogue, createCatalogue, createUserLike } from '../support/catalogue-fixtures.js';
import {
  allowListOf,
  clearOrders,
  createResellerAdmin,
  createShopProduct,
  orderClient,
  type OrderClient,
  orderProducts,
  seenCart,
  setAllowList,
  type ShopProduct,
  stockOf,
} from '../support/order-fixtures.js';

/**
 * Order follow-up (spec 3 §2.16, §4 order status): who sees which orders, the detail, cancel
 * only while WAITING, a distributor decides only its own orders, reservations released or
 * shipped with every status change, the two exports.
 */
type Page<R> = { content: R[]; totalElements: number };

describe.each(dbKinds())('order follow-up on %s', (kind) => {
  let t: TestApp;
  let cat: Catalogue;
  let dst1: number;
  let dst2: number;
  let dealer: OrderClient; // BY10001 → DST001
  let konak: OrderClient; // BY30001 → DST002
  let disty: OrderClient; // DST001
  let disty2: OrderClient; // DST002
  let admin: OrderClient;
  let product: ShopProduct;
  const ids: Record<'w1' | 'w2' | 'w3' | 'konak', number> = {} as never;

  const list = async (client: OrderClient, filter: object = {}, query = '') => {
    const res = await client.post(`/api/order/completed/getAll${query}`, filter);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Page<OrderRow>;
  };
  const idsOf = (page: Page<OrderRow>) => page.content.map((r) => r.id).sort((a, b) => a - b);
  const place = async (client: OrderClient, quantity: number) => {
    const res = await orderProducts(client, [{ product, quantity }]);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as OrderDetail).id;
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    await clearOrders(t);
    cat = await createCatalogue(t);
    ({ DST001: dst1, DST002: dst2 } = cat.disties);
    await createResellerAdmin(t, 'konak_admin', 'BY30001', '5351112233');
    await createUserLike(t, 'disty_admin', 'karadeniz_admin', { distyId: dst2 });
    await setAllowList(t, [...(await allowListOf(t)), 'BY30001']);
    [dealer, konak, disty, disty2, admin] = await Promise.all(['reseller_admin', 'konak_admin', 'disty_admin', 'karadeniz_admin', 'ttg_admin'].map((u) => orderClient(t, u)));
    product = await createShopProduct(t, cat, { prices: { [dst1]: 40, [dst2]: 45 }, stock: { [dst1]: 50, [dst2]: 50 } });
    ids.w1 = await place(dealer, 2);
    ids.w2 = await place(dealer, 3);
    ids.w3 = await place(dealer, 4);
    ids.konak = await place(konak, 5);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('shows each caller only its orders: reseller its own, distributor those to it, admin all', async () => {
    const mine = [ids.w1, ids.w2, ids.w3];
    expect(idsOf(await list(dealer))).toEqual(mine);
    expect(idsOf(await list(konak))).toEqual([ids.konak]);
    expect(idsOf(await list(disty))).toEqual(mine);
    expect(idsOf(await list(disty2))).toEqual([ids.konak]);
    expect(idsOf(await list(admin))).toEqual([...mine, ids.konak]);
    const first = (await list(dealer)).content[0];
    expect(first).toMatchObject({ id: ids.w3, orderStatus: 'WAITING', totalQuantity: 4, totalPrice: 160, distyOrderNo: null, reseller: { code: 'BY10001' } });
    expect(first.ownUser).toMatchObject({ name: 'Emre', surname: 'Koç', gsmNo: '5354440001' });

    expect(idsOf(await list(admin, { nameAndSurname: 'emre koç' }))).toEqual(mine);
    expect(idsOf(await list(admin, { gsmNo: '1112233' }))).toEqual([ids.konak]);
    expect((await list(admin, {}, '?size=2&sort=totalQuantity,asc')).content.map((r) => r.id)).toEqual([ids.w1, ids.w2]);
    expectValidation(await admin.post('/api/order/completed/getAll', { orderStatus: 'CART' }));
  });

  it('shows the detail to whoever may see the order, 404 to anyone else', async () => {
    const res = await dealer.get(`/api/order/${ids.w1}`);
    expect(res.statusCode).toBe(200);
    expect((res.json() as OrderDetail).details).toEqual([
      expect.objectContaining({ modelId: product.id, subCategory: 'Fixture Silikon Kılıf', brandName: 'Fixture İnci', barcode: product.barcode, requestQuantity: 2, unitPrice: 40, requestPrice: 80 }),
    ]);
    for (const client of [disty, admin]) expect((await client.get(`/api/order/${ids.w1}`)).statusCode).toBe(200);
    for (const client of [konak, disty2]) expectCoded(await client.get(`/api/order/${ids.w1}`), 404, 404);
    expectCoded(await dealer.get(`/api/order/${ids.konak}`), 404, 404);
    // A cart is not an order.
    await dealer.post('/api/order/cart/line', { modelId: product.id, quantity: 1, barcode: product.barcode });
    const cartId = (await dealer.get('/api/order/cart/0')).json().id as number;
    expectCoded(await dealer.get(`/api/order/${cartId}`), 404, 404);
  });

  it('lets a distributor approve only its own WAITING orders; approval ships the reserved units', async () => {
    const before = await stockOf(t, dst1, product.id);
    expectCoded(await disty2.post('/api/order/approve', { id: ids.w1, distyOrderNo: 'KD-1' }), 404, 404);
    expectCoded(await disty.post('/api/order/approve', { id: ids.konak, distyOrderNo: 'BG-1' }), 404, 404);
    expectCoded(await dealer.post('/api/order/approve', { id: ids.w1, distyOrderNo: 'X' }), 403, 403);
    expectCoded(await admin.post('/api/order/approve', { id: ids.w1, distyOrderNo: 'X' }), 403, 403);
    expectValidation(await disty.post('/api/order/approve', { id: ids.w1, distyOrderNo: '  ' }));

    const res = await disty.post('/api/order/approve', { id: ids.w1, distyOrderNo: 'BG-2026-001' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ orderStatus: 'APPROVED', distyOrderNo: 'BG-2026-001', approverDate: expect.any(String) });
    expect(await stockOf(t, dst1, product.id)).toEqual({ quantity: before.quantity - 2, reserved: before.reserved - 2 });
    expect((await disty.post('/api/order/approve', { id: ids.w1, distyOrderNo: 'again' })).statusCode).toBe(422);
    expect((await disty.post('/api/order/reject', { id: ids.w1 })).statusCode).toBe(422);
    expect(idsOf(await list(dealer, { distyOrderNo: '2026-00' }))).toEqual([ids.w1]);
    expect(idsOf(await list(dealer, { orderStatus: 'APPROVED' }))).toEqual([ids.w1]);
  });

  it('rejects with an optional description and releases the reservation', async () => {
    const before = await stockOf(t, dst1, product.id);
    // Another distributor's order: not found, and nothing changes.
    expectCoded(await disty2.post('/api/order/reject', { id: ids.w2, description: 'başkasının' }), 404, 404);
    expect((await dealer.get(`/api/order/${ids.w2}`)).json()).toMatchObject({ orderStatus: 'WAITING', rejectDescription: null });
    const res = await disty.post('/api/order/reject', { id: ids.w2, description: 'Stokta yok' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ orderStatus: 'REJECTED', rejectDescription: 'Stokta yok' });
    expect(await stockOf(t, dst1, product.id)).toEqual({ quantity: before.quantity, reserved: before.reserved - 3 });
    expectCoded(await disty2.post('/api/order/reject', { id: ids.konak + 1_000 }), 404, 404);
  });

  it('cancels only the owner’s WAITING order; too late answers an empty text', async () => {
    const before = await stockOf(t, dst1, product.id);
    expectCoded(await konak.post(`/api/order/cancel/${ids.w3}`), 404, 404);
    expectCoded(await disty.post(`/api/order/cancel/${ids.w3}`), 403, 403);
    const res = await dealer.post(`/api/order/cancel/${ids.w3}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: ORDER_MSG.cancelled });
    expect(await stockOf(t, dst1, product.id)).toEqual({ quantity: before.quantity, reserved: before.reserved - 4 });
    expect((await dealer.post(`/api/order/cancel/${ids.w3}`)).json()).toEqual({ message: '' });
    expect((await dealer.post(`/api/order/cancel/${ids.w1}`)).json()).toEqual({ message: '' }); // approved
    expect((await dealer.get(`/api/order/${ids.w3}`)).json()).toMatchObject({ orderStatus: 'CANCELLED' });
    // Reservations equal the WAITING lines again: only konak's order at DST002 is left waiting.
    expect((await stockOf(t, dst1, product.id)).reserved).toBe(0);
    expect((await stockOf(t, dst2, product.id)).reserved).toBe(5);
  });

  it('exports the orders and their lines as spreadsheets: numbers, money (2 decimals) and dates DD.MM.YYYY as typed cells', async () => {
    // Each file read back as stored (numbers, text) and as Excel shows it (its number formats).
    const readBack = (payload: Buffer) => {
      const book = XLSX.read(payload, { cellNF: true });
      const sheet = book.Sheets[book.SheetNames[0]];
      return { sheet, values: XLSX.utils.sheet_to_json<Record<string, unknown>>(sheet), shown: XLSX.utils.sheet_to_json<Record<string, string>>(sheet, { raw: false }) };
    };
    const cellOf = (sheet: XLSX.WorkSheet, header: string, row: number) => {
      const heads = XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1 })[0];
      return sheet[XLSX.utils.encode_cell({ r: row, c: heads.indexOf(header) })] as XLSX.CellObject;
    };
    const dayOf = (iso: string | null) => formatTrDateTime(iso!).slice(0, 10);

    const orders = await dealer.post('/api/order/completed/excel', {});
    expect(orders.statusCode, orders.body).toBe(200);
    expect(orders.headers['content-disposition']).toContain(encodeURIComponent('Bayi Sipariş Excel Dökümanı'));
    const listed = (await list(dealer)).content;
    const file = readBack(orders.rawPayload);
    // Our id as a number; the distributor's order number as its text.
    expect(file.values.map((r) => r['Sipariş No'])).toEqual([ids.w3, ids.w2, 'BG-2026-001']);
    expect(file.values[2]).toMatchObject({ 'Sipariş Durumu': 'Onaylandı', 'Toplam Tutar': 80, 'Toplam Adet': listed[2].totalQuantity });
    expect(file.shown[2]['Toplam Tutar']).toBe('80.00');
    expect(cellOf(file.sheet, 'Toplam Tutar', 3)).toMatchObject({ t: 'n', z: '#,##0.00' });
    expect(cellOf(file.sheet, 'Sipariş Tarihi', 1)).toMatchObject({ t: 'n', z: 'dd\\.mm\\.yyyy' });
    expect(file.shown.map((r) => r['Sipariş Tarihi'])).toEqual(listed.map((o) => dayOf(o.requestDate)));
    expect(file.shown[2]['Onay Tarihi']).toBe(dayOf(listed[2].approverDate));
    expect(file.shown[0]['Onay Tarihi']).toBeUndefined();

    const lines = await admin.post('/api/order/completed/detailExcel', {});
    expect(lines.statusCode, lines.body).toBe(200);
    const detail = readBack(lines.rawPayload);
    expect(detail.values).toHaveLength(4);
    expect(detail.values[0]).toMatchObject({ 'Sipariş No': ids.konak, 'Bayi Kodu': 'BY30001', Barkod: product.barcode, 'Talep Adedi': 5, 'Birim Fiyat': 45, Tutar: 225 });
    expect(detail.shown[0]).toMatchObject({ 'Birim Fiyat': '45.00', Tutar: '225.00' });
    expect(cellOf(detail.sheet, 'Tutar', 1)).toMatchObject({ t: 'n', z: '#,##0.00' });
    expect(cellOf(detail.sheet, 'Sipariş Tarihi', 1)).toMatchObject({ t: 'n', z: 'dd\\.mm\\.yyyy' });
    expect(detail.shown[0]['Sipariş Tarihi']).toMatch(/^\d\d\.\d\d\.\d{4}$/);
    // The two files write an order's number alike.
    expect(detail.values.map((r) => r['Sipariş No'])).toEqual(expect.arrayContaining([ids.w3, 'BG-2026-001']));
    // No money as text ('₺…') and no date as text ('28-11-2026 10:47') anywhere in either file.
    for (const f of [file, detail]) {
      for (const row of f.values) for (const v of Object.values(row)) if (typeof v === 'string') expect(v).not.toMatch(/₺|^\d\d-\d\d-\d{4}/);
    }

    // Each caller's exports hold its own orders only: the dealer's, and those placed with the distributor.
    const sheetRows = async (client: OrderClient, url: string) => {
      const res = await client.post(url, {});
      expect(res.statusCode, res.body).toBe(200);
      const b = XLSX.read(res.rawPayload);
      return XLSX.utils.sheet_to_json<Record<string, unknown>>(b.Sheets[b.SheetNames[0]]);
    };
    const dealerLines = await sheetRows(dealer, '/api/order/completed/detailExcel');
    expect(new Set(dealerLines.map((r) => r['Bayi Kodu']))).toEqual(new Set(['BY10001']));
    expect(dealerLines).toHaveLength(3);
    for (const client of [disty2, konak]) {
      expect((await sheetRows(client, '/api/order/completed/detailExcel')).map((r) => r['Sipariş No'])).toEqual([ids.konak]);
      expect((await sheetRows(client, '/api/order/completed/excel')).map((r) => r['Sipariş No'])).toEqual([ids.konak]);
    }
    expect((await sheetRows(disty, '/api/order/completed/detailExcel')).map((r) => r['Bayi Kodu'])).not.toContain('BY30001');
  });

  it('lists the order statuses and refuses a reseller off the allow-list', async () => {
    const types = await dealer.get('/api/order/orderTypes');
    expect(types.json()).toEqual([
      { key: 'WAITING', value: 'Onay Bekliyor' },
      { key: 'APPROVED', value: 'Onaylandı' },
      { key: 'REJECTED', value: 'Reddedildi' },
      { key: 'CANCELLED', value: 'İptal Edildi' },
    ]);
    const before = await allowListOf(t);
    await setAllowList(t, ['BY30001']);
    try {
      expectCoded(await dealer.post('/api/order/completed/getAll', {}), 403, 403, STOREFRONT_MSG.notAllowed);
      expectCoded(await dealer.get(`/api/order/${ids.w1}`), 403, 403);
      expectCoded(await dealer.post(`/api/order/cancel/${ids.w1}`), 403, 403);
      expect((await disty.post('/api/order/completed/getAll', {})).statusCode).toBe(200);
    } finally {
      await setAllowList(t, before);
    }
  });

  it('places a cart with the distributor the reseller has at completion (the feed moved it): its prices, its stock, its order to approve', async () => {
    const [{ id: resellerId }] = await rows<{ id: number }>(t, sql`select id from resellers where code = 'BY10001'`);
    await dealer.post('/api/order/cart/line', { modelId: product.id, quantity: 1, barcode: product.barcode });
    const before = { dst1: await stockOf(t, dst1, product.id), dst2: await stockOf(t, dst2, product.id) };
    await t.database.db.execute(sql`update resellers set disty_id = ${dst2} where id = ${resellerId}`);
    try {
      const seen = await seenCart(dealer);
      expect(seen.lines).toEqual([{ modelId: product.id, quantity: expect.any(Number), unitPrice: 45 }]); // DST002's price
      const quantity = seen.lines[0].quantity;
      const res = await dealer.complete(seen);
      expect(res.statusCode, res.body).toBe(200);
      const id = (res.json() as OrderDetail).id;
      const [order] = await rows<{ disty_id: number }>(t, sql`select disty_id from reseller_orders where id = ${id}`);
      expect(order.disty_id).toBe(dst2);
      expect(await stockOf(t, dst2, product.id)).toEqual({ ...before.dst2, reserved: before.dst2.reserved + quantity });
      expect(await stockOf(t, dst1, product.id)).toEqual(before.dst1);
      // DST001 never sees it nor acts on it; DST002 does, and its rejection releases its own reservation.
      expectCoded(await disty.get(`/api/order/${id}`), 404, 404);
      expectCoded(await disty.post('/api/order/approve', { id, distyOrderNo: 'BG-X' }), 404, 404);
      expect((await disty2.get(`/api/order/${id}`)).statusCode).toBe(200);
      expect((await disty2.post('/api/order/reject', { id })).statusCode).toBe(200);
      expect(await stockOf(t, dst2, product.id)).toEqual(before.dst2);
    } finally {
      await t.database.db.execute(sql`update resellers set disty_id = ${dst1} where id = ${resellerId}`);
    }
  });
});
