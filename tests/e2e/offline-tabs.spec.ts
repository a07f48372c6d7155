import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/server/db/sql.js';
import { allowListOf, createResellerAdmin, setAllowList } from '../support/order-fixtures.js';
import { DESKTOP, loginWithPassword } from './support/browser.js';
import { OFFLINE_DB, offlineEverything, offlineRows, offlineSetRows, waitForStorefrontSync } from './support/offline-db.js';
import { offlineDealerKit } from './support/offline-dealer.js';
import { byTestId, toastText } from './support/page-helpers.js';
import { useServerAndBrowser } from './support/setup.js';

/**
 * The offline field kit on the production build (issue 12 §4), across tabs and dealers: an order in
 * one tab is told to the other, and logout or a switch to another reseller leaves nothing of the
 * dealer before in IndexedDB.
 */
describe('offline: tabs and dealers on one browser', () => {
  const env = useServerAndBrowser();
  const { db, shopProducts, readyDealer, addBySearch, completeFromCart } = offlineDealerKit(env);

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
