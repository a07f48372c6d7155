import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../src/server/db/seed/demo.js';
import { DESKTOP, PHONE, fillIon, loginWithPassword, openPage, screenshot } from './support/browser.js';
import { expectedMenuPaths } from './support/expected-menu.js';
import { useServerAndBrowser } from './support/setup.js';

describe('password login for every demo role', () => {
  const env = useServerAndBrowser();

  for (const user of DEMO_USERS) {
    it(`${user.username} lands on /dashboard with that role's menu`, async () => {
      const { context, page, errors } = await openPage(env.browser, env.server.url);
      await loginWithPassword(page, user.username);
      await page.locator('[data-testid="side-menu"]').waitFor({ state: 'attached' });
      const shown = await page.locator('[data-testid^="menu-item-"]').evaluateAll((els) =>
        els.map((e) => e.getAttribute('data-testid')!.replace('menu-item-', '')),
      );
      // The demo resellers BY10001–BY10003 are on the order allow-list.
      const expected = expectedMenuPaths(user.roles, ['BY10001', 'BY10002', 'BY10003'].includes(user.resellers?.[0] ?? ''));
      expect([...new Set(shown)].sort()).toEqual([...expected].sort());
      const name = await page.locator('[data-testid="topbar-user-name"]').first().textContent();
      expect(name).toContain(`${user.name} ${user.surname}`.toLocaleUpperCase('tr-TR'));
      const info = await page.locator('[data-testid="topbar-login-info"]').first().textContent();
      if (user.roles[0].startsWith('RESELLER')) expect(info).toContain('BY10001 - Kadıköy İletişim');
      else expect(info).toContain(user.gsmNo);
      expect(await page.locator('[data-testid="bell-waiting"]').count()).toBe(user.roles.includes('TTG_ADMIN') ? 1 : 0);
      expect(await page.locator('[data-testid="bell-faulty"]').count()).toBe(user.roles[0].startsWith('SUPPLY') ? 1 : 0);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('refuses a wrong password with the generic message and shows field messages word for word', async () => {
    const { context, page } = await openPage(env.browser, env.server.url);
    // Validation must not break the page's CSP (zod probing for eval was reported as a violation).
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
    });
    await page.goto('/login');
    await page.locator('[data-testid="login-submit"]').click();
    await expect.poll(() => page.getByText('Kullanıcı Adı Gereklidir.').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByText('Şifre Gereklidir.').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByText("KVKK Aydınlatma Metni'ni onaylamadan devam edemezsiniz").count()).toBeGreaterThan(0);
    await fillIon(page, 'login-username', 'ttg_admin');
    await fillIon(page, 'login-password', 'yanlis-sifre');
    await page.locator('[data-testid="login-kvkk"]').click();
    await page.locator('[data-testid="login-submit"]').click();
    await page.locator('[data-testid="toast"]', { hasText: 'Kullanıcı adı veya şifre hatalı.' }).first().waitFor();
    expect(page.url()).toContain('/login');
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
    await context.close();
  });

  it('takes screenshots of login and dashboard at phone and desktop width', async () => {
    for (const [label, viewport] of [['phone', PHONE], ['desktop', DESKTOP]] as const) {
      const { context, page } = await openPage(env.browser, env.server.url, viewport);
      await page.goto('/login');
      await page.locator('[data-testid="login-submit"]').waitFor();
      await screenshot(page, `login-${label}`);
      await loginWithPassword(page, 'reseller_admin');
      await page.locator('[data-testid="topbar-user-name"]').first().waitFor();
      await screenshot(page, `dashboard-${label}`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      expect(overflow).toBe(false);
      await context.close();
    }
  });
});
