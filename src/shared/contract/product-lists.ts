import { type Grant, only, rolesOf, screens } from '../access.js';
import { APPROVE_TYPE_LABELS, CATALOGUE_MSG, eolLabel, WAITING_PAGE_SIZE } from '../catalogue.js';
import { productFilterSchema } from '../product-filter.js';
import { formatShortDate } from '../format.js';
import { defineList, type ListColumn } from './list.js';
import { productRowSchema, type ProductRow, type WaitingProduct, waitingProductSchema } from './models.js';

/**
 * The product lists of spec 2 §2.2, each declared once: the supplier/distributor list,
 * the admin list (also /addToDashboard and the admin tree) and the approval queue. The
 * server registers their page and export routes from these; the screens take their types.
 */
type ProductFieldsRow = Pick<ProductRow, 'name' | 'barcode' | 'brand' | 'subCategory' | 'supplyStatus' | 'origin' | 'eol'> & { supplyName: string };

/** The columns the three lists share, in the spec's order. */
const productColumns = <R extends ProductFieldsRow>() =>
  [
    { key: 'category', header: 'Kategori', text: (r) => r.subCategory.category.name, exportWidth: 22 },
    { key: 'subCategory', header: 'Alt Kategori', text: (r) => r.subCategory.name, exportWidth: 24 },
    { key: 'brand', header: 'Marka', text: (r) => r.brand.name, exportWidth: 20 },
    { key: 'supplyName', header: 'Tedarikçi', text: (r) => r.supplyName, exportWidth: 32 },
    { key: 'name', header: 'Ürün Adı', text: (r) => r.name, exportWidth: 40 },
    { key: 'barcode', header: 'Barkod', text: (r) => r.barcode, exportWidth: 18 },
    { key: 'supplyStatus', header: 'Tedarikçi Durumu', text: (r) => r.supplyStatus, exportWidth: 16 },
    { key: 'origin', header: 'Menşei', text: (r) => r.origin, exportWidth: 14 },
    { key: 'eol', header: 'EOL', text: (r) => eolLabel(r.eol), exportWidth: 10 },
  ] as const satisfies readonly ListColumn<R>[];

const approveColumn = { key: 'lastApproveType', header: 'Onay Durumu', text: (r: ProductRow) => APPROVE_TYPE_LABELS[r.lastApproveType], exportWidth: 16 } as const;

const PRODUCT_SORTS = ['category', 'subCategory', 'brand', 'supplyName', 'name', 'barcode', 'supplyStatus', 'origin', 'eol', 'lastApproveType', 'id', 'createDateTime'] as const;
const PRODUCT_PAGE = { defaultSort: 'id,desc', pageSizes: [5, 10, 25], defaultPageSize: 10, emptyText: CATALOGUE_MSG.noProduct } as const;
export const PRODUCT_LIST_FILE = 'Ürün Listesi.xlsx';

/** The supplier's and the admin's product list: one shape with its own path and roles; the export is at `${path}/excel`. */
const productList = (id: string, title: string, path: string, access: Grant) =>
  defineList({
    id,
    title,
    path,
    access,
    filter: productFilterSchema,
    row: productRowSchema,
    columns: [...productColumns<ProductRow>(), approveColumn],
    sorts: PRODUCT_SORTS,
    ...PRODUCT_PAGE,
    export: { path: `${path}/excel`, fileName: PRODUCT_LIST_FILE },
  });

/** /ProductManagement (and the supplier/distributor side of /Model): the caller's supply only. */
export const supplyProductList = productList('products-supply', 'Tedarikçi/distribütör ürün listesi', '/model/getAll/supply', only(screens('/ProductManagement', '/Model'), rolesOf('/ProductManagement')));

/** /ProductManagement-Admin, /addToDashboard and the admin's /Model: every product. */
export const adminProductList = productList('products-admin', 'Tüm ürünler (TTG Admin)', '/model/getAll/admin', only(screens('/ProductManagement-Admin', '/addToDashboard', '/Model'), ['TTG_ADMIN']));

export const REQUEST_KIND_LABELS: Record<WaitingProduct['kind'], string> = { CREATE: 'Yeni Ürün', UPDATE: 'Değişiklik' };

/** /WaitingMyAction (spec 2 §2.3): change requests waiting for the admin, 25 a page. */
export const waitingProductList = defineList({
  id: 'waiting',
  title: 'Onay bekleyen ürün değişiklikleri',
  path: '/model/waiting/getAll',
  access: screens('/WaitingMyAction'),
  filter: productFilterSchema,
  row: waitingProductSchema,
  columns: [
    ...productColumns<WaitingProduct>(),
    { key: 'requestDate', header: 'Talep Tarihi', text: (r) => formatShortDate(r.requestDate) },
    { key: 'kind', header: 'Talep Türü', text: (r) => REQUEST_KIND_LABELS[r.kind] },
  ],
  sorts: ['category', 'subCategory', 'brand', 'supplyName', 'name', 'barcode', 'supplyStatus', 'origin', 'eol', 'requestDate', 'id'],
  defaultSort: 'requestDate,desc',
  pageSizes: [WAITING_PAGE_SIZE],
  defaultPageSize: WAITING_PAGE_SIZE,
  emptyText: CATALOGUE_MSG.noProduct,
});
