import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { BuiltApp } from '../../src/server/app.js';
import { queryRows } from '../../src/server/db/sql.js';
import { ORDER_ALLOW_LIST_KEY } from '../../src/shared/storefront.js';
import { type Catalogue, insertApprovedProduct, uniqueBarcode } from './catalogue-fixtures.js';
import { bearer, loginAs } from './test-app.js';

/**
 * Storefront products, stock and resellers for the cart and order tests, made by SQL: a product
 * with a supplier version and, per distributor, an APPROVED distributor version in force since
 * yesterday with the given reseller price (null = 'Girilmedi', off the storefront), and a
 * disty_stocks row.
 */
const one = async <T>(built: BuiltApp, query: ReturnType<typeof sql>) => (await queryRows<T>(built.database.db, query))[0];

export interface ShopProduct {
  id: number;
  barcode: string;
  name: string;
}

export async function createShopProduct(
  built: BuiltApp,
  cat: Catalogue,
  opts: { prices: Record<number, number | null>; stock?: Record<number, number>; supplyId?: number; name?: string },
): Promise<ShopProduct> {
  const supplyId = opts.supplyId ?? cat.supplies.TDR001;
  const barcode = uniqueBarcode('ORD');
  const product = await insertApprovedProduct(built, {
    supplyId,
    brandId: cat.brands.active,
    subCategoryId: cat.subCategories.silicone,
    barcode,
    name: opts.name ?? `Fixture Sipariş Ürünü ${barcode}`,
  });
  const supplyVersion = await one<{ id: number }>(
    built,
    sql`insert into model_price_supplies (model_id, supply_id, start_date, tax_ratio, disty_price, recommended_reseller_price, recommended_sell_price, approve_type)
        values (${product.id}, ${supplyId}, now() - interval '1 day', 20, 50, 80, 100, 'APPROVED') returning id`,
  );
  for (const [distyId, price] of Object.entries(opts.prices)) {
    await built.database.db.execute(
      sql`insert into model_price_disties (model_id, disty_id, model_price_supply_id, start_date, reseller_price, approve_type, decided_at)
          values (${product.id}, ${Number(distyId)}, ${supplyVersion.id}, now() - interval '1 day', ${price}, 'APPROVED', now())`,
    );
  }
  for (const [distyId, quantity] of Object.entries(opts.stock ?? {})) await setStock(built, Number(distyId), product.id, quantity);
  return product;
}

/** The distributor's stock of a product (what its feed would send); reserved starts at 0 for a new row. */
export async function setStock(built: BuiltApp, distyId: number, modelId: number, quantity: number) {
  await built.database.db.execute(
    sql`insert into disty_stocks (disty_id, model_id, quantity) values (${distyId}, ${modelId}, ${quantity})
        on conflict (disty_id, model_id) do update set quantity = excluded.quantity`,
  );
}

export async function stockOf(built: BuiltApp, distyId: number, modelId: number) {
  return one<{ quantity: number; reserved: number }>(built, sql`select quantity, reserved from disty_stocks where disty_id = ${distyId} and model_id = ${modelId}`);
}

/** Changes the reseller price in force (a test shortcut for "the distributor changed its price"). */
export async function changeResellerPrice(built: BuiltApp, distyId: number, modelId: number, price: number | null) {
  await built.database.db.execute(sql`update model_price_disties set reseller_price = ${price} where model_id = ${modelId} and disty_id = ${distyId}`);
}

export async function setAllowList(built: BuiltApp, codes: string[]) {
  await built.database.db.execute(sql`update parameters set value = ${codes.join(',')} where key = ${ORDER_ALLOW_LIST_KEY} and reseller_code is null`);
}

export async function allowListOf(built: BuiltApp): Promise<string[]> {
  const row = await one<{ value: string }>(built, sql`select value from parameters where key = ${ORDER_ALLOW_LIST_KEY} and reseller_code is null`);
  return row.value.split(',').filter(Boolean);
}

/** A RESELLER_ADMIN user (password like reseller_admin's) acting for the reseller `code`. */
export async function createResellerAdmin(built: BuiltApp, username: string, code: string, gsmNo = '5359990000') {
  await built.database.db.execute(sql`
    insert into users (username, password_hash, name, surname, gsm_no, roles, login_reseller_id)
    select ${username}, u.password_hash, 'Test', ${username}, ${gsmNo}, u.roles, r.id
    from users u, resellers r where u.username = 'reseller_admin' and r.code = ${code}`);
  await built.database.db.execute(sql`
    insert into user_resellers (user_id, reseller_id)
    select u.id, u.login_reseller_id from users u where u.username = ${username}`);
}

/** A new top-level reseller of a distributor (for many concurrent carts). */
export async function createReseller(built: BuiltApp, code: string, distyId: number) {
  await built.database.db.execute(sql`
    insert into resellers (code, name, disty_id, reseller_type, main_area, area, province, district, address_text, phone_number, email)
    select ${code}, ${`Fixture Bayi ${code}`}, ${distyId}, reseller_type, main_area, area, province, district, address_text, phone_number, email
    from resellers where code = 'BY10001'`);
}

/** A signed-in caller with JSON requests; `complete` sends an Idempotency-Key. */
export async function orderClient(built: BuiltApp, username: string) {
  const { token } = await loginAs(built.app, username);
  const headers = bearer(token);
  return {
    get: (url: string) => built.app.inject({ method: 'GET', url, headers }),
    post: (url: string, payload?: unknown) => built.app.inject({ method: 'POST', url, headers, ...(payload === undefined ? {} : { payload: payload as object }) }),
    complete: (payload: unknown, key: string | null = randomUUID()) =>
      built.app.inject({ method: 'POST', url: '/api/order/cart/complete', headers: { ...headers, ...(key === null ? {} : { 'idempotency-key': key }) }, payload: payload as object }),
  };
}
export type OrderClient = Awaited<ReturnType<typeof orderClient>>;

interface CartAnswer {
  id: number;
  resellerProductOrderDetails: { id: number; quantity: number; price: number | null; model: { id: number } }[];
}

/** The lines of the caller's cart exactly as the panel shows them (what 'Siparişi Tamamla' sends). */
export async function seenCart(client: OrderClient) {
  const cart = (await client.get('/api/order/cart/0')).json() as CartAnswer;
  return {
    cartId: cart.id,
    lines: cart.resellerProductOrderDetails.map((l) => ({ modelId: l.model.id, quantity: l.quantity, unitPrice: l.price ?? 0 })),
  };
}

/** Adds products to the caller's cart (card form) and completes it; answers the completion's response. */
export async function orderProducts(client: OrderClient, lines: { product: ShopProduct; quantity: number }[], key?: string) {
  for (const l of lines) {
    const res = await client.post('/api/order/cart/line', { modelId: l.product.id, quantity: l.quantity, barcode: l.product.barcode });
    if (res.statusCode !== 200) throw new Error(`add to cart: ${res.statusCode} ${res.body}`);
  }
  return client.complete(await seenCart(client), key);
}

/** No orders and no reservations (the demo seed's orders would mix into lists that count rows). */
export async function clearOrders(built: BuiltApp) {
  await built.database.db.execute(sql`delete from reseller_order_lines`);
  await built.database.db.execute(sql`delete from reseller_orders`);
  await built.database.db.execute(sql`update disty_stocks set reserved = 0 where reserved <> 0`);
}
