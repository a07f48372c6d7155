import { sql } from 'drizzle-orm';
import type { SaleStockProduct } from '../../../shared/contract/sale-stock-sync.js';
import { type Db, queryRows } from '../../db/sql.js';
import { maxDiscountRatio, priceBands } from '../complete/price-bands.js';

/**
 * The products of the offline set with their price bands, read by the completion's own band
 * function (complete/price-bands.ts): the basket offers exactly the band the server will check.
 * Without a distributor version in force a product has no band (NO_PRICE: not sellable).
 */
export async function stockProductsOf(db: Db, resellerId: number, modelIds: readonly number[]): Promise<SaleStockProduct[]> {
  const [reseller] = await queryRows<{ code: string; disty_id: number | null }>(db, sql`select code, disty_id from resellers where id = ${resellerId}`);
  if (!reseller || !modelIds.length) return [];
  const ratio = await maxDiscountRatio(db, reseller.code);
  const bands = await priceBands(db, reseller.disty_id, ratio, modelIds);
  return [...bands.values()]
    .sort((a, b) => a.modelId - b.modelId)
    .map((b) => ({
      modelId: b.modelId,
      barcode: b.barcode,
      modelName: b.modelName,
      brandName: b.brandName,
      subCategory: b.subCategory,
      recommendedSellPrice: b.recommendedSellPrice,
      priceWithTolerance: b.priceWithTolerance,
      maxDiscountRatio: ratio,
      minPrice: b.minPrice,
      maxPrice: b.maxPrice,
    }));
}
