import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { queryRows } from '../../src/server/db/sql.js';
import { allowListOf, createResellerAdmin, setAllowList } from '../support/order-fixtures.js';
import { DESKTOP, loginWithPassword, openPage, PHONE, screenshot } from './support/browser.js';
import { OFFLINE_DB, offlineEverything, offlineRows, offlineSetRows, waitForStorefrontSync } from './support/offline-db.js';
import { byTestId, toastText, waitForServiceWorker } from './support/page-helpers.js';
import { useServerAndBrowser } from './support/setup.js';

/**
 * The offline field kit on the production build (issue 12 §4): a dealer without signal browses
 * the storefront from IndexedDB, fills the cart and completes an order that waits in the pending
 * tray and is placed exactly once when the signal returns — also from two tabs, after a lost
 * answer, and after a price change (shown, accepted, placed at the new price). Logout leaves
 * nothing of the dealer in IndexedDB, nor does a switch to another reseller.
 */
interface Product {
  id: number;
  name: string;
  barcode: string;
  price: number;
}

describe('offline: the dealer works without a signal', () => {
  const env = useServerAndBrowser();
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

    // Every send of a cart write from either tab once the signal is back (the offline attempts failed before it).
    const sent: string[] = [];
    for (const tab of [page, second])
      tab.on('request', (r) => {
        if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/order/cart/line') sent.push(r.headers()['idempotency-key'] ?? '');
      });
    await context.setOffline(false); // both tabs hear 'online' and try to send
    await trayCount(page).waitFor({ state: 'detached', timeout: 30_000 });
    await trayCount(second).waitFor({ state: 'detached', timeout: 30_000 });
    await page.waitForTimeout(1_000);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatch(/^[0-9a-f-]{36}$/);
    await context.close();
  });

  it("an order placed in one tab is told to the other (BroadcastChannel): that tab syncs the storefront's stock", async () => {
    const [p] = await shopProducts(1, 8);
    const { context, page } = await readyDealer(DESKTOP);
    const second = await context.newPage();
    const syncs: string[] = [];
    second.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/storefront/sync') syncs.push(r.url());
    });
    await second.goto('/resellerOrderManagement');
    await byTestId(second, 'shop-grid').waitFor();
    // The second tab's own first sync (once its start has settled), then quiet.
    await expect.poll(() => syncs.length, { timeout: 20_000 }).toBeGreaterThan(0);
    await second.waitForTimeout(1_500);
    syncs.length = 0;

    await addBySearch(page, p);
    await completeFromCart(page);
    await toastText(page, 'Sipariş Tamamlandı.').waitFor();
    await expect.poll(() => syncs.length).toBeGreaterThan(0);
    await context.close();
  });

  it('logout wipes the local data; the next dealer on this browser sees none of the first one’s rows', async () => {
    await createResellerAdmin(env.server.built, 'konak_admin', 'BY30001');
    await setAllowList(env.server.built, [...(await allowListOf(env.server.built)), 'BY30001']);
    const { context, page } = await readyDealer(DESKTOP);
    const first = await offlineEverything(page);
    expect(first.products.length).toBeGreaterThan(0);

    await byTestId(page, 'topbar-logout').click();
    await byTestId(page, 'logout-confirm').click();
    await page.waitForURL(/\/(login)?$/);
    await expect.poll(async () => Object.values(await offlineEverything(page)).every((rows) => rows.length === 0)).toBe(true);

    await loginWithPassword(page, 'konak_admin');
    await page.goto('/resellerOrderManagement');
    await waitForStorefrontSync(page);
    const onDst2 = new Set(
      (
        await queryRows<{ model_id: number }>(
          db(),
          sql`select distinct i.model_id from storefront_items i join disties d on d.id = i.disty_id and d.code = 'DST002'`,
        )
      ).map((r) => r.model_id),
    );
    const onlyDst1 = new Set(
      (
        await queryRows<{ model_id: number }>(
          db(),
          sql`select distinct i.model_id from storefront_items i join disties d on d.id = i.disty_id and d.code = 'DST001'
              where i.model_id not in (select j.model_id from storefront_items j join disties e on e.id = j.disty_id and e.code = 'DST002')`,
        )
      ).map((r) => r.model_id),
    );
    const now = await offlineEverything(page);
    expect(now.products.length).toBeGreaterThan(0);
    for (const row of now.products as { modelId: number }[]) {
      expect(onDst2.has(row.modelId)).toBe(true);
      expect(onlyDst1.has(row.modelId)).toBe(false);
    }
    await context.close();
  });

  it("switching to a child reseller wipes the reseller before's local data (its cart with it); the child's storefront is synced in its place", async () => {
    const [p] = await shopProducts(1, 6);
    const { context, page } = await readyDealer(DESKTOP);
    await addBySearch(page, p);
    const cartHas = async (modelId: number) =>
      (await offlineRows<{ cart?: { resellerProductOrderDetails: { model: { id: number } }[] } }>(page, 'cart')).some((row) => row.cart?.resellerProductOrderDetails.some((l) => l.model.id === modelId));
    await expect.poll(() => cartHas(p.id)).toBe(true);
    const ownerOf = async () => (await offlineRows<{ key: string; value: unknown }>(page, 'meta')).find((m) => m.key === 'owner')?.value;
    const before = await ownerOf();
    expect(before).toBeTruthy();
    // A marker row of the reseller before: only a wipe removes it (a re-sync or a cart refresh would not).
    await page.evaluate(
      (name) =>
        new Promise<void>((resolve, reject) => {
          const open = indexedDB.open(name);
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const tx = open.result.transaction('meta', 'readwrite');
            tx.objectStore('meta').put({ key: 'probe:before-switch', value: 1 });
            tx.oncomplete = () => (open.result.close(), resolve());
            tx.onerror = () => reject(tx.error);
          };
        }),
      OFFLINE_DB,
    );
    const hasProbe = async () => (await offlineRows<{ key: string }>(page, 'meta')).some((m) => m.key === 'probe:before-switch');
    expect(await hasProbe()).toBe(true);

    const switchTo = async (label: string) => {
      await byTestId(page, 'reseller-switcher').first().click();
      await page.getByText(label).first().click();
      await expect.poll(() => page.locator('[data-testid="topbar-login-info"]').first().textContent()).toContain(label);
    };
    await switchTo('BY10002 - Moda GSM');
    try {
      await expect.poll(ownerOf).not.toBe(before);
      expect(await hasProbe()).toBe(false);
      // Nothing of BY10001 is left: its cart went with the wipe, and the storefront is synced again for the child.
      expect(await cartHas(p.id)).toBe(false);
      await waitForStorefrontSync(page);
      expect((await offlineSetRows(page, 'productChunks')).length).toBeGreaterThan(0);
    } finally {
      await switchTo('BY10001 - Kadıköy İletişim');
    }
    await expect.poll(ownerOf).toBe(before);
    await context.close();
  });
});
