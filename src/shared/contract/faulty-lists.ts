import { z } from 'zod';
import { screens } from '../access.js';
import { dateCell } from '../export-cells.js';
import { formatDate, formatDateTime } from '../format.js';
import { pickedTimeSchema, searchOrderRule } from '../ledger.js';
import { coercedIdSchema } from '../schemas.js';
import { defineList } from './list.js';
import { FAULTY_FILE, FAULTY_MSG, FAULTY_PAGE_SIZES, FAULTY_STATUSES, type FaultyTicket, faultyTicketSchema } from './faulty.js';

/**
 * The three ticket lists (spec 3 §2.9, §7 'POST search paged'; issue 32), newest first (spec 3 §9),
 * 10 a page, each with the ticket's detail (faulty.ts faultyTicket):
 * - the dealer's own, /faultyProductList — a status filter;
 * - the supplier's, /faultyProductExchange 'Bildirilen Arızalı Ürünler' — notification date,
 *   status, serial number, barcode and reseller; Detay, 'Değişim Ret', 'Değişim Onay' (WAITING only);
 * - the admin's search, /faultyProductSearch — sale date range, category, sub-category, status and
 *   the column filters; Excel export.
 * The scope is the server's: a dealer's reseller, a supplier user's supply (the spec's supplyId);
 * what a caller sends for them is not read.
 */

const text = (max: number) => z.string().trim().max(max);
const dt = (v: string | null) => formatDateTime(v);
const day = (v: string) => formatDate(v);

const COLUMNS = {
  createDateTime: { key: 'createDateTime', header: 'Bildirim Tarihi', text: (r: FaultyTicket) => dt(r.createDateTime), exportCell: (r: FaultyTicket) => dateCell(r.createDateTime), exportWidth: 18 },
  serialNo: { key: 'serialNo', header: 'Seri No', text: (r: FaultyTicket) => r.productSerialNo?.serialNo ?? '', exportWidth: 22 },
  barcode: { key: 'barcode', header: 'Barkod', text: (r: FaultyTicket) => r.model.barcode, exportWidth: 16 },
  model: { key: 'model', header: 'Ürün', text: (r: FaultyTicket) => r.model.name, exportWidth: 36 },
  brand: { key: 'brand', header: 'Marka', text: (r: FaultyTicket) => r.model.brandName, exportWidth: 16 },
  subCategory: { key: 'subCategory', header: 'Alt Kategori', text: (r: FaultyTicket) => r.model.subCategoryName, exportWidth: 18 },
  reseller: { key: 'reseller', header: 'Bayi', text: (r: FaultyTicket) => `${r.reseller.code} - ${r.reseller.name}`, exportWidth: 36 },
  supply: { key: 'supply', header: 'Tedarikçi', text: (r: FaultyTicket) => r.supply.name, exportWidth: 24 },
  saleDate: { key: 'saleDate', header: 'Satış Tarihi', text: (r: FaultyTicket) => day(r.saleDate), exportWidth: 12 },
  status: { key: 'status', header: 'Durum', text: (r: FaultyTicket) => r.faultyProductInfoStatusDisplay, exportWidth: 12 },
} as const;

// ---- the dealer's own: /faultyProductList ----

export const myFaultyFilterSchema = z.object({ faultyProductInfoStatus: z.enum(FAULTY_STATUSES).optional() });
export type MyFaultyFilter = z.infer<typeof myFaultyFilterSchema>;

export const myFaultyList = defineList({
  id: 'faulty-mine',
  title: 'Bayinin arızalı ürün bildirimleri',
  path: '/faultyProductManagement/myTickets',
  access: screens('/faultyProductList'),
  filter: myFaultyFilterSchema,
  row: faultyTicketSchema,
  columns: [COLUMNS.createDateTime, COLUMNS.serialNo, COLUMNS.model, COLUMNS.brand, COLUMNS.supply, COLUMNS.saleDate, COLUMNS.status],
  sorts: ['createDateTime', 'id'],
  defaultSort: 'createDateTime,desc',
  pageSizes: FAULTY_PAGE_SIZES,
  defaultPageSize: 10,
  emptyText: FAULTY_MSG.emptyMine,
});

// ---- the supplier's: /faultyProductExchange ----

export const supplyFaultyFilterSchema = z
  .object({
    /** Spec 3 §2.9 'notification date': a range of the ticket's creation. */
    createDateStart: pickedTimeSchema.optional(),
    createDateEnd: pickedTimeSchema.optional(),
    faultyProductInfoStatus: z.enum(FAULTY_STATUSES).optional(),
    serialNo: text(100).optional(),
    barcode: text(50).optional(),
    /** The reseller's code. */
    resellerCode: text(50).optional(),
  })
  .superRefine((f, ctx) => {
    const order = searchOrderRule(f.createDateStart, f.createDateEnd);
    if (order) ctx.addIssue({ code: 'custom', path: ['createDateEnd'], message: order });
  });
export type SupplyFaultyFilter = z.infer<typeof supplyFaultyFilterSchema>;

export const supplyFaultyList = defineList({
  id: 'faulty-supply',
  title: 'Tedarikçiye gelen arızalı ürün bildirimleri',
  path: '/faultyProductManagement/supplyTickets',
  access: screens('/faultyProductExchange'),
  filter: supplyFaultyFilterSchema,
  row: faultyTicketSchema,
  columns: [COLUMNS.createDateTime, COLUMNS.reseller, COLUMNS.serialNo, COLUMNS.barcode, COLUMNS.model, COLUMNS.saleDate, COLUMNS.status],
  sorts: ['createDateTime', 'id'],
  defaultSort: 'createDateTime,desc',
  pageSizes: FAULTY_PAGE_SIZES,
  defaultPageSize: 10,
  emptyText: FAULTY_MSG.emptyReported,
});

// ---- the admin's search: /faultyProductSearch ----

export const faultySearchFilterSchema = z
  .object({
    /** Spec 3 §2.9: the sale date range ('YYYY-MM-DD' days, inclusive). */
    saleDateStart: pickedTimeSchema.optional(),
    saleDateEnd: pickedTimeSchema.optional(),
    categoryId: coercedIdSchema.optional(),
    subCategoryId: coercedIdSchema.optional(),
    faultyProductInfoStatus: z.enum(FAULTY_STATUSES).optional(),
    // The column filters.
    serialNo: text(100).optional(),
    barcode: text(50).optional(),
    resellerCode: text(50).optional(),
    supplyCode: text(50).optional(),
  })
  .superRefine((f, ctx) => {
    const order = searchOrderRule(f.saleDateStart, f.saleDateEnd);
    if (order) ctx.addIssue({ code: 'custom', path: ['saleDateEnd'], message: order });
  });
export type FaultySearchFilter = z.infer<typeof faultySearchFilterSchema>;

export const faultySearchList = defineList({
  id: 'faulty-search',
  title: 'Arızalı ürün bildirimi arama',
  path: '/faultyProductManagement/search',
  access: screens('/faultyProductSearch'),
  filter: faultySearchFilterSchema,
  row: faultyTicketSchema,
  columns: [
    COLUMNS.createDateTime,
    COLUMNS.reseller,
    COLUMNS.supply,
    COLUMNS.serialNo,
    COLUMNS.barcode,
    COLUMNS.model,
    COLUMNS.brand,
    COLUMNS.subCategory,
    COLUMNS.saleDate,
    COLUMNS.status,
    { key: 'description', header: 'Arıza Açıklaması', text: (r) => r.description, exportWidth: 40 },
  ],
  sorts: ['createDateTime', 'saleDate', 'id'],
  defaultSort: 'createDateTime,desc',
  pageSizes: FAULTY_PAGE_SIZES,
  defaultPageSize: 10,
  emptyText: FAULTY_MSG.emptyReported,
  export: { path: '/faultyProductManagement/findAll', fileName: FAULTY_FILE },
});
