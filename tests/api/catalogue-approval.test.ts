import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CATALOGUE_MSG } from '../../src/shared/catalogue.js';
import { MSG } from '../../src/shared/messages.js';
import { dbKinds } from '../support/test-db.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { expectCoded, expectValidation } from '../support/api-helpers.js';
import {
  type Catalogue,
  type Client,
  clientFor,
  createCatalogue,
  fixtureFile,
  insertApprovedProduct,
  mapBrands,
  sqlRows,
  uniqueBarcode,
} from '../support/catalogue-fixtures.js';

const PRICE = { startDate: '2025-06-01T16:00:00+03:00', taxRatio: 18, distyPrice: 100, recommendedEdmPrice: 105, recommendedResellerPrice: 120, recommendedSellPrice: 150 };
const photo = () => ({ field: 'file', fileName: 'product-photo.jpg', data: fixtureFile('images', 'product-photo.jpg'), type: 'image/jpeg' });

interface WaitingRow {
  id: number;
  currentModelId: number;
  kind: string;
  name: string;
  supplyName: string;
  pictures: { id: number; baseUrl: string; pictureCrudType: string }[];
  [key: string]: unknown;
}

describe.each(dbKinds())('product approval on %s', (kind) => {
  let t: TestApp;
  let cat: Catalogue;
  let supply: Client;
  let disty: Client;
  let admin: Client;

  const product = (over: Record<string, unknown> = {}) => ({
    name: 'Fixture Onay Ürünü',
    barcode: uniqueBarcode('APR'),
    brandId: cat.brands.active,
    subCategoryId: cat.subCategories.silicone,
    supplyStatus: 'AÇIK',
    origin: 'Çin',
    eol: false,
    price: PRICE,
    ...over,
  });
  const one = async <T>(query: ReturnType<typeof sql>) => (await sqlRows<T>(t, query))[0];
  const waitingCount = async () => (await admin.get('/api/model/waiting/count')).json() as number;
  const requestOf = async (modelId: number) =>
    one<{ id: number; status: string }>(sql`select id, status from model_updates where model_id = ${modelId} order by id desc limit 1`);
  const snapshot = (modelIds: number[]) =>
    sqlRows(
      t,
      sql`select (select json_agg(m order by m.id) from (select id, name, barcode, approve_type, last_approve_type, approve_description from models where id = any(${`{${modelIds}}`}::int[])) m) as models,
             (select json_agg(u order by u.id) from (select id, status, approve_description, decided_by from model_updates where model_id = any(${`{${modelIds}}`}::int[])) u) as requests,
             (select json_agg(p order by p.id) from (select id, crud_type from model_pictures where model_id = any(${`{${modelIds}}`}::int[])) p) as pictures,
             (select count(*)::int from model_audit where model_id = any(${`{${modelIds}}`}::int[])) as audits,
             (select count(*)::int from model_price_supplies where model_id = any(${`{${modelIds}}`}::int[])) as prices`,
    );
  /** An approved product with one approved picture and a pending change: new name, one picture added, the approved one asked to go. */
  async function pendingChange(name: string) {
    const p = await insertApprovedProduct(t, { supplyId: cat.supplies.TDR001, brandId: cat.brands.active, subCategoryId: cat.subCategories.silicone });
    const [approvedPic] = (await supply.upload('/api/model/photo/upsert', { modelId: p.id }, [photo()])).json().pictures;
    // Settle the first request by hand: the picture is approved, nothing waits.
    await t.database.db.execute(sql`update model_pictures set crud_type = 'INSERTED' where id = ${approvedPic.id}`);
    await t.database.db.execute(sql`update model_updates set status = 'APPROVED' where model_id = ${p.id}`);
    await t.database.db.execute(sql`update models set last_approve_type = 'APPROVED' where id = ${p.id}`);
    const [added] = (await supply.upload('/api/model/photo/upsert', { modelId: p.id }, [photo()])).json().pictures;
    expect((await supply.post(`/api/model/photo/delete/${approvedPic.id}`)).json().pictureCrudType).toBe('WANTDELETE');
    const change = await supply.post('/api/model/upsert', {
      id: p.id,
      name,
      barcode: p.barcode,
      brandId: cat.brands.second,
      subCategoryId: cat.subCategories.fast,
      supplyStatus: 'KAPALI',
      origin: 'Vietnam',
      eol: true,
      description: 'Yeni açıklama',
    });
    expect(change.json()).toEqual({ id: p.id, pending: true });
    const request = await requestOf(p.id);
    expect(request.status).toBe('WAITING');
    return { product: p, request, approvedPic, added };
  }

  beforeAll(async () => {
    t = await startTestApp(kind);
    cat = await createCatalogue(t);
    [supply, disty, admin] = await Promise.all(['supply_admin', 'disty_admin', 'ttg_admin'].map((u) => clientFor(t, u)));
  });
  afterAll(() => t.close());

  it('approves a new product: fields, prices (with the creating distributor reseller price), request and audit', async () => {
    const before = await waitingCount();
    const created = (await disty.post('/api/model/upsert', product({ supplyId: cat.supplies.TDR002, price: { ...PRICE, resellerPrice: 130 } }))).json();
    expect(await waitingCount()).toBe(before + 1);
    const request = await requestOf(created.id);

    const res = await admin.post('/api/model/approve/true', { id: request.id, currentModelId: created.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ count: 1 });
    expect(await waitingCount()).toBe(before);

    expect(await one(sql`select approve_type, last_approve_type, category_id from models where id = ${created.id}`)).toEqual({
      approve_type: 'APPROVED',
      last_approve_type: 'APPROVED',
      category_id: cat.categories.cases,
    });
    const decided = await one<{ status: string; decided_by: number; decided_at: unknown }>(
      sql`select status, decided_by, decided_at from model_updates where id = ${request.id}`,
    );
    expect(decided.status).toBe('APPROVED');
    expect(decided.decided_by).toBe((await one<{ id: number }>(sql`select id from users where username = 'ttg_admin'`)).id);
    expect(decided.decided_at).not.toBeNull();
    const price = await one<Record<string, unknown>>(
      sql`select id, supply_id, tax_ratio, disty_price::float8 as d, recommended_edm_price::float8 as e, recommended_reseller_price::float8 as r,
            recommended_sell_price::float8 as s, start_date from model_price_supplies where model_id = ${created.id}`,
    );
    expect(price).toMatchObject({ supply_id: cat.supplies.TDR002, tax_ratio: 18, d: 100, e: 105, r: 120, s: 150 });
    expect(new Date(price.start_date as string).toISOString()).toBe('2025-06-01T13:00:00.000Z');
    expect(await sqlRows(t, sql`select disty_id, model_price_supply_id, reseller_price::float8 as p from model_price_disties where model_id = ${created.id}`)).toEqual([
      { disty_id: cat.disties.DST001, model_price_supply_id: price.id, p: 130 },
    ]);
    const detail = (await disty.get(`/api/model/byid/${created.id}`)).json();
    expect(detail.currentUpdateModel).toBeNull();
    expect(detail.price).toMatchObject({ distyPrice: 100, resellerPrice: 130 });
    expect(detail.audit.map((a: { action: string; userName: string }) => [a.action, a.userName])).toEqual([
      ['APPROVED', 'Ahmet Yılmaz'],
      ['CREATE_REQUESTED', 'Mustafa Şahin'],
    ]);
    // Decided once: a second decision is refused.
    const again = await admin.post('/api/model/approve/false', { id: request.id, currentModelId: created.id });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ code: 10000, fields: [CATALOGUE_MSG.alreadyDecided] });
  });

  it('approves a change: fields copied, added pictures in, deleted pictures and their files gone', async () => {
    const { product: p, request, approvedPic, added } = await pendingChange('Fixture Onaylanan Ad');
    const res = await admin.post('/api/model/approve/true', { id: request.id, currentModelId: p.id, approveDescription: 'Uygun' });
    expect(res.json()).toEqual({ count: 1 });
    expect(await one(sql`select name, brand_id, sub_category_id, category_id, supply_status, origin, eol, description, approve_type, last_approve_type, approve_description from models where id = ${p.id}`)).toEqual({
      name: 'Fixture Onaylanan Ad',
      brand_id: cat.brands.second,
      sub_category_id: cat.subCategories.fast,
      category_id: cat.categories.chargers,
      supply_status: 'KAPALI',
      origin: 'Vietnam',
      eol: true,
      description: 'Yeni açıklama',
      approve_type: 'APPROVED',
      last_approve_type: 'APPROVED',
      approve_description: 'Uygun',
    });
    expect(await sqlRows(t, sql`select id, crud_type from model_pictures where model_id = ${p.id} order by id`)).toEqual([{ id: added.id, crud_type: 'INSERTED' }]);
    expect((await t.app.inject({ method: 'GET', url: approvedPic.baseUrl })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: added.baseUrl })).statusCode).toBe(200);
    // An UPDATE request carries no price.
    expect(await sqlRows(t, sql`select id from model_price_supplies where model_id = ${p.id}`)).toEqual([]);
    const detail = (await supply.get(`/api/model/byid/${p.id}`)).json();
    expect(detail.picture).toBe(added.baseUrl);
    expect(detail.audit[0]).toMatchObject({ action: 'APPROVED', description: 'Uygun' });
  });

  it('keeps an image file another picture or brand still uses', async () => {
    const { product: p, request, approvedPic } = await pendingChange('Fixture Paylaşılan Resim');
    const key = approvedPic.baseUrl.split('/').pop();
    const other = await insertApprovedProduct(t, { supplyId: cat.supplies.TDR002, brandId: cat.brands.active, subCategoryId: cat.subCategories.silicone });
    await t.database.db.execute(sql`insert into model_pictures (model_id, image_key, crud_type) values (${other.id}, ${key}, 'INSERTED')`);
    expect((await admin.post('/api/model/approve/true', { id: request.id, currentModelId: p.id })).json()).toEqual({ count: 1 });
    expect(await sqlRows(t, sql`select id from model_pictures where id = ${approvedPic.id}`)).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: approvedPic.baseUrl })).statusCode).toBe(200);
  });

  it('rejects a change: product kept, pictures marked refused, description on request, product and audit', async () => {
    const { product: p, request, approvedPic, added } = await pendingChange('Fixture Reddedilen Ad');
    const res = await admin.post('/api/model/approve/false', { id: request.id, currentModelId: p.id, approveDescription: 'Görsel uygun değil' });
    expect(res.json()).toEqual({ count: 1 });
    expect(await one(sql`select name, approve_type, last_approve_type, approve_description from models where id = ${p.id}`)).toEqual({
      name: p.name,
      approve_type: 'APPROVED',
      last_approve_type: 'REJECTED',
      approve_description: 'Görsel uygun değil',
    });
    expect(await one(sql`select status, approve_description from model_updates where id = ${request.id}`)).toEqual({
      status: 'REJECTED',
      approve_description: 'Görsel uygun değil',
    });
    expect(await sqlRows(t, sql`select id, crud_type from model_pictures where model_id = ${p.id} order by id`)).toEqual([
      { id: approvedPic.id, crud_type: 'NOTWANTDELETE' },
      { id: added.id, crud_type: 'NOTWANTINSERT' },
    ]);
    // Files stay: the refused deletion's picture is still the product's.
    expect((await t.app.inject({ method: 'GET', url: approvedPic.baseUrl })).statusCode).toBe(200);
    const detail = (await supply.get(`/api/model/byid/${p.id}`)).json();
    expect(detail.currentUpdateModel).toMatchObject({ id: request.id, status: 'REJECTED', name: 'Fixture Reddedilen Ad', approveDescription: 'Görsel uygun değil' });
    expect(detail.picture).toBe(approvedPic.baseUrl);
    expect(detail.audit[0]).toMatchObject({ action: 'REJECTED', userName: 'Ahmet Yılmaz', description: 'Görsel uygun değil' });

    // Asked again after the refusal: a fresh request, the refused one stays history.
    const retry = await supply.post('/api/model/upsert', {
      id: p.id,
      name: 'Fixture İkinci Deneme',
      barcode: p.barcode,
      brandId: cat.brands.active,
      subCategoryId: cat.subCategories.silicone,
      supplyStatus: 'AÇIK',
    });
    expect(retry.json().pending).toBe(true);
    expect(await sqlRows(t, sql`select status from model_updates where model_id = ${p.id} order by id`)).toEqual([
      { status: 'APPROVED' },
      { status: 'REJECTED' },
      { status: 'WAITING' },
    ]);
    expect((await supply.get(`/api/model/byid/${p.id}`)).json().currentUpdateModel).toMatchObject({ status: 'WAITING', name: 'Fixture İkinci Deneme' });
  });

  it('rejects a new product: it becomes REJECTED; asked again it is a creation request with its prices', async () => {
    const created = (await supply.post('/api/model/upsert', product())).json();
    const request = await requestOf(created.id);
    expect((await admin.post('/api/model/approve/false', { id: request.id, currentModelId: created.id, approveDescription: 'Eksik bilgi' })).json()).toEqual({ count: 1 });
    expect(await one(sql`select approve_type, last_approve_type from models where id = ${created.id}`)).toEqual({ approve_type: 'REJECTED', last_approve_type: 'REJECTED' });
    expect(await sqlRows(t, sql`select id from model_price_supplies where model_id = ${created.id}`)).toEqual([]);

    // A picture added now re-opens it as a creation request carrying the earlier prices.
    expect((await supply.upload('/api/model/photo/upsert', { modelId: created.id }, [photo()])).statusCode).toBe(200);
    const reopened = await one<{ id: number; kind: string; d: number }>(
      sql`select id, kind, disty_price::float8 as d from model_updates where model_id = ${created.id} and status = 'WAITING'`,
    );
    expect(reopened).toMatchObject({ kind: 'CREATE', d: 100 });
    expect((await admin.post('/api/model/approve/true', { id: reopened.id, currentModelId: created.id })).json()).toEqual({ count: 1 });
    expect(await one(sql`select approve_type, last_approve_type from models where id = ${created.id}`)).toEqual({ approve_type: 'APPROVED', last_approve_type: 'APPROVED' });
    expect(await sqlRows(t, sql`select disty_price::float8 as d from model_price_supplies where model_id = ${created.id}`)).toEqual([{ d: 100 }]);
    expect(await sqlRows(t, sql`select crud_type from model_pictures where model_id = ${created.id}`)).toEqual([{ crud_type: 'INSERTED' }]);
  });

  it('decides a list all together, each with its description', async () => {
    const a = await pendingChange('Fixture Toplu A');
    const b = await pendingChange('Fixture Toplu B');
    const res = await admin.post('/api/model/approvelist/false', [
      { id: a.request.id, currentModelId: a.product.id, approveDescription: 'A için neden' },
      { id: b.request.id, currentModelId: b.product.id, approveDescription: 'B için neden' },
    ]);
    expect(res.json()).toEqual({ count: 2 });
    expect(await sqlRows(t, sql`select model_id, status, approve_description from model_updates where id in (${a.request.id}, ${b.request.id}) order by id`)).toEqual([
      { model_id: a.product.id, status: 'REJECTED', approve_description: 'A için neden' },
      { model_id: b.product.id, status: 'REJECTED', approve_description: 'B için neden' },
    ]);
    const c = await pendingChange('Fixture Toplu C');
    const d = await pendingChange('Fixture Toplu D');
    const approved = await admin.post('/api/model/approvelist/true', [
      { id: c.request.id, currentModelId: c.product.id },
      { id: d.request.id, currentModelId: d.product.id },
      { id: d.request.id, currentModelId: d.product.id },
    ]);
    expect(approved.json()).toEqual({ count: 2 });
    expect(await sqlRows(t, sql`select name, last_approve_type from models where id in (${c.product.id}, ${d.product.id}) order by id`)).toEqual([
      { name: 'Fixture Toplu C', last_approve_type: 'APPROVED' },
      { name: 'Fixture Toplu D', last_approve_type: 'APPROVED' },
    ]);
    const audits = await sqlRows<{ action: string }>(t, sql`select action from model_audit where model_id in (${c.product.id}, ${d.product.id}) and action = 'APPROVED'`);
    expect(audits).toHaveLength(2);
  });

  it('refuses a list with one decided, foreign or unknown request and changes nothing', async () => {
    const a = await pendingChange('Fixture Hepsi Ya Da Hiç A');
    const b = await pendingChange('Fixture Hepsi Ya Da Hiç B');
    const decided = await pendingChange('Fixture Zaten Karar');
    expect((await admin.post('/api/model/approve/true', { id: decided.request.id, currentModelId: decided.product.id })).statusCode).toBe(200);
    const ids = [a.product.id, b.product.id, decided.product.id];
    const before = await snapshot(ids);

    const withDecided = await admin.post('/api/model/approvelist/true', [
      { id: a.request.id, currentModelId: a.product.id },
      { id: b.request.id, currentModelId: b.product.id },
      { id: decided.request.id, currentModelId: decided.product.id },
    ]);
    expect(withDecided.statusCode).toBe(422);
    expect(withDecided.json()).toMatchObject({ code: 10000, fields: [CATALOGUE_MSG.alreadyDecided] });
    expect(await snapshot(ids)).toEqual(before);

    const rejectWithDecided = await admin.post('/api/model/approvelist/false', [
      { id: decided.request.id, currentModelId: decided.product.id, approveDescription: 'x' },
      { id: a.request.id, currentModelId: a.product.id, approveDescription: 'x' },
    ]);
    expect(rejectWithDecided.statusCode).toBe(422);
    expect(await snapshot(ids)).toEqual(before);

    // A request named with another product, or one that does not exist.
    expectCoded(
      await admin.post('/api/model/approvelist/true', [
        { id: a.request.id, currentModelId: a.product.id },
        { id: b.request.id, currentModelId: a.product.id },
      ]),
      404,
      404,
      MSG.notFoundRecord,
    );
    expectCoded(await admin.post('/api/model/approve/true', { id: 999999999, currentModelId: a.product.id }), 404, 404, MSG.notFoundRecord);
    expectCoded(await admin.post('/api/model/approve/true', { id: a.request.id, currentModelId: 999999999 }), 404, 404, MSG.notFoundRecord);
    expectCoded(
      await admin.post('/api/model/approvelist/true', [
        { id: a.request.id, currentModelId: a.product.id },
        { id: a.request.id, currentModelId: b.product.id },
      ]),
      404,
      404,
      MSG.notFoundRecord,
    );
    expect(await snapshot(ids)).toEqual(before);

    const empty = expectValidation(await admin.post('/api/model/approvelist/true', []));
    expect(empty.errors[0].message).toBe('Seçili ürün yok.');
    expectValidation(await admin.post('/api/model/approve/maybe', { id: a.request.id, currentModelId: a.product.id }));
    expectCoded(await supply.post('/api/model/approve/true', { id: a.request.id, currentModelId: a.product.id }), 403, 403, MSG.forbidden);
    expect(await snapshot(ids)).toEqual(before);
  });

  it('refuses to approve a barcode another product took meanwhile', async () => {
    const created = (await supply.post('/api/model/upsert', product())).json();
    const request = await requestOf(created.id);
    const wanted = uniqueBarcode('CLASH');
    await t.database.db.execute(sql`update model_updates set barcode = ${wanted} where id = ${request.id}`);
    await insertApprovedProduct(t, { supplyId: cat.supplies.TDR002, brandId: cat.brands.active, subCategoryId: cat.subCategories.silicone, barcode: wanted });
    const before = await snapshot([created.id]);
    const res = await admin.post('/api/model/approve/true', { id: request.id, currentModelId: created.id });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 10000, fields: [CATALOGUE_MSG.barcodeExists] });
    expect(await snapshot([created.id])).toEqual(before);
  });

  describe('waiting list', () => {
    it('lists waiting requests with the requested fields, prices and the product pictures', async () => {
      const brand = (await sqlRows<{ id: number }>(t, sql`insert into brands (name) values ('Fixture Bekleyen') returning id`))[0].id;
      // Products are made only for brands mapped to their supply (/CanSell).
      await mapBrands(t, [brand], [cat.supplies.TDR001, cat.supplies.TDR002]);
      const created = (await supply.post('/api/model/upsert', product({ name: 'Fixture Bekleyen Yeni', brandId: brand }))).json();
      await supply.upload('/api/model/photo/upsert', { modelId: created.id }, [photo()]);
      const changed = await insertApprovedProduct(t, { supplyId: cat.supplies.TDR002, brandId: cat.brands.active, subCategoryId: cat.subCategories.silicone, name: 'Fixture Eski Ad' });
      await disty.post('/api/model/upsert', {
        id: changed.id,
        name: 'Fixture Bekleyen Değişiklik',
        barcode: changed.barcode,
        brandId: brand,
        subCategoryId: cat.subCategories.leather,
        supplyStatus: 'AÇIK',
      });

      const list = async (body: object, query = '') => {
        const res = await admin.post(`/api/model/waiting/getAll${query}`, body);
        expect(res.statusCode, res.body).toBe(200);
        return res.json() as { content: WaitingRow[]; totalElements: number };
      };
      const mine = await list({ brand }, '?sort=name,asc&size=25');
      expect(mine.totalElements).toBe(2);
      expect(mine.content.map((r) => [r.name, r.kind, r.currentModelId])).toEqual([
        ['Fixture Bekleyen Değişiklik', 'UPDATE', changed.id],
        ['Fixture Bekleyen Yeni', 'CREATE', created.id],
      ]);
      expect(mine.content[1]).toMatchObject({
        supplyName: 'Anadolu Aksesuar Tedarik A.Ş.',
        brand: { id: brand, name: 'Fixture Bekleyen' },
        subCategory: { id: cat.subCategories.silicone, category: { id: cat.categories.cases } },
        startDate: '2025-06-01T13:00:00.000Z',
        distyPrice: 100,
        recommendedEdmPrice: 105,
        recommendedSellPrice: 150,
        requestedBy: 'Mehmet Öztürk',
        pictures: [expect.objectContaining({ pictureCrudType: 'WANTINSERT', pictureType: 'WEB' })],
      });
      expect(mine.content[0]).toMatchObject({ supplyName: 'Marmara Teknoloji Ürünleri Ltd. Şti.', distyPrice: null, requestedBy: 'Mustafa Şahin' });

      // Filters read the request: the new name is found, the old one is not.
      expect((await list({ modelName: 'bekleyen değişiklik' })).content.map((r) => r.id)).toHaveLength(1);
      expect((await list({ modelName: 'Fixture Eski Ad' })).totalElements).toBe(0);
      expect((await list({ brand, subCategory: cat.subCategories.leather })).content.map((r) => r.currentModelId)).toEqual([changed.id]);
      expect((await list({ brand, supply: cat.supplies.TDR001 })).content.map((r) => r.currentModelId)).toEqual([created.id]);
      expect((await list({ brand, category: cat.categories.chargers })).totalElements).toBe(0);
      expect((await list({ brand }, '?sort=requestDate,desc')).content[0].currentModelId).toBe(changed.id);
      expect((await list({ brand }, '?sort=requestDate,desc&page=1&size=1')).content.map((r) => r.currentModelId)).toEqual([created.id]);
      for (const sort of ['id', 'barcode', 'brand', 'supplyName', 'category', 'subCategory']) expect((await list({ brand }, `?sort=${sort},desc`)).totalElements).toBe(2);
      expectValidation(await admin.post('/api/model/waiting/getAll?sort=createDateTime,desc', {}));
    });

    it('counts every waiting request', async () => {
      const [{ n }] = await sqlRows<{ n: number }>(t, sql`select count(*)::int as n from model_updates where status = 'WAITING'`);
      expect(await waitingCount()).toBe(n);
      const before = n;
      await supply.post('/api/model/upsert', product());
      expect(await waitingCount()).toBe(before + 1);
      expectCoded(await supply.get('/api/model/waiting/count'), 403, 403, MSG.forbidden);
    });
  });
});
