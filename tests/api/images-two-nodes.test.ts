import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../../src/server/app.js';
import { openDatabase, type Database } from '../../src/server/db/client.js';
import type { FaultyTicket } from '../../src/shared/contract/faulty.js';
import { ERROR_CODES } from '../../src/shared/errors.js';
import { defaultConfig, expectCoded, rows } from '../support/api-helpers.js';
import { type Catalogue, createCatalogue, createUserLike, fixtureFile, insertApprovedProduct, clientFor } from '../support/catalogue-fixtures.js';
import { seededDataDir } from '../support/db-templates.js';
import { faultyClient, PHOTO, photoFile, soldUnits } from '../support/faulty-fixtures.js';
import { createResellerAdmin } from '../support/order-fixtures.js';
import { type S3TestServer, startS3Server } from '../support/s3-server.js';
import { createSaleProduct } from '../support/sale-fixtures.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { testConfig } from '../support/test-config.js';
import { createTestDatabase, dbKinds, type TestDatabase } from '../support/test-db.js';

/**
 * Issue 35: images on N machines. The app's stores on a real S3-compatible server process
 * (s3rver, tests/support/s3-server.ts): what one node stores, every node serves — the public
 * image route streamed with its cache-forever headers, and the faulty ticket's photos only to
 * those who may see the ticket, never through the public route.
 */
const PICTURE = () => ({ field: 'file', fileName: 'product-photo.jpg', data: fixtureFile('images', 'product-photo.jpg'), type: 'image/jpeg' });
const roomyLogins = () => ({ loginLimit: { ...defaultConfig().loginLimit, perUser: 1e9, perIp: 1e9 } });
const keyOf = (url: string) => url.replace('/api/public/image/', '');

async function uploadPicture(node: BuiltApp, cat: Catalogue): Promise<string> {
  const product = await insertApprovedProduct(node, { supplyId: cat.supplies.TDR001, brandId: cat.brands.active, subCategoryId: cat.subCategories.silicone });
  const supply = await clientFor(node, 'supply_admin');
  const res = await supply.upload('/api/model/photo/upsert', { modelId: product.id }, [PICTURE()]);
  expect(res.statusCode, res.body).toBe(200);
  const [picture] = (res.json() as { pictures: { baseUrl: string }[] }).pictures;
  expect(picture.baseUrl).toMatch(/^\/api\/public\/image\/[a-f0-9]{32}\.jpg$/);
  return picture.baseUrl;
}

function expectPublicImage(res: Awaited<ReturnType<BuiltApp['app']['inject']>>, data: Buffer) {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('image/jpeg');
  expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(Number(res.headers['content-length'])).toBe(data.length);
  expect(res.rawPayload.equals(data)).toBe(true);
}

describe('the S3 image store', () => {
  let s3: S3TestServer;
  beforeAll(async () => {
    s3 = await startS3Server();
  });
  afterAll(() => s3?.stop());

  describe.each(dbKinds())('one node on %s', (kind) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(kind, { ...roomyLogins(), imageStore: { kind: 's3', s3: s3.s3 } });
    });
    afterAll(() => t?.close());

    it('stores an uploaded picture in the bucket, not the data folder, and streams it with the cache headers; 404 for a missing or bad key', async () => {
      const url = await uploadPicture(t, await createCatalogue(t));
      const key = keyOf(url);
      expect(existsSync(join(t.config.dataDir, 'images', key.slice(0, 2), key))).toBe(false);
      expect(existsSync(join(s3.dir, s3.s3.bucket))).toBe(true);
      expectPublicImage(await t.app.inject({ method: 'GET', url }), PICTURE().data);
      const head = await t.app.inject({ method: 'HEAD', url });
      expect(head.statusCode).toBe(200);
      expect(head.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      for (const missing of [`${'0'.repeat(32)}.jpg`, 'not-a-key.jpg', '..%2Fsecrets.json']) {
        expectCoded(await t.app.inject({ method: 'GET', url: `/api/public/image/${missing}` }), 404, ERROR_CODES.NOT_FOUND);
      }
    });
  });

  describe.skipIf(!dbKinds().includes('postgres'))('two API nodes on one PostgreSQL', () => {
    let testDb: TestDatabase;
    let second: Database;
    let a: BuiltApp;
    let b: BuiltApp;
    let cat: Catalogue;

    beforeAll(async () => {
      testDb = await createTestDatabase('postgres', { seeded: true });
      second = await openDatabase({ databaseUrl: testDb.url! });
      const config = (prefix: string) => testConfig(seededDataDir(prefix), { ...roomyLogins(), imageStore: { kind: 's3', s3: s3.s3 } });
      a = await buildApp(config('bp-img-node-a-'), { database: testDb });
      b = await buildApp(config('bp-img-node-b-'), { database: second });
      cat = await createCatalogue(a);
    });
    afterAll(async () => {
      await a?.close();
      await b?.close();
      await second?.close();
      await testDb?.drop();
    });

    it('serves through node B the product picture uploaded through node A', async () => {
      const url = await uploadPicture(a, cat);
      expectPublicImage(await b.app.inject({ method: 'GET', url }), PICTURE().data);
      // Node B has no copy of its own: the bucket is the one store.
      const key = keyOf(url);
      expect(existsSync(join(b.config.dataDir, 'images', key.slice(0, 2), key))).toBe(false);
    });

    it('serves through node B a faulty photo reported through node A, only to those who may see the ticket', async () => {
      const product = await createSaleProduct(a, cat);
      await createResellerAdmin(a, 'fx_img_by2_admin', 'BY10002', '5359990033');
      await createUserLike(a, 'supply_admin', 'fx_img_tdr2_admin', { supplyId: cat.supplies.TDR002 });
      const [sold] = await soldUnits(a, product, 'reseller_admin', 'BY10001');
      const jpg = PHOTO.jpg();
      const reported = await (await faultyClient(a, 'reseller_user')).report({ productSerialNoId: sold.id, description: 'Ekran açılmıyor' }, [photoFile(jpg)]);
      expect(reported.statusCode, reported.body).toBe(200);
      const { id } = reported.json() as { id: number };

      const [dealer, supplier, admin, other, otherSupplier] = await Promise.all(
        ['reseller_admin', 'supply_admin', 'ttg_admin', 'fx_img_by2_admin', 'fx_img_tdr2_admin'].map((u) => faultyClient(b, u)),
      );
      const ticket = (await dealer.get(`/detail/${id}`)).json() as FaultyTicket;
      const photoId = ticket.photos[0].id;
      for (const who of [dealer, supplier, admin]) {
        const photo = await who.get(`/photo/${photoId}`);
        expect(photo.statusCode, photo.body).toBe(200);
        expect(photo.headers['content-type']).toBe('image/jpeg');
        expect(photo.headers['cache-control']).toBe('private, max-age=3600');
        expect(photo.rawPayload.equals(jpg)).toBe(true);
      }
      for (const who of [other, otherSupplier]) expectCoded(await who.get(`/photo/${photoId}`), 404, ERROR_CODES.NOT_FOUND);
      expectCoded(await b.app.inject({ method: 'GET', url: `/api/faultyProductManagement/photo/${photoId}` }), 401, ERROR_CODES.UNAUTHENTICATED);
      // Never through the public image route, on either node.
      const [stored] = await rows<{ storage_key: string }>(a, sql`select storage_key from faulty_product_photos where ticket_id = ${id}`);
      for (const node of [a, b]) expectCoded(await node.app.inject({ method: 'GET', url: `/api/public/image/${stored.storage_key}` }), 404, ERROR_CODES.NOT_FOUND);
    });
  });
});
