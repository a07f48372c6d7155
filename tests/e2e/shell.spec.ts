import { describe, expect, it } from 'vitest';
import { loginWithPassword, openPage, PHONE, screenshot } from './support/browser.js';
import { useServerAndBrowser } from './support/setup.js';

describe('shell pages, logout, reseller switching and ticket login', () => {
  const env = useServerAndBrowser();

  it('serves the PWA: SPA fallback, precompressed immutable assets, manifest', async () => {
    const html = await fetch(`${env.server.url}/ProductManagement`);
    expect(html.status).toBe(200);
    expect(html.headers.get('cache-control')).toBe('no-cache');
    const page = await html.text();
    const asset = page.match(/\/assets\/[^"]+\.js/)![0];
    const js = await fetch(`${env.server.url}${asset}`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(js.status).toBe(200);
    expect(js.headers.get('cache-control')).toContain('immutable');
    expect(js.headers.get('content-encoding')).toBe('br');
    const manifest = await (await fetch(`${env.server.url}/manifest.webmanifest`)).json();
    expect(manifest).toMatchObject({ name: 'Bayi Portalı', display: 'standalone', lang: 'tr' });
    expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    const api404 = await fetch(`${env.server.url}/api/yok`);
    expect(api404.status).toBe(404);
    expect(await api404.json()).toMatchObject({ status: 404 });
  });

  it('sends a signed-out visitor of a shell route to the login screen', async () => {
    const { context, page } = await openPage(env.browser, env.server.url);
    await page.goto('/dashboard');
    await page.waitForURL('**/login');
    await context.close();
  });

  it('shows the no-access page for a route outside the role and not-found for unknown paths', async () => {
    const { context, page } = await openPage(env.browser, env.server.url);
    await loginWithPassword(page, 'reseller_user');
    await page.goto('/paramList');
    await page.locator('[data-testid="no-access"]').waitFor();
    expect(await page.getByText('Yetkisiz Giriş').count()).toBeGreaterThan(0);
    expect(await page.getByText('Buraya Girmeye Yetkiniz Yok.').count()).toBeGreaterThan(0);
    await page.goto('/bu/sayfa/yok');
    await page.locator('[data-testid="not-found"]').waitFor();
    expect(await page.getByText('Aradığın Yeri Bulamadın.').count()).toBeGreaterThan(0);
    await context.close();
  });

  it('logs out: storage cleared, back on the login screen, the session revoked', async () => {
    const { context, page } = await openPage(env.browser, env.server.url);
    await loginWithPassword(page, 'ttg_user');
    const refreshToken = await page.evaluate(() => localStorage.getItem('refreshToken'));
    await page.locator('[data-testid="topbar-logout"]').first().click();
    // The top-bar item asks for a confirmation first (a stray tap on a phone must not log out).
    await page.locator('[data-testid="logout-confirm"]').first().click();
    await page.waitForURL((url) => url.pathname === '/' || url.pathname === '/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    const res = await env.server.built.app.inject({ method: 'POST', url: '/auth/public/refresh', payload: { refreshToken } });
    expect(res.statusCode).toBe(401);
    await context.close();
  });

  it('lets a reseller admin switch to a child reseller', async () => {
    const { context, page } = await openPage(env.browser, env.server.url);
    await loginWithPassword(page, 'reseller_admin');
    const switcher = page.locator('[data-testid="reseller-switcher"]').first();
    await switcher.waitFor();
    await switcher.click();
    const search = page.locator('ion-searchbar input, [data-testid="reseller-switcher-search"] input').first();
    if (await search.count()) await search.fill('Moda');
    await page.getByText('BY10002 - Moda GSM').first().click();
    await expect.poll(() => page.locator('[data-testid="topbar-login-info"]').first().textContent()).toContain('BY10002 - Moda GSM');
    await context.close();
  });

  it('logs a TTG admin in as a reseller through a single-use ticket bound to its browser, with a banner and a way back', async () => {
    const { context, page } = await openPage(env.browser, env.server.url, PHONE);
    await loginWithPassword(page, 'ttg_admin');
    // The ticket as /adminResellerLogin asks for it: with this browser's admin session.
    const adminToken = await page.evaluate(() => localStorage.getItem('token'));
    const ticketRes = await env.server.built.app.inject({
      method: 'POST',
      url: '/api/reseller/loginTicket',
      headers: { authorization: `Bearer ${adminToken}` },
      payload: { resellerCode: 'BY10001', admin: true },
    });
    const { ticket } = ticketRes.json();
    await page.goto(`/resellerLogin/${ticket}`);
    await page.waitForURL('**/dashboard');
    const banner = page.locator('[data-testid="impersonation-banner"]').first();
    await banner.waitFor();
    expect(await banner.textContent()).toContain('BY10001 Kadıköy İletişim');
    expect(await banner.textContent()).toContain('Ahmet Yılmaz');
    await screenshot(page, 'impersonation-banner-phone');
    // The way back: the admin's own session again, without signing in.
    await page.locator('[data-testid="impersonation-back"]').first().click();
    await page.waitForURL('**/adminResellerLogin');
    await expect.poll(async () => (await page.evaluate(() => localStorage.getItem('user'))) ?? '').toContain('ttg_admin');
    expect(await page.locator('[data-testid="impersonation-banner"]').count()).toBe(0);
    // Spent: the ticket works once.
    await page.goto(`/resellerLogin/${ticket}`);
    await expect.poll(() => page.getByText('Doğrulama kodu geçersiz').count()).toBeGreaterThan(0);
    await context.close();

    // Another browser (no admin session) cannot use a ticket.
    const other = await openPage(env.browser, env.server.url, PHONE);
    const fresh = await env.server.built.app.inject({
      method: 'POST',
      url: '/api/reseller/loginTicket',
      headers: { authorization: `Bearer ${adminToken}` },
      payload: { resellerCode: 'BY10001', admin: true },
    });
    await other.page.goto(`/resellerLogin/${fresh.json().ticket}`);
    await expect.poll(() => other.page.getByText('Doğrulama kodu geçersiz').count()).toBeGreaterThan(0);
    await other.context.close();
  });

  it('auto-login stores the given tokens and opens the redirect page; bad tokens fail', async () => {
    const login = await env.server.built.app.inject({ method: 'POST', url: '/auth/public/login', payload: { username: 'reseller_user', password: 'demo1234' } });
    const { token, refreshToken } = login.json();
    const { context, page } = await openPage(env.browser, env.server.url);
    await page.goto(`/autoLogin/${token}/${refreshToken}/BY10001/help`);
    await page.waitForURL('**/help');
    await page.locator('[data-testid="topbar-user-name"]').first().waitFor();
    await page.evaluate(() => localStorage.clear());
    await page.goto('/autoLogin/bozuk/bozuk/BY10001/dashboard');
    await expect.poll(() => page.getByText('GİRİŞ BAŞARISIZ !').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await context.close();
  });

  it('opens the layout configurator and switches to the dark scheme (phone screenshot)', async () => {
    const { context, page } = await openPage(env.browser, env.server.url, PHONE);
    await loginWithPassword(page, 'ttg_admin');
    await page.locator('[data-testid="configurator-open"]').first().click();
    await page.locator('[data-testid="configurator"]').first().waitFor();
    await page.getByText('Koyu', { exact: true }).first().click();
    await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('ion-palette-dark'))).toBe(true);
    await screenshot(page, 'configurator-phone-dark');
    const stored = await page.evaluate(() => localStorage.getItem('layoutSettings'));
    expect(stored).toContain('dark');
    await context.close();
  });
});
