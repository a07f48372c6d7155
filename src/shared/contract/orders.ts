import { z } from 'zod';
import { only, screens } from '../access.js';
import { dateCell, type ExportCell, moneyCell } from '../export-cells.js';
import { formatDateTime, formatMoney, formatQuantity } from '../format.js';
import { PAGE_SIZE_OPTIONS } from '../paging.js';
import { coercedIdSchema, idSchema } from '../schemas.js';
import { ORDER_STATUS_LABELS, ORDER_STATUSES, STOREFRONT_MSG, type OrderStatus } from '../storefront.js';
import { defineEndpoint } from './endpoint.js';
import { defineList } from './list.js';

/**
 * Completed reseller orders and their follow-up (spec 3 §2.16, §3 order, §4 order status, §7).
 * /resellerProductOrder/follow: RESELLER_ADMIN its own reseller's orders (allow-listed codes
 * only), DISTY_ADMIN the orders to its distributor (approve with its order number, or reject),
 * TTG_ADMIN all. Paths (the spec gives none): POST /order/completed/getAll (page),
 * /order/completed/excel, /order/completed/detailExcel, GET /order/:id, POST /order/cancel/:id,
 * POST /order/approve, POST /order/reject, GET /order/orderTypes.
 */
export const ORDER_LIST_FILE = 'Bayi Sipariş Excel Dökümanı.xlsx';
export const ORDER_DETAIL_FILE = 'Sipariş Detayları Excel Dökümanı.xlsx';

export const ORDER_MSG = {
  tooLateToCancel: STOREFRONT_MSG.tooLateToCancel,
  // Ours (the spec shows none), worded in its style.
  cancelled: 'Sipariş iptal edildi.',
  approved: 'Sipariş onaylandı.',
  rejected: 'Sipariş reddedildi.',
  notWaiting: 'Sadece onay bekleyen siparişler onaylanabilir veya reddedilebilir.',
  distyOrderNoRequired: 'Distribütör sipariş numarası zorunludur.',
  cancelConfirm: 'Siparişi iptal etmek istediğinizden emin misiniz?',
  detailTitle: 'Sipariş Detayı',
  approveTitle: 'Siparişi Onayla',
  distyOrderNo: 'Distribütör Sipariş No',
  rejectDescription: 'Red Açıklaması',
} as const;

export const DISTY_ORDER_NO_MAX = 50;
export const ORDER_REJECT_DESCRIPTION_MAX = 500;

const text = z.string().trim();

/** Spec 3 §2.16: distyOrderNo, nameAndSurname, gsmNo, orderStatus. */
export const orderFilterSchema = z.object({
  distyOrderNo: text.max(DISTY_ORDER_NO_MAX).optional(),
  nameAndSurname: text.max(200).optional(),
  gsmNo: text.max(20).optional(),
  orderStatus: z.enum(ORDER_STATUSES).optional(),
});
export type OrderFilter = z.infer<typeof orderFilterSchema>;

const ownUserSchema = z.object({ name: z.string(), surname: z.string(), gsmNo: z.string().nullable() }).nullable();

/** Spec 3 §3 order (the list's row): the header of a completed order, its status flattened. */
export const orderRowSchema = z.object({
  id: z.number(),
  distyOrderNo: z.string().nullable(),
  ownUser: ownUserSchema,
  orderStatus: z.enum(ORDER_STATUSES),
  requestDate: z.string().nullable(),
  approverDate: z.string().nullable(),
  totalPrice: z.number(),
  totalQuantity: z.number(),
  reseller: z.object({ code: z.string(), name: z.string() }),
  distyName: z.string(),
});
export type OrderRow = z.infer<typeof orderRowSchema>;

/** The number a dealer and a distributor talk about: the distributor's order number, else ours (spec 3 §2.16). */
export const orderNoOf = (r: Pick<OrderRow, 'id' | 'distyOrderNo'>) => r.distyOrderNo || String(r.id);
/** The order number in both exports: the distributor's as its text (it may hold letters or leading zeros), else our id as a number. */
export const orderNoCell = (r: Pick<OrderRow, 'id' | 'distyOrderNo'>): ExportCell => r.distyOrderNo || r.id;
export const nameOf = (u: OrderRow['ownUser']) => (u ? `${u.name} ${u.surname}` : '');
export const orderStatusLabel = (s: OrderStatus) => ORDER_STATUS_LABELS[s];

/** A line of an order (spec 3 §3 order details); requestPrice = requestQuantity × unitPrice. */
export const orderLineSchema = z.object({
  id: z.number(),
  modelId: z.number(),
  subCategory: z.string(),
  brandName: z.string(),
  modelName: z.string(),
  barcode: z.string(),
  requestQuantity: z.number(),
  unitPrice: z.number(),
  requestPrice: z.number(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const orderDetailSchema = orderRowSchema.extend({
  rejectDescription: z.string().nullable(),
  details: z.array(orderLineSchema),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

const FOLLOW = screens('/resellerProductOrder/follow');

export const completedOrderList = defineList({
  id: 'orders',
  title: 'Sipariş takibi listesi',
  path: '/order/completed/getAll',
  access: FOLLOW,
  filter: orderFilterSchema,
  row: orderRowSchema,
  columns: [
    { key: 'orderNo', header: 'Sipariş No', text: (r) => orderNoOf(r), exportCell: orderNoCell, exportWidth: 16 },
    { key: 'reseller', header: 'Bayi', text: (r) => `${r.reseller.code} ${r.reseller.name}`, exportWidth: 30 },
    { key: 'nameAndSurname', header: 'Ad Soyad', text: (r) => nameOf(r.ownUser), exportWidth: 24 },
    { key: 'gsmNo', header: 'Telefon', text: (r) => r.ownUser?.gsmNo ?? '', exportWidth: 14 },
    { key: 'orderStatus', header: 'Sipariş Durumu', text: (r) => orderStatusLabel(r.orderStatus), exportWidth: 16 },
    { key: 'requestDate', header: 'Sipariş Tarihi', text: (r) => formatDateTime(r.requestDate), exportCell: (r) => dateCell(r.requestDate), exportWidth: 18 },
    { key: 'approverDate', header: 'Onay Tarihi', text: (r) => formatDateTime(r.approverDate), exportCell: (r) => dateCell(r.approverDate), exportWidth: 18 },
    { key: 'totalPrice', header: 'Toplam Tutar', text: (r) => formatMoney(r.totalPrice), exportCell: (r) => moneyCell(r.totalPrice), exportWidth: 16 },
    { key: 'totalQuantity', header: 'Toplam Adet', text: (r) => formatQuantity(r.totalQuantity), exportCell: (r) => r.totalQuantity, exportWidth: 12 },
  ],
  sorts: ['id', 'requestDate', 'approverDate', 'totalPrice', 'totalQuantity'],
  defaultSort: 'id,desc',
  // The spec gives the order list no sizes of its own: the shared tables' (spec 1 §9).
  pageSizes: PAGE_SIZE_OPTIONS,
  defaultPageSize: 10,
  emptyText: STOREFRONT_MSG.noRecord,
  export: { path: '/order/completed/excel', fileName: ORDER_LIST_FILE },
});

/** POST /order/completed/detailExcel: the lines of the orders the list's filter finds, one row per line. */
export const orderDetailExcel = defineEndpoint({
  service: 'api',
  method: 'POST',
  path: '/order/completed/detailExcel',
  summary: 'Sipariş satırları Excel dosyası',
  description: 'Listenin filtresinin bulduğu siparişlerin satırları, satır başına bir satır.',
  access: FOLLOW,
  body: orderFilterSchema,
  response: z.unknown(),
  produces: 'xlsx',
});

/** The detail export's columns (header, width). */
export const ORDER_DETAIL_COLUMNS = [
  ['Sipariş No', 16],
  ['Bayi Kodu', 12],
  ['Bayi Adı', 26],
  ['Sipariş Durumu', 16],
  ['Sipariş Tarihi', 18],
  ['Alt Kategori', 22],
  ['Marka', 18],
  ['Ürün Adı', 36],
  ['Barkod', 18],
  ['Talep Adedi', 12],
  ['Birim Fiyat', 14],
  ['Tutar', 16],
] as const;

/** GET /order/:id: the order with its lines (another's order → 404). */
export const getOrder = defineEndpoint({
  service: 'api',
  method: 'GET',
  path: '/order/:id',
  summary: 'Sipariş detayı (satırlarıyla)',
  description: 'Başkasının siparişi 404.',
  access: FOLLOW,
  params: z.object({ id: coercedIdSchema }),
  response: orderDetailSchema,
});

/**
 * POST /order/cancel/:id (the spec's GET; a state change never rides a GET): the owner reseller
 * cancels a WAITING order. `message` is the success text; '' when it is too late (the order is
 * no longer WAITING) — the client then shows 'Sipariş İptali için geç kalınmıştır.'.
 */
export const cancelOrder = defineEndpoint({
  service: 'api',
  method: 'POST',
  path: '/order/cancel/:id',
  summary: 'Siparişi iptal et (bayi)',
  description: 'Yalnızca ONAY BEKLİYOR sipariş; geç kalındıysa `message` boş döner.',
  access: only(FOLLOW, ['RESELLER_ADMIN']),
  params: z.object({ id: coercedIdSchema }),
  response: z.object({ message: z.string() }),
});

/** POST /order/approve: the order's distributor approves a WAITING order with its own order number. */
export const approveOrder = defineEndpoint({
  service: 'api',
  method: 'POST',
  path: '/order/approve',
  summary: 'Siparişi onayla (distribütör)',
  description: 'Siparişin distribütörü kendi sipariş numarasıyla onaylar.',
  access: only(FOLLOW, ['DISTY_ADMIN']),
  body: z.object({ id: idSchema, distyOrderNo: text.min(1, ORDER_MSG.distyOrderNoRequired).max(DISTY_ORDER_NO_MAX) }),
  response: orderDetailSchema,
});

/** POST /order/reject: the order's distributor rejects a WAITING order (description optional). */
export const rejectOrder = defineEndpoint({
  service: 'api',
  method: 'POST',
  path: '/order/reject',
  summary: 'Siparişi reddet (distribütör)',
  access: only(FOLLOW, ['DISTY_ADMIN']),
  body: z.object({ id: idSchema, description: text.max(ORDER_REJECT_DESCRIPTION_MAX).optional() }),
  response: orderDetailSchema,
});

/** GET /order/orderTypes: the order statuses with their labels (the status filter's options). */
export const orderTypes = defineEndpoint({
  service: 'api',
  method: 'GET',
  path: '/order/orderTypes',
  summary: 'Sipariş durumları (anahtar, etiket)',
  access: FOLLOW,
  response: z.array(z.object({ key: z.enum(ORDER_STATUSES), value: z.string() })),
});
