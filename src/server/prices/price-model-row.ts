import { sql } from 'drizzle-orm';
import type { ApproveType, SupplyStatus } from '../../shared/catalogue.js';
import type { SupplyPriceRow } from '../../shared/contract/price-lists.js';
import type { PriceModel } from '../../shared/contract/price-rows.js';
import { toIso } from '../db/sql.js';
import { NAME_OF, type ProductFieldsDb, productNamesOf } from '../catalogue/products/product-row.js';
import { checkOf, previousSupplyVersion } from './price-sql.js';

/**
 * The row pieces the price readers share (the owners' lists, the approval list, the detail
 * and its history), selected and shaped one way (contract: shared/contract/price-rows.ts).
 * The product is `m`, the supplier version `s` and the version before it `prev`
 * (previousSupplyVersion in price-sql.ts). Names are scalar subqueries, evaluated for the
 * rows read only; numeric columns come back as float8.
 */

/** The product of a price row with its names; model_* where a version column has the same name. */
export const PRICE_MODEL_SELECT = sql`m.id as model_id, m.name, m.barcode, m.description, m.supply_status, m.origin, m.eol,
  m.approve_type as model_approve_type, m.brand_id, ${NAME_OF.brand} as brand_name, m.sub_category_id,
  ${NAME_OF.subCategory} as sub_category_name, m.category_id, ${NAME_OF.category} as category_name`;

export interface PriceModelDb extends Omit<ProductFieldsDb, 'id' | 'supply_status'> {
  model_id: number;
  supply_status: SupplyStatus;
  model_approve_type: ApproveType;
}

export const toPriceModel = (r: PriceModelDb): PriceModel => ({
  id: r.model_id,
  name: r.name,
  barcode: r.barcode,
  description: r.description,
  supplyStatus: r.supply_status,
  origin: r.origin,
  ...productNamesOf(r),
});

/** The name of version `s`'s supplier (always the product's own supply: it is copied from the product). */
export const VERSION_SUPPLY_NAME = sql`(select x.name from supplies x where x.id = s.supply_id)`;
export const VERSION_SUPPLY_SELECT = sql`s.supply_id, ${VERSION_SUPPLY_NAME} as supply_name`;

export interface VersionSupplyDb {
  supply_id: number;
  supply_name: string;
}

export const toVersionSupply = (r: VersionSupplyDb) => ({ id: r.supply_id, name: r.supply_name });

/** The tax ratio and the four supplier prices of version `s`. */
export const SUPPLY_PRICES_SELECT = sql`s.tax_ratio::int as tax_ratio, s.disty_price::float8 as disty_price,
  s.recommended_edm_price::float8 as recommended_edm_price, s.recommended_reseller_price::float8 as recommended_reseller_price,
  s.recommended_sell_price::float8 as recommended_sell_price`;

export interface SupplyPricesDb {
  tax_ratio: number;
  disty_price: number;
  recommended_edm_price: number | null;
  recommended_reseller_price: number;
  recommended_sell_price: number;
}

export const toSupplyPrices = (r: SupplyPricesDb) => ({
  taxRatio: r.tax_ratio,
  distyPrice: r.disty_price,
  recommendedEdmPrice: r.recommended_edm_price,
  recommendedResellerPrice: r.recommended_reseller_price,
  recommendedSellPrice: r.recommended_sell_price,
});

/** The sort expressions of version `s`'s tax ratio and prices, the same in every list that sorts by them. */
export const SUPPLY_PRICES_SORT = {
  taxRatio: sql`s.tax_ratio`,
  distyPrice: sql`s.disty_price`,
  recommendedEdmPrice: sql`s.recommended_edm_price`,
  recommendedResellerPrice: sql`s.recommended_reseller_price`,
  recommendedSellPrice: sql`s.recommended_sell_price`,
};

/** The sort expressions of distributor version `d`, the same in the distributor's and the admin's list. */
export const DISTY_VERSION_SORT = {
  mpdStartDate: sql`d.start_date`,
  mpdEndDate: sql`d.end_date`,
  resellerPrice: sql`d.reseller_price`,
};

/** The check flags of version `s` against `prev`: true = rose, false = fell, null = unknown. */
export const SUPPLY_CHECKS_SELECT = sql`${checkOf(sql`s.disty_price`, sql`prev.disty_price`)} as check_disty_price,
  ${checkOf(sql`s.recommended_edm_price`, sql`prev.recommended_edm_price`)} as check_edm,
  ${checkOf(sql`s.recommended_reseller_price`, sql`prev.recommended_reseller_price`)} as check_reseller,
  ${checkOf(sql`s.recommended_sell_price`, sql`prev.recommended_sell_price`)} as check_sell`;

export interface SupplyChecksDb {
  check_disty_price: boolean | null;
  check_edm: boolean | null;
  check_reseller: boolean | null;
  check_sell: boolean | null;
}

/** The check flags every supplier-version answer carries (the history adds the EDM price's). */
export const toSupplyChecks = (r: SupplyChecksDb) => ({
  checkDistyPrice: r.check_disty_price,
  checkRecommendedResellerPrice: r.check_reseller,
  checkRecommendedSellPrice: r.check_sell,
});

/** Version `s`'s own fields and prices, with its check flags against `prev`. */
export const SUPPLY_VERSION_SELECT = sql`s.id, s.start_date, s.end_date, s.start_date > now() as next_price, s.approve_type,
  ${SUPPLY_PRICES_SELECT}, ${SUPPLY_CHECKS_SELECT}`;

export interface SupplyVersionDb extends SupplyPricesDb, SupplyChecksDb {
  id: number;
  start_date: Date | string;
  end_date: Date | string | null;
  next_price: boolean;
  approve_type: ApproveType;
}

export const toSupplyVersion = (r: SupplyVersionDb) => ({
  id: r.id,
  startDate: toIso(r.start_date)!,
  endDate: toIso(r.end_date),
  nextPrice: r.next_price,
  approveType: r.approve_type,
  ...toSupplyPrices(r),
});

/**
 * A supplier version with its product and supplier (spec 1 §3 "Model price (supplier
 * side)"), as the supplier's list and the detail answer it: FROM `s`, `m` and `prev`.
 */
export const SUPPLY_PRICE_ROW_SELECT = sql`${SUPPLY_VERSION_SELECT}, ${PRICE_MODEL_SELECT}, ${VERSION_SUPPLY_SELECT}`;
export const SUPPLY_PRICE_ROW_FROM = sql`from model_price_supplies s join models m on m.id = s.model_id
  ${previousSupplyVersion(sql.raw('s'), sql.raw('prev'))}`;

export interface SupplyPriceRowDb extends SupplyVersionDb, PriceModelDb, VersionSupplyDb {}

export const toSupplyPriceRow = (r: SupplyPriceRowDb): SupplyPriceRow => ({
  ...toSupplyVersion(r),
  eol: r.eol,
  ...toSupplyChecks(r),
  model: { ...toPriceModel(r), approveType: r.model_approve_type },
  supply: toVersionSupply(r),
});
