import { sql } from 'drizzle-orm';
import * as XLSX from 'xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Gift, GIFT_FILES, GIFT_MSG } from '../../src/shared/contract/gifts.js';
import { ERROR_CODES } from '../../src/shared/errors.js';
import { defaultConfig, expectCoded, expectValidation, rows } from '../support/api-helpers.js';
import { fixtureFile } from '../support/catalogue-fixtures.js';
import { createGift, expectBusiness, type GiftClient, giftClient, giftPng, imageFile, setCampaign } from '../support/gift-fixtures.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { dbKinds } from '../support/test-db.js';

/**
 * The admin's gift catalogue (issue 33; spec 3 §2.10, §5, §9): a gift saved with its images in one
 * multipart call (real PNGs, checked by content and size, at most GIFT_MAX_IMAGES kept), edited by
 * removing and adding images, passivated and activated, listed with its filters and sorts and
 * exported as 'Bayi Puan Hediyeleri.xlsx'; the dealer sees active gifts only while a campaign runs.
 */
describe.each(dbKinds())('gift catalogue on %s', (kind) => {
  let t: TestApp;
  let admin: GiftClient;
  let dealer: GiftClient;
  let clerk: GiftClient;
  let supplier: GiftClient;

  const giftCount = async () => (await rows<{ n: number }>(t, sql`select count(*)::int as n from gifts`))[0].n;
  const imageRows = async () => (await rows<{ n: number }>(t, sql`select count(*)::int as n from gift_images`))[0].n;
  const fetchImage = (url: string) => t.app.inject({ method: 'GET', url });
  const names = (res: Awaited<ReturnType<GiftClient['list']>>) => {
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().content as Gift[]).map((g) => g.name);
  };

  beforeAll(async () => {
    t = await startTestApp(kind, { loginLimit: { ...defaultConfig().loginLimit, perUser: 1e9, perIp: 1e9 } });
    admin = await giftClient(t, 'ttg_admin');
    dealer = await giftClient(t, 'reseller_admin');
    clerk = await giftClient(t, 'reseller_user');
    supplier = await giftClient(t, 'supply_admin');
  });
  afterAll(() => t?.close());

  it('creates a gift with two real PNG images, then edits it removing one and adding one; the store follows', async () => {
    const red = giftPng([200, 30, 30], 'circle');
    const blue = giftPng([30, 30, 200], 'square');
    const green = giftPng([30, 160, 30], 'triangle');
    const created = await createGift(admin, 'Fixture Hediye Kulaklık', 1500, [imageFile(red, 'kirmizi.png'), imageFile(blue, 'mavi.png')], 'Kablosuz kulaklık');
    expect(created).toMatchObject({ name: 'Fixture Hediye Kulaklık', description: 'Kablosuz kulaklık', giftScore: 1500, status: 1 });
    expect(created.images).toHaveLength(2);
    expect(new Date(created.createDateTime).getTime()).toBeGreaterThan(Date.now() - 60_000);
    // The images are public and are the bytes sent, in the order sent.
    const [first, second] = created.images;
    expect((await fetchImage(first.url)).rawPayload.equals(red)).toBe(true);
    expect((await fetchImage(second.url)).rawPayload.equals(blue)).toBe(true);

    const edited = await admin.upsert({ id: created.id, name: 'Fixture Hediye Kulaklık Pro', description: '', giftScore: 1750, willRemoveImageList: String(first.id) }, [imageFile(green, 'yesil.png')]);
    expect(edited.statusCode, edited.body).toBe(200);
    const gift = edited.json() as Gift;
    expect(gift).toMatchObject({ id: created.id, name: 'Fixture Hediye Kulaklık Pro', description: '', giftScore: 1750, status: 1, createDateTime: created.createDateTime });
    expect(gift.images.map((i) => i.id)[0]).toBe(second.id);
    expect(gift.images).toHaveLength(2);
    expect((await fetchImage(gift.images[1].url)).rawPayload.equals(green)).toBe(true);
    // The removed image left the store; the kept one is still there.
    expect((await fetchImage(first.url)).statusCode).toBe(404);
    expect((await fetchImage(second.url)).statusCode).toBe(200);
    // An edit without images keeps them (a gift without images too).
    const plain = await createGift(admin, 'Fixture Hediye Resimsiz', 10);
    expect(plain.images).toEqual([]);
  });

  it('refuses too big images, a text file named like a PNG, too many images, unknown image ids, bad scores and a missing name — nothing written', async () => {
    const gifts = await giftCount();
    const images = await imageRows();
    const png = imageFile(giftPng());
    const tooBig = expectValidation(await admin.upsert({ name: 'Fixture Büyük', giftScore: 5 }, [imageFile(fixtureFile('images', 'too-big.png'), 'buyuk.png')]));
    expect(tooBig.errors[0]).toEqual({ field: 'files', message: GIFT_MSG.imageTooBig });
    const fake = expectValidation(await admin.upsert({ name: 'Fixture Sahte', giftScore: 5 }, [png, imageFile(fixtureFile('images', 'fake-image.png'), 'sahte.png')]));
    expect(fake.errors[0]).toEqual({ field: 'files', message: GIFT_MSG.imageNotImage });
    const six = expectValidation(await admin.upsert({ name: 'Fixture Altı', giftScore: 5 }, Array.from({ length: 6 }, (_, i) => imageFile(giftPng([i * 40, 90, 90])))));
    expect(six.errors[0].message).toBe(GIFT_MSG.tooManyImages);
    for (const giftScore of [0, 1_000_001, -3, 'çok', 1.5]) {
      const bad = expectValidation(await admin.upsert({ name: 'Fixture Puan', giftScore }, [png]));
      expect(bad.errors).toEqual([{ field: 'giftScore', message: GIFT_MSG.scoreRange }]);
    }
    expect(expectValidation(await admin.upsert({ name: '   ', giftScore: 5 }, [png])).errors).toEqual([{ field: 'name', message: GIFT_MSG.nameRequired }]);
    expect(expectValidation(await admin.upsert({ giftScore: 5 }, [png])).errors).toEqual([{ field: 'name', message: GIFT_MSG.nameRequired }]);
    // The limits themselves are fine.
    const one = await createGift(admin, 'Fixture Hediye Sınır', 1);
    const max = await admin.upsert({ id: one.id, name: 'Fixture Hediye Sınır', giftScore: 1_000_000 }, []);
    expect(max.json()).toMatchObject({ giftScore: 1_000_000 });

    // Kept images over the limit: four and two new ones.
    const four = await createGift(admin, 'Fixture Hediye Dört', 20, [1, 2, 3, 4].map((i) => imageFile(giftPng([i * 50, 10, 10]))));
    const over = expectValidation(await admin.upsert({ id: four.id, name: 'Fixture Hediye Dört', giftScore: 20 }, [png, imageFile(giftPng([1, 2, 3]))]));
    expect(over.errors[0]).toEqual({ field: 'files', message: GIFT_MSG.tooManyImages });
    // An image of another gift, or none at all: refused, and the whole save with it.
    const foreign = await createGift(admin, 'Fixture Hediye Yabancı', 20, [png]);
    for (const ids of [String(foreign.images[0].id), `${four.images[0].id},999999999`]) {
      expectBusiness(await admin.upsert({ id: four.id, name: 'Fixture Değişmemeli', giftScore: 21, willRemoveImageList: ids }, [png]), GIFT_MSG.imageNotFound);
    }
    expectValidation(await admin.upsert({ id: four.id, name: 'Fixture Hediye Dört', giftScore: 20, willRemoveImageList: '1;drop' }, []));
    const still = (await admin.list('/gift/search', { name: 'Fixture Hediye Dört' })).json().content[0] as Gift;
    expect(still).toMatchObject({ name: 'Fixture Hediye Dört', giftScore: 20, images: four.images });
    // Removing two of five makes room for two.
    const swapped = await admin.upsert({ id: four.id, name: 'Fixture Hediye Dört', giftScore: 20, willRemoveImageList: `${four.images[0].id},${four.images[1].id}` }, [png, imageFile(giftPng([9, 9, 9])), imageFile(giftPng([8, 8, 8]))]);
    expect(swapped.statusCode, swapped.body).toBe(200);
    expect((swapped.json() as Gift).images).toHaveLength(5);
    // An unknown gift.
    expectCoded(await admin.upsert({ id: 999999999, name: 'Fixture Yok', giftScore: 5 }, [png]), 404, ERROR_CODES.NOT_FOUND, GIFT_MSG.notFound);

    expect(await giftCount()).toBe(gifts + 3);
    expect(await imageRows()).toBe(images + 4 + 1 + 1);
  });

  it('passivates and activates a gift; unknown gifts answer 404', async () => {
    const gift = await createGift(admin, 'Fixture Hediye Durum', 300);
    const off = await admin.post('/gift/passivate', { id: gift.id });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ id: gift.id, status: 0 });
    expect(names(await admin.list('/gift/search', { name: 'Fixture Hediye Durum', status: 'PASSIVE' }))).toEqual(['Fixture Hediye Durum']);
    expect(names(await admin.list('/gift/search', { name: 'Fixture Hediye Durum', status: 'ACTIVE' }))).toEqual([]);
    expect((await admin.post('/gift/activate', { id: gift.id })).json()).toMatchObject({ status: 1 });
    for (const path of ['/gift/activate', '/gift/passivate']) {
      expectCoded(await admin.post(path, { id: 999999999 }), 404, ERROR_CODES.NOT_FOUND, GIFT_MSG.notFound);
      expectValidation(await admin.post(path, { id: 'x' }));
      expect((await dealer.post(path, { id: gift.id })).statusCode).toBe(403);
    }
  });

  it('lists by name (contains, any case) and status, sorted by score or date, 12/24/36 a page; exports the same rows as xlsx', async () => {
    const made: Gift[] = [];
    for (const [name, score] of [['Fixture Liste Saat', 900], ['Fixture Liste Çanta', 100], ['Fixture Liste Termos', 500]] as const) made.push(await createGift(admin, name, score));
    // Distinct creation times, in order.
    for (const [i, g] of made.entries()) await t.database.db.execute(sql`update gifts set created_at = now() + ${`${i} seconds`}::interval where id = ${g.id}`);
    await admin.post('/gift/passivate', { id: made[2].id });

    expect(names(await admin.list('/gift/search', { name: 'fixture liste' }))).toEqual(['Fixture Liste Saat', 'Fixture Liste Çanta', 'Fixture Liste Termos']);
    expect(names(await admin.list('/gift/search', { name: 'liste', status: 'ACTIVE' }))).toEqual(['Fixture Liste Saat', 'Fixture Liste Çanta']);
    expect(names(await admin.list('/gift/search', { name: 'Fixture Liste' }, 'size=12&sort=giftScore,desc'))).toEqual(['Fixture Liste Saat', 'Fixture Liste Termos', 'Fixture Liste Çanta']);
    expect(names(await admin.list('/gift/search', { name: 'Fixture Liste' }, 'size=12&sort=giftScore,asc'))).toEqual(['Fixture Liste Çanta', 'Fixture Liste Termos', 'Fixture Liste Saat']);
    expect(names(await admin.list('/gift/search', { name: 'Fixture Liste' }, 'size=12&sort=createDateTime,desc'))).toEqual(['Fixture Liste Termos', 'Fixture Liste Çanta', 'Fixture Liste Saat']);
    const page = await admin.list('/gift/search', { name: 'Fixture Liste' }, 'page=1&size=2&sort=giftScore,asc');
    expect(names(page)).toEqual(['Fixture Liste Saat']);
    expect(page.json().totalElements).toBe(3);
    // A wildcard is a character, not a pattern.
    expect(names(await admin.list('/gift/search', { name: '%' }))).toEqual([]);
    expectValidation(await admin.list('/gift/search', {}, 'size=37'));
    expectValidation(await admin.list('/gift/search', {}, 'sort=name,asc'));
    expectValidation(await admin.list('/gift/search', { status: 'SILINDI' }));

    const file = await admin.post('/gift/findAll?sort=giftScore,desc', { name: 'Fixture Liste' });
    expect(file.statusCode, file.body.slice(0, 200)).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    expect(String(file.headers['content-disposition'])).toContain(`filename*=UTF-8''${encodeURIComponent(GIFT_FILES.catalogue)}`);
    const book = XLSX.read(file.rawPayload, { type: 'buffer' });
    const sheet = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]], { header: 1, raw: true, defval: null });
    expect(sheet[0]).toEqual(['Ürün Adı', 'Açıklama', 'Puan', 'Durum', 'Oluşturma Tarihi']);
    expect(sheet.slice(1).map((r) => r.slice(0, 4))).toEqual([
      ['Fixture Liste Saat', null, 900, 'Aktif'],
      ['Fixture Liste Termos', null, 500, 'Pasif'],
      ['Fixture Liste Çanta', null, 100, 'Aktif'],
    ]);
    expect((await dealer.post('/gift/findAll', {})).statusCode).toBe(403);
    expect((await dealer.list('/gift/search')).statusCode).toBe(403);
  });

  it('shows the dealer active gifts only while a campaign runs, with its balances', async () => {
    await createGift(admin, 'Fixture Kampanya Aktif', 40);
    const passive = await createGift(admin, 'Fixture Kampanya Pasif', 40);
    await admin.post('/gift/passivate', { id: passive.id });

    await setCampaign(t, false);
    const ended = await clerk.get('/gift/campaign');
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json()).toMatchObject({ running: false, score: { resellerCode: 'BY10001', approvedScore: expect.any(Number), unapprovedScore: expect.any(Number) } });
    expect(names(await clerk.list('/gift/active', { name: 'Fixture Kampanya' }))).toEqual([]);

    await setCampaign(t, true);
    expect((await dealer.get('/gift/campaign')).json()).toMatchObject({ running: true });
    expect(names(await dealer.list('/gift/active', { name: 'Fixture Kampanya' }))).toEqual(['Fixture Kampanya Aktif']);
    // Not the admin's, not a supplier's.
    expect((await admin.get('/gift/campaign')).statusCode).toBe(403);
    expect((await supplier.list('/gift/active')).statusCode).toBe(403);
    expect((await dealer.upsert({ name: 'Fixture Bayi', giftScore: 5 })).statusCode).toBe(403);
    expect((await supplier.upsert({ name: 'Fixture Tedarik', giftScore: 5 })).statusCode).toBe(403);
  });
});
