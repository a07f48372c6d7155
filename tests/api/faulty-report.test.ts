import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAULTY_MSG, type FaultyTicket, type FaultyUnit } from '../../src/shared/contract/faulty.js';
import { ERROR_CODES } from '../../src/shared/errors.js';
import { defaultConfig, expectCoded, expectValidation, rows } from '../support/api-helpers.js';
import { type Catalogue, createCatalogue, createUserLike } from '../support/catalogue-fixtures.js';
import { BAD_PHOTO, type FaultyClient, faultyClient, PHOTO, photoFile, reportUnit, soldUnits } from '../support/faulty-fixtures.js';
import { createResellerAdmin } from '../support/order-fixtures.js';
import { createSaleProduct, giveUnits, type SaleProduct } from '../support/sale-fixtures.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { dbKinds } from '../support/test-db.js';

/**
 * The dealer's faulty-product report (issue 32; spec 3 §2.8, §5): the serial lookup answers only a
 * unit this dealer sold, with its sale's day; the report needs 1–5 real images of at most 1,000,000
 * bytes (checked by content); one waiting ticket per unit; an Idempotency-Key makes a replay one
 * ticket; the photos are served only to those who may see the ticket.
 */
describe.each(dbKinds())('faulty report on %s', (kind) => {
  let t: TestApp;
  let cat: Catalogue;
  let product: SaleProduct;
  let dealer: FaultyClient; // reseller_admin of BY10001
  let clerk: FaultyClient; // reseller_user of BY10001
  let other: FaultyClient; // a reseller admin of BY10002
  let supplier: FaultyClient; // supply_admin of TDR001 (the product's)
  let otherSupplier: FaultyClient; // a supply admin of TDR002
  let admin: FaultyClient;
  let by1: number;

  const istanbulToday = () => new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);
  const ticketCount = async () => (await rows<{ n: number }>(t, sql`select count(*)::int as n from faulty_product_tickets`))[0].n;

  beforeAll(async () => {
    t = await startTestApp(kind, { loginLimit: { ...defaultConfig().loginLimit, perUser: 1e9, perIp: 1e9 } });
    cat = await createCatalogue(t);
    product = await createSaleProduct(t, cat);
    await createResellerAdmin(t, 'fx_by2_admin', 'BY10002', '5359990022');
    await createUserLike(t, 'supply_admin', 'fx_tdr2_admin', { supplyId: cat.supplies.TDR002 });
    dealer = await faultyClient(t, 'reseller_admin');
    clerk = await faultyClient(t, 'reseller_user');
    other = await faultyClient(t, 'fx_by2_admin');
    supplier = await faultyClient(t, 'supply_admin');
    otherSupplier = await faultyClient(t, 'fx_tdr2_admin');
    admin = await faultyClient(t, 'ttg_admin');
    by1 = (await rows<{ id: number }>(t, sql`select id from resellers where code = 'BY10001'`))[0].id;
  });
  afterAll(() => t?.close());

  it('finds a serial this dealer sold with its sale day, and answers "Ürün bulunamadı" for stock, another dealer’s sale or an unknown serial', async () => {
    const [sold] = await soldUnits(t, product, 'reseller_admin', 'BY10001');
    const found = await clerk.get(`/productSerialNo?serialNo=${encodeURIComponent(sold.serialNo)}`);
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json()).toEqual({
      productSerialNoId: sold.id,
      serialNo: sold.serialNo,
      saleDate: istanbulToday(),
      modelId: product.id,
      modelName: product.name,
      barcode: product.barcode,
      brandName: 'Fixture İnci',
      subCategoryName: expect.any(String),
      supply: { id: cat.supplies.TDR001, name: expect.any(String), code: 'TDR001' },
    } satisfies FaultyUnit);

    const [inStock] = await giveUnits(t, product, 'BY10001', 1);
    const [theirs] = await soldUnits(t, product, 'fx_by2_admin', 'BY10002');
    for (const serialNo of [inStock.serialNo, theirs.serialNo, 'NO-SUCH-SERIAL']) {
      expectCoded(await dealer.get(`/productSerialNo?serialNo=${encodeURIComponent(serialNo)}`), 404, ERROR_CODES.NOT_FOUND, FAULTY_MSG.productNotFound);
    }
    // The other dealer finds its own.
    expect((await other.get(`/productSerialNo?serialNo=${encodeURIComponent(theirs.serialNo)}`)).json()).toMatchObject({ productSerialNoId: theirs.id });
    // An empty serial: the spec's text.
    expect(expectValidation(await dealer.get('/productSerialNo?serialNo=%20')).errors[0].message).toBe(FAULTY_MSG.serialRequired);
  });

  it('answers the cascade (active brands only), the approved products of a brand and sub-category, and the supplier’s shipping information', async () => {
    const catalogue = (await dealer.get('/catalogue')).json() as { brands: { id: number }[]; categories: { id: number; subCategories: { id: number }[] }[] };
    const brandIds = catalogue.brands.map((b) => b.id);
    expect(brandIds).toContain(cat.brands.active);
    expect(brandIds).not.toContain(cat.brands.passive);
    expect(catalogue.categories.find((c) => c.id === cat.categories.cases)?.subCategories.map((s) => s.id)).toContain(product.subCategoryId);

    const models = await dealer.get(`/models?brandId=${cat.brands.active}&subCategoryId=${product.subCategoryId}`);
    expect(models.statusCode, models.body).toBe(200);
    expect(models.json()).toEqual([expect.objectContaining({ modelId: product.id, barcode: product.barcode, supply: expect.objectContaining({ code: 'TDR001' }) })]);
    expect((await dealer.get(`/models?brandId=${cat.brands.passive}&subCategoryId=${product.subCategoryId}`)).json()).toEqual([]);

    const supply = await dealer.get(`/supplier/${product.id}`);
    expect(supply.statusCode, supply.body).toBe(200);
    expect(supply.json()).toEqual({ id: cat.supplies.TDR001, name: 'Anadolu Aksesuar Tedarik A.Ş.', code: 'TDR001', shippingName: 'Yurtiçi Kargo', postCode: '34776', address: expect.any(String), phoneNumber: '2164440101' });
    expectCoded(await dealer.get('/supplier/999999999'), 404, ERROR_CODES.NOT_FOUND, FAULTY_MSG.supplierNotFound);
    // Not a supplier's screen.
    expect((await supplier.get('/catalogue')).statusCode).toBe(403);
  });

  it('refuses a report of a unit the dealer never sold, without a photo, with a too big or a fake image; nothing is written', async () => {
    const [sold] = await soldUnits(t, product, 'reseller_admin', 'BY10001');
    const [inStock] = await giveUnits(t, product, 'BY10001', 1);
    const [theirs] = await soldUnits(t, product, 'fx_by2_admin', 'BY10002');
    const before = await ticketCount();
    const photo = [photoFile(PHOTO.jpg())];
    for (const unit of [inStock, theirs]) {
      expectCoded(await dealer.report({ productSerialNoId: unit.id, description: 'Şarj olmuyor' }, photo), 404, ERROR_CODES.NOT_FOUND, FAULTY_MSG.productNotFound);
    }
    expect(expectValidation(await dealer.report({ productSerialNoId: sold.id, description: 'Şarj olmuyor' }, [])).errors[0].message).toBe(FAULTY_MSG.photoRequired);
    const tooBig = expectValidation(await dealer.report({ productSerialNoId: sold.id, description: 'Şarj olmuyor' }, [photoFile(BAD_PHOTO.tooBig(), 'buyuk.png', 'image/png')]));
    expect(tooBig.errors[0]).toEqual({ field: 'files', message: FAULTY_MSG.photoTooBig });
    // A text file named like a JPEG.
    const fake = expectValidation(await dealer.report({ productSerialNoId: sold.id, description: 'Şarj olmuyor' }, [photoFile(BAD_PHOTO.fake(), 'sahte.jpg')]));
    expect(fake.errors[0]).toEqual({ field: 'files', message: FAULTY_MSG.photoNotImage });
    // Six photos: over the limit.
    const six = expectValidation(await dealer.report({ productSerialNoId: sold.id, description: 'Şarj olmuyor' }, Array.from({ length: 6 }, () => photoFile(PHOTO.jpg()))));
    expect(six.errors[0].message).toBe(FAULTY_MSG.tooManyPhotos);
    expect(expectValidation(await dealer.report({ productSerialNoId: sold.id, description: ' ' }, photo)).errors[0].message).toBe(FAULTY_MSG.descriptionRequired);
    // Without a serial: a product and a sale day, not in the future.
    expect(expectValidation(await dealer.report({ description: 'Kırık' }, photo)).errors.map((e) => e.message)).toEqual([FAULTY_MSG.productRequired, FAULTY_MSG.saleDateRequired]);
    expect(expectValidation(await dealer.report({ modelId: product.id, saleDate: '31.02.2026', description: 'Kırık' }, photo)).errors[0].message).toBe(FAULTY_MSG.saleDateInvalid);
    const tomorrow = new Date(Date.now() + 27 * 3_600_000).toISOString().slice(0, 10).split('-').reverse().join('.');
    expect(expectValidation(await dealer.report({ modelId: product.id, saleDate: tomorrow, description: 'Kırık' }, photo)).errors[0].message).toBe(FAULTY_MSG.saleDateFuture);
    expectCoded(await dealer.report({ modelId: 999999999, saleDate: '01.01.2026', description: 'Kırık' }, photo), 404, ERROR_CODES.NOT_FOUND, FAULTY_MSG.productNotFound);
    // Not a dealer's: a supplier cannot report.
    expect((await supplier.report({ productSerialNoId: sold.id, description: 'Kırık' }, photo)).statusCode).toBe(403);
    expect(await ticketCount()).toBe(before);
  });

  it('reports a sold unit with its photos: the ticket from the ledger, the photos private to those who may see the ticket', async () => {
    const [sold] = await soldUnits(t, product, 'reseller_admin', 'BY10001');
    const jpg = PHOTO.jpg();
    const png = PHOTO.png();
    const res = await clerk.report({ productSerialNoId: sold.id, description: 'Ekran açılmıyor' }, [photoFile(jpg), photoFile(png, 'ikinci.png', 'image/png')]);
    expect(res.statusCode, res.body).toBe(200);
    const { id } = res.json() as { id: number };
    const detail = await dealer.get(`/detail/${id}`);
    expect(detail.statusCode, detail.body).toBe(200);
    const ticket = detail.json() as FaultyTicket;
    expect(ticket).toMatchObject({
      id,
      faultyProductInfoStatus: 'WAITING',
      faultyProductInfoStatusDisplay: 'Bekliyor',
      productSerialNo: { id: sold.id, serialNo: sold.serialNo, saleCompletedDateTime: expect.any(String) },
      model: { id: product.id, barcode: product.barcode, categoryName: 'Fixture Kılıflar' },
      reseller: { id: by1, code: 'BY10001' },
      supply: { id: cat.supplies.TDR001, code: 'TDR001' },
      description: 'Ekran açılmıyor',
      saleDate: istanbulToday(),
      completedDateTime: null,
      newSerialNo: null,
      cargoName: null,
    });
    expect(ticket.photos).toEqual([
      { id: expect.any(Number), contentType: 'image/jpeg', size: jpg.length },
      { id: expect.any(Number), contentType: 'image/png', size: png.length },
    ]);
    const [stored] = await rows<{ sale_id: number | null; unit_id: number; created_by: number }>(t, sql`select sale_id, unit_id, created_by from faulty_product_tickets where id = ${id}`);
    expect(stored.sale_id).not.toBeNull();

    // The photo: to the dealer, its supplier and the admin; 404 to another dealer or supplier.
    const photoId = ticket.photos[0].id;
    for (const who of [dealer, clerk, supplier, admin]) {
      const photo = await who.get(`/photo/${photoId}`);
      expect(photo.statusCode).toBe(200);
      expect(photo.headers['content-type']).toBe('image/jpeg');
      expect(photo.rawPayload.equals(jpg)).toBe(true);
    }
    for (const who of [other, otherSupplier]) {
      expectCoded(await who.get(`/photo/${photoId}`), 404, ERROR_CODES.NOT_FOUND);
      expectCoded(await who.get(`/detail/${id}`), 404, ERROR_CODES.NOT_FOUND);
    }
    expect((await supplier.get(`/detail/${id}`)).json()).toMatchObject({ id });
    expect((await admin.get(`/detail/${id}`)).json()).toMatchObject({ id });
    // Never through the public image route.
    const [key] = await rows<{ storage_key: string }>(t, sql`select storage_key from faulty_product_photos where ticket_id = ${id} order by position limit 1`);
    expect((await t.app.inject({ method: 'GET', url: `/api/public/image/${key.storage_key}` })).statusCode).toBe(404);

    // A second report of the unit while this one waits.
    expectCoded(await dealer.report({ productSerialNoId: sold.id, description: 'Yine' }, [photoFile(jpg)]), 409, ERROR_CODES.CONFLICT, FAULTY_MSG.alreadyWaiting);
  });

  it('makes one ticket of the same report sent twice (and at once) with one Idempotency-Key', async () => {
    const [a, b] = await soldUnits(t, product, 'reseller_admin', 'BY10001', 2);
    const before = await ticketCount();
    const key = randomUUID();
    const fields = { productSerialNoId: a.id, description: 'Ses gelmiyor' };
    const first = await dealer.report(fields, [photoFile(PHOTO.jpg())], key);
    expect(first.statusCode, first.body).toBe(200);
    const again = await dealer.report(fields, [photoFile(PHOTO.jpg())], key);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await ticketCount()).toBe(before + 1);
    // The key with another body is refused.
    expect((await dealer.report({ ...fields, description: 'Başka' }, [photoFile(PHOTO.jpg())], key)).statusCode).toBe(422);

    const together = randomUUID();
    const both = await Promise.all([0, 1].map(() => dealer.report({ productSerialNoId: b.id, description: 'Titreşim yok' }, [photoFile(PHOTO.png(), 'a.png', 'image/png')], together)));
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(both[0].json()).toEqual(both[1].json());
    expect(await ticketCount()).toBe(before + 2);
    expect((await rows<{ n: number }>(t, sql`select count(*)::int as n from faulty_product_photos where ticket_id = ${(both[0].json() as { id: number }).id}`))[0].n).toBe(1);
  });

  it('of two reports of one unit sent at once under different keys, one makes the ticket and the other is told it waits', async () => {
    const [u] = await soldUnits(t, product, 'reseller_admin', 'BY10001');
    const before = await ticketCount();
    const both = await Promise.all([dealer, clerk].map((who) => who.report({ productSerialNoId: u.id, description: 'Aynı anda' }, [photoFile(PHOTO.jpg())])));
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.statusCode === 409)!.json().description).toBe(FAULTY_MSG.alreadyWaiting);
    expect(await ticketCount()).toBe(before + 1);
  });

  it('reports a product without a serial: the chosen product and the dealer’s sale day', async () => {
    const res = await dealer.report({ modelId: product.id, saleDate: '15.03.2026', description: 'Kapağı kırık' }, [photoFile(PHOTO.jpg())], null);
    expect(res.statusCode, res.body).toBe(200);
    const ticket = (await dealer.get(`/detail/${(res.json() as { id: number }).id}`)).json() as FaultyTicket;
    expect(ticket).toMatchObject({ productSerialNo: null, saleDate: '2026-03-15', model: { id: product.id }, supply: { code: 'TDR001' }, reseller: { code: 'BY10001' } });
    // Unknown or not the caller's: 404 alike.
    expectCoded(await dealer.get('/detail/999999999'), 404, ERROR_CODES.NOT_FOUND);
  });

  it('another dealer reports and finds its own sold unit', async () => {
    const [u] = await soldUnits(t, product, 'fx_by2_admin', 'BY10002');
    expect(await reportUnit(other, u)).toBeGreaterThan(0);
    expect((await other.get(`/productSerialNo?serialNo=${encodeURIComponent(u.serialNo)}`)).statusCode).toBe(200);
  });
});
