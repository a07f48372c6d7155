import { z } from 'zod';
import { screens } from '../access.js';
import { defineEndpoint } from './endpoint.js';
import { type SellableUnit, sellableUnitSchema } from './sale-wizard.js';

/**
 * The dealer's sellable stock for the wizard's offline basket (/satis, issue 31): the login
 * reseller's units IN_STOCK and the price band of their products, kept in the offline database
 * so a serial resolves without a signal.
 *
 * Why not the storefront's cursor sync (contract/sync.ts): that walks a change log keyed by
 * product, and no log names the units that entered or left one dealer's stock (unit_movements has
 * one index, by unit — every other index is paid by each unit of a 100,000-line feed batch). Why
 * not one snapshot with an ETag: a dealer may hold ~100,000 units (3 MB), and every sale would
 * change the tag and send all of it again. So the set is cut in SALE_STOCK_BUCKETS buckets by unit
 * id (id mod 256, a few hundred units each at the top) and each bucket has a digest — its unit count
 * and the sum of a 64-bit hash of its unit ids. The client sends back the digests it holds; the
 * answer carries only the buckets whose digest differs, whole (an emptied bucket with no units),
 * each with the digest read in the same statement as its units. A sale or a transfer rewrites one
 * bucket of ~400 units; an unchanged stock answers a few hundred bytes.
 *
 * A unit's serial and product never change, so a bucket is known by its unit ids. Products (the
 * price band: recommended sale price, tolerance price, MAX_DISCOUNT_RATIO) change apart from the
 * units: they come whole, unless the client's `productsTag` says it holds them already.
 */
export const SALE_STOCK_BUCKETS = 256;

export const bucketOf = (unitId: number) => unitId % SALE_STOCK_BUCKETS;

export const saleStockSyncBodySchema = z.object({
  /**
   * The digest the client holds per bucket (index = bucket; '' = empty or never synced). Absent,
   * or of another length (a future bucket count): a full sync.
   */
  digests: z.array(z.string().max(60)).max(SALE_STOCK_BUCKETS).nullish(),
  productsTag: z.string().max(64).nullish(),
});
export type SaleStockSyncBody = z.input<typeof saleStockSyncBodySchema>;

/** One unit: [unitId, serialNo, modelId] (an array: 100,000 of them are the bulk of a first sync). */
export const saleStockUnitSchema = z.tuple([z.number(), z.string(), z.number()]);
export type SaleStockUnit = z.infer<typeof saleStockUnitSchema>;

export const saleStockBucketSchema = z.object({
  bucket: z.number(),
  /** '' when the bucket is empty now (the client drops it). */
  digest: z.string(),
  units: z.array(saleStockUnitSchema),
});
export type SaleStockBucket = z.infer<typeof saleStockBucketSchema>;

/** A product of the stock with its price band: a sellable unit without the unit. */
export const saleStockProductSchema = sellableUnitSchema.omit({ unitId: true, serialNo: true });
export type SaleStockProduct = z.infer<typeof saleStockProductSchema>;

export const saleStockSyncAnswerSchema = z.object({
  /** The buckets that differ from the client's digests (all non-empty ones on a full sync). */
  buckets: z.array(saleStockBucketSchema),
  /** Every product of the stock, or null when `productsTag` matched (the client keeps its own). */
  products: z.array(saleStockProductSchema).nullable(),
  productsTag: z.string(),
  /** Server time of the answer (ISO): 'last synced'. */
  syncedAt: z.string(),
});
export type SaleStockSyncAnswer = z.infer<typeof saleStockSyncAnswerSchema>;

/**
 * POST /sale/stockSync: the login reseller's own units only (a TTG_ADMIN's login reseller's; none:
 * WIZARD_MSG.noReseller). A POST because the body carries up to 256 digests; it writes nothing.
 */
export const saleStockSync = defineEndpoint({
  service: 'api',
  method: 'POST',
  path: '/sale/stockSync',
  summary: 'Satış sihirbazının çevrimdışı stok eşitlemesi',
  description: 'Giriş yapılan bayinin kendi cihazları; gövde en fazla 256 özet taşıdığı için POST, hiçbir şey yazmaz.',
  access: screens('/satis'),
  body: saleStockSyncBodySchema,
  response: saleStockSyncAnswerSchema,
});

/** A stored unit joined with its product: the basket's sellable unit, as GET /sale/sellableUnits answers it. */
export const sellableOf = ([unitId, serialNo]: SaleStockUnit, product: SaleStockProduct): SellableUnit => ({ unitId, serialNo, ...product });
