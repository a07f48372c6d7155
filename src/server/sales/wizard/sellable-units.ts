import { sql } from 'drizzle-orm';
import type { SellableUnit } from '../../../shared/contract/sale-wizard.js';
import { type Db, queryRows } from '../../db/sql.js';
import { maxDiscountRatio, priceBands } from '../complete/price-bands.js';
import type { Seller } from '../complete/seller.js';

/**
 * GET /sale/sellableUnits: the seller's units in stock with this serial (one per product at most)
 * and their price bands, read as the completion will check them (complete/price-bands.ts).
 * Another reseller's unit, a sold one, an unknown serial: the same empty answer.
 */
export async function sellableUnitsOf(db: Db, seller: Seller, serialNo: string): Promise<SellableUnit[]> {
  const units = await queryRows<{ id: number; serial_no: string; model_id: number }>(
    db,
    sql`select u.id, u.serial_no, u.model_id from units u
        where u.serial_no = ${serialNo} and u.holder = 'RESELLER' and u.holder_id = ${seller.resellerId} and u.status = 'IN_STOCK'
        order by u.id`,
  );
  if (!units.length) return [];
  const ratio = await maxDiscountRatio(db, seller.resellerCode);
  const bands = await priceBands(db, seller.distyId, ratio, units.map((u) => u.model_id));
  return units
    .map((u) => {
      const b = bands.get(u.model_id)!;
      return {
        unitId: u.id,
        serialNo: u.serial_no,
        barcode: b.barcode,
        modelId: u.model_id,
        modelName: b.modelName,
        brandName: b.brandName,
        subCategory: b.subCategory,
        recommendedSellPrice: b.recommendedSellPrice,
        priceWithTolerance: b.priceWithTolerance,
        maxDiscountRatio: ratio,
        minPrice: b.minPrice,
        maxPrice: b.maxPrice,
      };
    })
    .sort((a, b) => a.modelName.localeCompare(b.modelName, 'tr'));
}
