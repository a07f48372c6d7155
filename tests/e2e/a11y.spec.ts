import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { queryRows } from '../../src/server/db/sql.js';
import { axeFindings } from './support/axe.js';
import { DESKTOP, loginWithPassword, openPage, PHONE } from './support/browser.js';
import { waitForServiceWorker } from './support/page-helpers.js';
import { useServerAndBrowser } from './support/setup.js';

const byTestId = (page: Page, id: string) => page.locator(`[data-testid="${id}"]`);

/**
 * No WCAG A/AA violation on the screen once it has settled: asked again for up to 10 s, since a
 * panel still fading in blends its colours (axe then measures a contrast the dealer never sees).
 * A real violation stays, and the failure shows axe's findings.
 */
async function expectAccessible(page: Page, screen: string) {
  await expect.poll(() => axeFindings(page), { timeout: 10_000, message: `${screen}: WCAG A/AA violations` }).toEqual([]);
}

/**
 * The screens' accessibility, checked with axe-core (the engine of Lighthouse's accessibility
 * category) in the real app: the dealer's screens on a phone (login, storefront with a filter,
 * product detail, cart, orders, pending tray) and an admin's on a desktop. Every rule of WCAG
 * 2.x A and AA must pass — contrast, names of buttons and fields, landmarks, ARIA.
 */
describe('accessibility: WCAG A/AA on the main screens (axe-core)', () => {
  const env = useServerAndBrowser();
  const db = () => env.server.built.database.db;

  it('the dealer on a 390 px phone: login, storefront, filters, cart, pending tray, product, orders', async () => {
    const [product] = await queryRows<{ id: number; barcode: string }>(
      db(),
      sql`select m.id, m.barcode from models m join model_price_disties p on p.model_id = m.id
          join disties d on d.id = p.disty_id and d.code = 'DST001'
          where m.approve_type = 'APPROVED' and p.approve_type = 'APPROVED' and p.reseller_price is not null
            and p.start_date <= now() and (p.end_date is null or p.end_date > now())
          order by m.id limit 1`,
    );
    await db().execute(sql`insert into disty_stocks (disty_id, model_id, quantity)
      select d.id, ${product.id}, 500 from disties d where d.code = 'DST001'
      on conflict (disty_id, model_id) do update set quantity = 500, reserved = 0`);

    const { context, page, errors } = await openPage(env.browser, env.server.url, PHONE);
    page.setDefaultTimeout(15_000);
    await page.goto('/login');
    await byTestId(page, 'login-submit').waitFor();
    await expectAccessible(page, '/login');

    await loginWithPassword(page, 'reseller_admin');
    await page.goto('/resellerOrderManagement');
    await byTestId(page, `product-card-${product.id}`).waitFor();
    await expectAccessible(page, 'storefront');

    // The filter panel open (the phone's slide-in), then the product added to the cart and the cart open.
    await byTestId(page, 'filter-toggle').click();
    await page.locator('.shop-filters.open').waitFor();
    await expectAccessible(page, 'storefront, filter panel');
    await byTestId(page, 'shop-filters-close').click();
    await page.locator('.shop-filters.open').waitFor({ state: 'detached' });
    await byTestId(page, `add-to-cart-${product.id}`).click();
    await expect.poll(async () => (await byTestId(page, 'cart-count').innerText()).trim()).toBe('1');
    await byTestId(page, 'cart-button').click();
    await byTestId(page, `cart-line-${product.id}`).waitFor();
    await expectAccessible(page, 'cart');
    await byTestId(page, 'cart-panel-close').click();
    await byTestId(page, 'cart-panel').waitFor({ state: 'detached' });

    // Offline, the next add waits in the pending tray (its badge and its list; the service worker serves the list's code).
    await waitForServiceWorker(page);
    await byTestId(page, `add-to-cart-${product.id}`).waitFor();
    await context.setOffline(true);
    await byTestId(page, `add-to-cart-${product.id}`).click();
    await byTestId(page, 'pending-tray-count').waitFor();
    await byTestId(page, 'pending-tray').click();
    await byTestId(page, 'pending-tray-panel').waitFor();
    await expectAccessible(page, 'pending tray');
    await byTestId(page, 'pending-tray-close').click();
    await context.setOffline(false);
    await byTestId(page, 'pending-tray-count').waitFor({ state: 'detached', timeout: 30_000 });

    await page.goto(`/resellerProduct/${product.id}/${product.barcode}`);
    await byTestId(page, 'product-detail').waitFor();
    await expectAccessible(page, 'product detail');

    await page.goto('/resellerProductOrder/follow');
    await page.locator('.page-title').waitFor();
    await page.waitForLoadState('networkidle');
    await expectAccessible(page, 'orders');
    // Offline the browser logs each failed request; anything else is a defect.
    expect(errors.filter((e) => !/net::|Failed to (fetch|load resource)/.test(e))).toEqual([]);
    await context.close();
  });

  it('an admin on a desktop: dashboard, product list, price list', async () => {
    const { context, page, errors } = await openPage(env.browser, env.server.url, DESKTOP);
    page.setDefaultTimeout(15_000);
    await loginWithPassword(page, 'ttg_admin');
    await page.waitForLoadState('networkidle');
    await expectAccessible(page, '/dashboard');
    for (const path of ['/ProductManagement', '/productPriceInfoList']) {
      await page.goto(path);
      await page.locator('.page-title').waitFor();
      await page.waitForLoadState('networkidle');
      await expectAccessible(page, path);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the dark and dim schemes on a phone: storefront and cart', async () => {
    const { context, page, errors } = await openPage(env.browser, env.server.url, PHONE);
    page.setDefaultTimeout(15_000);
    await loginWithPassword(page, 'reseller_admin');
    for (const colorScheme of ['dark', 'dim']) {
      // What the layout configurator stores (lib/layout-settings.ts).
      await page.evaluate((scheme) => localStorage.setItem('layoutSettings', JSON.stringify({ colorScheme: scheme })), colorScheme);
      await page.goto('/resellerOrderManagement');
      await page.locator('html.ion-palette-dark').waitFor({ state: 'attached' });
      await page.locator('[data-testid^="product-card-"]').first().waitFor();
      await expectAccessible(page, `storefront (${colorScheme})`);
      await byTestId(page, 'cart-button').click();
      await byTestId(page, 'cart-panel').waitFor();
      // Its lines (the first test's product) or its empty text, drawn before the check.
      await page.locator('[data-testid^="cart-line-"], [data-testid="cart-empty"]').first().waitFor();
      await expectAccessible(page, `cart (${colorScheme})`);
      await byTestId(page, 'cart-panel-close').click();
      await byTestId(page, 'cart-panel').waitFor({ state: 'detached' });
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
