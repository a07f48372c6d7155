import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/sql.js';
import { fillIon, loginWithPassword, openPage, PHONE, screenshot, showFilters } from './support/browser.js';
import { byTestId, chooseOption, toastText } from './support/page-helpers.js';
import { useServerAndBrowser } from './support/setup.js';

/** Log in as reseller, the distributor's reseller list and the reseller's discount ratio (issue 13) in Chromium. */
describe('resellers', () => {
  const env = useServerAndBrowser();
  const db = () => env.server.built.database.db;

  it('a group admin logs in as a reseller admin: banner, the dealer’s menu, and the way back', async () => {
    const { context, page } = await openPage(env.browser, env.server.url);
    await loginWithPassword(page, 'ttg_admin');
    await page.goto('/adminResellerLogin');
    await page.locator('[data-testid^="resellers-row-"]').first().waitFor();
    // Nothing chosen: the spec's two warnings.
    await byTestId(page, 'reseller-login-button').first().click();
    await toastText(page, 'Bir bayi seçili olmalıdır.').waitFor();
    await showFilters(page, 'resellers');
    await fillIon(page, 'resellers-filter-code', 'BY10001');
    await byTestId(page, 'resellers-select-BY10001').first().click();
    await byTestId(page, 'reseller-login-button').first().click();
    await toastText(page, 'Bir rol seçili olmalıdır.').waitFor();
    await chooseOption(page, 'reseller-login-role', 'Bayi Admini');
    await byTestId(page, 'reseller-login-button').first().click();
    await page.waitForURL('**/dashboard');
    const banner = byTestId(page, 'impersonation-banner').first();
    await banner.waitFor();
    expect(await banner.textContent()).toContain('Ahmet Yılmaz');
    expect(await page.locator('[data-testid="topbar-user-name"]').first().textContent()).toContain('EMRE KOÇ');
    // The dealer's menu: the order management group of an allow-listed reseller.
    await expect.poll(() => page.getByText('Sipariş Yönetimi').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByText('Giriş yapılıyor').count()).toBe(0);
    await screenshot(page, 'impersonation-desktop');
    // A write in the session is recorded with the admin.
    await page.goto('/resellerParamList');
    await byTestId(page, 'reseller-param-edit').first().click();
    await fillIon(page, 'reseller-param-value', '150');
    await byTestId(page, 'reseller-param-dialog-submit').first().click();
    await toastText(page, 'Değer alanı sıfırdan küçük ve yüzden büyük olamaz olmalıdır.').waitFor();
    await fillIon(page, 'reseller-param-value', '12,5');
    await byTestId(page, 'reseller-param-dialog-submit').first().click();
    await toastText(page, 'Parametre düzenlendi.').waitFor();
    await expect.poll(() => byTestId(page, 'reseller-param-percent-MAX_DISCOUNT_RATIO').first().textContent()).toContain('12,5');
    const [audit] = await queryRows<{ admin: string }>(
      db(),
      sql`select o.username as admin from audit_log a join users o on o.id = a.on_behalf_of where a.entity = 'PARAMETER' and a.entity_key = 'MAX_DISCOUNT_RATIO@BY10001'`,
    );
    expect(audit.admin).toBe('ttg_admin');
    await byTestId(page, 'impersonation-back').first().click();
    await page.waitForURL('**/adminResellerLogin');
    await expect.poll(() => page.locator('[data-testid="topbar-user-name"]').first().textContent()).toContain('AHMET YILMAZ');
    await context.close();
  });

  it('a distributor admin sees its own resellers titled Bayi Listesi, with the detail (phone)', async () => {
    const { context, page } = await openPage(env.browser, env.server.url, PHONE);
    await loginWithPassword(page, 'disty_admin');
    await page.goto('/resellerList');
    await expect.poll(() => page.getByText('Bayi Listesi').count()).toBeGreaterThan(0);
    // The screen is drawn (its first rows) before the phone's filter toggle is looked for.
    await page.locator('[data-testid^="resellers-row-"]').first().waitFor();
    await showFilters(page, 'resellers');
    await fillIon(page, 'resellers-filter-code', 'BY10002');
    await byTestId(page, 'resellers-detail-BY10002').first().click();
    const dialog = byTestId(page, 'reseller-detail-dialog').first();
    await dialog.waitFor({ state: 'visible' });
    await expect.poll(() => dialog.textContent()).toContain('Moda GSM');
    expect(await dialog.textContent()).toContain('BY10001');
    await screenshot(page, 'reseller-detail-phone');
    await context.close();
  });
});
