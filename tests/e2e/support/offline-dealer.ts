import { sql } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { queryRows } from '../../../src/server/db/sql.js';
import { loginWithPassword, openPage, PHONE } from './browser.js';
import { waitForStorefrontSync } from './offline-db.js';
import { byTestId, toastText, waitForServiceWorker } from './page-helpers.js';
import type { E2eServer } from './server.js';

/**
 * The offline field kit's browser tests (offline-orders.spec.ts, offline-tabs.spec.ts): a dealer
 * signed in with the storefront synced, products with stock, and the orders the server holds.
 * Two files so that the two halves run side by side (each file has its own server and browser).
 */
export interface Product {
  id: number;
  name: string;
  barcode: string;
  price: number;
}

export function offlineDealerKit(env: { server: E2eServer; browser: Browser }) {
  const db = () => env.server.built.database.db;
  /** Products on DST001's storefront (BY10001's distributor), with plenty of stock. */
  async function shopProducts(count: number, offset: number): Promise<Product[]> {
    const products = await queryRows<Product>(
      db(),
      sql`select m.id, m.name, m.barcode, i.reseller_price::float8 as price from storefront_items i
          join models m on m.id = i.model_id join disties d on d.id = i.disty_id and d.code = 'DST001'
          where i.price_start <= now() and (i.price_end is null or i.price_end > now())
          order by m.id limit ${count} offset ${offset}`,
    );
    for (const p of products)
      await db().execute(sql`insert into disty_stocks (disty_id, model_id, quantity) select d.id, ${p.id}, 5000 from disties d where d.code = 'DST001'
        on conflict (disty_id, model_id) do update set quantity = 5000, reserved = 0`);
    return products;
  }

  const ordersOf = (code: string, after: number) =>
    queryRows<{ id: number; model_id: number; quantity: number; unit_price: number }>(
      db(),
      sql`select o.id, l.model_id, l.quantity, l.unit_price::float8 as unit_price from reseller_orders o
          join reseller_order_lines l on l.order_id = o.id join resellers r on r.id = o.reseller_id
          where r.code = ${code} and o.status <> 'CART' and o.id > ${after} order by o.id, l.model_id`,
    );
  const lastOrderId = async () => (await queryRows<{ n: number }>(db(), sql`select coalesce(max(id), 0)::int as n from reseller_orders`))[0].n;

  /** Signed in, storefront synced to IndexedDB, the service worker in control. */
  async function readyDealer(viewport = PHONE, username = 'reseller_admin') {
    const opened = await openPage(env.browser, env.server.url, viewport);
    opened.page.setDefaultTimeout(20_000);
    await loginWithPassword(opened.page, username);
    await opened.page.goto('/resellerOrderManagement');
    await byTestId(opened.page, 'shop-grid').waitFor();
    await waitForStorefrontSync(opened.page);
    await waitForServiceWorker(opened.page);
    return opened;
  }

  async function addBySearch(page: Page, p: Product) {
    await page.locator('[data-testid="shop-search"] input').fill(p.name);
    await byTestId(page, `product-card-${p.id}`).waitFor();
    await byTestId(page, `add-to-cart-${p.id}`).click();
    await toastText(page, 'Ürün sepette Eklendi.').waitFor();
  }

  async function completeFromCart(page: Page) {
    await byTestId(page, 'cart-button').first().click();
    await byTestId(page, 'cart-complete').click();
  }

  const trayCount = (page: Page) => byTestId(page, 'pending-tray-count').first();

  return { db, shopProducts, ordersOf, lastOrderId, readyDealer, addBySearch, completeFromCart, trayCount };
}
