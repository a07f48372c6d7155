import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/sql.js';
import { lastCodeSentTo } from '../support/test-app.js';
import { fillIon, loginWithPassword, openPage, PHONE, screenshot, showFilters } from './support/browser.js';
import { byTestId, chooseOption, toastText } from './support/page-helpers.js';
import { useServerAndBrowser } from './support/setup.js';

/** Users of every kind (issue 13) in Chromium, on the production build and the real server. */
describe('users', () => {
  const env = useServerAndBrowser();
  const db = () => env.server.built.database.db;

  it('a group admin creates a reseller user, who then signs in by code', async () => {
    const { context, page } = await openPage(env.browser, env.server.url);
    await loginWithPassword(page, 'ttg_admin');
    await page.goto('/DefineResellerUser');
    await byTestId(page, 'user-new').first().click();
    await byTestId(page, 'user-dialog').first().waitFor({ state: 'visible' });
    // Required fields first: the form's one warning, nothing sent.
    await byTestId(page, 'user-dialog-submit').first().click();
    await toastText(page, 'Kullanıcı kaydı için zorunlu alanlar dolu olmalıdır.').waitFor();
    await fillIon(page, 'user-dialog-name', 'Gökçe');
    await fillIon(page, 'user-dialog-surname', 'Ersoy');
    await fillIon(page, 'user-dialog-gsm', '5557771122');
    await chooseOption(page, 'user-dialog-role', 'Bayi Kullanıcısı');
    await fillIon(page, 'user-dialog-resellers', 'BY10002');
    await byTestId(page, 'user-dialog-submit').first().click();
    await toastText(page, 'Kullanıcı oluşturuldu.').waitFor();
    const [created] = await queryRows<{ id: number; roles: string[] }>(db(), sql`select id, roles from users where gsm_no = '5557771122'`);
    expect(created.roles).toEqual(['RESELLER_USER']);
    // The list shows it with its reseller (found by its phone: the demo has hundreds of users by name).
    await showFilters(page, 'users');
    await fillIon(page, 'users-filter-gsmNo', '5557771122');
    await expect.poll(() => byTestId(page, `users-row-${created.id}`).first().textContent()).toContain('BY10002');
    await context.close();

    // The new user signs in by code on a phone.
    const phone = await openPage(env.browser, env.server.url, PHONE);
    await phone.page.goto('/login');
    await phone.page.locator('[data-testid="tab-otp"]').click();
    await fillIon(phone.page, 'otp-identity', '5557771122');
    await phone.page.locator('[data-testid="otp-kvkk"]').click();
    await phone.page.locator('[data-testid="otp-send"]').click();
    await expect.poll(async () => (await lastCodeSentTo(env.server.built, '5557771122')) ?? '').toMatch(/^\d{6}$/);
    await fillIon(phone.page, 'otp-code', (await lastCodeSentTo(env.server.built, '5557771122'))!);
    await phone.page.locator('[data-testid="otp-verify"]').click();
    await phone.page.waitForURL('**/dashboard', { timeout: 10_000 });
    expect(await phone.page.locator('[data-testid="topbar-user-name"]').first().textContent()).toContain('GÖKÇE ERSOY');
    await phone.context.close();
  });

  it('a reseller admin adds a user to a child reseller and sees it in its list (phone)', async () => {
    const { context, page } = await openPage(env.browser, env.server.url, PHONE);
    await loginWithPassword(page, 'reseller_admin');
    await page.goto('/DefineUser');
    await byTestId(page, 'user-new').first().click();
    await byTestId(page, 'user-dialog').first().waitFor({ state: 'visible' });
    await fillIon(page, 'user-dialog-name', 'Mert');
    await fillIon(page, 'user-dialog-surname', 'Şen');
    await fillIon(page, 'user-dialog-gsm', '5557771133');
    await chooseOption(page, 'user-dialog-role', 'Bayi Kullanıcısı');
    // Its chooser offers its own resellers and their children only.
    await byTestId(page, 'user-dialog-resellers').first().click();
    const options = page.locator('ion-alert .alert-checkbox-label, ion-popover ion-checkbox');
    await expect.poll(() => options.allTextContents()).toEqual(expect.arrayContaining([expect.stringContaining('BY10003')]));
    expect((await options.allTextContents()).some((t) => t.includes('BY20001'))).toBe(false);
    await page.locator('ion-alert button.alert-checkbox, ion-popover ion-checkbox', { hasText: 'BY10003' }).first().click();
    await page.locator('ion-alert .alert-button-group button').last().click();
    await screenshot(page, 'users-dialog-phone');
    await byTestId(page, 'user-dialog-submit').first().click();
    await toastText(page, 'Kullanıcı oluşturuldu.').waitFor();
    const [row] = await queryRows<{ code: string }>(
      db(),
      sql`select r.code from users u join user_resellers ur on ur.user_id = u.id join resellers r on r.id = ur.reseller_id where u.gsm_no = '5557771133'`,
    );
    expect(row.code).toBe('BY10003');
    await expect.poll(() => page.getByText('Mert Şen').count()).toBeGreaterThan(0);
    await screenshot(page, 'users-list-phone');
    await context.close();
  });
});
