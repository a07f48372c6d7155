import { sql } from 'drizzle-orm';
import type { adminProductList, supplyProductList } from '../../../shared/contract/product-lists.js';
import type { SortKeyOf } from '../../../shared/contract/list.js';
import type { ListSql } from '../../lib/list-routes.js';
import type { AuthUser } from '../../plugins/access-guard.js';
import { productWhere } from './product-filter.js';
import { PRODUCT_ROW_SELECT, PRODUCT_SORT, type ProductRowDb, toProductRow } from './product-row.js';
import { type ProductScope, scopeOf } from './product-scope.js';

type ProductList = typeof supplyProductList | typeof adminProductList;

/** The sort fields of the product lists (exactly the declared ones: a missing key is a type error). */
const LIST_SORT = {
  id: sql`m.id`,
  ...PRODUCT_SORT,
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
    sort: LIST_SORT,
    key: sql`m.id`,
    rows: (keys) => sql`${PRODUCT_ROW_SELECT} where m.id = any(${keys})`,
    toRow: toProductRow,
    // Every filter and sort reads the catalogue's tables (products and the names they sort by).
    snapshot: () => ({ source: 'catalogue', scope: 0 }),
  };
}

export const supplyProductSql = productListSql(scopeOf);
export const adminProductSql = productListSql(() => ({ kind: 'all' }));
