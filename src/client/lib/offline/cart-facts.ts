import type { StorefrontSyncMeta } from '../../../shared/contract/sync.js';
import type { ProductFacts } from './cart-view.js';
import { type OfflineDb, productRows } from './db.js';
import { priceInForce } from './in-force.js';
import { rowsOfProducts } from './row-chunks.js';
import { setMeta } from './sync-set.js';

/** What the cart shows of products added offline: from the local storefront (name, brand, today's price, first picture). */
export async function cartFacts(db: OfflineDb, modelIds: number[]): Promise<Map<number, ProductFacts>> {
  const facts = new Map<number, ProductFacts>();
  if (!modelIds.length) return facts;
  const [products, meta] = await Promise.all([rowsOfProducts(productRows(db), modelIds), setMeta<StorefrontSyncMeta>(db, 'storefront')]);
  const brands = new Map((meta?.brands ?? []).map((b) => [b.id, b.name]));
  for (const p of products) {
    facts.set(p.modelId, {
      modelId: p.modelId,
      name: p.name,
      barcode: p.barcode,
      brandName: brands.get(p.brandId) ?? '',
      price: priceInForce(p.prices)?.resellerPrice ?? null,
      image: p.pictures[0]?.url ?? null,
    });
  }
  return facts;
}
