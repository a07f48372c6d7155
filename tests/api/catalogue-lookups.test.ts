import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_MSG } from '../../src/shared/catalogue.js';
import { MSG } from '../../src/shared/messages.js';
import { expectCoded, expectValidation } from '../support/api-helpers.js';
import { type Client, clientFor, fixtureFile, json, sqlRows } from '../support/catalogue-fixtures.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { dbKinds } from '../support/test-db.js';

const PNG = fixtureFile('images', 'brand-logo.png');
const JPG = fixtureFile('images', 'product-photo.jpg');
const TOO_BIG = fixtureFile('images', 'too-big.png');
const FAKE = fixtureFile('images', 'fake-image.png');
const file = (data: Buffer, fileName: string, type = 'image/png') => ({ field: 'file', fileName, data, type });
const trSorted = (names: string[]) => [...names].sort(new Intl.Collator('tr', { sensitivity: 'base', numeric: true }).compare);
const RANGE_MSG = 'Tolerans oranı 0 ile 100 arasında olmalıdır.';

interface BrandDto {
  id: number;
  name: string;
  newBrand: boolean;
  image: { publicAddress: string } | null;
  status: number;
}

/** Business refusal (code 10000): the text the client shows is fields[0]. */
function expectBusiness(res: { statusCode: number; body: string; json: () => unknown }, text: string) {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toMatchObject({ status: 400, code: 10000, fields: [text] });
}

/** `message` may be an asymmetric matcher. */
function expectFieldError(res: Parameters<typeof expectValidation>[0], field: string, message: unknown) {
  const body = expectValidation(res);
  expect(body.errors).toContainEqual({ field, message });
  expect(body.fields).toContain(field);
}

const expectNotFound = (res: Parameters<typeof expectCoded>[0]) => expectCoded(res, 404, 404, MSG.notFoundRecord);

describe.each(dbKinds())('catalogue lookups on %s', (kind) => {
  let t: TestApp;
  let admin: Client;
  let ttgUser: Client;
  let supplyAdmin: Client;
  let distyAdmin: Client;
  let resellerUser: Client;
  const imageFiles = () => readdirSync(join(t.config.dataDir, 'images'), { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;
  const serve = (publicAddress: string) => t.app.inject({ method: 'GET', url: publicAddress });
  const keyOf = (b: BrandDto) => b.image!.publicAddress.split('/').pop()!;

  beforeAll(async () => {
    t = await startTestApp(kind);
    [admin, ttgUser, supplyAdmin, distyAdmin, resellerUser] = await Promise.all(
      ['ttg_admin', 'ttg_user', 'supply_admin', 'disty_admin', 'reseller_user'].map((u) => clientFor(t, u)),
    );
  });
  afterAll(() => t.close());

  describe('brands', () => {
    it('lists active brands to the roles of the product screens, in Turkish order, with image addresses', async () => {
      const res = await supplyAdmin.get('/api/brand/getAll');
      expect(res.statusCode).toBe(200);
      const brands = json<BrandDto[]>(res);
      expect(brands).toHaveLength(20);
      expect(brands.every((b) => b.status === 1)).toBe(true);
      expect(brands.map((b) => b.name)).toEqual(trSorted(brands.map((b) => b.name)));
      expect(brands.map((b) => b.name)).toContain('Samsung');
      expect(brands.map((b) => b.name)).not.toContain('Rock');
      for (const b of brands) expect(b.image?.publicAddress).toMatch(/^\/api\/public\/image\/[a-f0-9]{32}\.png$/);
      expect((await t.app.inject({ method: 'GET', url: '/api/brand/getAll' })).statusCode).toBe(401);
      // A dealer reads them on the sales wizard's Brands tab (/satis, issue 31); a TTG_USER has no screen that shows brands.
      expect((await resellerUser.get('/api/brand/getAll')).statusCode).toBe(200);
      expectCoded(await ttgUser.get('/api/brand/getAll'), 403, 403, MSG.forbidden);
    });

    it('lists passive brands too for the admin only', async () => {
      const res = await admin.post('/api/brand/getAllWithPassive');
      expect(res.statusCode).toBe(200);
      const brands = json<BrandDto[]>(res);
      expect(brands).toHaveLength(21);
      expect(brands.find((b) => b.name === 'Rock')).toMatchObject({ status: 0 });
      expectCoded(await supplyAdmin.post('/api/brand/getAllWithPassive'), 403, 403, MSG.forbidden);
      expectCoded(await ttgUser.post('/api/brand/getAllWithPassive'), 403, 403, MSG.forbidden);
    });

    it('creates a brand with its image; the image is served byte for byte, cacheable forever', async () => {
      const res = await admin.upload('/api/brand/create', { name: '  Oraimo ', newBrand: 'true' }, [file(PNG, 'logo.png')]);
      expect(res.statusCode, res.body).toBe(200);
      const brand = json<BrandDto>(res);
      expect(brand).toMatchObject({ name: 'Oraimo', newBrand: true, status: 1 });
      const served = await serve(brand.image!.publicAddress);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(Buffer.compare(served.rawPayload, PNG)).toBe(0);
      const [row] = await sqlRows<{ image_key: string; new_brand: boolean }>(t, sql`select image_key, new_brand from brands where id = ${brand.id}`);
      expect(row).toEqual({ image_key: keyOf(brand), new_brand: true });

      const jpg = json<BrandDto>(await admin.upload('/api/brand/create', { name: 'Joyroom' }, [file(JPG, 'photo.jpg', 'image/jpeg')]));
      expect(jpg).toMatchObject({ name: 'Joyroom', newBrand: false });
      expect(jpg.image!.publicAddress).toMatch(/\.jpg$/);
      const servedJpg = await serve(jpg.image!.publicAddress);
      expect(servedJpg.headers['content-type']).toBe('image/jpeg');
      expect(Buffer.compare(servedJpg.rawPayload, JPG)).toBe(0);
    });

    it('refuses a create without an image, with a wrong or too big file, or with two files', async () => {
      const before = imageFiles();
      expectFieldError(await admin.upload('/api/brand/create', { name: 'Resimsiz' }, []), 'file', MSG.fileRequired);
      expectFieldError(await admin.upload('/api/brand/create', { name: 'Büyük' }, [file(TOO_BIG, 'too-big.png')]), 'file', MSG.fileTooBig(1_000_000));
      expectFieldError(await admin.upload('/api/brand/create', { name: 'Sahte' }, [file(FAKE, 'fake-image.png')]), 'file', MSG.notImage);
      expectFieldError(
        await admin.upload('/api/brand/create', { name: 'İkili' }, [file(PNG, 'a.png'), file(JPG, 'b.jpg', 'image/jpeg')]),
        'file',
        MSG.tooManyFiles(1),
      );
      expectFieldError(await admin.upload('/api/brand/create', { name: '   ' }, [file(PNG, 'logo.png')]), 'name', CATALOGUE_MSG.brandNameRequired);
      expect(await sqlRows(t, sql`select id from brands where name in ('Resimsiz', 'Büyük', 'Sahte', 'İkili')`)).toEqual([]);
      expect(imageFiles()).toBe(before);
    });

    it('refuses a duplicate name in any letter case and keeps no orphan file', async () => {
      const before = imageFiles();
      expectFieldError(await admin.upload('/api/brand/create', { name: 'samsung' }, [file(PNG, 'logo.png')]), 'name', CATALOGUE_MSG.brandExists);
      expectFieldError(await admin.upload('/api/brand/create', { name: 'ANKER' }, [file(PNG, 'logo.png')]), 'name', CATALOGUE_MSG.brandExists);
      expect(imageFiles()).toBe(before);
    });

    it('refuses brand changes to anyone but the admin, and callers without a token', async () => {
      expectCoded(await supplyAdmin.upload('/api/brand/create', { name: 'Yetkisiz' }, [file(PNG, 'logo.png')]), 403, 403, MSG.forbidden);
      expectCoded(await distyAdmin.post('/api/brand/passive', { id: 1 }), 403, 403, MSG.forbidden);
      expect((await t.app.inject({ method: 'POST', url: '/api/brand/active', payload: { id: 1 } })).statusCode).toBe(401);
    });

    it('updates name and flag without a file and keeps the image', async () => {
      const created = json<BrandDto>(await admin.upload('/api/brand/create', { name: 'Vivo' }, [file(PNG, 'logo.png')]));
      const res = await admin.upload('/api/brand/update', { id: created.id, name: 'Vivo Türkiye', newBrand: 'true' }, []);
      expect(res.statusCode, res.body).toBe(200);
      expect(json<BrandDto>(res)).toEqual({ ...created, name: 'Vivo Türkiye', newBrand: true });
    });

    it('replaces the image on update and removes the old file when nothing else uses it', async () => {
      const created = json<BrandDto>(await admin.upload('/api/brand/create', { name: 'Realme' }, [file(PNG, 'logo.png')]));
      const res = await admin.upload('/api/brand/update', { id: created.id, name: 'Realme', newBrand: 'false' }, [file(JPG, 'new.jpg', 'image/jpeg')]);
      expect(res.statusCode, res.body).toBe(200);
      const updated = json<BrandDto>(res);
      expect(updated.image!.publicAddress).not.toBe(created.image!.publicAddress);
      expect(Buffer.compare((await serve(updated.image!.publicAddress)).rawPayload, JPG)).toBe(0);
      expectNotFound(await serve(created.image!.publicAddress));
    });

    it('keeps the old file when product pictures still share it', async () => {
      const [shared] = await sqlRows<{ id: number; name: string; image_key: string }>(
        t,
        sql`select b.id, b.name, b.image_key from brands b
            where exists (select 1 from model_pictures p where p.image_key = b.image_key) order by b.id limit 1`,
      );
      expect(shared).toBeDefined();
      const res = await admin.upload('/api/brand/update', { id: shared.id, name: shared.name }, [file(PNG, 'logo.png')]);
      expect(res.statusCode, res.body).toBe(200);
      expect(keyOf(json<BrandDto>(res))).not.toBe(shared.image_key);
      expect((await serve(`/api/public/image/${shared.image_key}`)).statusCode).toBe(200);
    });

    it('refuses an update of an unknown brand (404) or to a taken name, and keeps no orphan file', async () => {
      const before = imageFiles();
      expectNotFound(await admin.upload('/api/brand/update', { id: 999_999, name: 'Hiç' }, [file(PNG, 'logo.png')]));
      const [apple] = await sqlRows<{ id: number }>(t, sql`select id from brands where name = 'Apple'`);
      expectFieldError(await admin.upload('/api/brand/update', { id: apple.id, name: 'SONY' }, [file(PNG, 'logo.png')]), 'name', CATALOGUE_MSG.brandExists);
      expect(imageFiles()).toBe(before);
      // Its own name in another case is not a duplicate.
      expect((await admin.upload('/api/brand/update', { id: apple.id, name: 'APPLE' }, [])).statusCode).toBe(200);
      expect((await admin.upload('/api/brand/update', { id: apple.id, name: 'Apple' }, [])).statusCode).toBe(200);
    });

    it('passivates and activates a brand; passive brands leave the active list', async () => {
      const [lenovo] = await sqlRows<{ id: number }>(t, sql`select id from brands where name = 'Lenovo'`);
      const passive = await admin.post('/api/brand/passive', { id: lenovo.id });
      expect(passive.statusCode).toBe(200);
      expect(json<BrandDto>(passive)).toMatchObject({ id: lenovo.id, name: 'Lenovo', status: 0 });
      expect(json<BrandDto[]>(await distyAdmin.get('/api/brand/getAll')).map((b) => b.id)).not.toContain(lenovo.id);
      const active = await admin.post('/api/brand/active', { id: lenovo.id });
      expect(json<BrandDto>(active)).toMatchObject({ id: lenovo.id, status: 1 });
      expect(json<BrandDto[]>(await distyAdmin.get('/api/brand/getAll')).map((b) => b.id)).toContain(lenovo.id);
      expectNotFound(await admin.post('/api/brand/passive', { id: 999_999 }));
      expectNotFound(await admin.post('/api/brand/active', { id: 999_999 }));
      expectFieldError(await admin.post('/api/brand/active', {}), 'id', expect.any(String));
    });
  });

  describe('categories', () => {
    it('lists the categories to the roles of the product and category screens, in Turkish order', async () => {
      expectCoded(await resellerUser.get('/api/category/getAll'), 403, 403, MSG.forbidden);
      const res = await distyAdmin.get('/api/category/getAll');
      expect(res.statusCode).toBe(200);
      const names = json<{ id: number; name: string }[]>(res).map((c) => c.name);
      expect(names).toHaveLength(8);
      expect(names).toEqual(trSorted(names));
      expect(names).toContain('Şarj Ürünleri');
    });

    it('creates, renames and deletes an empty category', async () => {
      const created = await admin.post('/api/category/upsert', { name: ' Oyun Aksesuarları ' });
      expect(created.statusCode, created.body).toBe(200);
      const { id } = json<{ id: number; name: string }>(created);
      expect(json(created)).toEqual({ id, name: 'Oyun Aksesuarları' });
      expect(json(await admin.post('/api/category/upsert', { id, name: 'Oyun ve Konsol' }))).toEqual({ id, name: 'Oyun ve Konsol' });
      expect(json(await admin.post('/api/category/delete', { id }))).toEqual({ id });
      expect(json<{ id: number }[]>(await admin.get('/api/category/getAll')).map((c) => c.id)).not.toContain(id);
    });

    it('refuses duplicates, empty names, unknown ids and non-admins', async () => {
      expectFieldError(await admin.post('/api/category/upsert', { name: 'kablolar' }), 'name', CATALOGUE_MSG.categoryExists);
      const [powerbank] = await sqlRows<{ id: number }>(t, sql`select id from categories where name = 'Powerbank'`);
      expectFieldError(await admin.post('/api/category/upsert', { id: powerbank.id, name: 'KABLOLAR' }), 'name', CATALOGUE_MSG.categoryExists);
      expectFieldError(await admin.post('/api/category/upsert', { name: '' }), 'name', 'Kategori adı dolu olmalıdır.');
      expectNotFound(await admin.post('/api/category/upsert', { id: 999_999, name: 'Yok' }));
      expectNotFound(await admin.post('/api/category/delete', { id: 999_999 }));
      expectCoded(await ttgUser.post('/api/category/upsert', { name: 'Yetkisiz' }), 403, 403, MSG.forbidden);
      expectCoded(await supplyAdmin.post('/api/category/delete', { id: powerbank.id }), 403, 403, MSG.forbidden);
    });

    it('refuses to delete a category that has sub-categories', async () => {
      const [cat] = await sqlRows<{ id: number }>(t, sql`select id from categories where name = 'Depolama'`);
      expectBusiness(await admin.post('/api/category/delete', { id: cat.id }), CATALOGUE_MSG.categoryInUse);
      expect(await sqlRows(t, sql`select id from categories where id = ${cat.id}`)).toHaveLength(1);
    });

    it('answers the category tree to the admin of /Marj only', async () => {
      const res = await admin.get('/api/category/tree');
      expect(res.statusCode).toBe(200);
      const tree = json<{ id: number; name: string; subCategories: { id: number; name: string }[] }[]>(res);
      const seeded = tree.filter((c) => c.subCategories.length > 0);
      expect(seeded).toHaveLength(8);
      for (const c of seeded) {
        expect(c.subCategories).toHaveLength(5);
        expect(c.subCategories.map((s) => s.name)).toEqual(trSorted(c.subCategories.map((s) => s.name)));
      }
      expect(tree.find((c) => c.name === 'Ses Ürünleri')!.subCategories.map((s) => s.name)).toContain('Bluetooth Hoparlörler');
      expectCoded(await supplyAdmin.get('/api/category/tree'), 403, 403, MSG.forbidden);
      expectCoded(await distyAdmin.get('/api/category/tree'), 403, 403, MSG.forbidden);
      expectCoded(await resellerUser.get('/api/category/tree'), 403, 403, MSG.forbidden);
    });
  });

  describe('sub-categories', () => {
    const categoryId = async (name: string) => (await sqlRows<{ id: number }>(t, sql`select id from categories where name = ${name}`))[0].id;

    it('lists all sub-categories with their category and score, or those of one category', async () => {
      const all = json<{ id: number; name: string; category: { id: number; name: string }; productScoreType: string; scoreRatio: number }[]>(
        await supplyAdmin.get('/api/subCategory/getAll'),
      );
      expectCoded(await resellerUser.get('/api/subCategory/getAll'), 403, 403, MSG.forbidden);
      expect(all.length).toBeGreaterThanOrEqual(40);
      const cables = await categoryId('Kablolar');
      const res = await supplyAdmin.get(`/api/subCategory/getAll?categoryId=${cables}`);
      expect(res.statusCode).toBe(200);
      const some = json<typeof all>(res);
      expect(some).toHaveLength(5);
      expect(some.every((s) => s.category.id === cables && s.category.name === 'Kablolar')).toBe(true);
      expect(some.find((s) => s.name === 'USB-C Kablolar')).toMatchObject({ productScoreType: 'UNIT', scoreRatio: 1 });
      const audio = json<typeof all>(await admin.get(`/api/subCategory/getAll?categoryId=${await categoryId('Ses Ürünleri')}`));
      expect(audio.find((s) => s.name === 'Bluetooth Hoparlörler')).toMatchObject({ productScoreType: 'AMOUNT', scoreRatio: 2.5 });
      expectValidation(await supplyAdmin.get('/api/subCategory/getAll?categoryId=abc'));
    });

    it('creates and edits a sub-category; names are unique within a category only', async () => {
      const storage = await categoryId('Depolama');
      const res = await admin.post('/api/subCategory/upsert', { name: 'Kart Okuyucular', categoryId: storage, productScoreType: 'AMOUNT', scoreRatio: 2.5 });
      expect(res.statusCode, res.body).toBe(200);
      const created = json<{ id: number }>(res);
      expect(json(res)).toEqual({ id: created.id, name: 'Kart Okuyucular', category: { id: storage, name: 'Depolama' }, productScoreType: 'AMOUNT', scoreRatio: 2.5 });
      const edited = await admin.post('/api/subCategory/upsert', { id: created.id, name: 'Kart Okuyucular', categoryId: storage, productScoreType: 'UNIT', scoreRatio: 3 });
      expect(json(edited)).toMatchObject({ id: created.id, productScoreType: 'UNIT', scoreRatio: 3 });
      expectFieldError(
        await admin.post('/api/subCategory/upsert', { name: 'usb bellekler', categoryId: storage, productScoreType: 'UNIT', scoreRatio: 1 }),
        'name',
        CATALOGUE_MSG.subCategoryExists,
      );
      // The same name under another category is fine.
      const other = await admin.post('/api/subCategory/upsert', { name: 'USB Bellekler', categoryId: await categoryId('Kablolar'), productScoreType: 'UNIT', scoreRatio: 1 });
      expect(other.statusCode, other.body).toBe(200);
    });

    it('checks the score value (step 0.1, not negative), the score type, the category and the id', async () => {
      const storage = await categoryId('Depolama');
      const base = { name: 'Adım Testi', categoryId: storage, productScoreType: 'UNIT' };
      expectFieldError(await admin.post('/api/subCategory/upsert', { ...base, scoreRatio: 1.25 }), 'scoreRatio', 'Değer en fazla bir ondalık basamak içerebilir.');
      expectValidation(await admin.post('/api/subCategory/upsert', { ...base, scoreRatio: -1 }));
      expectValidation(await admin.post('/api/subCategory/upsert', { ...base, productScoreType: 'PERCENT', scoreRatio: 1 }));
      expectFieldError(await admin.post('/api/subCategory/upsert', { ...base, name: ' ', scoreRatio: 1 }), 'name', 'Alt kategori adı dolu olmalıdır.');
      expectNotFound(await admin.post('/api/subCategory/upsert', { ...base, categoryId: 999_999, scoreRatio: 1 }));
      expectNotFound(await admin.post('/api/subCategory/upsert', { ...base, id: 999_999, scoreRatio: 1 }));
      expectCoded(await supplyAdmin.post('/api/subCategory/upsert', { ...base, scoreRatio: 1 }), 403, 403, MSG.forbidden);
      expect(await sqlRows(t, sql`select id from sub_categories where name = 'Adım Testi'`)).toEqual([]);
    });

    it('moving a sub-category to another category moves its products with it', async () => {
      const [sub] = await sqlRows<{ id: number; name: string; category_id: number; product_score_type: string; score_ratio: string }>(
        t,
        sql`select id, name, category_id, product_score_type, score_ratio from sub_categories where name = 'Mikrofonlar'`,
      );
      const target = await categoryId('Giyilebilir Teknoloji');
      const [{ n }] = await sqlRows<{ n: number }>(t, sql`select count(*)::int as n from models where sub_category_id = ${sub.id}`);
      expect(n).toBeGreaterThan(0);
      const res = await admin.post('/api/subCategory/upsert', { id: sub.id, name: sub.name, categoryId: target, productScoreType: sub.product_score_type, scoreRatio: Number(sub.score_ratio) });
      expect(res.statusCode, res.body).toBe(200);
      expect(await sqlRows(t, sql`select distinct category_id from models where sub_category_id = ${sub.id}`)).toEqual([{ category_id: target }]);
      // And back, for the other tests.
      await admin.post('/api/subCategory/upsert', { id: sub.id, name: sub.name, categoryId: sub.category_id, productScoreType: sub.product_score_type, scoreRatio: Number(sub.score_ratio) });
      expect(await sqlRows(t, sql`select distinct category_id from models where sub_category_id = ${sub.id}`)).toEqual([{ category_id: sub.category_id }]);
    });

    it('deletes an unused sub-category with its tolerance; refuses one products use', async () => {
      const storage = await categoryId('Depolama');
      const { id } = json<{ id: number }>(
        await admin.post('/api/subCategory/upsert', { name: 'Silinecek', categoryId: storage, productScoreType: 'UNIT', scoreRatio: 0 }),
      );
      expect((await admin.post('/api/marj/upsert', { marjRatio: 5, subCategory: { id } })).statusCode).toBe(200);
      expect(json(await admin.post('/api/subCategory/delete', { id }))).toEqual({ id });
      expect(await sqlRows(t, sql`select id from sub_categories where id = ${id}`)).toEqual([]);
      expect(await sqlRows(t, sql`select id from tolerances where sub_category_id = ${id}`)).toEqual([]);

      const [used] = await sqlRows<{ id: number }>(t, sql`select id from sub_categories where name = 'Hafıza Kartları'`);
      expectBusiness(await admin.post('/api/subCategory/delete', { id: used.id }), CATALOGUE_MSG.subCategoryInUse);
      expectNotFound(await admin.post('/api/subCategory/delete', { id: 999_999 }));
    });

    it('refuses to delete a sub-category only a (rejected) request still names', async () => {
      const storage = await categoryId('Depolama');
      const { id } = json<{ id: number }>(
        await admin.post('/api/subCategory/upsert', { name: 'Talepte Kalan', categoryId: storage, productScoreType: 'UNIT', scoreRatio: 0 }),
      );
      await t.database.db.execute(sql`
        insert into model_updates (model_id, kind, status, name, barcode, brand_id, sub_category_id, supply_status)
        select id, 'UPDATE', 'REJECTED', name, barcode, brand_id, ${id}, supply_status from models order by id limit 1`);
      expectBusiness(await admin.post('/api/subCategory/delete', { id }), CATALOGUE_MSG.subCategoryInUse);
    });
  });

  describe('enums', () => {
    it('answers score and stock types as key/value lists', async () => {
      expect(json(await supplyAdmin.get('/api/enum/scoretype'))).toEqual([
        { key: 'UNIT', value: 'Puan' },
        { key: 'AMOUNT', value: 'Oran' },
      ]);
      expect(json(await admin.get('/api/enum/stocktype'))).toEqual([
        { key: 'NONE', value: 'Stokta Yok' },
        { key: 'LIMITED', value: 'Sınırlı Stok' },
        { key: 'AVAILABLE', value: 'Stokta Var' },
      ]);
      expect((await t.app.inject({ method: 'GET', url: '/api/enum/scoretype' })).statusCode).toBe(401);
      expectCoded(await resellerUser.get('/api/enum/scoretype'), 403, 403, MSG.forbidden);
      expectCoded(await supplyAdmin.get('/api/enum/stocktype'), 403, 403, MSG.forbidden);
    });
  });

  describe('tolerance ratios', () => {
    interface ToleranceDto {
      id: number;
      marjRatio: number;
      subCategory: { id: number; name: string; category: { id: number; name: string }; productScoreType: string; scoreRatio: number };
    }
    const subId = async (name: string) => (await sqlRows<{ id: number }>(t, sql`select id from sub_categories where name = ${name}`))[0].id;
    const tolerances = async () => json<ToleranceDto[]>(await admin.post('/api/marj/getAll'));

    it('lists the ratios with sub-category and category, sorted, for the admin only', async () => {
      const list = await tolerances();
      expect(list.length).toBeGreaterThanOrEqual(30);
      const usbC = list.find((x) => x.subCategory.name === 'USB-C Kablolar')!;
      expect(usbC).toMatchObject({ marjRatio: 20, subCategory: { category: { name: 'Kablolar' }, productScoreType: 'UNIT', scoreRatio: 1 } });
      const keys = list.map((x) => `${x.subCategory.category.name}|${x.subCategory.name}`);
      const collator = new Intl.Collator('tr', { sensitivity: 'base', numeric: true });
      expect(keys).toEqual(
        [...list]
          .sort((a, b) => collator.compare(a.subCategory.category.name, b.subCategory.category.name) || collator.compare(a.subCategory.name, b.subCategory.name))
          .map((x) => `${x.subCategory.category.name}|${x.subCategory.name}`),
      );
      expectCoded(await supplyAdmin.post('/api/marj/getAll'), 403, 403, MSG.forbidden);
      expectCoded(await ttgUser.post('/api/marj/upsert', { marjRatio: 5, subCategory: { id: usbC.subCategory.id } }), 403, 403, MSG.forbidden);
    });

    it('accepts 0 and 100 and refuses −1 and 101', async () => {
      const id = await subId('Mikrofonlar');
      expectFieldError(await admin.post('/api/marj/upsert', { marjRatio: -1, subCategory: { id } }), 'marjRatio', RANGE_MSG);
      expectFieldError(await admin.post('/api/marj/upsert', { marjRatio: 101, subCategory: { id } }), 'marjRatio', RANGE_MSG);
      expect(await sqlRows(t, sql`select id from tolerances where sub_category_id = ${id}`)).toEqual([]);
      const zero = await admin.post('/api/marj/upsert', { marjRatio: 0, subCategory: { id } });
      expect(zero.statusCode, zero.body).toBe(200);
      expect(json<ToleranceDto>(zero)).toMatchObject({ marjRatio: 0, subCategory: { id, name: 'Mikrofonlar', category: { name: 'Ses Ürünleri' } } });
      const hundred = await admin.post('/api/marj/upsert', { id: json<ToleranceDto>(zero).id, marjRatio: 100, subCategory: { id } });
      expect(json<ToleranceDto>(hundred)).toMatchObject({ id: json<ToleranceDto>(zero).id, marjRatio: 100 });
      expect(json<ToleranceDto>(await admin.post('/api/marj/upsert', { marjRatio: 12.5, subCategory: { id } }))).toMatchObject({ marjRatio: 12.5 });
    });

    it('adding a ratio for a sub-category that has one sets that record (one per sub-category)', async () => {
      const id = await subId('Hafıza Kartları');
      const before = await tolerances();
      const existing = before.find((x) => x.subCategory.id === id)!;
      const res = await admin.post('/api/marj/upsert', { marjRatio: 7, subCategory: { id } });
      expect(json<ToleranceDto>(res)).toMatchObject({ id: existing.id, marjRatio: 7 });
      expect(await tolerances()).toHaveLength(before.length);
    });

    it('refuses moving a record onto a sub-category that has its own, unknown ids and a missing sub-category', async () => {
      const list = await tolerances();
      const [a, b] = list;
      expectFieldError(await admin.post('/api/marj/upsert', { id: a.id, marjRatio: 3, subCategory: { id: b.subCategory.id } }), 'subCategory', CATALOGUE_MSG.toleranceExists);
      expectNotFound(await admin.post('/api/marj/upsert', { id: 999_999, marjRatio: 3, subCategory: { id: a.subCategory.id } }));
      expectNotFound(await admin.post('/api/marj/upsert', { marjRatio: 3, subCategory: { id: 999_999 } }));
      expectValidation(await admin.post('/api/marj/upsert', { marjRatio: 3 }));
      expectValidation(await admin.post('/api/marj/upsert', { marjRatio: '3', subCategory: { id: a.subCategory.id } }));
    });
  });

  describe('supplies', () => {
    const codes = async (c: Client) => {
      const res = await c.get('/api/supply/getAll');
      expect(res.statusCode).toBe(200);
      return json<{ id: number; code: string; name: string }[]>(res).map((s) => s.code);
    };

    it('the admin sees every supply, sorted by name; roles without a product screen none', async () => {
      expect(await codes(admin)).toEqual(['TDR001', 'TDR003', 'TDR002']);
      expectCoded(await ttgUser.get('/api/supply/getAll'), 403, 403, MSG.forbidden);
      expectCoded(await resellerUser.get('/api/supply/getAll'), 403, 403, MSG.forbidden);
      const [first] = json<{ id: number; code: string; name: string }[]>(await admin.get('/api/supply/getAll'));
      expect(first).toEqual({ id: expect.any(Number), code: 'TDR001', name: 'Anadolu Aksesuar Tedarik A.Ş.' });
    });

    it('a supplier sees its own supply, a distributor the supplies it distributes', async () => {
      expect(await codes(supplyAdmin)).toEqual(['TDR001']);
      expect(await codes(distyAdmin)).toEqual(['TDR001', 'TDR002']);
      await t.database.db.execute(sql`update users set disty_id = (select id from disties where code = 'DST003') where username = 'disty_user'`);
      expect(await codes(await clientFor(t, 'disty_user'))).toEqual(['TDR003']);
      await t.database.db.execute(sql`update users set supply_id = null where username = 'supply_user'`);
      expect(await codes(await clientFor(t, 'supply_user'))).toEqual([]);
      expect((await t.app.inject({ method: 'GET', url: '/api/supply/getAll' })).statusCode).toBe(401);
    });
  });
});
