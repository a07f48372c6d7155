import { type SQL, sql } from 'drizzle-orm';
import type { ProductFilter } from '../../../shared/product-filter.js';
import { containsPattern, whereAll } from '../../lib/list-query.js';
import { type ProductScope, scopeCondition } from './product-scope.js';

/** Where each filtered field lives: on the product itself, or on a change request. */
export interface ProductColumns {
  modelId: SQL;
  categoryId: SQL;
  subCategoryId: SQL;
  brandId: SQL;
  supplyId: SQL;
  name: SQL;
  barcode: SQL;
  supplyStatus: SQL;
  origin: SQL;
  eol: SQL;
  lastApproveType: SQL;
}

/** The filtered fields a product (models m) and its change request (model_updates u) both have, by column. */
const REQUESTED_FIELDS = {
  subCategoryId: 'sub_category_id',
  brandId: 'brand_id',
  name: 'name',
  barcode: 'barcode',
  supplyStatus: 'supply_status',
  origin: 'origin',
  eol: 'eol',
} as const;

/** Those fields on the table aliased `alias`. */
export const requestedFieldsOn = (alias: 'm' | 'u') =>
  Object.fromEntries(Object.entries(REQUESTED_FIELDS).map(([key, column]) => [key, sql.raw(`${alias}.${column}`)])) as Record<keyof typeof REQUESTED_FIELDS, SQL>;

export const PRODUCT_COLUMNS: ProductColumns = {
  ...requestedFieldsOn('m'),
  modelId: sql`m.id`,
  categoryId: sql`m.category_id`,
  supplyId: sql`m.supply_id`,
  lastApproveType: sql`m.last_approve_type`,
};

/**
 * The one filter → WHERE of the product lists, shared by every page and its export so a
 * filter means the same on screen and in the file. Name and barcode match anywhere
 * (ILIKE, served by the trigram indexes). Origin matches the whole value, case-insensitively
 * (the lower(origin) index serves it): origins are short country names, and a partial
 * 'Çi' matching 'Çin' and 'Çekya' alike helped nobody.
 */
export function productWhere(filter: ProductFilter, scope: ProductScope, cols: ProductColumns = PRODUCT_COLUMNS): SQL {
  return whereAll([
    scopeCondition(scope, cols.supplyId),
    filter.category !== undefined && sql`${cols.categoryId} = ${filter.category}`,
    filter.subCategory !== undefined && sql`${cols.subCategoryId} = ${filter.subCategory}`,
    filter.brand !== undefined && sql`${cols.brandId} = ${filter.brand}`,
    filter.supply !== undefined && sql`${cols.supplyId} = ${filter.supply}`,
    !!filter.modelName && sql`${cols.name} ilike ${containsPattern(filter.modelName)}`,
    !!filter.barcode && sql`${cols.barcode} ilike ${containsPattern(filter.barcode)}`,
    filter.supplyStatus !== undefined && sql`${cols.supplyStatus} = ${filter.supplyStatus}`,
    !!filter.origin && sql`lower(${cols.origin}) = lower(${filter.origin})`,
    filter.eol !== undefined && sql`${cols.eol} = ${filter.eol === 'EVET'}`,
    filter.lastApproveType !== undefined && sql`${cols.lastApproveType} = ${filter.lastApproveType}`,
    filter.labelStatus !== undefined &&
      sql`exists (select 1 from model_labels l where l.model_id = ${cols.modelId} and l.label_status = ${filter.labelStatus})`,
  ]);
}
