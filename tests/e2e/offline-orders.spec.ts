import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DESKTOP, screenshot } from './support/browser.js';
import { offlineSetRows } from './support/offline-db.js';
import { offlineDealerKit } from './support/offline-dealer.js';
import { byTestId, toastText } from './support/page-helpers.js';
import { useServerAndBrowser } from './support/setup.js';

/**
 * The offline field kit on the production build (issue 12 §4), its orders: a dealer without signal
 * browses the storefront from IndexedDB, fills the cart and completes an order that waits in the
 * pending tray and is placed exactly once when the signal returns — also from two tabs, after a
 * lost answer, and after a price change (shown, accepted, placed at the new price).
 */
describe('offline: the dealer orders without a signal', () => {
  const env = useServerAndBrowser();
  const { db, shopProducts, ordersOf, lastOrderId, readyDealer, addBySearch, completeFromCart, trayCount } = offlineDealerKit(env);

  it('offline: the storefront from IndexedDB, search and tabs, three products and an order in the tray; online: exactly one order', async () => {
    const products = await shopProducts(3, 0);
    const before = await lastOrderId();
    const { context, page, errors } = await readyDealer();
    // The pictures drawn online (the service worker keeps each in its runtime cache)…
    const pictures = page.locator('[data-testid^="product-card-"] img');
    const drawnOnline = () => pictures.evaluateAll((imgs) => (imgs as HTMLImageElement[]).filter((i) => i.complete && i.naturalWidth > 0).map((i) => i.getAttribute('src')!));
    await expect.poll(async () => (await drawnOnline()).length).toBeGreaterThan(1);
    const seen = await drawnOnline();

    await context.setOffline(true);
    await page.reload();
    await byTestId(page, 'shop-grid').waitFor();
    // …are drawn offline from it, none broken.
    const offlinePictures = () =>
      pictures.evaluateAll((imgs, srcs) => {
        const mine = (imgs as HTMLImageElement[]).filter((i) => srcs.includes(i.getAttribute('src')!) && i.complete);
        return { drawn: mine.filter((i) => i.naturalWidth > 0).length, broken: mine.filter((i) => i.naturalWidth === 0).length };
      }, seen);
    await expect.poll(async () => (await offlinePictures()).drawn).toBeGreaterThan(0);
    expect((await offlinePictures()).broken).toBe(0);
    await expect.poll(() => byTestId(page, 'offline-indicator').textContent()).toContain('Son eşitleme');
    expect(await page.locator('[data-testid^="product-card-"]').count()).toBeGreaterThan(0);

    // The home-page tab: exactly the local products with the DASHBOARD label (up to a page).
    const local = await offlineSetRows<{ modelId: number; dashboard: boolean }>(page, 'productChunks');
    const dashboard = local.filter((p) => p.dashboard).length;
    await byTestId(page, 'shop-tabs-DASHBOARD').click();
    await expect.poll(() => page.locator('[data-testid^="product-card-"]').count()).toBe(Math.min(12, dashboard));
    await byTestId(page, 'shop-tabs-ALL').click().catch(() => undefined);

    for (const p of products) await addBySearch(page, p);
    await expect.poll(() => byTestId(page, 'cart-count').first().textContent()).toBe('3');
    await completeFromCart(page);
    await toastText(page, 'siparişiniz sıraya alındı').waitFor();
    await expect.poll(() => trayCount(page).textContent()).toBe('4');
    await byTestId(page, 'cart-panel-close').click();
    await byTestId(page, 'pending-tray').click();
    await byTestId(page, 'pending-entry-order.complete').waitFor();
    await screenshot(page, 'offline-tray-phone');
    await byTestId(page, 'pending-tray-close').click();
    expect(await ordersOf('BY10001', before)).toEqual([]);

    await context.setOffline(false);
    await trayCount(page).waitFor({ state: 'detached', timeout: 30_000 });
    const placed = await ordersOf('BY10001', before);
    expect(new Set(placed.map((l) => l.id)).size).toBe(1);
    expect(placed.map((l) => [l.model_id, l.quantity, l.unit_price])).toEqual(products.map((p) => [p.id, 1, p.price]).sort((a, b) => a[0] - b[0]));
    // The same through the API, as the dealer's order list answers it: one new order, its three lines.
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const listed = await env.server.built.app.inject({ method: 'POST', url: '/api/order/completed/getAll?size=25', headers: { authorization: `Bearer ${token}` }, payload: {} });
    expect(listed.statusCode, listed.body).toBe(200);
    const fresh = (listed.json() as { content: { id: number }[] }).content.filter((o) => o.id > before);
    expect(fresh.map((o) => o.id)).toEqual([placed[0].id]);
    const detail = await env.server.built.app.inject({ method: 'GET', url: `/api/order/${placed[0].id}`, headers: { authorization: `Bearer ${token}` } });
    expect((detail.json() as { details: { modelId: number; requestQuantity: number }[] }).details.map((d) => [d.modelId, d.requestQuantity]).sort((a, b) => a[0] - b[0])).toEqual(
      products.map((p) => [p.id, 1]).sort((a, b) => a[0] - b[0]),
    );
    // Offline the browser logs every failed request; anything else is a defect.
    expect(errors.filter((e) => !/favicon|net::|Failed to (fetch|load resource)/.test(e))).toEqual([]);
    await context.close();
  });

  it('the same queued order replayed from two tabs, with the first answer lost after the server committed: one order', async () => {
    const [p] = await shopProducts(1, 3);
    const before = await lastOrderId();
    const { context, page } = await readyDealer(DESKTOP);
    const second = await context.newPage();
    await second.goto('/resellerOrderManagement');
    await byTestId(second, 'shop-grid').waitFor();

    await context.setOffline(true);
    await addBySearch(page, p);
    await completeFromCart(page);
    await toastText(page, 'siparişiniz sıraya alındı').waitFor();
    await expect.poll(() => trayCount(second).textContent()).toBe('2');

    // The first completion reaches the server and commits, but its answer is lost on the way back.
    let committedAndLost = 0;
    await context.route('**/api/order/cart/complete', async (route) => {
      if (committedAndLost === 0) {
        committedAndLost += 1;
        await route.fetch();
        await route.abort('connectionreset');
      } else await route.continue();
    });
    await context.setOffline(false);
    for (const tab of [page, second]) await trayCount(tab).waitFor({ state: 'detached', timeout: 30_000 });
    expect(committedAndLost).toBe(1);
    const placed = await ordersOf('BY10001', before);
    expect(placed.map((l) => [l.model_id, l.quantity])).toEqual([[p.id, 1]]);
    await context.close();
  });

  it('a price changed while offline stops the order with the line shown; accepting places it at the new price', async () => {
    const [p] = await shopProducts(1, 4);
    const before = await lastOrderId();
    const { context, page } = await readyDealer();
    await context.setOffline(true);
    await addBySearch(page, p);
    await completeFromCart(page);
    await toastText(page, 'siparişiniz sıraya alındı').waitFor();
    await byTestId(page, 'cart-panel-close').click();

    const newPrice = Math.round((p.price + 7.25) * 100) / 100;
    await db().execute(sql`update model_price_disties set reseller_price = ${newPrice}
      where model_id = ${p.id} and disty_id = (select id from disties where code = 'DST001') and approve_type = 'APPROVED'
        and start_date <= now() and (end_date is null or end_date > now())`);
    await context.setOffline(false);
    // The cart write goes through; the order stops in the tray, waiting for the dealer.
    await expect.poll(() => trayCount(page).textContent(), { timeout: 30_000 }).toBe('1');
    await byTestId(page, 'pending-tray').click();
    await expect.poll(() => byTestId(page, 'pending-entry-state').first().textContent()).toBe('Onay bekliyor');
    await byTestId(page, 'pending-entry-show').click();
    await byTestId(page, 'cart-button').first().click();
    await byTestId(page, `cart-conflict-${p.id}-PRICE`).waitFor();
    await byTestId(page, `cart-line-conflict-${p.id}`).waitFor();
    await screenshot(page, 'offline-conflict-phone');
    expect(await ordersOf('BY10001', before)).toEqual([]);
    await byTestId(page, 'cart-conflict-submit').click();
    await toastText(page, 'Sipariş Tamamlandı.').waitFor();
    const placed = await ordersOf('BY10001', before);
    expect(placed.map((l) => [l.model_id, l.quantity, l.unit_price])).toEqual([[p.id, 1, newPrice]]);
    await context.close();
  });

  it('two tabs back online send a queued write once between them: one tab at a time (Web Locks)', async () => {
    const [p] = await shopProducts(1, 7);
    const { context, page } = await readyDealer(DESKTOP);
    const second = await context.newPage();
    await second.goto('/resellerOrderManagement');
    await byTestId(second, 'shop-grid').waitFor();
    await context.setOffline(true);
    await addBySearch(page, p);
    await expect.poll(() => trayCount(page).textContent()).toBe('1');
    await expect.poll(() => trayCount(second).textContent()).toBe('1');

    // Every cart write from either tab that reached the server. Counted when its answer arrives
    // ('requestfinished'): a retry a tab made while still offline fails without reaching anyone
    // ('requestfailed'), and counting it at 'request' made this test flaky.
    const sent: string[] = [];
    for (const tab of [page, second])
      tab.on('requestfinished', (r) => {
        if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/order/cart/line') sent.push(r.headers()['idempotency-key'] ?? '');
      });
    await context.setOffline(false); // both tabs hear 'online' and try to send
    await trayCount(page).waitFor({ state: 'detached', timeout: 30_000 });
    await trayCount(second).waitFor({ state: 'detached', timeout: 30_000 });
    // Both trays are empty: the one shared outbox holds nothing more that either tab could send.
    await expect.poll(() => sent.length).toBeGreaterThan(0);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatch(/^[0-9a-f-]{36}$/);
    await context.close();
  });
});
