import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BANNER_MSG, type Banner, dateToIstanbulLocal } from '../../src/shared/contract/banners.js';
import { MSG } from '../../src/shared/messages.js';
import { PARAM_KEYS } from '../../src/shared/storefront.js';
import { expectValidation } from '../support/api-helpers.js';
import { type Client, clientFor, fixtureFile, json, sqlRows } from '../support/catalogue-fixtures.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { dbKinds } from '../support/test-db.js';

const PHOTO = { field: 'file', fileName: 'kampanya.jpg', data: fixtureFile('images', 'product-photo.jpg'), type: 'image/jpeg' };
const LOGO = { field: 'file', fileName: 'logo.png', data: fixtureFile('images', 'brand-logo.png'), type: 'image/png' };
const HOUR = 3_600_000;
/** Istanbul local date-time `hours` from now, to the second. */
const local = (hours: number) => dateToIstanbulLocal(new Date(Date.now() + hours * HOUR));

describe.each(dbKinds())('banners (/bannerList) on %s', (kind) => {
  let t: TestApp;
  let admin: Client;
  let reseller: Client;

  const create = (startDate: string, endDate: string, files = [PHOTO]) => admin.upload('/api/banner/create', { startDate, endDate }, files);
  const created = async (startDate: string, endDate: string) => {
    const res = await create(startDate, endDate);
    expect(res.statusCode, res.body).toBe(200);
    return json<Banner>(res);
  };
  const messages = (res: Awaited<ReturnType<Client['post']>>) => expectValidation(res).errors.map((e) => e.message);
  const bannerCount = async () => (await sqlRows<{ n: number }>(t, sql`select count(*)::int as n from banners`))[0].n;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await clientFor(t, 'ttg_admin');
    reseller = await clientFor(t, 'reseller_admin');
  });
  afterAll(() => t.close());

  it('creates a banner with a real image; the dates are Istanbul local time; the image is served publicly', async () => {
    const banner = await created('2030-01-05T09:30:00', '2030-02-01T18:00');
    expect(banner).toMatchObject({ startDate: '2030-01-05T09:30:00', endDate: '2030-02-01T18:00:00', image: { name: 'kampanya.jpg' } });
    const [row] = await sqlRows<{ start: string }>(t, sql`select to_char(start_date at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS') as start from banners where id = ${banner.id}`);
    expect(row.start).toBe('2030-01-05 06:30:00');
    const image = await t.app.inject({ method: 'GET', url: banner.image.publicAddress });
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(PHOTO.data)).toBe(true);
    expect(json<Banner>(await admin.get(`/api/banner/${banner.id}`))).toEqual(banner);
    expect(json<Banner[]>(await admin.get('/api/banner/getAll')).map((b) => b.id)).toContain(banner.id);
  });

  it('refuses no image, two images, a too big file and a file that is not an image; writes nothing', async () => {
    const before = await bannerCount();
    expect(messages(await create(local(1), local(2), []))).toEqual([BANNER_MSG.oneImage]);
    expect(messages(await create(local(1), local(2), [PHOTO, LOGO]))).toEqual([BANNER_MSG.oneImage]);
    expect(messages(await create(local(1), local(2), [{ field: 'file', fileName: 'big.png', data: fixtureFile('images', 'too-big.png'), type: 'image/png' }]))).toEqual([
      MSG.fileTooBig(1_000_000),
    ]);
    expect(messages(await create(local(1), local(2), [{ field: 'file', fileName: 'fake.png', data: fixtureFile('images', 'fake-image.png'), type: 'image/png' }]))).toEqual([
      MSG.notImage,
    ]);
    expect(await bannerCount()).toBe(before);
  });

  it('checks the dates: required, real, end after start', async () => {
    const before = await bannerCount();
    expect(messages(await admin.upload('/api/banner/create', { endDate: local(2) }, [PHOTO]))).toEqual([BANNER_MSG.startRequired]);
    expect(messages(await create(local(1), ''))).toEqual([BANNER_MSG.endRequired]);
    expect(messages(await create('2030-02-30T10:00:00', local(2)))).toEqual([BANNER_MSG.invalidDate]);
    expect(messages(await create('2030-01-01T10:00:00+03:00', local(2)))).toEqual([BANNER_MSG.invalidDate]);
    expect(messages(await create('2030-01-01T10:00:00', '2030-01-01T10:00:00'))).toEqual([BANNER_MSG.endAfterStart]);
    expect(messages(await create('2030-01-02T10:00:00', '2030-01-01T10:00:00'))).toEqual([BANNER_MSG.endAfterStart]);
    expect(await bannerCount()).toBe(before);
  });

  it('answers only the banners shown now in /current, by start', async () => {
    await t.database.db.execute(sql`delete from banners`);
    const later = await created(local(-1), local(5));
    const earlier = await created(local(-3), local(1));
    await created(local(-5), local(-1));
    await created(local(2), local(9));
    const res = await admin.get('/api/banner/current');
    expect(res.statusCode, res.body).toBe(200);
    expect(json<Banner[]>(res).map((b) => b.id)).toEqual([earlier.id, later.id]);
    expect(json<Banner[]>(await reseller.get('/api/banner/current')).map((b) => b.id)).toEqual([earlier.id, later.id]);
    expect(json<Banner[]>(await admin.get('/api/banner/getAll'))).toHaveLength(4);
  });

  it('edits the dates only; an unknown id answers 404', async () => {
    const banner = await created(local(-1), local(5));
    const res = await admin.post('/api/banner/update', { id: banner.id, startDate: '2031-03-01T08:00', endDate: '2031-03-02T08:00:00' });
    expect(res.statusCode, res.body).toBe(200);
    expect(json<Banner>(res)).toEqual({ ...banner, startDate: '2031-03-01T08:00:00', endDate: '2031-03-02T08:00:00' });
    expect(messages(await admin.post('/api/banner/update', { id: banner.id, startDate: '2031-03-02T08:00', endDate: '2031-03-01T08:00' }))).toEqual([BANNER_MSG.endAfterStart]);
    expect((await admin.post('/api/banner/update', { id: 2_000_000_000, startDate: '2031-03-01T08:00', endDate: '2031-03-02T08:00' })).statusCode).toBe(404);
    expect((await admin.get('/api/banner/2000000000')).statusCode).toBe(404);
  });

  it('deletes the row and its image', async () => {
    const banner = await created(local(-1), local(5));
    const res = await admin.post(`/api/banner/delete/${banner.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(await sqlRows(t, sql`select id from banners where id = ${banner.id}`)).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: banner.image.publicAddress })).statusCode).toBe(404);
    expect((await admin.post(`/api/banner/delete/${banner.id}`)).statusCode).toBe(404);
  });

  it('only TTG_ADMIN manages banners; /current also serves allow-listed reseller admins (403 for the others)', async () => {
    const banner = await created(local(-1), local(5));
    for (const name of ['ttg_user', 'supply_admin', 'disty_admin', 'reseller_admin', 'reseller_user']) {
      const c = name === 'reseller_admin' ? reseller : await clientFor(t, name);
      expect((await c.get('/api/banner/getAll')).statusCode, name).toBe(403);
      expect((await c.get(`/api/banner/${banner.id}`)).statusCode, name).toBe(403);
      expect((await c.upload('/api/banner/create', { startDate: local(1), endDate: local(2) }, [PHOTO])).statusCode, name).toBe(403);
      expect((await c.post('/api/banner/update', { id: banner.id, startDate: local(1), endDate: local(2) })).statusCode, name).toBe(403);
      expect((await c.post(`/api/banner/delete/${banner.id}`)).statusCode, name).toBe(403);
      if (name !== 'reseller_admin') expect((await c.get('/api/banner/current')).statusCode, name).toBe(403);
    }
    expect((await reseller.get('/api/banner/current')).statusCode).toBe(200);
    await t.database.db.execute(sql`update parameters set value = 'BY10002' where key = ${PARAM_KEYS.orderAllowList} and reseller_code is null`);
    const refused = await reseller.get('/api/banner/current');
    expect(refused.statusCode).toBe(403);
    await t.database.db.execute(sql`update parameters set value = 'BY10001,BY10002,BY10003' where key = ${PARAM_KEYS.orderAllowList} and reseller_code is null`);
    expect((await reseller.get('/api/banner/current')).statusCode).toBe(200);
  });
});
