import { afterEach, describe, expect, it } from 'vitest';
import type { PriceSyncPage, StorefrontSyncPage, StorefrontSyncRow } from '../../../shared/contract/sync.js';
import { type OfflineDb, openOfflineDb, priceRows, productRows } from './db.js';
import { allRows, CHUNK_SPAN, rowsOf } from './row-chunks.js';
import { claimFor } from './owner.js';
import { fetchedWhole, OwnerChangedError, PRICE_SET, STOREFRONT_SET, syncSet } from './sync-set.js';

const row = (modelId: number, name = `Ürün ${modelId}`): StorefrontSyncRow => ({
  modelId,
  name,
  barcode: `86900000${modelId}`,
  description: null,
  brandId: 1,
  categoryId: 1,
  subCategoryId: 1,
  supplyStatus: 'AÇIK',
  origin: null,
  approvedAt: null,
  dashboard: false,
  quantity: 5,
  pictures: [],
  prices: [{ priceId: modelId * 10, resellerPrice: 10, start: '2026-01-01T00:00:00Z', end: null }],
});
const meta = { syncedAt: '2026-11-25T01:00:00Z', newProductDays: 30, bestSellers: [], brands: [], categories: [], subCategories: [] };
const page = (over: Partial<StorefrontSyncPage>): StorefrontSyncPage => ({ rows: [], deleted: [], cursor: 'c', more: false, reset: false, meta: null, ...over });

let db: OfflineDb;
let n = 0;
afterEach(() => db?.delete());

describe('delta sync of a set', () => {
  it('stores pages in order with their cursor, applies tombstones, and starts over on reset', async () => {
    db = openOfflineDb(`sync-test-${++n}`);
    const asked: (string | undefined)[] = [];
    const answers = [
      page({ rows: [row(1), row(2)], cursor: 'p1', more: true, reset: true }),
      page({ rows: [row(3, 'Şarj Kablosu Type-C')], cursor: 'p2', meta }),
      page({ rows: [row(2, 'Yeni Ad')], deleted: [1], cursor: 'p3', meta }),
      page({ rows: [row(9)], cursor: 'p4', reset: true, meta }),
    ];
    const spec = { ...STOREFRONT_SET, fetchPage: async (cursor: string | undefined) => (asked.push(cursor), fetchedWhole(answers.shift()!)) };
    expect(await syncSet(db, spec)).toEqual({ stored: 3, pages: 2 });
    expect(asked).toEqual([undefined, 'p1']);
    expect((await allRows(productRows(db))).find((p) => p.modelId === 3)!.nameKey).toBe('sarj kablosu type-c');
    expect((await db.meta.get('cursor:storefront'))!.value).toBe('p2');

    await syncSet(db, spec);
    expect(asked.at(-1)).toBe('p2');
    expect((await allRows(productRows(db))).map((p) => [p.modelId, p.name]).sort((a, b) => Number(a[0]) - Number(b[0]))).toEqual([
      [2, 'Yeni Ad'],
      [3, 'Şarj Kablosu Type-C'],
    ]);
    await syncSet(db, spec);
    expect((await allRows(productRows(db))).map((p) => p.modelId)).toEqual([9]);
    expect((await db.meta.get('meta:storefront'))!.value).toEqual(meta);
  });

  it('a changed product replaces all its price versions', async () => {
    db = openOfflineDb(`sync-test-${++n}`);
    const version = (id: number, mid: number) => ({ id, mid, modelName: `Ürün ${mid}`, barcode: String(mid) }) as unknown as PriceSyncPage['rows'][number];
    const answers: PriceSyncPage[] = [
      { rows: [version(1, 7), version(2, 7), version(3, 8)], deleted: [], cursor: 'a', more: false, reset: true, meta: null },
      { rows: [version(4, 7)], deleted: [8], cursor: 'b', more: false, reset: false, meta: null },
    ];
    const spec = { ...PRICE_SET, fetchPage: async () => fetchedWhole(answers.shift()!) };
    await syncSet(db, spec);
    await syncSet(db, spec);
    expect((await allRows(priceRows(db))).map((r) => r.id)).toEqual([4]);
  });

  it('a product logged again while a first sync runs is replaced, not doubled', async () => {
    db = openOfflineDb(`sync-test-${++n}`);
    const version = (id: number, mid: number) => ({ id, mid, modelName: `Ürün ${mid}`, barcode: String(mid) }) as unknown as PriceSyncPage['rows'][number];
    // Product 7 is logged again while the sync runs: its version 1 went, version 5 came.
    const answers: PriceSyncPage[] = [
      { rows: [version(1, 7), version(2, 7), version(3, 8)], deleted: [], cursor: 'a', more: true, reset: true, meta: null },
      { rows: [version(4, 9)], deleted: [], cursor: 'b', more: true, reset: false, meta: null },
      { rows: [version(2, 7), version(5, 7)], deleted: [], cursor: 'c', more: false, reset: false, meta: null },
    ];
    const spec = { ...PRICE_SET, fetchPage: async () => fetchedWhole(answers.shift()!) };
    await syncSet(db, spec);
    expect((await allRows(priceRows(db))).map((r) => r.id).sort((a, b) => a - b)).toEqual([2, 3, 4, 5]);
  });

  it('stores a set in chunks of products: a page rewrites only the chunks it names, and an emptied chunk goes', async () => {
    db = openOfflineDb(`sync-test-${++n}`);
    const far = CHUNK_SPAN * 3 + 1;
    const answers = [
      page({ rows: [row(1), row(2), row(far)], cursor: 'a', reset: true, meta }),
      page({ rows: [row(2, 'Yeni Ad')], cursor: 'b', meta }),
      page({ deleted: [far], cursor: 'c', meta }),
    ];
    const spec = { ...STOREFRONT_SET, fetchPage: async () => fetchedWhole(answers.shift()!) };
    await syncSet(db, spec);
    expect(await db.productChunks.toCollection().primaryKeys()).toEqual([0, 3]);
    const farChunk = await db.productChunks.get(3);
    await syncSet(db, spec);
    expect(rowsOf<StorefrontSyncRow>(await db.productChunks.get(0)).map((p) => [p.modelId, p.name]).sort((a, b) => Number(a[0]) - Number(b[0]))).toEqual([
      [1, 'Ürün 1'],
      [2, 'Yeni Ad'],
    ]);
    // The other chunk was not rewritten.
    expect(await db.productChunks.get(3)).toEqual(farChunk);
    await syncSet(db, spec);
    expect(await db.productChunks.toCollection().primaryKeys()).toEqual([0]);
  });

  it("asks for the next page on the answer's headers, before this page's body is read", async () => {
    db = openOfflineDb(`sync-test-${++n}`);
    const asked: (string | undefined)[] = [];
    let releaseFirst!: () => void;
    const firstBody = new Promise<StorefrontSyncPage>((resolve) => (releaseFirst = () => resolve(page({ rows: [row(1)], cursor: 'p1', more: true, reset: true }))));
    const spec = {
      ...STOREFRONT_SET,
      fetchPage: async (cursor: string | undefined) => {
        asked.push(cursor);
        return cursor === undefined ? { ahead: { cursor: 'p1', more: true }, body: firstBody } : fetchedWhole(page({ rows: [row(2)], cursor: 'p2', meta }));
      },
    };
    const run = syncSet(db, spec);
    await expect.poll(() => asked).toEqual([undefined, 'p1']);
    releaseFirst();
    expect(await run).toEqual({ stored: 2, pages: 2 });
    expect((await allRows(productRows(db))).map((p) => p.modelId).sort()).toEqual([1, 2]);
  });

  it("stores nothing once the database is another owner's (a logout or another dealer during the sync)", async () => {
    db = openOfflineDb(`sync-test-${++n}`);
    await claimFor('7:3', db);
    const answers = [page({ rows: [row(1)], cursor: 'p1', more: true, reset: true }), page({ rows: [row(2)], cursor: 'p2', meta })];
    const spec = {
      ...STOREFRONT_SET,
      fetchPage: async () => {
        const next = answers.shift()!;
        // The dealer logs out while the second page is on its way; the next one logs in.
        if (next.cursor === 'p2') await claimFor('8:4', db);
        return fetchedWhole(next);
      },
    };
    await expect(syncSet(db, spec, { owner: '7:3' })).rejects.toBeInstanceOf(OwnerChangedError);
    expect(await allRows(productRows(db))).toEqual([]);
    expect(await db.meta.get('cursor:storefront')).toBeUndefined();
  });
});
