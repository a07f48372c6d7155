import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAN_SELL_MSG, type CanSellMapping, type DistyRef } from '../../src/shared/contract/can-sell.js';
import { MSG } from '../../src/shared/messages.js';
import { isBrandMapped, unmappedModels } from '../../src/server/prices/can-sell/can-sell-repo.js';
import { expectCoded, expectValidation } from '../support/api-helpers.js';
import {
  type Catalogue,
  type Client,
  clientFor,
  createCatalogue,
  FIXTURE,
  insertApprovedProduct,
  json,
  sqlRows,
  uniqueBarcode,
} from '../support/catalogue-fixtures.js';
import { PRODUCT_HEADERS, productRows, xlsxBuffer } from '../support/sheet-files.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { dbKinds } from '../support/test-db.js';

const PRICE = { startDate: '2026-12-01T16:00:00+03:00', taxRatio: 20, distyPrice: 100, recommendedEdmPrice: 110, recommendedResellerPrice: 120, recommendedSellPrice: 149.9 };
const trSorted = (names: string[]) => [...names].sort(new Intl.Collator('tr', { sensitivity: 'base', numeric: true }).compare);

/** Business refusal in the error envelope (code 10000, the text in fields[0]) with status 422. */
function expectRefused(res: { statusCode: number; body: string; json: () => unknown }, text: string) {
  expect(res.statusCode, res.body).toBe(422);
  expect(res.json()).toMatchObject({ status: 422, code: 10000, fields: [text] });
}

describe.each(dbKinds())('brand–supplier mapping (/CanSell) on %s', (kind) => {
  let t: TestApp;
  let cat: Catalogue;
  let admin: Client;
  let clients: Record<'ttg_user' | 'supply_admin' | 'supply_user' | 'disty_admin' | 'disty_user' | 'reseller_admin' | 'reseller_user', Client>;
  /** Active brands made here, mapped to nothing at first. */
  let fresh: { id: number; name: string };
  let other: { id: number; name: string };
  let third: { id: number; name: string };

  const count = async (query: ReturnType<typeof sql>) => (await sqlRows<{ n: number }>(t, query))[0].n;
  const newBrand = async (name: string) => {
    const [row] = await sqlRows<{ id: number }>(t, sql`insert into brands (name, status) values (${name}, 1) returning id`);
    return { id: row.id, name };
  };
  const byBrand = async (brandId: number) => {
    const res = await admin.post('/api/cansell/getByBrand', { brandId });
    expect(res.statusCode, res.body).toBe(200);
    return json<CanSellMapping>(res);
  };
  const newProduct = (over: Record<string, unknown> = {}) => ({
    name: 'Fixture Eşleşme Ürünü',
    barcode: uniqueBarcode('CS'),
    description: 'Açıklama',
    brandId: cat.brands.active,
    subCategoryId: cat.subCategories.silicone,
    supplyStatus: 'AÇIK',
    origin: 'Çin',
    eol: null,
    price: PRICE,
    ...over,
  });

  beforeAll(async () => {
    t = await startTestApp(kind);
    cat = await createCatalogue(t);
    fresh = await newBrand('Fixture Eşleşmesiz');
    other = await newBrand('Fixture Çınar');
    third = await newBrand('Fixture Zümrüt');
    admin = await clientFor(t, 'ttg_admin');
    const names = ['ttg_user', 'supply_admin', 'supply_user', 'disty_admin', 'disty_user', 'reseller_admin', 'reseller_user'] as const;
    clients = Object.fromEntries(await Promise.all(names.map(async (n) => [n, await clientFor(t, n)] as const))) as typeof clients;
  });
  afterAll(() => t.close());

  it('is for TTG_ADMIN only (the /CanSell screen); disty/all also serves the admin price list', async () => {
    const calls: [string, string, unknown][] = [
      ['POST', '/api/cansell/getAll', undefined],
      ['POST', '/api/cansell/getByBrand', { brandId: fresh.id }],
      ['POST', '/api/cansell/upsert', { brandId: fresh.id, supplies: [cat.supplies.TDR001] }],
      ['POST', '/api/cansell/delete', { brandId: cat.brands.active, supplyId: cat.supplies.TDR001 }],
      ['GET', '/api/disty/all', undefined],
    ];
    for (const [method, url, payload] of calls) {
      expect((await t.app.inject({ method: method as 'GET' | 'POST', url, ...(payload ? { payload: payload as object } : {}) })).statusCode).toBe(401);
      for (const [name, client] of Object.entries(clients)) {
        const res = method === 'GET' ? await client.get(url) : await client.post(url, payload);
        expect(res.statusCode, `${name} ${url}`).toBe(403);
        expectCoded(res, 403, 403, MSG.forbidden);
      }
    }
    // Nothing changed by the refused calls.
    expect((await byBrand(fresh.id)).supplies).toEqual([]);
    expect(await isBrandMapped(t.database.db, cat.supplies.TDR001, cat.brands.active)).toBe(true);
  });

  it('lists every mapping by brand in Turkish order, each supply with its distributors; the demo maps every seeded pair', async () => {
    const res = await admin.post('/api/cansell/getAll');
    expect(res.statusCode, res.body).toBe(200);
    const all = json<CanSellMapping[]>(res);
    expect(all.map((m) => m.brand.name)).toEqual(trSorted(all.map((m) => m.brand.name)));
    // Brands without a pair are not listed.
    expect(all.map((m) => m.brand.id)).not.toContain(fresh.id);
    const samsung = all.find((m) => m.brand.name === 'Samsung')!;
    expect(samsung.supplies.map((s) => s.code)).toEqual(['TDR001', 'TDR003', 'TDR002']);
    const tdr001 = samsung.supplies.find((s) => s.code === 'TDR001')!;
    expect(tdr001).toEqual({
      id: cat.supplies.TDR001,
      code: 'TDR001',
      name: 'Anadolu Aksesuar Tedarik A.Ş.',
      disties: [
        { id: cat.disties.DST001, name: 'Boğaziçi Dağıtım A.Ş.' },
        { id: cat.disties.DST002, name: 'Karadeniz Elektronik Dağıtım Ltd. Şti.' },
      ],
    });
    // The passive brand keeps its extra demo mappings; the fixtures map their active brands everywhere.
    expect(all.find((m) => m.brand.name === 'Rock')!.supplies.map((s) => s.code)).toEqual(['TDR001', 'TDR003']);
    expect(all.find((m) => m.brand.name === FIXTURE.brands.active)!.supplies).toHaveLength(3);
    // Every (brand, supply) pair of a product is mapped.
    expect(await count(sql`select count(*)::int as n from models m where not exists (
        select 1 from brand_supplies bs where bs.brand_id = m.brand_id and bs.supply_id = m.supply_id)`)).toBe(0);
  });

  it('checks the save: a brand and at least one supplier, both existing', async () => {
    const none = expectValidation(await admin.post('/api/cansell/upsert', {}));
    expect(none.errors).toEqual([
      { field: 'brandId', message: CAN_SELL_MSG.brandRequired },
      { field: 'supplies', message: CAN_SELL_MSG.suppliesRequired },
    ]);
    const empty = expectValidation(await admin.post('/api/cansell/upsert', { brandId: fresh.id, supplies: [] }));
    expect(empty.errors).toEqual([{ field: 'supplies', message: CAN_SELL_MSG.suppliesRequired }]);
    const unknownBrand = expectValidation(await admin.post('/api/cansell/upsert', { brandId: 999_999, supplies: [cat.supplies.TDR001] }));
    expect(unknownBrand.errors).toEqual([{ field: 'brandId', message: MSG.invalidValue }]);
    const unknownSupply = expectValidation(await admin.post('/api/cansell/upsert', { brandId: fresh.id, supplies: [cat.supplies.TDR001, 999_999] }));
    expect(unknownSupply.errors).toEqual([{ field: 'supplies', message: MSG.invalidValue }]);
    expect((await byBrand(fresh.id)).supplies).toEqual([]);
  });

  it('adds the missing pairs only, answers nothing added for a brand already defined, deletes one pair', async () => {
    const first = await admin.post('/api/cansell/upsert', { brandId: other.id, supplies: [cat.supplies.TDR002, cat.supplies.TDR001, cat.supplies.TDR002] });
    expect(first.statusCode, first.body).toBe(200);
    expect(json<CanSellMapping>(first)).toEqual({
      brand: { id: other.id, name: other.name },
      supplies: [
        expect.objectContaining({ code: 'TDR001', disties: [expect.objectContaining({ name: 'Boğaziçi Dağıtım A.Ş.' }), expect.anything()] }),
        expect.objectContaining({ code: 'TDR002', disties: [{ id: cat.disties.DST001, name: 'Boğaziçi Dağıtım A.Ş.' }] }),
      ],
    });
    const second = json<CanSellMapping>(await admin.post('/api/cansell/upsert', { brandId: other.id, supplies: [cat.supplies.TDR001, cat.supplies.TDR003] }));
    expect(second.supplies.map((s) => s.code)).toEqual(['TDR003']);
    // Nothing new: the screen says 'Marka zaten tanımlıdır'.
    const again = await admin.post('/api/cansell/upsert', { brandId: other.id, supplies: [cat.supplies.TDR001] });
    expect(again.statusCode).toBe(200);
    expect(json<CanSellMapping>(again)).toEqual({ brand: { id: other.id, name: other.name }, supplies: [] });
    expect((await byBrand(other.id)).supplies.map((s) => s.code).sort()).toEqual(['TDR001', 'TDR002', 'TDR003']);
    expect(await count(sql`select count(*)::int as n from brand_supplies where brand_id = ${other.id}`)).toBe(3);

    const deleted = await admin.post('/api/cansell/delete', { brandId: other.id, supplyId: cat.supplies.TDR002 });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ brandId: other.id, supplyId: cat.supplies.TDR002 });
    expectCoded(await admin.post('/api/cansell/delete', { brandId: other.id, supplyId: cat.supplies.TDR002 }), 404, 404, MSG.notFoundRecord);
    expect((await byBrand(other.id)).supplies.map((s) => s.code).sort()).toEqual(['TDR001', 'TDR003']);
    expectValidation(await admin.post('/api/cansell/delete', { brandId: other.id }));
  });

  it('answers one brand (an unmapped one with no supplies, an unknown one 404)', async () => {
    expect(await byBrand(fresh.id)).toEqual({ brand: { id: fresh.id, name: fresh.name }, supplies: [] });
    expectCoded(await admin.post('/api/cansell/getByBrand', { brandId: 999_999 }), 404, 404, MSG.notFoundRecord);
  });

  it('lists every distributor by name', async () => {
    const res = await admin.get('/api/disty/all');
    expect(res.statusCode, res.body).toBe(200);
    const disties = json<DistyRef[]>(res);
    expect(disties.map((d) => d.code)).toEqual(['DST001', 'DST003', 'DST002']);
    expect(disties[0]).toEqual({ id: cat.disties.DST001, code: 'DST001', name: 'Boğaziçi Dağıtım A.Ş.' });
  });

  it('refuses a new product of a brand not mapped to its supply (422), and accepts it once mapped', async () => {
    const supply = clients.supply_admin; // TDR001
    const before = await count(sql`select count(*)::int as n from models`);
    expectRefused(await supply.post('/api/model/upsert', newProduct({ brandId: fresh.id })), CAN_SELL_MSG.brandNotMapped);
    // A distributor creating for TDR002: the pair must be mapped for that supply.
    expectRefused(await clients.disty_user.post('/api/model/upsert', newProduct({ brandId: fresh.id, supplyId: cat.supplies.TDR002 })), CAN_SELL_MSG.brandNotMapped);
    expect(await count(sql`select count(*)::int as n from models`)).toBe(before);
    expect(await count(sql`select count(*)::int as n from model_updates where brand_id = ${fresh.id}`)).toBe(0);

    expect((await admin.post('/api/cansell/upsert', { brandId: fresh.id, supplies: [cat.supplies.TDR001] })).statusCode).toBe(200);
    const created = await supply.post('/api/model/upsert', newProduct({ brandId: fresh.id }));
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({ pending: true });
    // Mapped to TDR001 only: the distributor's product for TDR002 is still refused.
    expectRefused(await clients.disty_user.post('/api/model/upsert', newProduct({ brandId: fresh.id, supplyId: cat.supplies.TDR002 })), CAN_SELL_MSG.brandNotMapped);
    expect((await clients.disty_user.post('/api/model/upsert', newProduct({ brandId: fresh.id, supplyId: cat.supplies.TDR001 }))).statusCode).toBe(200);
    // Unknown and passive brands keep their own answers.
    const passive = expectValidation(await supply.post('/api/model/upsert', newProduct({ brandId: cat.brands.passive })));
    expect(passive.fields).toEqual(['brandId']);
  });

  it('refuses moving a product to an unmapped brand; other changes of a product keep working', async () => {
    const supply = clients.supply_admin;
    const p = await insertApprovedProduct(t, { supplyId: cat.supplies.TDR001, brandId: cat.brands.active, subCategoryId: cat.subCategories.silicone });
    const fieldsOf = (over: Record<string, unknown>) => ({
      id: p.id,
      name: p.name,
      barcode: p.barcode,
      description: null,
      brandId: cat.brands.active,
      subCategoryId: cat.subCategories.silicone,
      supplyStatus: 'AÇIK',
      origin: null,
      eol: null,
      ...over,
    });
    expectRefused(await supply.post('/api/model/upsert', fieldsOf({ brandId: third.id })), CAN_SELL_MSG.brandNotMapped);
    expect(await count(sql`select count(*)::int as n from model_updates where model_id = ${p.id}`)).toBe(0);

    // A product whose pair was unmapped later stays changeable while its brand stays.
    const legacy = await insertApprovedProduct(t, { supplyId: cat.supplies.TDR001, brandId: third.id, subCategoryId: cat.subCategories.silicone });
    const renamed = await supply.post('/api/model/upsert', { ...fieldsOf({ brandId: third.id }), id: legacy.id, barcode: legacy.barcode, name: 'Fixture Yeni Ad' });
    expect(renamed.statusCode, renamed.body).toBe(200);

    await admin.post('/api/cansell/upsert', { brandId: third.id, supplies: [cat.supplies.TDR001] });
    const moved = await supply.post('/api/model/upsert', fieldsOf({ brandId: third.id }));
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toEqual({ id: p.id, pending: true });
  });

  it('marks a spreadsheet row of an unmapped brand as erroneous and saves only the others', async () => {
    const unmapped = await newBrand('Fixture Spreadsheet Markası');
    const names = { category: FIXTURE.categories.cases, subCategory: FIXTURE.subCategories.silicone };
    const rows = [...productRows(1, { ...names, brand: FIXTURE.brands.active }, 8_693_000_000_000), ...productRows(1, { ...names, brand: unmapped.name }, 8_693_000_000_001)];
    const file = { field: 'file', fileName: 'eslesme.xlsx', data: await xlsxBuffer(PRODUCT_HEADERS, rows) };
    const supply = clients.supply_admin;

    const res = await supply.upload('/api/model/readExcel', {}, [file]);
    expect(res.statusCode, res.body).toBe(200);
    const check = res.json() as { acceptedCount: number; number: number; checkData: { barcode: string }[]; errorData: { barcode: string; errorMaps: object; messages: string[] }[] };
    expect([check.acceptedCount, check.number]).toEqual([1, 1]);
    expect(check.checkData.map((r) => r.barcode)).toEqual(['8693000000000']);
    expect(check.errorData[0]).toMatchObject({ barcode: '8693000000001', errorMaps: { brand: true }, messages: [`Marka: ${CAN_SELL_MSG.brandNotMapped}`] });

    // A distributor's check is against the supply it picked.
    await admin.post('/api/cansell/upsert', { brandId: unmapped.id, supplies: [cat.supplies.TDR002] });
    const forTdr002 = (await clients.disty_admin.upload('/api/model/readExcel', { supplyId: cat.supplies.TDR002 }, [file])).json() as typeof check;
    expect([forTdr002.acceptedCount, forTdr002.number]).toEqual([2, 0]);

    const saved = await supply.upload('/api/model/saveExcel', { acceptedCount: 1 }, [file]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ count: 1 });
    expect(await sqlRows(t, sql`select barcode, brand_id from models where barcode like '8693%' order by barcode`)).toEqual([{ barcode: '8693000000000', brand_id: cat.brands.active }]);
  });

  it('tells the price code which products of a supply have unmapped brands, in one query', async () => {
    const mapped = await insertApprovedProduct(t, { supplyId: cat.supplies.TDR003, brandId: cat.brands.second, subCategoryId: cat.subCategories.fast });
    const lone = await newBrand('Fixture Yalnız');
    const loose = await insertApprovedProduct(t, { supplyId: cat.supplies.TDR003, brandId: lone.id, subCategoryId: cat.subCategories.fast });
    const db = t.database.db;
    expect(await unmappedModels(db, cat.supplies.TDR003, [loose.id, mapped.id, 2_000_000_000])).toEqual([loose.id]);
    expect(await unmappedModels(db, cat.supplies.TDR003, [])).toEqual([]);
    expect(await isBrandMapped(db, cat.supplies.TDR003, lone.id)).toBe(false);
    expect(await isBrandMapped(db, cat.supplies.TDR003, cat.brands.second)).toBe(true);
  });
});
