import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { queryRows } from '../../src/server/db/sql.js';
import { DESKTOP, fillIon, loginWithPassword, openPage, PHONE, screenshot, showFilters } from './support/browser.js';
import { useServerAndBrowser } from './support/setup.js';

const toastText = (page: Page, text: string) => page.locator('[data-testid="toast"]').filter({ hasText: text }).first();
const byTestId = (page: Page, id: string) => page.locator(`[data-testid="${id}"]`);
/** Toasts live 3 s: wait until they are gone so a screenshot shows what is under them. */
const toastsGone = (page: Page) => page.locator('[data-testid="toast"]').first().waitFor({ state: 'detached', timeout: 6_000 });

interface Product {
  id: number;
  name: string;
  barcode: string;
  price: number;
}

describe('orders: a dealer orders on its phone, the distributor approves, the dealer sees it approved', () => {
  const env = useServerAndBrowser();
  const db = () => env.server.built.database.db;

  it('adds from the storefront, edits in Düzenle, completes; DST001 approves with its order number; the dealer sees Onaylandı', async () => {
    // A product on BY10001's storefront (DST001 reseller price in force), with plenty of stock.
    const [product] = await queryRows<Product>(
      db(),
      sql`select m.id, m.name, m.barcode, p.reseller_price::float8 as price
          from models m join model_price_disties p on p.model_id = m.id
          join disties d on d.id = p.disty_id and d.code = 'DST001'
          where m.approve_type = 'APPROVED' and p.approve_type = 'APPROVED' and p.reseller_price is not null
            and p.start_date <= now() and (p.end_date is null or p.end_date > now())
          order by m.id limit 1`,
    );
    expect(product).toBeTruthy();
    await db().execute(sql`insert into disty_stocks (disty_id, model_id, quantity)
      select d.id, ${product.id}, 500 from disties d where d.code = 'DST001'
      on conflict (disty_id, model_id) do update set quantity = 500, reserved = 0`);

    // 1. The dealer finds the product on its phone and adds it from the card.
    const dealer = await openPage(env.browser, env.server.url, PHONE);
    const page = dealer.page;
    page.setDefaultTimeout(15_000);
    await loginWithPassword(page, 'reseller_admin');
    await page.goto('/resellerOrderManagement');
    await page.locator('[data-testid="shop-search"] input').fill(product.name);
    const card = byTestId(page, `product-card-${product.id}`);
    await card.waitFor();
    await byTestId(page, `add-to-cart-${product.id}`).click();
    await toastText(page, 'Ürün sepette Eklendi.').waitFor();
    await expect.poll(() => byTestId(page, 'cart-count').first().textContent()).toBe('1');

    // 2. The cart panel: 'Düzenle' sets 3 units.
    await byTestId(page, 'cart-button').first().click();
    const line = byTestId(page, `cart-line-${product.id}`);
    await line.waitFor();
    await byTestId(page, `cart-line-edit-${product.id}`).click();
    await fillIon(page, 'cart-edit-quantity', '3');
    await byTestId(page, 'cart-edit-submit').click();
    await toastText(page, 'Ürün güncellenmiştir.').waitFor();
    await expect.poll(() => byTestId(page, `cart-line-amount-${product.id}`).textContent()).toContain('3 x');
    await byTestId(page, 'cart-edit').waitFor({ state: 'hidden' });
    await toastsGone(page);
    await screenshot(page, 'orders-cart-phone');

    // 3. Complete: 'Sipariş Tamamlandı.', then the page reloads with an empty cart.
    await byTestId(page, 'cart-complete').click();
    await toastText(page, 'Sipariş Tamamlandı.').waitFor();
    await page.waitForEvent('load');
    const [order] = await queryRows<{ id: number; status: string; total_quantity: number }>(
      db(),
      sql`select o.id, o.status, o.total_quantity from reseller_orders o join resellers r on r.id = o.reseller_id
          where r.code = 'BY10001' and o.status <> 'CART' order by o.id desc limit 1`,
    );
    expect(order).toMatchObject({ status: 'WAITING', total_quantity: 3 });
    await expect.poll(() => byTestId(page, 'cart-count').first().textContent()).toBe('0');

    // 4. The distributor approves it with its own order number.
    const disty = await openPage(env.browser, env.server.url, DESKTOP);
    disty.page.setDefaultTimeout(15_000);
    await loginWithPassword(disty.page, 'disty_admin');
    await disty.page.goto('/resellerProductOrder/follow');
    await byTestId(disty.page, `orders-approve-${order.id}`).click();
    await fillIon(disty.page, 'order-approve-no', 'BG-E2E-1');
    await byTestId(disty.page, 'order-approve-submit').click();
    await toastText(disty.page, 'Sipariş onaylandı.').waitFor();
    await expect.poll(() => byTestId(disty.page, `orders-status-${order.id}`).textContent()).toBe('Onaylandı');
    await toastsGone(disty.page);
    await screenshot(disty.page, 'orders-follow-desktop');

    // 5. The dealer sees it approved, with its lines as 'quantity x unit price = total'.
    await page.goto('/resellerProductOrder/follow');
    await showFilters(page, 'orders');
    await expect.poll(() => byTestId(page, `orders-status-${order.id}`).textContent()).toBe('Onaylandı');
    await screenshot(page, 'orders-follow-phone');
    await byTestId(page, `orders-detail-${order.id}`).click();
    await expect.poll(() => byTestId(page, `order-line-amount-${product.id}`).textContent()).toMatch(/^3 x ₺[\d,.]+ = ₺[\d,.]+$/);
    expect(await byTestId(page, 'order-detail-cancel-order').evaluate((el) => (el as HTMLIonButtonElement).disabled)).toBe(true);
    await screenshot(page, 'orders-detail-phone');

    // 6. On a desktop the cart is a panel on the right of the storefront.
    const wide = await openPage(env.browser, env.server.url, DESKTOP);
    wide.page.setDefaultTimeout(15_000);
    await loginWithPassword(wide.page, 'reseller_admin');
    await wide.page.goto('/resellerOrderManagement');
    await wide.page.locator('[data-testid="shop-search"] input').fill(product.name);
    await byTestId(wide.page, `add-to-cart-${product.id}`).click();
    await toastText(wide.page, 'Ürün sepette Eklendi.').waitFor();
    await byTestId(wide.page, 'cart-button').first().click();
    await byTestId(wide.page, `cart-line-${product.id}`).waitFor();
    await toastsGone(wide.page);
    await screenshot(wide.page, 'orders-cart-desktop');
    expect(wide.errors.filter((e) => !e.includes('favicon'))).toEqual([]);
    await wide.context.close();

    for (const who of [dealer, disty]) expect(who.errors.filter((e) => !e.includes('favicon'))).toEqual([]);
    await dealer.context.close();
    await disty.context.close();
  });
});
