import { sql } from 'drizzle-orm';
import type { ApproveType, PictureCrudType, SupplyStatus } from '../../../shared/catalogue.js';
import type { Picture, UpdateModel } from '../../../shared/contract/models.js';
import { imageUrl } from '../../lib/image-store.js';
import { type ProductFieldsDb, productNamesOf } from './product-row.js';
import { toIso } from '../../db/sql.js';

/** A change request's (`u`) fields with names resolved; prices as float8 (numeric would be text). */
export const REQUEST_COLUMNS = sql`
    u.id, u.model_id, u.kind, u.status, u.name, u.barcode, u.description,
    u.brand_id, b.name as brand_name, u.sub_category_id, sc.name as sub_category_name,
    sc.category_id, c.name as category_name, u.supply_status, u.origin, u.eol,
    u.start_date, u.tax_ratio::int as tax_ratio, u.disty_price::float8 as disty_price,
    u.recommended_edm_price::float8 as recommended_edm_price,
    u.recommended_reseller_price::float8 as recommended_reseller_price,
    u.recommended_sell_price::float8 as recommended_sell_price, u.reseller_price::float8 as reseller_price,
    u.approve_description, u.requested_at,
    nullif(trim(concat_ws(' ', ru.name, ru.surname)), '') as requested_by`;

export const REQUEST_FROM = sql`
  from model_updates u
  join brands b on b.id = u.brand_id
  join sub_categories sc on sc.id = u.sub_category_id
  join categories c on c.id = sc.category_id
  left join users ru on ru.id = u.requested_by`;

export const REQUEST_SELECT = sql`select ${REQUEST_COLUMNS} ${REQUEST_FROM}`;

export interface RequestRowDb extends ProductFieldsDb {
  model_id: number;
  kind: string;
  status: string;
  start_date: Date | string | null;
  tax_ratio: number | null;
  disty_price: number | null;
  recommended_edm_price: number | null;
  recommended_reseller_price: number | null;
  recommended_sell_price: number | null;
  reseller_price: number | null;
  approve_description: string | null;
  requested_at: Date | string;
  requested_by: string | null;
}

type RequestPriceColumns = Pick<RequestRowDb, 'tax_ratio' | 'disty_price' | 'recommended_edm_price' | 'recommended_reseller_price' | 'recommended_sell_price' | 'reseller_price'>;

/** A request's price columns under the contract's names, each with the row's own type (a query may guarantee them set). */
export const requestPricesOf = <R extends RequestPriceColumns>(r: R) => ({
  taxRatio: r.tax_ratio as R['tax_ratio'],
  distyPrice: r.disty_price as R['disty_price'],
  recommendedEdmPrice: r.recommended_edm_price as R['recommended_edm_price'],
  recommendedResellerPrice: r.recommended_reseller_price as R['recommended_reseller_price'],
  recommendedSellPrice: r.recommended_sell_price as R['recommended_sell_price'],
  resellerPrice: r.reseller_price as R['reseller_price'],
});

/** The price fields of a request (a creation request carries the product's first price). */
export const priceFieldsOf = (u: UpdateModel) => ({
  startDate: u.startDate,
  taxRatio: u.taxRatio,
  distyPrice: u.distyPrice,
  recommendedEdmPrice: u.recommendedEdmPrice,
  recommendedResellerPrice: u.recommendedResellerPrice,
  recommendedSellPrice: u.recommendedSellPrice,
  resellerPrice: u.resellerPrice,
});

export function toUpdateModel(r: RequestRowDb): UpdateModel {
  return {
    id: r.id,
    currentModelId: r.model_id,
    kind: r.kind as UpdateModel['kind'],
    status: r.status as ApproveType,
    name: r.name,
    barcode: r.barcode,
    description: r.description,
    ...productNamesOf(r),
    supplyStatus: r.supply_status as SupplyStatus,
    origin: r.origin,
    eol: r.eol,
    startDate: toIso(r.start_date),
    ...requestPricesOf(r),
    approveDescription: r.approve_description,
    requestDate: toIso(r.requested_at)!,
    requestedBy: r.requested_by,
  };
}

export interface PictureDb {
  id: number;
  key: string;
  crud: string;
}

export const toPicture = (p: PictureDb): Picture => ({
  id: p.id,
  baseUrl: imageUrl(p.key),
  pictureType: 'WEB',
  pictureCrudType: p.crud as PictureCrudType,
});
