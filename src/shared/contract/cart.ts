import { z } from 'zod';
import { screens } from '../access.js';
import { INT4_MAX, idSchema } from '../schemas.js';
import { CARD_QUANTITY_MAX, DIALOG_QUANTITY_MAX } from '../storefront.js';
import { defineEndpoint } from './endpoint.js';
import { orderDetailSchema } from './orders.js';
import { formatQuantity } from '../format.js';

/**
 * The dealer's cart and order completion (spec 3 §2.15, §3 cart, §4 cart, §7 "Orders and
 * storefront"). The cart lives on the server: it is the login reseller's one order in status
 * CART. Every endpoint acts for the login reseller, which must be on the order allow-list.
 * Paths (the spec gives none): GET /order/cart/:id (0 = current), POST /order/cart/line,
 * POST /order/cart/deleteLine, POST /order/cart/complete (header Idempotency-Key).
 */
export const CART_MSG = {
  // Ours (the spec shows none), worded in its style.
  completeButton: 'Siparişi Tamamla',
  emptyCart: 'Sepetinizde ürün bulunmamaktadır.',
  total: 'Toplam',
  offSale: 'Satışta değil',
  edit: 'Düzenle',
  remove: 'Sepetten Çıkar',
  quantity: 'Adet',
  quantityRange: `Adet 0 ile ${formatQuantity(DIALOG_QUANTITY_MAX)} arasında olmalıdır.`,
  cardQuantityRange: `Adet 0 ile ${formatQuantity(CARD_QUANTITY_MAX)} arasında olmalıdır.`,
  orderTooLarge: 'Sipariş tutarı çok büyük; lütfen siparişi bölerek veriniz.',
  oneLineForm: 'Satır ya ürünle (set) ya da satır numarasıyla değiştirilir, ikisi birden değil.',
  lineTooLarge: `Sepetteki bir ürünün adedi en fazla ${formatQuantity(DIALOG_QUANTITY_MAX)} olabilir.`,
  conflictTitle: 'Sepetinizde Değişiklik Var',
  acceptChanges: 'Değişiklikleri Kabul Et',
  changesAccepted: 'Sepetiniz güncellendi. Siparişi yeniden tamamlayabilirsiniz.',
  reasons: {
    PRICE: 'Fiyatı değişti',
    UNAVAILABLE: 'Artık satışta değil',
    STOCK: 'Yeterli stok yok',
    CART: 'Sepet başka bir yerde değişti',
  },
} as const;

const quantity = (max: number) => z.number().int().min(0).max(max);
/** Money as sent and shown: ₺, up to 2 decimals, within numeric(14,2). */
const price = z.number().min(0).max(999_999_999_999);

/** One cart line (spec 3 §3: resellerProductOrderDetails). `price` is today's reseller price; null once the product left the storefront. */
export const cartLineSchema = z.object({
  id: z.number(),
  quantity: z.number(),
  price: z.number().nullable(),
  image: z.string().nullable(),
  model: z.object({ id: z.number(), name: z.string(), barcode: z.string(), brandName: z.string() }),
});
export type CartLine = z.infer<typeof cartLineSchema>;

/** The cart (spec 3 §3): id 0 while the reseller has none yet. itemCount = number of lines; totalPrice = Σ quantity × price of the lines on sale. */
export const cartSchema = z.object({
  id: z.number(),
  itemCount: z.number(),
  totalPrice: z.number(),
  resellerProductOrderDetails: z.array(cartLineSchema),
});
export type Cart = z.infer<typeof cartSchema>;

const ORDER_SCREENS = screens('/resellerOrderManagement', '/resellerProduct/:productId/:barcode');

/** GET /order/cart/:id — 0 = the current cart; another id must be the reseller's own cart (else 404). */
export const getCart = defineEndpoint({
  service: 'api',
  method: 'GET',
  path: '/order/cart/:id',
  summary: 'Sepeti getir',
  description: '0 = güncel sepet; başka bir id bayinin kendi sepeti olmalıdır (değilse 404).',
  access: ORDER_SCREENS,
  params: z.object({ id: z.coerce.number().int().min(0).max(INT4_MAX) }),
  response: cartSchema,
});

/**
 * POST /order/cart/line (spec 3 §7 "create or update order line"):
 * - `{modelId, quantity, barcode}` (a card or the detail page) adds `quantity` (0–10,000) to the
 *   product's line, creating it;
 * - `{resellerProductDetailId, modelId, quantity}` (the 'Düzenle' dialog) sets the line's
 *   quantity (0–1,000,000); 0 removes the line;
 * - `{modelId, quantity, set: true}` (the offline kit's outbox: a line edited offline may have no
 *   server id yet) sets the product's line to `quantity` (0–1,000,000), creating it; 0 removes it.
 * A product must be on the reseller's storefront and not YOK to be added or raised.
 * With an `Idempotency-Key` header (optional here) a repeat gets the first answer and changes
 * nothing: the outbox resends a write that got no answer without adding twice.
 */
export const cartLineBodySchema = z
  .object({
    modelId: idSchema,
    quantity: quantity(DIALOG_QUANTITY_MAX),
    barcode: z.string().trim().min(1).max(50).optional(),
    resellerProductDetailId: idSchema.optional(),
    set: z.literal(true).optional(),
  })
  .superRefine((b, ctx) => {
    if (b.set && (b.resellerProductDetailId !== undefined || b.barcode !== undefined)) ctx.addIssue({ code: 'custom', path: ['set'], message: CART_MSG.oneLineForm });
    else if (!b.set && b.resellerProductDetailId === undefined && b.quantity > CARD_QUANTITY_MAX)
      ctx.addIssue({ code: 'custom', path: ['quantity'], message: CART_MSG.cardQuantityRange });
  });
export type CartLineBody = z.infer<typeof cartLineBodySchema>;

export const setCartLine = defineEndpoint({
  service: 'api',
  method: 'POST',
  path: '/order/cart/line',
  summary: 'Sepete satır ekle veya adedini değiştir',
  description: 'Çevrimdışı kuyruk tekrar gönderebilir: Idempotency-Key isteğe bağlıdır.',
  access: ORDER_SCREENS,
  idempotent: 'optional',
  body: cartLineBodySchema,
  response: cartSchema,
});

/** POST /order/cart/deleteLine {resellerProductDetailId, modelId}: removes a line of the own cart (404 otherwise); Idempotency-Key optional. */
export const deleteCartLine = defineEndpoint({
  service: 'api',
  method: 'POST',
  path: '/order/cart/deleteLine',
  summary: 'Sepetten satır sil',
  description: 'Kendi sepetinde olmayan satır 404.',
  access: ORDER_SCREENS,
  idempotent: 'optional',
  body: z.object({ resellerProductDetailId: idSchema, modelId: idSchema }),
  response: cartSchema,
});

/** An order's total must fit its column (numeric(14,2)). */
export const ORDER_TOTAL_MAX = 999_999_999_999.99;

/** At most this many lines in one order. */
export const ORDER_MAX_LINES = 1_000;

/** One line as the dealer saw it when pressing 'Siparişi Tamamla': the unit price is the one shown. */
export const seenLineSchema = z.object({ modelId: idSchema, quantity: quantity(DIALOG_QUANTITY_MAX).min(1), unitPrice: price });
export type SeenLine = z.infer<typeof seenLineSchema>;

export const completeCartBodySchema = z.object({
  cartId: idSchema,
  lines: z
    .array(seenLineSchema)
    .min(1)
    .max(ORDER_MAX_LINES)
    .refine((lines) => new Set(lines.map((l) => l.modelId)).size === lines.length, 'Aynı ürün birden fazla satırda gönderilemez.'),
});
export type CompleteCartBody = z.infer<typeof completeCartBodySchema>;

/**
 * Why a line stops an order (the 409's `details`): PRICE — the price in force differs from the
 * one seen; UNAVAILABLE — the product left the storefront (no current reseller price, or no longer
 * approved); STOCK — more than the distributor has after the reservations of WAITING orders;
 * CART — the cart itself changed since it was shown (another tab or device).
 */
export const CONFLICT_REASONS = ['PRICE', 'UNAVAILABLE', 'STOCK', 'CART'] as const;
export type ConflictReason = (typeof CONFLICT_REASONS)[number];

export const orderConflictLineSchema = z.object({
  modelId: z.number(),
  modelName: z.string(),
  reason: z.enum(CONFLICT_REASONS),
  seenPrice: z.number().nullable(),
  currentPrice: z.number().nullable(),
  requestedQuantity: z.number(),
  /** Units the distributor can still sell (quantity − reserved), never negative. */
  availableQuantity: z.number(),
  /** The line's quantity in the cart now (0 = not in the cart). */
  cartQuantity: z.number(),
});
export type OrderConflictLine = z.infer<typeof orderConflictLineSchema>;
export const orderConflictDetailsSchema = z.array(orderConflictLineSchema);

/**
 * POST /order/cart/complete (spec 3 §7 "complete cart") with header Idempotency-Key: the cart
 * becomes a WAITING order at the prices seen, or 409 with the conflicting lines and nothing
 * written. The same key and body answer the first answer again; the same key with another
 * body 422.
 */
export const completeCart = defineEndpoint({
  service: 'api',
  method: 'POST',
  path: '/order/cart/complete',
  summary: 'Sepeti siparişe dönüştür',
  description: 'Sepet, görülen fiyatlarla ONAY BEKLİYOR durumunda bir sipariş olur; fiyat veya stok değiştiyse 409 ve çakışan satırlar, hiçbir şey yazılmaz.',
  access: ORDER_SCREENS,
  idempotent: true,
  body: completeCartBodySchema,
  response: orderDetailSchema,
});
