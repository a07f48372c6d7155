import { beforeEach, describe, expect, it } from 'vitest';
import type { StorefrontSyncMeta, StorefrontSyncRow } from '../../../shared/contract/sync.js';
import { ApiError } from '../../lib/api.js';
import { offlineDb } from '../../lib/offline/db.js';
import { META_KEYS } from '../../lib/offline/meta-keys.js';
import { putStorefrontRows } from '../../lib/offline/local-rows-testing.js';
import { localFilterOptions, localProduct, localSimilar, localStorefrontPage, OFFLINE_QUERY_MEASURE } from './local-storefront.js';

const DAY = 86_400_000;
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
const pic = (id: number) => ({ id, imageKey: `k${id}`, url: `/api/public/image/k${id}` });

/** A synced storefront row: on the storefront (price 100 in force since yesterday, open) unless `over` says otherwise. */
function row(modelId: number, name: string, over: Partial<StorefrontSyncRow> = {}): StorefrontSyncRow {
  return {
    modelId,
    name,
    barcode: `86900000${String(modelId).padStart(5, '0')}`,
    description: `Açıklama ${modelId}`,
    brandId: 1,
    categoryId: 10,
    subCategoryId: 100,
    supplyStatus: 'AÇIK',
    origin: 'Çin',
    approvedAt: iso(-90 * DAY),
    dashboard: false,
    quantity: 50,
    pictures: [pic(modelId * 10), pic(modelId * 10 + 1)],
    prices: [{ priceId: modelId * 100, resellerPrice: 100, start: iso(-DAY), end: null }],
    ...over,
  };
}

let syncs = 0;
function meta(over: Partial<StorefrontSyncMeta> = {}): StorefrontSyncMeta {
  return {
    // Each sync has its own time: the offline view is rebuilt when it changes.
    syncedAt: new Date(Date.UTC(2026, 0, 1, 0, 0, ++syncs)).toISOString(),
    newProductDays: 30,
    bestSellers: [],
    brands: [
      { id: 1, name: 'TTEC' },
      { id: 2, name: 'Anker' },
      { id: 3, name: 'Çelik' },
    ],
    categories: [
      { id: 10, name: 'Şarj' },
      { id: 20, name: 'Kılıf' },
    ],
    subCategories: [
      { id: 100, name: 'Adaptör', categoryId: 10, noneStockMax: 0, limitedStockMax: 10 },
      { id: 101, name: 'Kablo', categoryId: 10, noneStockMax: 5, limitedStockMax: 20 },
      { id: 200, name: 'Silikon', categoryId: 20, noneStockMax: 0, limitedStockMax: 10 },
    ],
    ...over,
  };
}

/** What the sync engine leaves in Dexie: the rows with their search keys and the last page's meta. */
async function synced(rows: StorefrontSyncRow[], m: StorefrontSyncMeta | null = meta()) {
  const db = offlineDb();
  await db.productChunks.clear();
  await putStorefrontRows(rows, db);
  if (m) await db.meta.put({ key: META_KEYS.setMeta('storefront'), value: m });
  else await db.meta.delete(META_KEYS.setMeta('storefront'));
}

const ids = async (filter: Parameters<typeof localStorefrontPage>[0], page = 0, size = 36) => (await localStorefrontPage(filter, page, size))!.content.map((p) => p.id);

describe('the offline storefront', () => {
  beforeEach(async () => {
    await offlineDb().meta.clear();
    await offlineDb().productChunks.clear();
  });

  it('answers nothing while the storefront has never been synced', async () => {
    await synced([row(1, 'Kablo')], null);
    expect(await localStorefrontPage({}, 0, 12)).toBeUndefined();
    expect(await localProduct(1)).toBeUndefined();
    expect(await localSimilar(1)).toBeUndefined();
    expect(await localFilterOptions()).toBeUndefined();
  });

  it('lists the products with a price in force now, home-page ones first, then by name and id, in pages', async () => {
    await synced([
      row(1, 'Zil Kablosu'),
      row(2, 'Adaptör 20W', { dashboard: true }),
      row(3, 'Ahize'),
      row(4, 'Ahize'),
      // Ended yesterday, starts tomorrow: not on the storefront now.
      row(5, 'Bitmiş', { prices: [{ priceId: 500, resellerPrice: 10, start: iso(-9 * DAY), end: iso(-DAY) }] }),
      row(6, 'Gelecek', { prices: [{ priceId: 600, resellerPrice: 10, start: iso(DAY), end: null }] }),
      // Code point order, as PostgreSQL's C collation sorts: 'Z' < 'a' < 'Ç'.
      row(7, 'adaptör küçük harf'),
      row(8, 'Çanta'),
      // Ends tomorrow, and a coming price takes over then: today's price is shown.
      row(9, 'Bataryalı', {
        prices: [
          { priceId: 901, resellerPrice: 250, start: iso(DAY), end: null },
          { priceId: 900, resellerPrice: 200, start: iso(-DAY), end: iso(DAY) },
        ],
      }),
    ]);
    const page = (await localStorefrontPage({}, 0, 36))!;
    expect(page.totalElements).toBe(7);
    expect(page.content.map((p) => p.id)).toEqual([2, 3, 4, 9, 1, 7, 8]);
    expect(page.content.find((p) => p.id === 9)!.modelPriceDisty).toEqual({ id: 900, resellerPrice: 200 });
    expect(await ids({}, 1, 3)).toEqual([9, 1, 7]);
    expect((await localStorefrontPage({}, 2, 3))!).toEqual({ content: [expect.objectContaining({ id: 8 })], totalElements: 7 });
    expect(await localStorefrontPage({}, 5, 3)).toEqual({ content: [], totalElements: 7 });
  });

  it("gives each card the server's shape: names from the lookups, stock status from the sub-category's thresholds, labels, first picture", async () => {
    await synced(
      [
        row(1, 'Hızlı Şarj Adaptörü', { dashboard: true, approvedAt: iso(-2 * DAY), quantity: 15, subCategoryId: 101, brandId: 2, origin: 'Vietnam' }),
        row(2, 'Kablo 1m', { quantity: 5, subCategoryId: 101, pictures: [] }),
      ],
      meta({ bestSellers: [1] }),
    );
    const [first, second] = (await localStorefrontPage({}, 0, 12))!.content;
    expect(first).toEqual({
      id: 1,
      model: {
        id: 1,
        name: 'Hızlı Şarj Adaptörü',
        barcode: '8690000000001',
        brand: { id: 2, name: 'Anker' },
        category: { id: 10, name: 'Şarj' },
        subCategory: { id: 101, name: 'Kablo' },
        supplyStatus: 'AÇIK',
        origin: 'Vietnam',
        firstPicture: pic(10),
      },
      modelPriceDisty: { id: 100, resellerPrice: 100 },
      stockStatus: 'LIMITED',
      stockStatusLabel: 'LİMİTLİ',
      severity: 'warning',
      quantity: 15,
      // In LABEL_STATUSES order, as the server lists them.
      labels: ['DASHBOARD', 'NEW_PRODUCT', 'SELL_BEST_PRODUCT'],
    });
    expect(second).toMatchObject({ stockStatus: 'NONE', stockStatusLabel: 'YOK', severity: 'danger', labels: [] });
    expect(second.model.firstPicture).toBeNull();
  });

  it('applies every sidebar filter with the server semantics', async () => {
    await synced([
      row(1, 'Hızlı ŞARJ Adaptörü', { brandId: 1, categoryId: 10, subCategoryId: 100, origin: 'Çin', quantity: 0 }),
      row(2, 'Sarj Kablosu Type-C', { brandId: 2, categoryId: 10, subCategoryId: 101, origin: 'TÜRKİYE', quantity: 15, supplyStatus: 'KAPALI' }),
      row(3, 'Silikon Kılıf', {
        brandId: 3,
        categoryId: 20,
        subCategoryId: 200,
        origin: null,
        quantity: 500,
        barcode: '1234567890123',
        prices: [{ priceId: 300, resellerPrice: 750, start: iso(-DAY), end: null }],
      }),
      row(4, 'Araç Şarj Cihazı', { brandId: 1, origin: 'çin', quantity: 11, prices: [{ priceId: 400, resellerPrice: 50.5, start: iso(-DAY), end: null }] }),
    ]);
    expect(await ids({ category: 10 })).toEqual([4, 1, 2]);
    expect(await ids({ subCategory: 101 })).toEqual([2]);
    expect(await ids({ brand: 1 })).toEqual([4, 1]);
    // "Contains", folded like the search boxes: 'şarj', 'SARJ' and 'arj' find the same names.
    expect(await ids({ modelName: 'şarj' })).toEqual([4, 1, 2]);
    expect(await ids({ modelName: 'SARJ' })).toEqual([4, 1, 2]);
    expect(await ids({ modelName: 'arj ad' })).toEqual([1]);
    expect(await ids({ modelName: 'kılıf' })).toEqual([3]);
    // A text never matches across two products' names; a name matching twice is listed once.
    expect(await ids({ modelName: 'cihazıhızlı' })).toEqual([]);
    expect(await ids({ modelName: 'a' })).toEqual([4, 1, 2]);
    expect(await ids({ modelName: 'şarj', barcode: '0000001' })).toEqual([1]);
    expect(await ids({ barcode: '4567' })).toEqual([3]);
    expect(await ids({ barcode: '86900000000' })).toEqual([4, 1, 2]);
    expect(await ids({ supplyStatus: 'KAPALI' })).toEqual([2]);
    // Origin: the whole value ignoring case.
    expect(await ids({ origin: 'ÇİN' })).toEqual([4, 1]);
    expect(await ids({ origin: 'Türkiye' })).toEqual([2]);
    expect(await ids({ origin: 'Çi' })).toEqual([]);
    // Prices on the price in force.
    expect(await ids({ minPrice: 100 })).toEqual([1, 2, 3]);
    expect(await ids({ minPrice: 100, maxPrice: 500 })).toEqual([1, 2]);
    expect(await ids({ maxPrice: 50.5 })).toEqual([4]);
    // Stock: 0 → YOK (max 0), 15 of Kablo (5/20) → LİMİTLİ, 11 of Adaptör (0/10) → VAR.
    expect(await ids({ stockStatus: 'NONE' })).toEqual([1]);
    expect(await ids({ stockStatus: 'LIMITED' })).toEqual([2]);
    expect(await ids({ stockStatus: 'AVAILABLE' })).toEqual([4, 3]);
    expect(await ids({ brand: 1, stockStatus: 'AVAILABLE', modelName: 'şarj' })).toEqual([4]);
  });

  it("orders the tabs: 'Çok Satanlar' by rank, 'Yeniler' newest approval first, 'Ana Sayfa' by name", async () => {
    // 2 and 5 approved at the very same instant (two iso() calls could differ by a millisecond).
    const threeDaysAgo = iso(-3 * DAY);
    await synced(
      [
        row(1, 'A', { approvedAt: iso(-40 * DAY), dashboard: true }),
        row(2, 'B', { approvedAt: threeDaysAgo }),
        row(3, 'C', { approvedAt: iso(-1 * DAY), dashboard: true }),
        row(4, 'D', { approvedAt: null }),
        row(5, 'E', { approvedAt: threeDaysAgo }),
      ],
      meta({ bestSellers: [5, 99, 1, 3], newProductDays: 30 }),
    );
    expect(await ids({ labelStatus: 'SELL_BEST_PRODUCT' })).toEqual([5, 1, 3]);
    expect(await ids({ labelStatus: 'NEW_PRODUCT' })).toEqual([3, 2, 5]);
    expect(await ids({ labelStatus: 'DASHBOARD' })).toEqual([1, 3]);
    expect(await ids({ labelStatus: 'NEW_PRODUCT' }, 1, 2)).toEqual([5]);
    expect((await localStorefrontPage({ labelStatus: 'SELL_BEST_PRODUCT', brand: 1 }, 0, 1))!.totalElements).toBe(3);
  });

  it('reads a product with its description and pictures, and its similar products by name; 404 for one not on the storefront', async () => {
    await synced([
      row(1, 'Kablo B', { subCategoryId: 101 }),
      row(2, 'Kablo A', { subCategoryId: 101, dashboard: true }),
      row(3, 'Kablo C', { subCategoryId: 101, prices: [] }),
      row(4, 'Adaptör', { subCategoryId: 100 }),
      ...Array.from({ length: 14 }, (_, i) => row(10 + i, `Kablo Z${String(i).padStart(2, '0')}`, { subCategoryId: 101 })),
    ]);
    const detail = (await localProduct(1))!;
    expect(detail).toMatchObject({ id: 1, description: 'Açıklama 1', pictures: [pic(10), pic(11)], model: { name: 'Kablo B', firstPicture: pic(10) } });
    const similar = (await localSimilar(1))!;
    expect(similar).toHaveLength(12);
    expect(similar.slice(0, 2)).toEqual([
      { modelId: 2, modelName: 'Kablo A', barcode: '8690000000002', price: 100, firstPicture: '/api/public/image/k20' },
      expect.objectContaining({ modelId: 10, modelName: 'Kablo Z00' }),
    ]);
    expect(similar.map((s) => s.modelId)).not.toContain(3);
    await expect(localProduct(3)).rejects.toSatisfy((e) => e instanceof ApiError && e.status === 404);
    await expect(localProduct(999)).rejects.toSatisfy((e) => e instanceof ApiError && e.status === 404);
    await expect(localSimilar(3)).rejects.toSatisfy((e) => e instanceof ApiError && e.status === 404);
  });

  it("offers the sidebar's choices present on the storefront now, in Turkish order", async () => {
    await synced([
      row(1, 'A', { brandId: 1, subCategoryId: 101, origin: 'Çin' }),
      row(2, 'B', { brandId: 3, subCategoryId: 100, origin: 'çin' }),
      row(3, 'C', { brandId: 2, categoryId: 20, subCategoryId: 200, origin: 'Almanya', prices: [] }),
      row(4, 'D', { brandId: 1, subCategoryId: 101, origin: null }),
    ]);
    expect(await localFilterOptions()).toEqual({
      brands: [
        { id: 3, name: 'Çelik' },
        { id: 1, name: 'TTEC' },
      ],
      categories: [
        {
          id: 10,
          name: 'Şarj',
          subCategories: [
            { id: 100, name: 'Adaptör' },
            { id: 101, name: 'Kablo' },
          ],
        },
      ],
      origins: ['Çin'],
    });
  });

  it('follows the next sync, and forgets a wiped storefront', async () => {
    await synced([row(1, 'Kablo')]);
    expect(await ids({})).toEqual([1]);
    await putStorefrontRows([row(2, 'Adaptör')]);
    // Rows written without a finished sync are not seen yet …
    expect(await ids({})).toEqual([1]);
    // … and are once the sync records its end.
    await offlineDb().meta.put({ key: META_KEYS.setMeta('storefront'), value: meta() });
    expect(await ids({})).toEqual([2, 1]);
    await offlineDb().meta.clear();
    expect(await localStorefrontPage({}, 0, 12)).toBeUndefined();
  });

  it("records each query's time for the offline bench (User Timing)", async () => {
    await synced([row(1, 'Kablo')]);
    performance.clearMeasures(OFFLINE_QUERY_MEASURE);
    await localStorefrontPage({ modelName: 'kab' }, 0, 12);
    await localStorefrontPage({}, 0, 12);
    const measures = performance.getEntriesByName(OFFLINE_QUERY_MEASURE, 'measure');
    expect(measures).toHaveLength(2);
    expect(measures[0].duration).toBeGreaterThanOrEqual(0);
  });
});
