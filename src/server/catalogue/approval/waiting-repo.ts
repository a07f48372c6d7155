import { type SQL, sql } from 'drizzle-orm';
import type { WaitingProduct } from '../../../shared/contract/models.js';
import { type Db, queryRows } from '../../db/sql.js';
import type { SortKeyOf } from '../../../shared/contract/list.js';
import type { waitingProductList } from '../../../shared/contract/product-lists.js';
import type { ListSql } from '../../lib/list-routes.js';
import { PRODUCT_COLUMNS, type ProductColumns, productWhere, requestedFieldsOn } from '../products/product-filter.js';
import { parseJson } from '../products/product-row.js';
import { type PictureDb, priceFieldsOf, REQUEST_COLUMNS, REQUEST_FROM, type RequestRowDb, toPicture, toUpdateModel } from '../products/product-request-row.js';

/** The waiting list filters what was asked for (the request's fields), not the product's current state. */
const REQUEST_FILTER_COLUMNS: ProductColumns = {
  ...PRODUCT_COLUMNS,
  ...requestedFieldsOn('u'),
  modelId: sql`u.model_id`,
  categoryId: sql`sc.category_id`,
};

/** The sort fields of the waiting list: exactly the declared ones. */
const WAITING_SORT = {
  requestDate: sql`u.requested_at`,
  id: sql`u.id`,
  name: sql`u.name`,
  barcode: sql`u.barcode`,
  brand: sql`b.name`,
  category: sql`c.name`,
  subCategory: sql`sc.name`,
  supplyName: sql`s.name`,
  supplyStatus: sql`u.supply_status`,
  origin: sql`u.origin`,
  eol: sql`u.eol`,
} satisfies Record<SortKeyOf<typeof waitingProductList>, SQL>;

const WAITING_SELECT = sql`
  select ${REQUEST_COLUMNS}, s.name as supply_name,
    coalesce((select json_agg(json_build_object('id', p.id, 'key', p.image_key, 'crud', p.crud_type) order by p.id)
              from model_pictures p where p.model_id = u.model_id), '[]'::json) as pictures
  ${REQUEST_FROM}
  join models m on m.id = u.model_id
  join supplies s on s.id = m.supply_id`;

type WaitingRowDb = RequestRowDb & { supply_name: string; pictures: PictureDb[] | string };

function toWaitingProduct(r: WaitingRowDb): WaitingProduct {
  const u = toUpdateModel(r);
  return {
    id: u.id,
    currentModelId: u.currentModelId,
    kind: u.kind,
    name: u.name,
    barcode: u.barcode,
    description: u.description,
    brand: u.brand,
    subCategory: u.subCategory,
    supplyStatus: u.supplyStatus,
    origin: u.origin,
    eol: u.eol,
    ...priceFieldsOf(u),
    supplyName: r.supply_name,
    requestDate: u.requestDate,
    requestedBy: u.requestedBy,
    pictures: parseJson(r.pictures).map(toPicture),
  };
}

/** model/waiting/getAll: the waiting requests (group admins see every supply), filtered by what was asked for. */
export const waitingListSql: ListSql<typeof waitingProductList, WaitingRowDb> = {
  // The joins the sorts by name read; the rows bring their own.
  from: sql`${REQUEST_FROM} join models m on m.id = u.model_id join supplies s on s.id = m.supply_id`,
  where: (filter) => sql`u.status = 'WAITING' and ${productWhere(filter, { kind: 'all' }, REQUEST_FILTER_COLUMNS)}`,
  sort: WAITING_SORT,
  key: sql`u.id`,
  rows: (keys) => sql`${WAITING_SELECT} where u.id = any(${keys})`,
  toRow: toWaitingProduct,
};

export async function countWaiting(db: Db): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from model_updates where status = 'WAITING'`);
  return row.n;
}
