import { sql } from 'drizzle-orm';
import { maxSalePrice, minSalePrice } from '../../../shared/contract/sales.js';
import { tolerancePrice } from '../../../shared/prices.js';
import { PARAM_KEYS } from '../../../shared/storefront.js';
import { type Db, intArray, queryRows } from '../../db/sql.js';
import { inForceAt } from '../../prices/price-sql.js';
import { globalParam, resellerParam } from '../../settings/params/param-repo.js';

/**
 * The price band of a sale line (spec 2 §3 serial item; spec 3 §2.12): the recommended sale price
 * (TESF) of the distributor version in force now for the reseller's distributor — the price list the
 * dealer reads (/productPriceInfoList, prices/lists/reseller-price-repo.ts) — up to the tolerance
 * price of the product's sub-category (/Marj, shared/prices.ts tolerancePrice) and down to TESF less
 * the reseller's MAX_DISCOUNT_RATIO (its own value of /resellerParamList, else the global one).
 * A product without a version in force for that distributor (or a reseller without a distributor)
 * has no band: it cannot be sold (NO_PRICE). The distributor price (gross profit, spec 2 §9) is the
 * same supplier version's distyPrice. The product's score rule travels along (score-gain.ts).
 */
export interface ProductBand {
  modelId: number;
  modelName: string;
  barcode: string;
  brandName: string;
  subCategory: string;
  supplyId: number;
  recommendedSellPrice: number | null;
  priceWithTolerance: number | null;
  distyPrice: number | null;
  minPrice: number | null;
  maxPrice: number | null;
  scoreType: string;
  scoreRatio: number;
}

interface BandDb {
  model_id: number;
  model_name: string;
  barcode: string;
  brand_name: string;
  sub_category: string;
  supply_id: number;
  recommended_sell_price: number | null;
  disty_price: number | null;
  marj_ratio: number | null;
  product_score_type: string;
  score_ratio: number;
}

/** The reseller's MAX_DISCOUNT_RATIO in percent (0 when the parameter is missing or unreadable). */
export async function maxDiscountRatio(db: Db, resellerCode: string): Promise<number> {
  const row = (await resellerParam(db, PARAM_KEYS.maxDiscountRatio, resellerCode)) ?? (await globalParam(db, PARAM_KEYS.maxDiscountRatio));
  const n = Number(row?.value.replace(',', '.'));
  return Number.isFinite(n) ? Math.min(100, Math.max(0, n)) : 0;
}

/**
 * The band of each product of `modelIds` for a reseller of distributor `distyId` (null: none) with
 * discount ratio `ratio`, by the prices in force at `at` (now for the wizard: a basket kept offline
 * meets today's prices; the sale's time for a fed sale made elsewhere).
 */
export async function priceBands(db: Db, distyId: number | null, ratio: number, modelIds: readonly number[], at: Date = new Date()): Promise<Map<number, ProductBand>> {
  if (!modelIds.length) return new Map();
  const d = sql.raw('d');
  const rows = await queryRows<BandDb>(
    db,
    sql`select m.id as model_id, m.name as model_name, m.barcode, b.name as brand_name, sc.name as sub_category, m.supply_id,
          p.recommended_sell_price::float8 as recommended_sell_price, p.disty_price::float8 as disty_price, tol.marj_ratio::float8 as marj_ratio,
          sc.product_score_type, sc.score_ratio::float8 as score_ratio
        from models m join brands b on b.id = m.brand_id join sub_categories sc on sc.id = m.sub_category_id
        left join tolerances tol on tol.sub_category_id = m.sub_category_id
        left join lateral (
          select q.recommended_sell_price, q.disty_price from model_price_disties d join model_price_supplies q on q.id = d.model_price_supply_id
          where d.model_id = m.id and d.disty_id = ${distyId}::int and d.approve_type = 'APPROVED' and ${inForceAt(d, sql`${at.toISOString()}::timestamptz`)}
          order by d.start_date desc, d.id desc limit 1) p on true
        where m.id = any(${intArray([...new Set(modelIds)])})`,
  );
  return new Map(
    rows.map((r) => {
      const tesf = r.recommended_sell_price;
      const tolerance = tesf === null ? null : tolerancePrice(tesf, r.marj_ratio);
      return [
        r.model_id,
        {
          modelId: r.model_id,
          modelName: r.model_name,
          barcode: r.barcode,
          brandName: r.brand_name,
          subCategory: r.sub_category,
          supplyId: r.supply_id,
          recommendedSellPrice: tesf,
          priceWithTolerance: tolerance,
          distyPrice: tesf === null ? null : r.disty_price,
          minPrice: tesf === null ? null : minSalePrice(tesf, ratio),
          maxPrice: tesf === null ? null : maxSalePrice(tesf, tolerance),
          scoreType: r.product_score_type,
          scoreRatio: r.score_ratio,
        },
      ];
    }),
  );
}
