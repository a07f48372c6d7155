import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import * as XLSX from 'xlsx';
import { CATALOGUE_MSG, IMAGE_MAX_BYTES } from '../../src/shared/catalogue.js';
import { MSG } from '../../src/shared/messages.js';
import { dbKinds } from '../support/test-db.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { expectCoded, expectValidation } from '../support/api-helpers.js';
import {
  type Catalogue,
  type Client,
  clientFor,
  createCatalogue,
  createUserLike,
  fixtureFile,
  insertApprovedProduct,
  sqlRows,
  uniqueBarcode,
} from '../support/catalogue-fixtures.js';

const PRICE = { startDate: '2025-06-01T16:00:00+03:00', taxRatio: 20, distyPrice: 100.5, recommendedEdmPrice: 110, recommendedResellerPrice: 120, recommendedSellPrice: 149.9 };
const photo = () => ({ field: 'file', fileName: 'product-photo.jpg', data: fixtureFile('images', 'product-photo.jpg'), type: 'image/jpeg' });
const logo = () => ({ field: 'file', fileName: 'brand-logo.png', data: fixtureFile('images', 'brand-logo.png'), type: 'image/png' });

interface Row {
  id: number;
  name: string;
  barcode: string;
  labels: { labelStatus: string }[];
  picture: string | null;
  [key: string]: unknown;
}

describe.each(dbKinds())('products (lists, detail, upsert, pictures, tree, labels) on %s', (kind) => {
  let t: TestApp;
  let cat: Catalogue;
  let supplyA: Client; // supply_admin, TDR001
  let supplyB: Client; // a supplier of TDR002
  let disty: Client; // disty_admin, DST001: TDR001 and TDR002
  let disty3: Client; // a distributor of DST003: TDR003
  let admin: Client;
  // Products of the list tests, all of brand `second` (no other product has it).
  const listed: Record<'alpha' | 'beta' | 'gamma' | 'delta', { id: number; barcode: string; name: string }> = {} as never;

  const newProduct = (over: Record<string, unknown> = {}) => ({
    name: 'Fixture Yeni Ürün',
    barcode: uniqueBarcode('NEW'),
    description: 'Açıklama',
    brandId: cat.brands.active,
    subCategoryId: cat.subCategories.silicone,
    supplyStatus: 'AÇIK',
    origin: 'Çin',
    eol: null,
    price: PRICE,
    ...over,
  });
  const count = async (query: ReturnType<typeof sql>) => (await sqlRows<{ n: number }>(t, query))[0].n;
  const page = async (client: Client, url: string, body: object, query = '') => {
    const res = await client.post(`${url}${query}`, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { content: Row[]; totalElements: number };
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    cat = await createCatalogue(t);
    await createUserLike(t, 'supply_admin', 'supply_b_admin', { supplyId: cat.supplies.TDR002 });
    await createUserLike(t, 'disty_admin', 'disty3_admin', { distyId: cat.disties.DST003 });
    [supplyA, supplyB, disty, disty3, admin] = await Promise.all(
      ['supply_admin', 'supply_b_admin', 'disty_admin', 'disty3_admin', 'ttg_admin'].map((u) => clientFor(t, u)),
    );
    const seed = (name: string, supplyId: number, over: object) =>
      insertApprovedProduct(t, { supplyId, brandId: cat.brands.second, subCategoryId: cat.subCategories.silicone, name, ...over });
    listed.alpha = await seed('Fixture Liste Alfa', cat.supplies.TDR001, { origin: 'Vietnam', eol: true, barcode: 'LST-ALFA-001' });
    listed.beta = await seed('Fixture Liste Beta', cat.supplies.TDR001, { origin: 'Türkiye', eol: false, supplyStatus: 'KAPALI', subCategoryId: cat.subCategories.leather });
    listed.gamma = await seed('Fixture Liste Gama', cat.supplies.TDR002, { origin: null, eol: null });
    listed.delta = await seed('=HYPERLINK("http://kotu.example","Fixture Liste Delta")', cat.supplies.TDR003, { subCategoryId: cat.subCategories.fast });
  });
  afterAll(() => t.close());

  describe('lists', () => {
    const byBrand = () => ({ brand: cat.brands.second });
    const names = (p: { content: Row[] }) => p.content.map((r) => r.id);

    it('shows each caller only its scope: own supply, distributed supplies, all for the admin', async () => {
      expect(names(await page(supplyA, '/api/model/getAll/supply', byBrand(), '?sort=id,asc'))).toEqual([listed.alpha.id, listed.beta.id]);
      expect(names(await page(supplyB, '/api/model/getAll/supply', byBrand()))).toEqual([listed.gamma.id]);
      expect(names(await page(disty, '/api/model/getAll/supply', byBrand(), '?sort=id,asc'))).toEqual([listed.alpha.id, listed.beta.id, listed.gamma.id]);
      expect(names(await page(disty3, '/api/model/getAll/supply', byBrand()))).toEqual([listed.delta.id]);
      const all = await page(admin, '/api/model/getAll/admin', byBrand(), '?sort=id,asc');
      expect(names(all)).toEqual([listed.alpha.id, listed.beta.id, listed.gamma.id, listed.delta.id]);
      expect(all.totalElements).toBe(4);
      // A filter on another supply never widens the scope.
      expect((await page(supplyA, '/api/model/getAll/supply', { ...byBrand(), supply: cat.supplies.TDR002 })).totalElements).toBe(0);
    });

    it('answers rows with brand, category, supply name, labels and picture', async () => {
      const [row] = (await page(admin, '/api/model/getAll/admin', { ...byBrand(), modelName: 'liste alfa' })).content;
      expect(row).toMatchObject({
        id: listed.alpha.id,
        name: 'Fixture Liste Alfa',
        barcode: 'LST-ALFA-001',
        brand: { id: cat.brands.second, name: 'Fixture Atlas' },
        subCategory: { id: cat.subCategories.silicone, name: 'Fixture Silikon Kılıf', category: { id: cat.categories.cases, name: 'Fixture Kılıflar' } },
        supplyId: cat.supplies.TDR001,
        supplyName: 'Anadolu Aksesuar Tedarik A.Ş.',
        supplyStatus: 'AÇIK',
        origin: 'Vietnam',
        eol: true,
        approveType: 'APPROVED',
        lastApproveType: 'APPROVED',
        labels: [],
        picture: null,
      });
    });

    it('filters by every field of the filter', async () => {
      const ids = async (filter: object) => names(await page(admin, '/api/model/getAll/admin', { ...byBrand(), ...filter }, '?sort=id,asc'));
      expect(await ids({ modelName: 'liste b' })).toEqual([listed.beta.id]);
      expect(await ids({ barcode: 'alfa-0' })).toEqual([listed.alpha.id]);
      expect(await ids({ modelName: '%' })).toEqual([]); // wildcards are literal
      expect(await ids({ supplyStatus: 'KAPALI' })).toEqual([listed.beta.id]);
      expect(await ids({ origin: 'VIETNAM' })).toEqual([listed.alpha.id]);
      expect(await ids({ origin: 'Viet' })).toEqual([]); // whole value, case-insensitive
      expect(await ids({ eol: 'EVET' })).toEqual([listed.alpha.id]);
      expect(await ids({ eol: 'HAYIR' })).toEqual([listed.beta.id]);
      expect(await ids({ category: cat.categories.chargers })).toEqual([listed.delta.id]);
      expect(await ids({ subCategory: cat.subCategories.leather })).toEqual([listed.beta.id]);
      expect(await ids({ supply: cat.supplies.TDR002 })).toEqual([listed.gamma.id]);
      expect(await ids({ lastApproveType: 'WAITING' })).toEqual([]);
      expect(await ids({ category: cat.categories.cases, supplyStatus: 'AÇIK' })).toEqual([listed.alpha.id, listed.gamma.id]);
      // Empty text filters are no filter.
      expect(await ids({ modelName: '', barcode: '' })).toHaveLength(4);
    });

    it('sorts by whitelisted fields and pages', async () => {
      const sorted = async (sort: string) => (await page(admin, '/api/model/getAll/admin', byBrand(), `?sort=${sort}`)).content.map((r) => r.name);
      expect(await sorted('name,asc')).toEqual([...(await sorted('name,desc'))].reverse());
      const bySupply = (await page(admin, '/api/model/getAll/admin', byBrand(), '?sort=supplyName,desc')).content.map((r) => r.supplyName);
      expect(bySupply).toEqual([...bySupply].sort((a, b) => String(b).localeCompare(String(a), 'en')));
      for (const field of ['id', 'barcode', 'brand', 'category', 'subCategory', 'supplyStatus', 'origin', 'eol', 'lastApproveType', 'createDateTime']) {
        expect((await page(admin, '/api/model/getAll/admin', byBrand(), `?sort=${field},asc`)).totalElements).toBe(4);
      }
      const second = await page(admin, '/api/model/getAll/admin', byBrand(), '?sort=id,asc&page=1&size=1');
      expect(second).toMatchObject({ totalElements: 4, content: [{ id: listed.beta.id }] });
      // Default id,desc.
      expect(names(await page(admin, '/api/model/getAll/admin', byBrand()))[0]).toBe(listed.delta.id);
      const bad = expectValidation(await admin.post('/api/model/getAll/admin?sort=password_hash,asc', byBrand()));
      expect(bad.fields).toEqual(['sort']);
      expectValidation(await admin.post('/api/model/getAll/admin?sort=name;drop', byBrand()));
    });

    it('keeps group staff lists to group staff', async () => {
      expectCoded(await supplyA.post('/api/model/getAll/admin', {}), 403, 403, MSG.forbidden);
      expectCoded(await admin.post('/api/model/getAll/supply', {}), 403, 403, MSG.forbidden);
    });
  });

  describe('exports', () => {
    const readXlsx = (body: Buffer) => {
      const book = XLSX.read(body, { type: 'buffer' });
      const sheet = book.Sheets[book.SheetNames[0]];
      return { book, sheet, rows: XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, defval: null }) };
    };
    const HEADER = ['Kategori', 'Alt Kategori', 'Marka', 'Tedarikçi', 'Ürün Adı', 'Barkod', 'Tedarikçi Durumu', 'Menşei', 'EOL', 'Onay Durumu'];

    it("streams 'Ürün Listesi.xlsx' of the same filter and scope as the page", async () => {
      const res = await supplyA.post('/api/model/getAll/supply/excel?sort=name,asc', { brand: cat.brands.second });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      expect(String(res.headers['content-disposition'])).toContain(`filename*=UTF-8''${encodeURIComponent('Ürün Listesi.xlsx')}`);
      const { book, rows } = readXlsx(res.rawPayload);
      expect(book.SheetNames).toEqual(['data']);
      expect(rows[0]).toEqual(HEADER);
      expect(rows.slice(1)).toEqual([
        ['Fixture Kılıflar', 'Fixture Silikon Kılıf', 'Fixture Atlas', 'Anadolu Aksesuar Tedarik A.Ş.', 'Fixture Liste Alfa', 'LST-ALFA-001', 'AÇIK', 'Vietnam', 'Evet', 'Onaylandı'],
        ['Fixture Kılıflar', 'Fixture Deri Kılıf', 'Fixture Atlas', 'Anadolu Aksesuar Tedarik A.Ş.', 'Fixture Liste Beta', listed.beta.barcode, 'KAPALI', 'Türkiye', 'Hayır', 'Onaylandı'],
      ]);
    });

    it('escapes formulas and writes Boş for an unset EOL', async () => {
      const res = await admin.post('/api/model/getAll/admin/excel?sort=id,asc', { brand: cat.brands.second });
      expect(res.statusCode).toBe(200);
      const { sheet, rows } = readXlsx(res.rawPayload);
      expect(rows).toHaveLength(5);
      const delta = rows.find((r) => String(r[5]) === listed.delta.barcode)!;
      expect(delta[4]).toBe(`'${listed.delta.name}`);
      expect(rows.find((r) => r[4] === 'Fixture Liste Gama')![8]).toBe('Boş');
      // No cell is a formula.
      expect(Object.values(sheet).some((cell) => typeof cell === 'object' && cell !== null && 'f' in cell)).toBe(false);
      expectCoded(await supplyA.post('/api/model/getAll/admin/excel', {}), 403, 403, MSG.forbidden);
      expectValidation(await admin.post('/api/model/getAll/admin/excel?sort=nope,asc', {}));
    });
  });

  describe('big export', () => {
    it('streams every row of a filter across cursor batches, in order', async () => {
      const brand = (await sqlRows<{ id: number }>(t, sql`insert into brands (name) values ('Fixture Toplu') returning id`))[0].id;
      await t.database.db.execute(sql`
        insert into models (name, barcode, brand_id, sub_category_id, category_id, supply_id, supply_status, approve_type, last_approve_type)
        select 'Fixture Toplu ' || lpad(g::text, 5, '0'), 'BULK-' || g, ${brand}, ${cat.subCategories.fast}, ${cat.categories.chargers},
          ${cat.supplies.TDR003}, 'AÇIK', 'APPROVED', 'APPROVED'
        from generate_series(1, 12000) g`);
      const res = await disty3.post('/api/model/getAll/supply/excel?sort=name,desc', { brand });
      expect(res.statusCode).toBe(200);
      const book = XLSX.read(res.rawPayload, { type: 'buffer', dense: true });
      const rows = XLSX.utils.sheet_to_json<string[]>(book.Sheets.data, { header: 1 });
      expect(rows).toHaveLength(12001);
      expect(rows[1][4]).toBe('Fixture Toplu 12000');
      expect(rows[12000][4]).toBe('Fixture Toplu 00001');
      expect(new Set(rows.slice(1).map((r) => r[5])).size).toBe(12000);
    });
  });

  describe('detail', () => {
    it('answers a product in scope with pictures, audit and price; others get 404', async () => {
      const res = await disty.get(`/api/model/byid/${listed.gamma.id}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ id: listed.gamma.id, pictures: [], currentUpdateModel: null, audit: [], price: null });
      expectCoded(await supplyA.get(`/api/model/byid/${listed.gamma.id}`), 404, 404, MSG.notFoundRecord);
      expectCoded(await disty3.get(`/api/model/byid/${listed.alpha.id}`), 404, 404, MSG.notFoundRecord);
      expectCoded(await admin.get('/api/model/byid/999999999'), 404, 404, MSG.notFoundRecord);
      expect((await admin.get(`/api/model/byid/${listed.delta.id}`)).statusCode).toBe(200);
      expectValidation(await admin.get('/api/model/byid/abc'));
    });

    it('shows the current supplier price and the caller distributor reseller price', async () => {
      const id = listed.beta.id;
      await t.database.db.execute(sql`
        insert into model_price_supplies (model_id, supply_id, start_date, tax_ratio, disty_price, recommended_reseller_price, recommended_sell_price)
        values (${id}, ${cat.supplies.TDR001}, now() - interval '10 days', 20, 50, 60, 70),
               (${id}, ${cat.supplies.TDR001}, now() - interval '1 day', 18, 55.25, 66, 77),
               (${id}, ${cat.supplies.TDR001}, now() + interval '10 days', 18, 99, 99, 99)`);
      await t.database.db.execute(sql`
        insert into model_price_disties (model_id, disty_id, model_price_supply_id, start_date, reseller_price, approve_type)
        select ${id}::int, d.id::int, (select max(id) from model_price_supplies where model_id = ${id}::int), now() - interval '1 day', d.p, 'APPROVED'
        from (values (${cat.disties.DST001}, 61.5), (${cat.disties.DST002}, 62)) as d(id, p)`);
      const forDisty = (await disty.get(`/api/model/byid/${id}`)).json();
      expect(forDisty.price).toMatchObject({ taxRatio: 18, distyPrice: 55.25, recommendedResellerPrice: 66, recommendedSellPrice: 77, resellerPrice: 61.5 });
      const forSupply = (await supplyA.get(`/api/model/byid/${id}`)).json();
      expect(forSupply.price).toMatchObject({ distyPrice: 55.25, resellerPrice: null });
    });
  });

  describe('upsert: new product', () => {
    it('creates a WAITING product with its creation request, prices and audit in one go', async () => {
      const input = newProduct({ name: 'Fixture Oluşan Ürün', resellerPrice: 5 });
      const res = await supplyA.post('/api/model/upsert', input);
      expect(res.statusCode, res.body).toBe(200);
      const { id, pending } = res.json();
      expect(pending).toBe(true);
      const [model] = await sqlRows<Record<string, unknown>>(t, sql`select * from models where id = ${id}`);
      expect(model).toMatchObject({
        name: 'Fixture Oluşan Ürün',
        supply_id: cat.supplies.TDR001,
        category_id: cat.categories.cases,
        created_by_disty_id: null,
        approve_type: 'WAITING',
        last_approve_type: 'WAITING',
      });
      const requests = await sqlRows<Record<string, unknown>>(
        t,
        sql`select kind, status, disty_price::float8 as disty_price, tax_ratio, reseller_price, start_date from model_updates where model_id = ${id}`,
      );
      expect(requests).toHaveLength(1);
      // A supplier's resellerPrice is not its to give.
      expect(requests[0]).toMatchObject({ kind: 'CREATE', status: 'WAITING', disty_price: 100.5, tax_ratio: 20, reseller_price: null });
      expect(new Date(requests[0].start_date as string).toISOString()).toBe('2025-06-01T13:00:00.000Z');
      expect(await sqlRows(t, sql`select action from model_audit where model_id = ${id}`)).toEqual([{ action: 'CREATE_REQUESTED' }]);
      const detail = (await supplyA.get(`/api/model/byid/${id}`)).json();
      expect(detail.currentUpdateModel).toMatchObject({ kind: 'CREATE', status: 'WAITING', name: 'Fixture Oluşan Ürün', distyPrice: 100.5, requestedBy: 'Mehmet Öztürk' });
      expect(detail.price).toMatchObject({ distyPrice: 100.5, recommendedSellPrice: 149.9 });
      expect(detail.audit).toEqual([expect.objectContaining({ action: 'CREATE_REQUESTED', userName: 'Mehmet Öztürk' })]);
    });

    it('flags missing and wrong fields', async () => {
      const noPrice = expectValidation(await supplyA.post('/api/model/upsert', newProduct({ price: undefined })));
      expect(noPrice.errors).toEqual([{ field: 'price', message: CATALOGUE_MSG.priceRequired }]);
      const empty = expectValidation(await supplyA.post('/api/model/upsert', { name: '', supplyStatus: 'BELKİ' }));
      expect(empty.fields).toEqual(expect.arrayContaining(['name', 'barcode', 'brandId', 'subCategoryId', 'supplyStatus']));
      const badPrice = expectValidation(await supplyA.post('/api/model/upsert', newProduct({ price: { ...PRICE, taxRatio: 17, distyPrice: -1 } })));
      expect(badPrice.fields).toEqual(expect.arrayContaining(['price.taxRatio', 'price.distyPrice']));
      // The form requires every recommended price (spec 2 §5), and so does the server.
      const { recommendedEdmPrice: _edm, ...withoutEdm } = PRICE;
      const noEdm = expectValidation(await supplyA.post('/api/model/upsert', newProduct({ price: withoutEdm })));
      expect(noEdm.fields).toEqual(['price.recommendedEdmPrice']);
      const badBarcode = expectValidation(await supplyA.post('/api/model/upsert', newProduct({ barcode: 'A B/C' })));
      expect(badBarcode.errors[0]).toEqual({ field: 'barcode', message: 'Barkod sadece harf, rakam ve tire içerebilir.' });
    });

    it('refuses a passive brand, an unknown sub-category and a taken barcode', async () => {
      const passive = expectValidation(await supplyA.post('/api/model/upsert', newProduct({ brandId: cat.brands.passive })));
      expect(passive.errors).toEqual([{ field: 'brandId', message: CATALOGUE_MSG.brandPassive }]);
      const unknown = expectValidation(await supplyA.post('/api/model/upsert', newProduct({ subCategoryId: 999999, brandId: 999999 })));
      expect(unknown.fields.sort()).toEqual(['brandId', 'subCategoryId']);
      const taken = expectValidation(await supplyA.post('/api/model/upsert', newProduct({ barcode: listed.gamma.barcode })));
      expect(taken.errors).toEqual([{ field: 'barcode', message: CATALOGUE_MSG.barcodeExists }]);
      expect(await count(sql`select count(*)::int as n from models where barcode = ${listed.gamma.barcode}`)).toBe(1);
    });

    it('lets a distributor create only for a supply it distributes, with its reseller price', async () => {
      const before = await count(sql`select count(*)::int as n from models`);
      const none = expectValidation(await disty.post('/api/model/upsert', newProduct()));
      expect(none.errors).toEqual([{ field: 'supplyId', message: CATALOGUE_MSG.supplyRequired }]);
      expectValidation(await disty.post('/api/model/upsert', newProduct({ supplyId: cat.supplies.TDR003 })));
      expect(await count(sql`select count(*)::int as n from models`)).toBe(before);

      const res = await disty.post('/api/model/upsert', newProduct({ supplyId: cat.supplies.TDR002, price: { ...PRICE, resellerPrice: 110 } }));
      expect(res.statusCode, res.body).toBe(200);
      const [row] = await sqlRows<{ supply_id: number; created_by_disty_id: number; reseller_price: number }>(
        t,
        sql`select m.supply_id, m.created_by_disty_id, u.reseller_price::float8 as reseller_price
            from models m join model_updates u on u.model_id = m.id where m.id = ${res.json().id}`,
      );
      expect(row).toEqual({ supply_id: cat.supplies.TDR002, created_by_disty_id: cat.disties.DST001, reseller_price: 110 });
      // The supplier of that supply sees the product but not the distributor's price.
      const forSupplier = (await supplyB.get(`/api/model/byid/${res.json().id}`)).json();
      expect(forSupplier.currentUpdateModel.resellerPrice).toBeNull();
      expect((await disty.get(`/api/model/byid/${res.json().id}`)).json().currentUpdateModel.resellerPrice).toBe(110);
    });

    it('ignores a supplier sending another supply', async () => {
      const res = await supplyA.post('/api/model/upsert', newProduct({ supplyId: cat.supplies.TDR003 }));
      expect(res.statusCode).toBe(200);
      expect(await sqlRows(t, sql`select supply_id from models where id = ${res.json().id}`)).toEqual([{ supply_id: cat.supplies.TDR001 }]);
    });
  });

  describe('upsert: change', () => {
    const fieldsOf = (p: { id: number; name: string; barcode: string }, over: object = {}) => ({
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
    const approved = () => insertApprovedProduct(t, { supplyId: cat.supplies.TDR001, brandId: cat.brands.active, subCategoryId: cat.subCategories.silicone });

    it('answers pending false when nothing changed', async () => {
      const p = await approved();
      const res = await supplyA.post('/api/model/upsert', fieldsOf(p, { description: '  ' }));
      expect(res.json()).toEqual({ id: p.id, pending: false });
      expect(await count(sql`select count(*)::int as n from model_updates where model_id = ${p.id}`)).toBe(0);
      expect(await count(sql`select count(*)::int as n from model_audit where model_id = ${p.id}`)).toBe(0);
    });

    it('sends a change to approval and keeps one waiting request per product', async () => {
      const p = await approved();
      const first = await supplyA.post('/api/model/upsert', fieldsOf(p, { name: 'Fixture Değişen Ad' }));
      expect(first.json()).toEqual({ id: p.id, pending: true });
      const [m] = await sqlRows<{ name: string; approve_type: string; last_approve_type: string }>(
        t,
        sql`select name, approve_type, last_approve_type from models where id = ${p.id}`,
      );
      // The approved state stays until the change is approved.
      expect(m).toEqual({ name: p.name, approve_type: 'APPROVED', last_approve_type: 'WAITING' });
      const second = await disty.post('/api/model/upsert', fieldsOf(p, { name: 'Fixture İkinci Ad', eol: true }));
      expect(second.json()).toEqual({ id: p.id, pending: true });
      const requests = await sqlRows<{ kind: string; name: string; eol: boolean }>(t, sql`select kind, name, eol from model_updates where model_id = ${p.id}`);
      expect(requests).toEqual([{ kind: 'UPDATE', name: 'Fixture İkinci Ad', eol: true }]);
      // Even the same fields as the product now: the pending request is kept (and updated).
      expect((await supplyA.post('/api/model/upsert', fieldsOf(p))).json().pending).toBe(true);
      const detail = (await supplyA.get(`/api/model/byid/${p.id}`)).json();
      expect(detail.currentUpdateModel).toMatchObject({ kind: 'UPDATE', status: 'WAITING', name: p.name, currentModelId: p.id });
      expect(detail.audit.map((a: { action: string }) => a.action)).toEqual(['UPDATE_REQUESTED', 'UPDATE_REQUESTED', 'UPDATE_REQUESTED']);
    });

    it('keeps a never approved product in step with its waiting request', async () => {
      const created = (await supplyA.post('/api/model/upsert', newProduct({ name: 'Fixture Taslak' }))).json();
      const barcode = uniqueBarcode('DRAFT');
      const res = await supplyA.post('/api/model/upsert', {
        ...newProduct({ name: 'Fixture Taslak 2', barcode, subCategoryId: cat.subCategories.fast }),
        id: created.id,
        price: { ...PRICE, distyPrice: 7 },
      });
      expect(res.json()).toEqual({ id: created.id, pending: true });
      const [m] = await sqlRows(t, sql`select name, barcode, category_id, last_approve_type from models where id = ${created.id}`);
      expect(m).toEqual({ name: 'Fixture Taslak 2', barcode, category_id: cat.categories.chargers, last_approve_type: 'WAITING' });
      const requests = await sqlRows(t, sql`select kind, name, disty_price::float8 as p from model_updates where model_id = ${created.id}`);
      expect(requests).toEqual([{ kind: 'CREATE', name: 'Fixture Taslak 2', p: 7 }]);
    });

    it('refuses changes of products out of scope, to a passive brand or a taken barcode', async () => {
      const p = await approved();
      expectCoded(await supplyB.post('/api/model/upsert', fieldsOf(p, { name: 'Ele geçirildi' })), 404, 404, MSG.notFoundRecord);
      expectCoded(await disty3.post('/api/model/upsert', fieldsOf(p, { name: 'Ele geçirildi' })), 404, 404, MSG.notFoundRecord);
      expectCoded(await supplyA.post('/api/model/upsert', fieldsOf(p, { id: 999999999 })), 404, 404, MSG.notFoundRecord);
      const passive = expectValidation(await supplyA.post('/api/model/upsert', fieldsOf(p, { brandId: cat.brands.passive })));
      expect(passive.errors).toEqual([{ field: 'brandId', message: CATALOGUE_MSG.brandPassive }]);
      const taken = expectValidation(await supplyA.post('/api/model/upsert', fieldsOf(p, { barcode: listed.alpha.barcode })));
      expect(taken.errors).toEqual([{ field: 'barcode', message: CATALOGUE_MSG.barcodeExists }]);
      expect(await count(sql`select count(*)::int as n from model_updates where model_id = ${p.id}`)).toBe(0);
      expect(await sqlRows(t, sql`select name from models where id = ${p.id}`)).toEqual([{ name: p.name }]);
    });

    it('leaves a product whose brand became passive changeable while the brand stays', async () => {
      const p = await insertApprovedProduct(t, { supplyId: cat.supplies.TDR001, brandId: cat.brands.passive, subCategoryId: cat.subCategories.silicone });
      const res = await supplyA.post('/api/model/upsert', fieldsOf(p, { brandId: cat.brands.passive, name: 'Fixture Pasif Markalı' }));
      expect(res.json()).toEqual({ id: p.id, pending: true });
    });
  });

  describe('pictures', () => {
    const imageStatus = async (baseUrl: string) => (await t.app.inject({ method: 'GET', url: baseUrl })).statusCode;

    it('adds images as WANTINSERT pictures and opens a waiting request copying the product', async () => {
      const p = await insertApprovedProduct(t, { supplyId: cat.supplies.TDR001, brandId: cat.brands.active, subCategoryId: cat.subCategories.silicone });
      const res = await supplyA.upload('/api/model/photo/upsert', { modelId: p.id }, [photo(), logo()]);
      expect(res.statusCode, res.body).toBe(200);
      const { pictures } = res.json();
      expect(pictures).toHaveLength(2);
      expect(pictures[0]).toMatchObject({ pictureType: 'WEB', pictureCrudType: 'WANTINSERT', baseUrl: expect.stringMatching(/^\/api\/public\/image\/[a-f0-9]{32}\.jpg$/) });
      expect(pictures[1].baseUrl).toMatch(/\.png$/);
      const image = await t.app.inject({ method: 'GET', url: pictures[0].baseUrl });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/jpeg');
      expect(image.rawPayload.equals(fixtureFile('images', 'product-photo.jpg'))).toBe(true);

      const [request] = await sqlRows(t, sql`select kind, status, name, barcode from model_updates where model_id = ${p.id}`);
      expect(request).toEqual({ kind: 'UPDATE', status: 'WAITING', name: p.name, barcode: p.barcode });
      expect(await sqlRows(t, sql`select last_approve_type from models where id = ${p.id}`)).toEqual([{ last_approve_type: 'WAITING' }]);
      expect(await sqlRows(t, sql`select action from model_audit where model_id = ${p.id}`)).toEqual([{ action: 'PICTURE_ADD_REQUESTED' }]);
      // A second batch joins the same request.
      expect((await supplyA.upload('/api/model/photo/upsert', { modelId: p.id }, [photo()])).statusCode).toBe(200);
      expect(await count(sql`select count(*)::int as n from model_updates where model_id = ${p.id}`)).toBe(1);
      const detail = (await supplyA.get(`/api/model/byid/${p.id}`)).json();
      expect(detail.pictures.map((x: { pictureCrudType: string }) => x.pictureCrudType)).toEqual(['WANTINSERT', 'WANTINSERT', 'WANTINSERT']);
      // Not shown as the product's picture before approval.
      expect(detail.picture).toBeNull();
    });

    it('refuses oversize, fake and too many images with the envelope, and nothing is stored', async () => {
      const p = await insertApprovedProduct(t, { supplyId: cat.supplies.TDR001, brandId: cat.brands.active, subCategoryId: cat.subCategories.silicone });
      const big = expectValidation(
        await supplyA.upload('/api/model/photo/upsert', { modelId: p.id }, [{ field: 'file', fileName: 'too-big.png', data: fixtureFile('images', 'too-big.png'), type: 'image/png' }]),
      );
      expect(big.errors).toEqual([{ field: 'file', message: MSG.fileTooBig(IMAGE_MAX_BYTES) }]);
      const fake = expectValidation(
        await supplyA.upload('/api/model/photo/upsert', { modelId: p.id }, [{ field: 'file', fileName: 'fake-image.png', data: fixtureFile('images', 'fake-image.png'), type: 'image/png' }]),
      );
      expect(fake.errors).toEqual([{ field: 'file', message: MSG.notImage }]);
      const many = expectValidation(await supplyA.upload('/api/model/photo/upsert', { modelId: p.id }, Array.from({ length: 11 }, photo)));
      expect(many.errors).toEqual([{ field: 'file', message: MSG.tooManyFiles(10) }]);
      const none = expectValidation(await supplyA.upload('/api/model/photo/upsert', { modelId: p.id }, []));
      expect(none.errors).toEqual([{ field: 'file', message: MSG.fileRequired }]);
      expectValidation(await supplyA.upload('/api/model/photo/upsert', {}, [photo()]));
      expect(await count(sql`select count(*)::int as n from model_pictures where model_id = ${p.id}`)).toBe(0);
      expect(await count(sql`select count(*)::int as n from model_updates where model_id = ${p.id}`)).toBe(0);
    });

    it('refuses pictures for products out of scope', async () => {
      const p = await insertApprovedProduct(t, { supplyId: cat.supplies.TDR001, brandId: cat.brands.active, subCategoryId: cat.subCategories.silicone });
      expectCoded(await supplyB.upload('/api/model/photo/upsert', { modelId: p.id }, [photo()]), 404, 404, MSG.notFoundRecord);
      expectCoded(await disty3.upload('/api/model/photo/upsert', { modelId: p.id }, [photo()]), 404, 404, MSG.notFoundRecord);
      expectCoded(await supplyA.upload('/api/model/photo/upsert', { modelId: 999999999 }, [photo()]), 404, 404, MSG.notFoundRecord);
      expect(await count(sql`select count(*)::int as n from model_pictures where model_id = ${p.id}`)).toBe(0);
      // The distributor of the supply may.
      expect((await disty.upload('/api/model/photo/upsert', { modelId: p.id }, [photo()])).statusCode).toBe(200);
    });

    it('withdraws a pending addition, asks deletion of an approved picture, refuses the rest', async () => {
      const p = await insertApprovedProduct(t, { supplyId: cat.supplies.TDR001, brandId: cat.brands.active, subCategoryId: cat.subCategories.silicone });
      const [pending, approvedPic] = (await supplyA.upload('/api/model/photo/upsert', { modelId: p.id }, [photo(), logo()])).json().pictures;
      await t.database.db.execute(sql`update model_pictures set crud_type = 'INSERTED' where id = ${approvedPic.id}`);
      const rejectedId = (
        await sqlRows<{ id: number }>(
          t,
          sql`insert into model_pictures (model_id, image_key, crud_type) values (${p.id}, 'ffffffffffffffffffffffffffffffff.png', 'NOTWANTINSERT') returning id`,
        )
      )[0].id;

      expectCoded(await supplyB.post(`/api/model/photo/delete/${pending.id}`), 404, 404, MSG.notFoundRecord);
      expectCoded(await supplyA.post('/api/model/photo/delete/999999999'), 404, 404, MSG.notFoundRecord);

      expect((await supplyA.post(`/api/model/photo/delete/${pending.id}`)).json()).toEqual({ id: pending.id, pictureCrudType: null });
      expect(await count(sql`select count(*)::int as n from model_pictures where id = ${pending.id}`)).toBe(0);
      expect(await imageStatus(pending.baseUrl)).toBe(404);

      expect((await supplyA.post(`/api/model/photo/delete/${approvedPic.id}`)).json()).toEqual({ id: approvedPic.id, pictureCrudType: 'WANTDELETE' });
      expect(await imageStatus(approvedPic.baseUrl)).toBe(200);
      const again = await supplyA.post(`/api/model/photo/delete/${approvedPic.id}`);
      expect(again.statusCode).toBe(422);
      expect(again.json()).toMatchObject({ code: 10000, fields: [CATALOGUE_MSG.pictureDeletePending] });
      const refused = await supplyA.post(`/api/model/photo/delete/${rejectedId}`);
      expect(refused.json()).toMatchObject({ code: 10000, fields: [CATALOGUE_MSG.pictureNotFound] });

      const actions = await sqlRows<{ action: string }>(t, sql`select action from model_audit where model_id = ${p.id} order by id`);
      expect(actions.map((a) => a.action)).toEqual(['PICTURE_ADD_REQUESTED', 'PICTURE_DELETE_REQUESTED']);
      // While the deletion waits, the picture still shows in the list.
      const [row] = (await page(supplyA, '/api/model/getAll/supply', { barcode: p.barcode })).content;
      expect(row.picture).toBe(approvedPic.baseUrl);
    });
  });

  describe('tree', () => {
    it('counts products by category, sub-category and brand within the caller scope', async () => {
      const category = (await sqlRows<{ id: number }>(t, sql`insert into categories (name) values ('Fixture Ağaç') returning id`))[0].id;
      const subA = (await sqlRows<{ id: number }>(t, sql`insert into sub_categories (category_id, name) values (${category}, 'B Alt') returning id`))[0].id;
      const subB = (await sqlRows<{ id: number }>(t, sql`insert into sub_categories (category_id, name) values (${category}, 'A Alt') returning id`))[0].id;
      const add = (supplyId: number, subCategoryId: number, brandId: number) => insertApprovedProduct(t, { supplyId, subCategoryId, brandId });
      await add(cat.supplies.TDR001, subA, cat.brands.active);
      await add(cat.supplies.TDR001, subA, cat.brands.active);
      await add(cat.supplies.TDR001, subA, cat.brands.second);
      await add(cat.supplies.TDR002, subB, cat.brands.active);
      await add(cat.supplies.TDR003, subB, cat.brands.second);

      const treeOf = async (client: Client, url: string) => {
        const res = await client.post(url);
        expect(res.statusCode, res.body).toBe(200);
        const tree = res.json() as { id: number; name: string; count: number; subCategories: { name: string; count: number; brands: { name: string; count: number }[] }[] }[];
        const names = tree.map((c) => c.name);
        expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
        return tree.find((c) => c.id === category);
      };
      expect(await treeOf(admin, '/api/model/tree/admin')).toEqual({
        id: category,
        name: 'Fixture Ağaç',
        count: 5,
        subCategories: [
          {
            id: subB,
            name: 'A Alt',
            count: 2,
            brands: [
              { id: cat.brands.second, name: 'Fixture Atlas', count: 1 },
              { id: cat.brands.active, name: 'Fixture İnci', count: 1 },
            ],
          },
          {
            id: subA,
            name: 'B Alt',
            count: 3,
            brands: [
              { id: cat.brands.second, name: 'Fixture Atlas', count: 1 },
              { id: cat.brands.active, name: 'Fixture İnci', count: 2 },
            ],
          },
        ],
      });
      expect((await treeOf(supplyA, '/api/model/tree/supply'))!.count).toBe(3);
      expect((await treeOf(supplyB, '/api/model/tree/supply'))!.subCategories).toEqual([
        { id: subB, name: 'A Alt', count: 1, brands: [{ id: cat.brands.active, name: 'Fixture İnci', count: 1 }] },
      ]);
      expect((await treeOf(disty, '/api/model/tree/disty'))!.count).toBe(4);
      expect((await treeOf(disty3, '/api/model/tree/disty'))!.count).toBe(1);
      expectCoded(await disty.post('/api/model/tree/supply'), 403, 403, MSG.forbidden);
    });
  });

  describe('dashboard label and approve types', () => {
    it('adds and removes the DASHBOARD label, twice is once', async () => {
      const id = listed.gamma.id;
      const add = await admin.post(`/api/model/add/dashboard/${id}`);
      expect(add.statusCode, add.body).toBe(200);
      expect(add.json()).toEqual({ id, labels: [{ labelStatus: 'DASHBOARD' }] });
      expect((await admin.post(`/api/model/add/dashboard/${id}`)).json()).toEqual({ id, labels: [{ labelStatus: 'DASHBOARD' }] });
      expect(await count(sql`select count(*)::int as n from model_labels where model_id = ${id}`)).toBe(1);
      const labelled = await page(admin, '/api/model/getAll/admin', { brand: cat.brands.second, labelStatus: 'DASHBOARD' });
      expect(labelled.content.map((r) => [r.id, r.labels])).toEqual([[id, [{ labelStatus: 'DASHBOARD' }]]]);

      expect((await admin.post(`/api/model/remove/dashboard/${id}`)).json()).toEqual({ id, labels: [] });
      expect((await admin.post(`/api/model/remove/dashboard/${id}`)).json()).toEqual({ id, labels: [] });
      expect((await page(admin, '/api/model/getAll/admin', { brand: cat.brands.second, labelStatus: 'DASHBOARD' })).totalElements).toBe(0);
      expectCoded(await admin.post('/api/model/add/dashboard/999999999'), 404, 404, MSG.notFoundRecord);
      expectCoded(await admin.post('/api/model/remove/dashboard/999999999'), 404, 404, MSG.notFoundRecord);
      expectCoded(await supplyA.post(`/api/model/add/dashboard/${id}`), 403, 403, MSG.forbidden);
    });

    it('lists the approve types', async () => {
      expect((await supplyA.get('/api/enum/approvetype')).json()).toEqual([
        { key: 'WAITING', value: 'Onay Bekliyor' },
        { key: 'REJECTED', value: 'Reddedildi' },
        { key: 'APPROVED', value: 'Onaylandı' },
      ]);
    });
  });
});
