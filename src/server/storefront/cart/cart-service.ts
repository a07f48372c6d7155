import { CART_MSG, type Cart, type CartLineBody } from '../../../shared/contract/cart.js';
import { DIALOG_QUANTITY_MAX, STOREFRONT_MSG } from '../../../shared/storefront.js';
import { type Db, inTransaction } from '../../db/sql.js';
import { businessError, notFoundError, validationError } from '../../lib/app-error.js';
import { imageUrl } from '../../lib/image-store.js';
import type { AuthUser } from '../../plugins/access-guard.js';
import { lineAmount } from '../orders/order-repo.js';
import { type OrderingReseller, orderingReseller } from '../order-access.js';
import { once } from '../../lib/idempotency.js';
import { addToLine, cartLines, deleteLine, findCart, findLine, findProductLine, lockCart, productForSale, setLineQuantity } from './cart-repo.js';

/**
 * The dealer's cart (spec 3 §2.15, §4 cart): add from a card or the detail page, set a line's
 * quantity in 'Düzenle' (0 removes), remove. Every call acts for the login reseller on the
 * allow-list (orderingReseller). A product is added or raised only while it is on the reseller's
 * storefront and not YOK; lowering or removing a line is always allowed. The writes take an
 * optional Idempotency-Key (the offline outbox's).
 */
const EMPTY_CART: Cart = { id: 0, itemCount: 0, totalPrice: 0, resellerProductOrderDetails: [] };

/** The cart as the panel shows it: today's prices; itemCount = number of lines; total of the lines on sale. */
export async function cartOf(db: Db, cartId: number, distyId: number): Promise<Cart> {
  const lines = await cartLines(db, cartId, distyId);
  const total = lines.reduce((sum, l) => sum + (l.price === null ? 0 : lineAmount(l.quantity, l.price)), 0);
  return {
    id: cartId,
    itemCount: lines.length,
    totalPrice: Math.round(total * 100) / 100,
    resellerProductOrderDetails: lines.map((l) => ({
      id: l.id,
      quantity: l.quantity,
      price: l.price,
      image: l.image_key ? imageUrl(l.image_key) : null,
      model: { id: l.model_id, name: l.name, barcode: l.barcode, brandName: l.brand_name },
    })),
  };
}

/** GET /order/cart/:id — 0 = the current cart (empty, id 0, when there is none); another id must be the own cart. */
export async function readCart(db: Db, user: AuthUser, id: number): Promise<Cart> {
  const who = await orderingReseller(db, user);
  const cart = await findCart(db, who.resellerId);
  if (id !== 0 && cart?.id !== id) throw notFoundError();
  return cart ? cartOf(db, cart.id, who.distyId) : EMPTY_CART;
}

/** Refuses a product the reseller's storefront does not show (404, never revealing why) or shows as YOK. */
async function requireForSale(db: Db, modelId: number, distyId: number, barcode?: string) {
  const product = await productForSale(db, modelId, distyId);
  if (!product || product.price === null || (barcode !== undefined && barcode !== product.barcode)) throw notFoundError();
  if (product.stock_status === 'NONE') throw businessError(STOREFRONT_MSG.noStock, 422);
}

/** Scopes of the cart writes' Idempotency-Keys (a key used for one never answers the other). */
export const LINE_SCOPE = 'cart.line';
export const DELETE_LINE_SCOPE = 'cart.deleteLine';

/**
 * Runs a cart write in one transaction and answers the cart after it. With an Idempotency-Key
 * (the offline outbox sends one with every queued write) it runs through `once`: a repeat of the
 * same request answers the first answer (the cart as it was then) and changes nothing, so a write
 * resent after a lost answer never adds twice; a refusal leaves no key behind.
 */
function cartWrite(db: Db, who: OrderingReseller, idem: { userId: number; key: string | null; scope: string; body: unknown }, change: (tx: Db) => Promise<number>) {
  const work = async (tx: Db) => cartOf(tx, await change(tx), who.distyId);
  return idem.key === null ? inTransaction(db, work) : once(db, { userId: idem.userId, key: idem.key, scope: idem.scope, body: idem.body }, work);
}

/** Sets the product's line of cart `cartId` to `quantity` (the `set` form): creates it, raises, lowers, or removes it at 0. */
async function setProductLine(tx: Db, cartId: number, distyId: number, modelId: number, quantity: number) {
  const line = await findProductLine(tx, cartId, modelId);
  if (quantity === 0) {
    if (line) await deleteLine(tx, line.id);
    return;
  }
  if (quantity > (line?.quantity ?? 0)) await requireForSale(tx, modelId, distyId);
  if (line) await setLineQuantity(tx, line.id, quantity);
  else await addToLine(tx, cartId, modelId, quantity, DIALOG_QUANTITY_MAX);
}

/** POST /order/cart/line: adds (barcode form) or sets (resellerProductDetailId form, or a product's line with `set`) a line. */
export async function changeLine(db: Db, user: AuthUser, body: CartLineBody, key: string | null = null): Promise<Cart> {
  const who = await orderingReseller(db, user);
  return cartWrite(db, who, { userId: user.id, key, scope: LINE_SCOPE, body }, async (tx) => {
    const id = await lockCart(tx, who.resellerId, who.distyId);
    if (body.set) {
      await setProductLine(tx, id, who.distyId, body.modelId, body.quantity);
      return id;
    }
    if (body.resellerProductDetailId === undefined) {
      if (body.quantity === 0) return id;
      await requireForSale(tx, body.modelId, who.distyId, body.barcode);
      if (!(await addToLine(tx, id, body.modelId, body.quantity, DIALOG_QUANTITY_MAX))) throw validationError([{ field: 'quantity', message: CART_MSG.lineTooLarge }]);
      return id;
    }
    const line = await findLine(tx, id, body.resellerProductDetailId, body.modelId);
    if (!line) throw notFoundError();
    if (body.quantity === 0) await deleteLine(tx, line.id);
    else {
      if (body.quantity > line.quantity) await requireForSale(tx, body.modelId, who.distyId);
      await setLineQuantity(tx, line.id, body.quantity);
    }
    return id;
  });
}

/** POST /order/cart/deleteLine: removes a line of the own cart (404 for any other line). */
export async function removeLine(db: Db, user: AuthUser, body: { resellerProductDetailId: number; modelId: number }, key: string | null = null): Promise<Cart> {
  const who = await orderingReseller(db, user);
  return cartWrite(db, who, { userId: user.id, key, scope: DELETE_LINE_SCOPE, body }, async (tx) => {
    // A missing cart is created and rolled back with the refusal: nothing stays behind.
    const id = await lockCart(tx, who.resellerId, who.distyId);
    const line = await findLine(tx, id, body.resellerProductDetailId, body.modelId);
    if (!line) throw notFoundError();
    await deleteLine(tx, line.id);
    return id;
  });
}
