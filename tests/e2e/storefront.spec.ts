import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { queryRows } from '../../src/server/db/sql.js';
import { seedStorefront } from '../../src/server/db/seed/storefront.js';
import { animationsSettled, DESKTOP, loginWithPassword, openPage, PHONE, screenshot } from './support/browser.js';
import { useServerAndBrowser } from './support/setup.js';
import { chooseOption } from './support/page-helpers.js';

/** Chooses an option of an Ionic select (desktop popover / phone action sheet) by its text. */
const cards = (page: Page) => page.locator('[data-testid^="product-card-"]');

describe('storefront: a dealer searches, filters and opens a product', () => {
  const env = useServerAndBrowser();
  const db = () => env.server.built.database.db;

  it('on a 390 px phone: search by name, brand + stock status with chips, the detail with similar products, back to the list', async () => {
    await seedStorefront(db());
    // DST001's storefront (BY10001 buys from it): the brand with the most products; six of them in stock.
    const [brand] = await queryRows<{ id: number; name: string }>(
      db(),
      sql`select b.id, b.name from brands b join models m on m.brand_id = b.id
          join model_price_disties d on d.model_id = m.id join disties x on x.id = d.disty_id and x.code = 'DST001'
          where d.approve_type = 'APPROVED' and d.start_date <= now() and (d.end_date is null or d.end_date > now()) and d.reseller_price is not null
            and m.approve_type = 'APPROVED'
          group by b.id, b.name order by count(*) desc, b.id limit 1`,
    );
    const stocked = await queryRows<{ id: number; name: string; barcode: string; disty_id: number }>(
      db(),
      sql`select m.id, m.name, m.barcode, d.disty_id from models m
          join model_price_disties d on d.model_id = m.id join disties x on x.id = d.disty_id and x.code = 'DST001'
          where m.brand_id = ${brand.id} and d.approve_type = 'APPROVED' and d.start_date <= now() and (d.end_date is null or d.end_date > now())
            and d.reseller_price is not null and m.approve_type = 'APPROVED'
          order by m.name, m.id limit 6`,
    );
    expect(stocked.length).toBeGreaterThan(2);
    for (const s of stocked)
      await db().execute(sql`insert into disty_stocks (disty_id, model_id, quantity) values (${s.disty_id}, ${s.id}, 500)
        on conflict (disty_id, model_id) do update set quantity = 500, reserved = 0`);
    const target = stocked[0];

    const { context, page, errors } = await openPage(env.browser, env.server.url, PHONE);
    page.setDefaultTimeout(15_000);
    await loginWithPassword(page, 'reseller_admin');
    await page.goto('/resellerOrderManagement');
    await page.locator('[data-testid="shop-grid"]').waitFor();
    await expect.poll(() => cards(page).count()).toBe(12);
    await page.locator('[data-testid="shop-tabs-DASHBOARD"]').waitFor();
    await screenshot(page, 'storefront-phone');

    // Search by name: the product shows up.
    await page.locator('[data-testid="shop-search"] input').fill(target.name);
    await page.locator('[data-testid="chip-modelName"]').waitFor();
    await page.locator(`[data-testid="product-card-${target.id}"]`).waitFor();
    await expect.poll(async () => Number((await page.locator('[data-testid="shop-total"]').innerText()).replace(/\D/g, ''))).toBeLessThan(50);
    await page.locator('[data-testid="chip-modelName"]').click();
    await page.locator('[data-testid="chip-modelName"]').waitFor({ state: 'hidden' });

    // Brand + stock status in the slide-in panel; chips show both; every card is in stock.
    await page.locator('[data-testid="filter-toggle"]').click();
    await page.locator('[data-testid="shop-filters"].open').waitFor();
    // The panel's heading and close button sit below the top bar, not under it.
    const bar = (await page.locator('.top-bar').first().boundingBox())!;
    await expect.poll(async () => (await page.locator('[data-testid="shop-filters-close"]').boundingBox())?.y ?? 0).toBeGreaterThanOrEqual(bar.y + bar.height - 1);
    await chooseOption(page, 'filter-brand', brand.name);
    await chooseOption(page, 'filter-stockStatus', 'VAR');
    await page.locator('[data-testid="filter-show"]').click();
    await page.locator('[data-testid="chip-brand"]').waitFor();
    await page.locator('[data-testid="chip-stockStatus"]').waitFor();
    // Other stock may be there too (the demo's ingestion seed): every card shown is in stock, the brand's.
    const statuses = () => page.locator('[data-testid^="product-stock-"]').evaluateAll((els) => [...new Set(els.map((e) => e.getAttribute('data-status')))]);
    await expect.poll(statuses).toEqual(['AVAILABLE']);
    await expect.poll(async () => Number((await page.locator('[data-testid="shop-total"]').innerText()).replace(/\D/g, ''))).toBeGreaterThanOrEqual(stocked.length);
    await page.locator('[data-testid="shop-search"] input').fill(target.name);
    await page.locator(`[data-testid="product-card-${target.id}"]`).waitFor();
    expect(await page.locator(`[data-testid="add-to-cart-${target.id}"]`).isDisabled()).toBe(false);
    await screenshot(page, 'storefront-phone-filtered');

    // The detail with 'Benzer Ürünler'; back to the list keeps the filters.
    await page.locator(`[data-testid="product-link-${target.id}"]`).click();
    await page.waitForURL(`**/resellerProduct/${target.id}/**`);
    await page.locator('[data-testid="product-detail"]').waitFor();
    expect(await page.locator('[data-testid="product-name"]').innerText()).toBe(target.name);
    await page.locator('[data-testid="similar-products"]').filter({ hasText: 'Benzer Ürünler' }).waitFor();
    await animationsSettled(page); // the page transition
    expect(await page.locator('[data-testid^="similar-go-"]').count()).toBeGreaterThan(0);
    await screenshot(page, 'storefront-phone-detail');
    await page.locator('[data-testid="similar-products"]').scrollIntoViewIfNeeded();
    await screenshot(page, 'storefront-phone-similar');
    await page.locator('[data-testid="back-to-list"]').click();
    await page.waitForURL('**/resellerOrderManagement');
    await page.locator('[data-testid="chip-brand"]').waitFor();
    await page.locator('[data-testid="chip-stockStatus"]').waitFor();
    await page.locator(`[data-testid="product-card-${target.id}"]`).waitFor();
    expect(errors).toEqual([]);
    await context.close();

    // Desktop: the sidebar beside the grid, and the detail.
    const desk = await openPage(env.browser, env.server.url, DESKTOP);
    desk.page.setDefaultTimeout(15_000);
    await loginWithPassword(desk.page, 'reseller_admin');
    await desk.page.goto('/resellerOrderManagement');
    await desk.page.locator('[data-testid="shop-grid"]').waitFor();
    await expect.poll(() => cards(desk.page).count(), { timeout: 10_000 }).toBe(12);
    expect(await desk.page.locator('[data-testid="shop-filters"]').isVisible()).toBe(true);
    expect(await desk.page.locator('[data-testid="filter-toggle"]').isVisible()).toBe(false);
    await desk.page.locator('[data-testid="shop-paginator-size"]').selectOption('24');
    await expect.poll(() => cards(desk.page).count(), { timeout: 10_000 }).toBe(24);
    await screenshot(desk.page, 'storefront-desktop');
    await desk.page.goto(`/resellerProduct/${target.id}/${encodeURIComponent(target.barcode)}`);
    await desk.page.locator('[data-testid="similar-products"]').waitFor();
    await screenshot(desk.page, 'storefront-desktop-detail');
    expect(desk.errors).toEqual([]);
    await desk.context.close();
  });

  it('opens on a phone without moving what is drawn: the placeholders give way to the cards in place (layout shift ≤ 0.05)', async () => {
    await seedStorefront(db());
    const { context, page, errors } = await openPage(env.browser, env.server.url, PHONE);
    await loginWithPassword(page, 'reseller_admin');
    // A visit of its own, measured from its first paint.
    await page.goto('/resellerOrderManagement');
    await cards(page).first().waitFor();
    await expect.poll(() => page.locator('.shop-card-skeleton').count(), { timeout: 10_000 }).toBe(0);
    await page.waitForTimeout(500);
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!e.hadRecentInput) total += e.value;
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(total), 200);
        }),
    );
    expect(shift).toBeLessThanOrEqual(0.05);
    expect(await page.locator('[data-testid="shop-empty"]').count()).toBe(0);
    expect(errors.filter((e) => !e.includes('favicon'))).toEqual([]);
    await context.close();
  });
});
