import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.js';
import { loginWithPassword, openPage } from './support/browser.js';
import { reloadPage } from './support/page-helpers.js';
import { useServerAndBrowser } from './support/setup.js';

describe('silent refresh and offline shell', () => {
  // Access tokens live 2 s here, so the client must refresh silently.
  const env = useServerAndBrowser(() => ({ jwt: { ...loadConfig({ ...process.env, DATA_DIR: '/tmp/bp-e2e-config' }).jwt, accessTtlSeconds: 2 } }));

  it('refreshes the expired access token once and keeps the user signed in', async () => {
    const { context, page } = await openPage(env.browser, env.server.url);
    await loginWithPassword(page, 'supply_admin');
    const first = await page.evaluate(() => localStorage.getItem('token'));
    const refreshCalls: string[] = [];
    page.on('request', (r) => r.url().includes('/auth/public/refresh') && refreshCalls.push(r.url()));
    await page.waitForTimeout(2500);
    // Reloading the dashboard calls the API with the expired token.
    await reloadPage(page);
    await page.locator('[data-testid="topbar-user-name"]').first().waitFor();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).not.toBe(first);
    expect(refreshCalls.length).toBeGreaterThanOrEqual(1);
    expect(page.url()).toContain('/dashboard');
    await context.close();
  });

  it('loads the shell from the service worker while offline', async () => {
    const { context, page } = await openPage(env.browser, env.server.url);
    await page.goto('/login');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // A controlled page proves the worker serves this origin.
    await reloadPage(page);
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
    await loginWithPassword(page, 'disty_admin');
    await context.setOffline(true);
    await reloadPage(page);
    await page.locator('[data-testid="topbar-user-name"]').first().waitFor({ timeout: 15_000 });
    await page.locator('[data-testid="offline-indicator"]').first().waitFor();
    expect(page.url()).toContain('/dashboard');
    await context.setOffline(false);
    await context.close();
  });
});
