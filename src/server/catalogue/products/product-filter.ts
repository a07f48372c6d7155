import { type SQL, sql } from 'drizzle-orm';
import type { ProductFilter } from '../../../shared/catalogue.js';
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

const PRODUCT_COLUMNS: ProductColumns = {
  modelId: sql`m.id`,
  categoryId: sql`m.category_id`,
  subCategoryId: sql`m.sub_category_id`,
  brandId: sql`m.brand_id`,
  supplyId: sql`m.supply_id`,
  name: sql`m.name`,
  barcode: sql`m.barcode`,
  supplyStatus: sql`m.supply_status`,
  origin: sql`m.origin`,
  eol: sql`m.eol`,
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
