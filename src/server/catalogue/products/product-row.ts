import { sql } from 'drizzle-orm';
import type { ApproveType, LabelStatus, SupplyStatus } from '../../../shared/catalogue.js';
import type { ProductRow } from '../../../shared/contract/models.js';
import { imageUrl } from '../../lib/image-store.js';

/**
 * Names as scalar subqueries rather than joins: with ORDER BY … LIMIT the planner
 * evaluates them for the page's rows only, after sorting (a join would run for every
 * filtered row first). Sorting by a name uses the same expression.
 */
export const NAME_OF = {
  brand: sql`(select b.name from brands b where b.id = m.brand_id)`,
  subCategory: sql`(select sc.name from sub_categories sc where sc.id = m.sub_category_id)`,
  category: sql`(select c.name from categories c where c.id = m.category_id)`,
  supply: sql`(select s.name from supplies s where s.id = m.supply_id)`,
};

/** The sort expressions of a product's own fields (`m`), the same in every list that sorts by them. */
export const PRODUCT_SORT = {
  name: sql`m.name`,
  barcode: sql`m.barcode`,
  brand: NAME_OF.brand,
  category: NAME_OF.category,
  subCategory: NAME_OF.subCategory,
  supplyName: NAME_OF.supply,
  supplyStatus: sql`m.supply_status`,
  origin: sql`m.origin`,
  eol: sql`m.eol`,
};

/** Picture states that show as the product's picture: approved, or approved with a pending/refused deletion. */
/** Picture states a product shows (approved, or waiting for a deletion not yet decided). */
export const SHOWN_PICTURE = sql`('INSERTED', 'NOTWANTDELETE', 'WANTDELETE')`;

export const PRODUCT_ROW_SELECT = sql`
  select m.id, m.name, m.barcode, m.description, m.brand_id, ${NAME_OF.brand} as brand_name,
    m.sub_category_id, ${NAME_OF.subCategory} as sub_category_name, m.category_id, ${NAME_OF.category} as category_name,
    m.supply_id, ${NAME_OF.supply} as supply_name, m.supply_status, m.origin, m.eol,
    m.approve_type, m.last_approve_type, m.approve_description, m.created_by_disty_id,
    coalesce((select json_agg(json_build_object('labelStatus', l.label_status) order by l.label_status)
              from model_labels l where l.model_id = m.id), '[]'::json) as labels,
    (select p.image_key from model_pictures p
      where p.model_id = m.id and p.crud_type in ${SHOWN_PICTURE} order by p.id limit 1) as picture_key
  from models m`;

/** The product fields a model row and a request row share, as the database answers them. */
export interface ProductFieldsDb {
  id: number;
  name: string;
  barcode: string;
  description: string | null;
  brand_id: number;
  brand_name: string;
  sub_category_id: number;
  sub_category_name: string;
  category_id: number;
  category_name: string;
  supply_status: string;
  origin: string | null;
  eol: boolean | null;
}

export interface ProductRowDb extends ProductFieldsDb {
  supply_id: number;
  supply_name: string;
  approve_type: string;
  last_approve_type: string;
  approve_description: string | null;
  created_by_disty_id: number | null;
  labels: { labelStatus: string }[] | string;
  picture_key: string | null;
}

/** The brand and the sub-category with its category, nested by id and name as every product answer carries them. */
export const productNamesOf = (r: Pick<ProductFieldsDb, 'brand_id' | 'brand_name' | 'sub_category_id' | 'sub_category_name' | 'category_id' | 'category_name'>) => ({
  brand: { id: r.brand_id, name: r.brand_name },
  subCategory: { id: r.sub_category_id, name: r.sub_category_name, category: { id: r.category_id, name: r.category_name } },
});

// PGlite and node-postgres both parse json, but a driver that leaves it as text still works.
export const parseJson = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

export function toProductRow(r: ProductRowDb): ProductRow {
  return {
    id: r.id,
    name: r.name,
    barcode: r.barcode,
    description: r.description,
    ...productNamesOf(r),
    supplyId: r.supply_id,
    supplyName: r.supply_name,
    supplyStatus: r.supply_status as SupplyStatus,
    origin: r.origin,
    eol: r.eol,
    approveType: r.approve_type as ApproveType,
    lastApproveType: r.last_approve_type as ApproveType,
    approveDescription: r.approve_description,
    labels: parseJson(r.labels).map((l) => ({ labelStatus: l.labelStatus as LabelStatus })),
    picture: r.picture_key ? imageUrl(r.picture_key) : null,
  };
}
