import { afterEach, describe, expect, it } from 'vitest';
import type { PriceSyncPage, StorefrontSyncPage, StorefrontSyncRow } from '../../../shared/contract/sync.js';
import { type OfflineDb, openOfflineDb } from './db.js';
import { PRICE_SET, STOREFRONT_SET, syncSet } from './sync-set.js';

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
    const spec = { ...STOREFRONT_SET, fetchPage: async (cursor: string | undefined) => (asked.push(cursor), answers.shift()!) };
    expect(await syncSet(db, spec)).toEqual({ stored: 3, pages: 2 });
    expect(asked).toEqual([undefined, 'p1']);
    expect((await db.products.get(3))!.nameKey).toBe('sarj kablosu type-c');
    expect((await db.meta.get('cursor:storefront'))!.value).toBe('p2');

    await syncSet(db, spec);
    expect(asked.at(-1)).toBe('p2');
    expect((await db.products.toArray()).map((p) => [p.modelId, p.name])).toEqual([
      [2, 'Yeni Ad'],
      [3, 'Şarj Kablosu Type-C'],
    ]);
    await syncSet(db, spec);
    expect(await db.products.toCollection().primaryKeys()).toEqual([9]);
    expect((await db.meta.get('meta:storefront'))!.value).toEqual(meta);
  });

  it('a changed product replaces all its price versions', async () => {
    db = openOfflineDb(`sync-test-${++n}`);
    const version = (id: number, mid: number) => ({ id, mid, modelName: `Ürün ${mid}`, barcode: String(mid) }) as unknown as PriceSyncPage['rows'][number];
    const answers: PriceSyncPage[] = [
      { rows: [version(1, 7), version(2, 7), version(3, 8)], deleted: [], cursor: 'a', more: false, reset: true, meta: null },
      { rows: [version(4, 7)], deleted: [8], cursor: 'b', more: false, reset: false, meta: null },
    ];
    const spec = { ...PRICE_SET, fetchPage: async () => answers.shift()! };
    await syncSet(db, spec);
    await syncSet(db, spec);
    expect(await db.prices.toCollection().primaryKeys()).toEqual([4]);
  });

  it('a first sync writes later pages without deleting, except a product it stored already in this run', async () => {
    db = openOfflineDb(`sync-test-${++n}`);
    const version = (id: number, mid: number) => ({ id, mid, modelName: `Ürün ${mid}`, barcode: String(mid) }) as unknown as PriceSyncPage['rows'][number];
    // Product 7 is logged again while the sync runs: its version 1 went, version 5 came.
    const answers: PriceSyncPage[] = [
      { rows: [version(1, 7), version(2, 7), version(3, 8)], deleted: [], cursor: 'a', more: true, reset: true, meta: null },
      { rows: [version(4, 9)], deleted: [], cursor: 'b', more: true, reset: false, meta: null },
      { rows: [version(2, 7), version(5, 7)], deleted: [], cursor: 'c', more: false, reset: false, meta: null },
    ];
    const spec = { ...PRICE_SET, fetchPage: async () => answers.shift()! };
    await syncSet(db, spec);
    expect(await db.prices.toCollection().primaryKeys()).toEqual([2, 3, 4, 5]);
  });
});
