import { type SQL, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { APPROVE_TYPE_LABELS, type ApproveType, eolLabel, type ProductFilter } from '../../shared/catalogue.js';
import type { ProductRow } from '../../shared/contract/models.js';
import type { Page, PageQuery } from '../../shared/paging.js';
import type { Db } from '../db/client.js';
import { type ExportColumn, fetchPage, orderBy, sendXlsx } from '../lib/list-query.js';
import { productWhere } from './model-filter.js';
import { MODEL_FROM, MODEL_ROW_SELECT, type ModelRowDb, NAME_OF, toProductRow } from './model-row.js';
import type { ModelScope } from './model-scope.js';

const SORTABLE: Record<string, SQL> = {
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
};
const DEFAULT_SORT = 'id,desc';
const productOrder = (sort: string | undefined) => orderBy(sort, SORTABLE, DEFAULT_SORT, sql`m.id`);

/** One page of products in the caller's scope. */
export function findProducts(db: Db, scope: ModelScope, filter: ProductFilter, query: PageQuery): Promise<Page<ProductRow>> {
  // Every filter reads columns of `models` only, so counting needs no join.
  const source = { select: MODEL_ROW_SELECT, countFrom: sql`from models m`, where: productWhere(filter, scope) };
  return fetchPage<ModelRowDb, ProductRow>(db, source, productOrder(query.sort), query.page, query.size, toProductRow);
}

interface ExportRowDb {
  category_name: string;
  sub_category_name: string;
  brand_name: string;
  supply_name: string;
  name: string;
  barcode: string;
  supply_status: string;
  origin: string | null;
  eol: boolean | null;
  last_approve_type: string;
}

const EXPORT_COLUMNS: ExportColumn<ExportRowDb>[] = [
  { header: 'Kategori', width: 22, value: (r) => r.category_name },
  { header: 'Alt Kategori', width: 24, value: (r) => r.sub_category_name },
  { header: 'Marka', width: 20, value: (r) => r.brand_name },
  { header: 'Tedarikçi', width: 32, value: (r) => r.supply_name },
  { header: 'Ürün Adı', width: 40, value: (r) => r.name },
  { header: 'Barkod', width: 18, value: (r) => r.barcode },
  { header: 'Tedarikçi Durumu', width: 16, value: (r) => r.supply_status },
  { header: 'Menşei', width: 14, value: (r) => r.origin },
  { header: 'EOL', width: 10, value: (r) => eolLabel(r.eol) },
  { header: 'Onay Durumu', width: 16, value: (r) => APPROVE_TYPE_LABELS[r.last_approve_type as ApproveType] ?? r.last_approve_type },
];

const PRODUCT_EXPORT_FILE = 'Ürün Listesi.xlsx';

/** Every product of the filter as 'Ürün Listesi.xlsx', streamed (no labels or pictures to look up). */
export function sendProductExport(reply: FastifyReply, db: Db, scope: ModelScope, filter: ProductFilter, sort: string | undefined) {
  const query = sql`
    select c.name as category_name, sc.name as sub_category_name, b.name as brand_name, s.name as supply_name,
      m.name, m.barcode, m.supply_status, m.origin, m.eol, m.last_approve_type
    ${MODEL_FROM}
    where ${productWhere(filter, scope)}
    ${productOrder(sort)}`;
  return sendXlsx<ExportRowDb, ExportRowDb>(reply, db, PRODUCT_EXPORT_FILE, query, (r) => r, EXPORT_COLUMNS);
}
