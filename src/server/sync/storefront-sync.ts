import type { SupplyStatus } from '../../shared/catalogue.js';
import type { StorefrontSyncMeta, StorefrontSyncRow } from '../../shared/contract/sync.js';
import { toIso } from '../db/sql.js';
import { imageUrl } from '../lib/image-store.js';
import { labelContext } from '../storefront/products/storefront-service.js';
import type { SyncSet } from './sync-service.js';
import { type StorefrontSyncDb, storefrontLookups, storefrontSyncRows } from './storefront-sync-repo.js';

/** The dealer's storefront as the offline kit keeps it (GET /storefront/sync). */
function toRow(r: StorefrontSyncDb): StorefrontSyncRow {
  return {
    modelId: r.model_id,
    name: r.name,
    barcode: r.barcode,
    description: r.description,
    brandId: r.brand_id,
    categoryId: r.category_id,
    subCategoryId: r.sub_category_id,
    supplyStatus: r.supply_status as SupplyStatus,
    origin: r.origin,
    approvedAt: toIso(r.approved_at),
    dashboard: r.dashboard,
    quantity: r.quantity,
    pictures: r.pictures.map((p) => ({ id: p.id, imageKey: p.imageKey, url: imageUrl(p.imageKey) })),
    // json_agg writes timestamps in the session's zone: the contract carries ISO (UTC).
    prices: r.prices.map((p) => ({ priceId: p.priceId, resellerPrice: p.resellerPrice, start: toIso(p.start)!, end: toIso(p.end) })),
  };
}

export const storefrontSyncSet = (distyId: number): SyncSet<StorefrontSyncRow, StorefrontSyncMeta> => ({
  kind: 's',
  rows: async (db, disty, ids) => (await storefrontSyncRows(db, disty, ids)).map(toRow),
  productOf: (r) => r.modelId,
  // The derived labels' inputs as the online storefront reads them (same parameters and defaults).
  meta: async (db) => {
    const [ctx, lookups] = await Promise.all([labelContext(db, distyId), storefrontLookups(db)]);
    return { syncedAt: new Date().toISOString(), newProductDays: ctx.newProductDays, bestSellers: ctx.bestSellers, ...lookups };
  },
});
