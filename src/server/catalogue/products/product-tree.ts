import { sql } from 'drizzle-orm';
import type { ProductTree } from '../../../shared/contract/models.js';
import { type Db, queryRows } from '../../db/sql.js';
import { whereAll } from '../../lib/list-query.js';
import { type ProductScope, scopeCondition } from './product-scope.js';

interface TreeRowDb {
  category_id: number;
  category_name: string;
  sub_category_id: number;
  sub_category_name: string;
  brand_id: number;
  brand_name: string;
  n: number;
}

/**
 * model/tree/{admin|supply|disty}: category → sub-category → brand with product counts of
 * the caller's scope, from one GROUP BY; only branches that have products appear.
 */
export async function productTree(db: Db, scope: ProductScope): Promise<ProductTree> {
  const rows = await queryRows<TreeRowDb>(
    db,
    sql`select c.id as category_id, c.name as category_name, sc.id as sub_category_id, sc.name as sub_category_name,
          b.id as brand_id, b.name as brand_name, count(*)::int as n
        from models m
        join categories c on c.id = m.category_id
        join sub_categories sc on sc.id = m.sub_category_id
        join brands b on b.id = m.brand_id
        where ${whereAll([scopeCondition(scope, sql`m.supply_id`)])}
        group by c.id, c.name, sc.id, sc.name, b.id, b.name
        order by c.name, c.id, sc.name, sc.id, b.name, b.id`,
  );
  const tree: ProductTree = [];
  for (const r of rows) {
    let category = tree.at(-1);
    if (category?.id !== r.category_id) tree.push((category = { id: r.category_id, name: r.category_name, count: 0, subCategories: [] }));
    let sub = category.subCategories.at(-1);
    if (sub?.id !== r.sub_category_id) category.subCategories.push((sub = { id: r.sub_category_id, name: r.sub_category_name, count: 0, brands: [] }));
    sub.brands.push({ id: r.brand_id, name: r.brand_name, count: r.n });
    sub.count += r.n;
    category.count += r.n;
  }
  return tree;
}
