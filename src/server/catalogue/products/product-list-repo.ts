import { sql } from 'drizzle-orm';
import type { adminProductList, supplyProductList } from '../../../shared/contract/product-lists.js';
import type { SortKeyOf } from '../../../shared/contract/list.js';
import type { ListSql } from '../../lib/list-routes.js';
import type { AuthUser } from '../../plugins/access-guard.js';
import { productWhere } from './product-filter.js';
import { NAME_OF, PRODUCT_ROW_SELECT, type ProductRowDb, toProductRow } from './product-row.js';
import { type ProductScope, scopeOf } from './product-scope.js';

type ProductList = typeof supplyProductList | typeof adminProductList;

/** The sort fields of the product lists (exactly the declared ones: a missing key is a type error). */
const PRODUCT_SORT = {
  id: sql`m.id`,
  name: sql`m.name`,
  barcode: sql`m.barcode`,
  brand: NAME_OF.brand,
  category: NAME_OF.category,
  subCategory: NAME_OF.subCategory,
  supplyName: NAME_OF.supply,
  supplyStatus: sql`m.supply_status`,
  origin: sql`m.origin`,
  eol: sql`m.eol`,
  lastApproveType: sql`m.last_approve_type`,
  createDateTime: sql`m.created_at`,
} satisfies Record<SortKeyOf<ProductList>, unknown>;

/**
 * The SQL of a product list in a scope (the caller's supply, or every product for the
 * admin). Every filter reads columns of `models`, so the key query needs no join; the
 * page's rows come with their names, labels and first picture.
 */
export function productListSql(scope: (user: AuthUser) => ProductScope): ListSql<ProductList, ProductRowDb> {
  return {
    from: sql`from models m`,
    where: (filter, user) => productWhere(filter, scope(user)),
    sort: PRODUCT_SORT,
    key: sql`m.id`,
    rows: (keys) => sql`${PRODUCT_ROW_SELECT} where m.id = any(${keys})`,
    toRow: toProductRow,
  };
}

export const supplyProductSql = productListSql(scopeOf);
export const adminProductSql = productListSql(() => ({ kind: 'all' }));
