import { beforeEach, describe, expect, it } from 'vitest';
import type { SaleStockProduct, SaleStockSyncAnswer } from '../../../shared/contract/sale-stock-sync.js';
import { offlineDb } from './db.js';
import { META_KEYS } from './meta-keys.js';
import { wipeOfflineData } from './owner.js';
import { OwnerChangedError } from './sync-set.js';
import { applyStockAnswer, localSellable, stockSyncBody, stockSyncedAt } from './sale-stock-store.js';

const product: SaleStockProduct = {
  modelId: 10,
  barcode: '86910',
  modelName: 'Anker Şarj Kablosu',
  brandName: 'Anker',
  subCategory: 'Kablo',
  recommendedSellPrice: 100,
  priceWithTolerance: 110,
  maxDiscountRatio: 10,
  minPrice: 90,
  maxPrice: 110,
};
const answer = (over: Partial<SaleStockSyncAnswer>): SaleStockSyncAnswer => ({ buckets: [], products: null, productsTag: 't1', syncedAt: '2026-01-01T09:00:00.000Z', ...over });

describe('the sales stock on the device', () => {
  beforeEach(() => wipeOfflineData());

  it('stores the buckets, answers a serial with its product, sends back the digests, and drops an emptied bucket', async () => {
    const db = offlineDb();
    expect(await stockSyncedAt(db)).toBeNull();
    expect(await stockSyncBody(db)).toMatchObject({ productsTag: null });
    await applyStockAnswer(db, answer({ buckets: [{ bucket: 1, digest: '1:5', units: [[1, 'SN-1', 10]] }, { bucket: 2, digest: '1:6', units: [[2, 'SN-2', 10]] }], products: [product] }));
    expect(await localSellable(db, ' SN-1 ')).toEqual([{ unitId: 1, serialNo: 'SN-1', ...product }]);
    const body = await stockSyncBody(db);
    expect(body.productsTag).toBe('t1');
    expect(body.digests?.length).toBe(256);
    expect([body.digests?.[1], body.digests?.[2], body.digests?.[3]]).toEqual(['1:5', '1:6', '']);

    // The unit was sold: its bucket comes empty; the products are unchanged (null).
    await applyStockAnswer(db, answer({ buckets: [{ bucket: 1, digest: '', units: [] }], syncedAt: '2026-01-01T10:00:00.000Z' }));
    expect(await localSellable(db, 'SN-1')).toEqual([]);
    expect(await localSellable(db, 'SN-2')).toHaveLength(1);
    expect((await stockSyncBody(db)).digests?.[1]).toBe('');
    expect(await stockSyncedAt(db)).toBe('2026-01-01T10:00:00.000Z');
  });

  it("never stores an answer for a dealer who is no longer the database's owner", async () => {
    const db = offlineDb();
    await db.meta.put({ key: META_KEYS.owner, value: '2:5' });
    await expect(applyStockAnswer(db, answer({ buckets: [{ bucket: 1, digest: '1:5', units: [[1, 'SN-1', 10]] }], products: [product] }), '1:1')).rejects.toBeInstanceOf(OwnerChangedError);
    expect(await db.saleStock.count()).toBe(0);
  });
});
