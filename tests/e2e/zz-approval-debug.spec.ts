import { describe, it } from 'vitest';
import { DESKTOP, loginWithPassword, openPage } from './support/browser.js';
import { useServerAndBrowser } from './support/setup.js';

describe('debug', () => {
  const env = useServerAndBrowser();
  it('bell click', async () => {
    for (const reload of [false, true]) {
      const { page, context } = await openPage(env.browser, env.server.url, DESKTOP);
      page.on('console', (m) => console.log('console', m.text()));
      await loginWithPassword(page, 'ttg_admin');
      if (reload) await page.goto('/dashboard');
      await page.locator('[data-testid="bell-waiting-count"]').first().waitFor();
      await page.evaluate(() => {
        window.addEventListener('click', (e) => console.log('bubble', (e.target as Element).tagName, e.defaultPrevented, e.composedPath().slice(0, 6).map((n) => (n as Element).tagName ?? String(n)).join('>')), false);
        const orig = history.pushState.bind(history);
        history.pushState = (...a: Parameters<History['pushState']>) => { console.log('push', String(a[2])); return orig(...a); };
        const rep = history.replaceState.bind(history);
        history.replaceState = (...a: Parameters<History['replaceState']>) => { console.log('replace', String(a[2])); return rep(...a); };
      });
      await page.locator('[data-testid="bell-waiting-count"]').first().click();
      await page.waitForTimeout(1500);
      console.log('run reload=', reload, page.url());
      await context.close();
    }
  });
});
