import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import * as XLSX from 'xlsx';
import { MSG } from '../../src/shared/messages.js';
import { PRICE_MSG, RESELLER_PRICE_LIST_FILE, tolerancePrice } from '../../src/shared/prices.js';
import { ADMIN_PRICE_LIST_FILE } from '../../src/shared/contract/admin-price-lists.js';
import { inTransaction } from '../../src/server/db/sql.js';
import { decidePrices, setDistyPrices, submitSupplierPrices, type SupplierVersionInput } from '../../src/server/prices/price-versions.js';
import { dbKinds } from '../support/test-db.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { expectCoded, expectValidation, userId } from '../support/api-helpers.js';
import { type Catalogue, type Client, clientFor, createCatalogue, insertApprovedProduct, sqlRows } from '../support/catalogue-fixtures.js';

/**
 * The price lists across owners: the admin's distributor prices (/ProductPriceAdmin-Disty)
 * and the reseller's price list (/productPriceInfoList, /productPrices). Every price is made
 * through the real price core (supplier versions, distributor decisions, distributor prices).
 */
const DAY = 86_400_000;
const ADMIN = '/api/modelPriceDisty/admin/getAll';
const ADMIN_XLSX = '/api/modelPriceDisty/admin/findAll';
const RESELLER = '/api/modelPrice/reseller/getAll';
const RESELLER_XLSX = '/api/modelPrice/reseller/findAll';
const RESELLER_FILTERS = '/api/modelPrice/reseller/filters';

interface Page<T> {
  content: T[];
  totalElements: number;
}
type AdminRow = Record<string, unknown> & { id: number; mid: number; did: number; sid: number; mpsid: number; modelName: string; barcode: string; timeStatus: string };
type ResellerRow = Record<string, unknown> & { id: number; mid: number; modelName: string; barcode: string; tolerancePrice: number | null; resellerPrice: number | null; aksf: number | null };

const price = (modelId: number, startDate: Date, base: number): SupplierVersionInput => ({
  modelId,
  startDate,
  taxRatio: 20,
  distyPrice: base,
  recommendedEdmPrice: base + 10,
  recommendedResellerPrice: base + 20,
  recommendedSellPrice: base + 49.9,
});

const readXlsx = (body: Buffer) => {
  const book = XLSX.read(body, { type: 'buffer' });
  return XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]], { header: 1, raw: true, defval: null });
};

describe.each(dbKinds())('price lists across owners (admin, reseller) on %s', (kind) => {
  let t: TestApp;
  let cat: Catalogue;
  let admin: Client;
  let reseller: Client; // reseller_admin: BY10001 under DST001
  let reseller2: Client; // a reseller admin under DST002
  let supply: Client;
  let disty: Client;
  const ids = { dst1: 0, dst2: 0, dst3: 0, admin: 0, disty: 0 };
  // Products (brand `active` unless said): A (TDR001), B (TDR002, brand `second`, no tolerance), C (TDR003), D (TDR001), W (TDR001, waiting).
  const p: Record<'a' | 'b' | 'c' | 'd' | 'w', { id: number; barcode: string; name: string }> = {} as never;
  const mps: Record<string, number> = {};
  const now = Date.now();

  const waitingRow = async (mpsId: number, distyId: number) =>
    (await sqlRows<{ id: number }>(t, sql`select id from model_price_disties where model_price_supply_id = ${mpsId} and disty_id = ${distyId} and approve_type = 'WAITING'`))[0].id;
  const submit = (rows: SupplierVersionInput[]) => inTransaction(t.database.db, (tx) => submitSupplierPrices(tx, rows, { userId: null }));
  const decide = async (mpsId: number, distyId: number, approve: boolean) => {
    const id = await waitingRow(mpsId, distyId);
    await inTransaction(t.database.db, (tx) => decidePrices(tx, { ids: [id], distyId, approve, description: approve ? null : 'Fiyat yüksek', userId: ids.disty }));
  };
  const page = async <T>(client: Client, url: string, body: object, query = '') => {
    const res = await client.post(`${url}${query}`, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Page<T>;
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    cat = await createCatalogue(t);
    ids.dst1 = cat.disties.DST001;
    ids.dst2 = cat.disties.DST002;
    ids.dst3 = cat.disties.DST003;
    ids.admin = await userId(t, 'ttg_admin');
    ids.disty = await userId(t, 'disty_admin');
    // A reseller of DST002 with its own admin.
    const [r2] = await sqlRows<{ id: number }>(t, sql`insert into resellers (code, name, disty_id) values ('BYFX201', 'Fixture Bayi DST002', ${ids.dst2}) returning id`);
    await t.database.db.execute(sql`
      insert into users (username, password_hash, name, surname, roles, login_reseller_id)
      select 'reseller_dst2', password_hash, 'Test', 'Bayi', roles, ${r2.id}::int from users where username = 'reseller_admin'`);
    await t.database.db.execute(sql`insert into user_resellers (user_id, reseller_id) select id, ${r2.id}::int from users where username = 'reseller_dst2'`);
    // Tolerance 12.5 % for the silicone sub-category only.
    await t.database.db.execute(sql`insert into tolerances (sub_category_id, marj_ratio) values (${cat.subCategories.silicone}, 12.5)`);

    const product = (key: string, supplyId: number, over: object = {}) =>
      insertApprovedProduct(t, { supplyId, brandId: cat.brands.active, subCategoryId: cat.subCategories.silicone, name: `Fixture Fiyat ${key}`, barcode: `PLO-${key}-${kind}`, ...over });
    p.a = await product('Alfa', cat.supplies.TDR001);
    p.b = await product('Beta', cat.supplies.TDR002, { brandId: cat.brands.second, subCategoryId: cat.subCategories.leather });
    p.c = await product('Gama', cat.supplies.TDR003);
    p.d = await product('Delta', cat.supplies.TDR001);
    p.w = await product('Bekleyen', cat.supplies.TDR001);

    [admin, reseller, reseller2, supply, disty] = await Promise.all(['ttg_admin', 'reseller_admin', 'reseller_dst2', 'supply_admin', 'disty_admin'].map((u) => clientFor(t, u)));
  });
  afterAll(() => t.close());

  describe('reseller price list', () => {
    it('shows a supplier price only once the reseller’s distributor approved it, and never another distributor’s', async () => {
      [mps.a1] = await submit([price(p.a.id, new Date(now - 10 * DAY), 100)]);
      [mps.d1] = await submit([price(p.d.id, new Date(now - 9 * DAY), 200)]);
      [mps.w1] = await submit([price(p.w.id, new Date(now - 8 * DAY), 300)]);
      const mine = async (client: Client) => (await page<ResellerRow>(client, RESELLER, { brand: cat.brands.active })).content.map((r) => r.mid);
      // Waiting everywhere: nobody's reseller sees them.
      expect(await mine(reseller)).toEqual([]);
      expect(await mine(reseller2)).toEqual([]);

      await decide(mps.a1, ids.dst1, true); // DST001 approves A
      await decide(mps.d1, ids.dst2, true); // DST002 approves D, DST001 rejects it
      await decide(mps.d1, ids.dst1, false);
      expect(await mine(reseller)).toEqual([p.a.id]);
      expect(await mine(reseller2)).toEqual([p.d.id]);
    });

    it('answers the reseller fields with "not entered" prices as null and the tolerance and VAT-inclusive prices', async () => {
      const { content, totalElements } = await page<ResellerRow>(reseller, RESELLER, { brand: cat.brands.active });
      expect(totalElements).toBe(1);
      const [row] = content;
      expect(row).toMatchObject({
        mid: p.a.id,
        modelName: p.a.name,
        barcode: p.a.barcode,
        brandName: 'Fixture İnci',
        supplyName: expect.any(String),
        sid: cat.supplies.TDR001,
        supply: { id: cat.supplies.TDR001, name: row.supplyName },
        distyName: expect.any(String),
        category: 'Fixture Kılıflar',
        subCategory: 'Fixture Silikon Kılıf',
        supplyStatus: 'AÇIK',
        approveType: 'APPROVED',
        taxRatio: 20,
        recommendedResellerPrice: 120,
        recommendedSellPrice: 149.9,
        // The distributor approved without a reseller price: 'Girilmedi'.
        resellerPrice: null,
        aksf: null,
      });
      expect(new Date(row.startDate as string).getTime()).toBe(now - 10 * DAY);
      // 149.9 × 1.125 = 168.6375 → 168.64
      expect(row.tolerancePrice).toBe(168.64);
      expect(row.tolerancePrice).toBe(tolerancePrice(149.9, 12.5));
    });

    it("follows the distributor's own reseller price (aksf = resellerPrice × (1 + KDV))", async () => {
      await inTransaction(t.database.db, (tx) => setDistyPrices(tx, ids.dst1, [{ modelId: p.a.id, startDate: new Date(now - 5 * DAY), resellerPrice: 130.55 }], ids.disty));
      const [row] = (await page<ResellerRow>(reseller, RESELLER, { brand: cat.brands.active })).content;
      expect(row.resellerPrice).toBe(130.55);
      expect(row.aksf).toBe(156.66);
      expect(new Date(row.startDate as string).getTime()).toBe(now - 5 * DAY);
      // A coming supplier price approved by DST001 is not in force yet: the list keeps today's.
      [mps.a2] = await submit([price(p.a.id, new Date(now + 10 * DAY), 110)]);
      await decide(mps.a2, ids.dst1, true);
      const after = (await page<ResellerRow>(reseller, RESELLER, { brand: cat.brands.active })).content;
      expect(after.map((r) => [r.mid, r.recommendedSellPrice, r.resellerPrice])).toEqual([[p.a.id, 149.9, 130.55]]);
    });

    it('gives no tolerance price without a sub-category ratio', async () => {
      [mps.b1] = await submit([price(p.b.id, new Date(now - 3 * DAY), 50)]);
      await decide(mps.b1, ids.dst1, true);
      const [row] = (await page<ResellerRow>(reseller, RESELLER, { brand: cat.brands.second })).content;
      expect(row).toMatchObject({ mid: p.b.id, recommendedSellPrice: 99.9, tolerancePrice: null });
    });

    it('never sends the distributor purchase price or the recommended EDM price, in pages or in the file', async () => {
      const res = await reseller.post(`${RESELLER}?size=25`, {});
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toMatch(/distyPrice|EdmPrice|disty_price|edm_price/i);
      for (const row of (res.json() as Page<ResellerRow>).content) expect(Object.keys(row)).not.toEqual(expect.arrayContaining(['distyPrice']));
      const file = await reseller.post(RESELLER_XLSX, {});
      expect(file.statusCode).toBe(200);
      const header = readXlsx(file.rawPayload)[0] as string[];
      expect(header.join('|')).not.toMatch(/Distribütör Alış|EDM/);
    });

    it('filters by brand, supplier, model name and barcode', async () => {
      const mids = async (filter: object) => (await page<ResellerRow>(reseller, RESELLER, filter)).content.map((r) => r.mid).sort();
      expect(await mids({ brand: cat.brands.active })).toEqual([p.a.id]);
      expect(await mids({ brand: String(cat.brands.second) })).toEqual([p.b.id]);
      expect(await mids({ supply: cat.supplies.TDR002, modelName: 'fixture fiyat' })).toEqual([p.b.id]);
      expect(await mids({ modelName: 'Fiyat Alf' })).toEqual([p.a.id]);
      expect(await mids({ barcode: `PLO-Beta` })).toEqual([p.b.id]);
      expect(await mids({ barcode: 'PLO-%' })).toEqual([]);
      expect(await mids({ modelName: 'Fixture Fiyat', supply: cat.supplies.TDR003 })).toEqual([]);
    });

    it('sorts by product name and barcode, and refuses other sorts', async () => {
      const names = async (sort: string) => (await page<ResellerRow>(reseller, RESELLER, { modelName: 'Fixture Fiyat' }, `?sort=${sort}`)).content.map((r) => r.modelName);
      expect(await names('modelName,asc')).toEqual([p.a.name, p.b.name]);
      expect(await names('modelName,desc')).toEqual([p.b.name, p.a.name]);
      expect(await names('barcode,desc')).toEqual([p.b.name, p.a.name]);
      expectValidation(await reseller.post(`${RESELLER}?sort=distyPrice,asc`, {}));
    });

    it('exports the whole filtered list as a real xlsx named Ürün Fiyat Listesi', async () => {
      const res = await reseller.post(`${RESELLER_XLSX}?sort=modelName,asc`, { modelName: 'Fixture Fiyat' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      expect(String(res.headers['content-disposition'])).toContain(`filename*=UTF-8''${encodeURIComponent(RESELLER_PRICE_LIST_FILE)}`);
      const rows = readXlsx(res.rawPayload);
      expect(rows[0]).toEqual(['Marka', 'Ürün Adı', 'Barkod', 'Tedarikçi', 'Distribütör', 'Önerilen Bayi Alış Fiyatı', 'Önerilen Satış Fiyatı', 'Tolerans Fiyatı']);
      expect(rows.slice(1).map((r) => [r[1], r[5], r[6], r[7]])).toEqual([
        [p.a.name, 120, 149.9, 168.64],
        [p.b.name, 70, 99.9, PRICE_MSG.notEntered],
      ]);
    });

    it("offers the active brands and its distributor's supplies as filter choices", async () => {
      const res = await reseller.get(RESELLER_FILTERS);
      expect(res.statusCode).toBe(200);
      const body = res.json() as { brands: { id: number; name: string }[]; supplies: { id: number }[] };
      expect(body.supplies.map((s) => s.id).sort()).toEqual([cat.supplies.TDR001, cat.supplies.TDR002].sort());
      expect(body.brands.map((b) => b.id)).toEqual(expect.arrayContaining([cat.brands.active, cat.brands.second]));
      expect(body.brands.map((b) => b.id)).not.toContain(cat.brands.passive);
      const other = (await reseller2.get(RESELLER_FILTERS)).json() as { supplies: { id: number }[] };
      expect(other.supplies.map((s) => s.id)).toEqual([cat.supplies.TDR001]);
    });

    it('is for reseller admins only', async () => {
      for (const client of [admin, supply, disty]) {
        expectCoded(await client.post(RESELLER, {}), 403, 403, MSG.forbidden);
        expectCoded(await client.post(RESELLER_XLSX, {}), 403, 403, MSG.forbidden);
        expectCoded(await client.get(RESELLER_FILTERS), 403, 403, MSG.forbidden);
      }
    });
  });

  describe('admin distributor price list', () => {
    const fixture = { modelName: 'Fixture Fiyat' };
    const rowsOf = async (filter: object, query = '?size=25') => (await page<AdminRow>(admin, ADMIN, { ...fixture, ...filter }, query)).content;

    beforeAll(async () => {
      // C: TDR003 through DST003 only.
      [mps.c1] = await submit([price(p.c.id, new Date(now - 20 * DAY), 400)]);
      await decide(mps.c1, ids.dst3, true);
    });

    it("lists every distributor's approved versions, newest start first, with the detail link's ids", async () => {
      const rows = await rowsOf({});
      // A: DST001 approved v1, its own reseller price, the coming v2; D: DST002; B: DST001; C: DST003. W waits: not listed.
      const starts = rows.map((r) => new Date(r.mpdStartDate as string).getTime());
      expect(starts).toEqual([...starts].sort((x, y) => y - x));
      expect(rows.map((r) => r.mid).sort()).toEqual([p.a.id, p.a.id, p.a.id, p.b.id, p.c.id, p.d.id].sort());
      expect(rows.some((r) => r.mid === p.w.id)).toBe(false);
      const coming = rows[0];
      expect(coming).toMatchObject({
        mid: p.a.id,
        did: ids.dst1,
        sid: cat.supplies.TDR001,
        mpsid: mps.a2,
        timeStatus: 'GÜNCEL',
        mpdNextPrice: true,
        mpsNextPrice: true,
        distyPrice: 110,
        recommendedEdmPrice: 120,
        recommendedResellerPrice: 130,
        recommendedSellPrice: 159.9,
        // Approval keeps the distributor's reseller price of the version before.
        resellerPrice: 130.55,
        checkDistyPrice: true,
        checkRecommendedSellPrice: true,
        checkResellerPrice: null,
        brand: 'Fixture İnci',
        category: 'Fixture Kılıflar',
        subCategory: 'Fixture Silikon Kılıf',
        approveType: 'APPROVED',
        mpdEndDate: null,
      });
      const d = rows.find((r) => r.mid === p.d.id)!;
      expect(d).toMatchObject({ did: ids.dst2, mpsid: mps.d1, timeStatus: 'GÜNCEL', resellerPrice: null, mpdNextPrice: false });
    });

    it('filters by status GÜNCEL / ESKİ', async () => {
      const current = await rowsOf({ timeStatus: 'GÜNCEL' });
      const old = await rowsOf({ timeStatus: 'ESKİ' });
      // A's first approved version ended when DST001's own reseller price started.
      expect(old.map((r) => [r.mid, r.mpsid])).toEqual([[p.a.id, mps.a1]]);
      expect(old[0].timeStatus).toBe('ESKİ');
      expect(current).toHaveLength(5);
      expect(current.every((r) => r.timeStatus === 'GÜNCEL')).toBe(true);
      expectValidation(await admin.post(ADMIN, { timeStatus: 'YENİ' }));
    });

    it('filters by distributor, supplier, brand, product name and barcode', async () => {
      const mids = async (filter: object) => [...new Set((await rowsOf(filter)).map((r) => r.mid))].sort();
      expect(await mids({ disty: ids.dst2 })).toEqual([p.d.id]);
      expect(await mids({ disty: String(ids.dst3) })).toEqual([p.c.id]);
      expect(await mids({ disty: ids.dst1 })).toEqual([p.a.id, p.b.id].sort());
      expect(await mids({ supply: cat.supplies.TDR001 })).toEqual([p.a.id, p.d.id].sort());
      expect(await mids({ brand: cat.brands.second })).toEqual([p.b.id]);
      expect(await mids({ modelName: 'fiyat gam' })).toEqual([p.c.id]);
      expect(await mids({ barcode: `PLO-Delta-${kind}` })).toEqual([p.d.id]);
      expect(await mids({ disty: ids.dst2, supply: cat.supplies.TDR002 })).toEqual([]);
    });

    it('sorts on the server by product name and barcode, and pages', async () => {
      const names = async (sort: string) => (await rowsOf({}, `?size=25&sort=${sort}`)).map((r) => r.modelName);
      const asc = await names('modelName,asc');
      expect(asc).toEqual([p.a.name, p.a.name, p.a.name, p.b.name, p.d.name, p.c.name]);
      expect(await names('modelName,desc')).toEqual([...asc].reverse());
      expect((await names('barcode,desc'))[0]).toBe(p.c.name);
      const first = await page<AdminRow>(admin, ADMIN, fixture, '?size=5&page=0&sort=mpdStartDate,asc');
      const second = await page<AdminRow>(admin, ADMIN, fixture, '?size=5&page=1&sort=mpdStartDate,asc');
      expect(first.totalElements).toBe(6);
      expect(first.content).toHaveLength(5);
      expect(second.content).toHaveLength(1);
      expect(second.content[0].mpsid).toBe(mps.a2);
      expectValidation(await admin.post(`${ADMIN}?sort=distyPrice,desc`, {}));
      expectValidation(await admin.post(`${ADMIN}?size=50`, {}));
    });

    it('exports the filtered rows as a real xlsx, prices as numbers and "Girilmedi"', async () => {
      const res = await admin.post(`${ADMIN_XLSX}?sort=modelName,desc`, { ...fixture, disty: ids.dst2 });
      expect(res.statusCode).toBe(200);
      expect(String(res.headers['content-disposition'])).toContain(`filename*=UTF-8''${encodeURIComponent(ADMIN_PRICE_LIST_FILE)}`);
      const rows = readXlsx(res.rawPayload);
      const header = rows[0] as string[];
      expect(header).toEqual(expect.arrayContaining(['Marka', 'Ürün Adı', 'Barkod', 'Tedarikçi', 'Distribütör', 'Durum', 'Başlangıç Tarihi', 'Distribütör Alış Fiyatı', 'Bayi Alış Fiyatı']));
      expect(rows).toHaveLength(2);
      const cell = (name: string) => rows[1][header.indexOf(name)];
      expect(cell('Ürün Adı')).toBe(p.d.name);
      expect(cell('Distribütör Alış Fiyatı')).toBe(200);
      expect(cell('Bayi Alış Fiyatı')).toBe(PRICE_MSG.notEntered);
      expect(cell('Durum')).toBe('GÜNCEL');
    });

    it('is for TTG_ADMIN only', async () => {
      for (const client of [supply, disty, reseller]) {
        expectCoded(await client.post(ADMIN, {}), 403, 403, MSG.forbidden);
        expectCoded(await client.post(ADMIN_XLSX, {}), 403, 403, MSG.forbidden);
      }
    });
  });
});
