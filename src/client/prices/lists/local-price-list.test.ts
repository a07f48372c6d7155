import { beforeEach, describe, expect, it } from 'vitest';
import { offlineDb } from '../../lib/offline/db.js';
import { localPriceFilterOptions, localPriceListPage } from './local-price-list.js';
import { DAY, iso, priceMeta, priceRow, syncPrices } from './local-price-testing.js';

const ids = async (filter: Record<string, string> = {}, sort?: string, page = 0, size = 10) =>
  (await localPriceListPage({ page, size, sort }, filter))!.content.map((r) => r.id);

describe('the offline price list', () => {
  beforeEach(() => offlineDb().meta.clear());

  it('answers nothing while the price list has never been synced', async () => {
    await syncPrices([priceRow(1, 'Kablo')], null);
    expect(await localPriceListPage({ page: 0, size: 10 }, {})).toBeUndefined();
    expect(await localPriceFilterOptions()).toBeUndefined();
  });

  it('lists the versions in force now as the server rows, by name (code point order) with ids breaking ties', async () => {
    await syncPrices([
      priceRow(1, 'Şarj Aleti'),
      priceRow(2, 'Adaptör'),
      priceRow(3, 'Adaptör'),
      priceRow(4, 'adaptör'),
      // Ended, and a coming version of the same product: neither in force now.
      priceRow(5, 'Bitmiş', { endDate: iso(-1) }),
      priceRow(6, 'Adaptör', { mid: 1002, startDate: iso(DAY) }),
    ]);
    const page = (await localPriceListPage({ page: 0, size: 10, sort: 'modelName,asc' }, {}))!;
    expect(page.totalElements).toBe(4);
    expect(page.content.map((r) => r.id)).toEqual([2, 3, 4, 1]);
    // The list's row, without what only the sync needs.
    const { endDate: _end, brandId: _brand, ...expected } = priceRow(2, 'Adaptör');
    expect(page.content[0]).toEqual(expected);
    expect(await ids({}, 'modelName,desc')).toEqual([1, 4, 3, 2]);
    expect(await ids({}, undefined, 1, 3)).toEqual([1]);
  });

  it('sorts by barcode both ways and filters by brand, supplier, name and barcode "contains"', async () => {
    await syncPrices([
      priceRow(1, 'Hızlı ŞARJ Adaptörü', { barcode: '300' }),
      priceRow(2, 'Sarj Kablosu', { barcode: '100', brandId: 5, brandName: 'Ttec' }),
      priceRow(3, 'Kılıf', { barcode: '200', sid: 12 }),
    ]);
    expect(await ids({}, 'barcode,asc')).toEqual([2, 3, 1]);
    expect(await ids({}, 'barcode,desc')).toEqual([1, 3, 2]);
    expect(await ids({ brand: '5' })).toEqual([2]);
    expect(await ids({ supply: '12' })).toEqual([3]);
    expect(await ids({ modelName: 'şarj' })).toEqual([1, 2]);
    expect(await ids({ modelName: ' arj ad ' })).toEqual([1]);
    expect(await ids({ barcode: '00' }, 'barcode,asc')).toEqual([2, 3, 1]);
    expect(await ids({ barcode: '20', brand: '4' })).toEqual([3]);
  });

  it("offers the dropdowns' choices of the last sync", async () => {
    await syncPrices([priceRow(1, 'Kablo')]);
    expect(await localPriceFilterOptions()).toEqual({ brands: priceMeta().brands, supplies: priceMeta().supplies });
  });
});
