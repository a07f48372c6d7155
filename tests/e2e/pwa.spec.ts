import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findRoute } from '../../src/shared/access.js';
import { BUNDLE_TARGET, bundleReport } from '../../scripts/bench-bundle.js';
import { loginWithPassword, openPage, PHONE, screenshot } from './support/browser.js';
import { useServerAndBrowser } from './support/setup.js';

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

/** Width and height from a PNG's IHDR chunk; null when the bytes are not a PNG. */
function pngSize(bytes: Buffer): { width: number; height: number } | null {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (!bytes.subarray(0, 8).equals(signature) || bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('installable app (manifest, service worker, offline shell) and the first load', () => {
  const env = useServerAndBrowser();
  const clientDir = resolve(process.env.E2E_CLIENT_DIR ?? 'dist');

  const fetchIcon = async (icon: ManifestIcon) => {
    const res = await fetch(`${env.server.url}${icon.src}`);
    expect(res.status, icon.src).toBe(200);
    expect(res.headers.get('content-type'), icon.src).toBe('image/png');
    const size = pngSize(Buffer.from(await res.arrayBuffer()));
    expect(size, `${icon.src} is a PNG`).not.toBeNull();
    expect(`${size!.width}x${size!.height}`, icon.src).toBe(icon.sizes);
  };

  it('serves a valid manifest: identity, colours, real PNG icons of the stated sizes, maskable, shortcuts to dealer screens', async () => {
    const html = await (await fetch(`${env.server.url}/login`)).text();
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    const res = await fetch(`${env.server.url}/manifest.webmanifest`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/manifest+json');
    const manifest = await res.json();
    expect(manifest).toMatchObject({
      id: '/',
      name: 'Bayi Portalı',
      short_name: 'Bayi Portalı',
      lang: 'tr',
      start_url: '/dashboard',
      scope: '/',
      display: 'standalone',
      theme_color: '#1565c0',
      background_color: '#ffffff',
    });
    expect(manifest.categories).toEqual(expect.arrayContaining(['business', 'shopping']));
    // The start URL is a screen of the app.
    expect(findRoute(manifest.start_url)).toBeTruthy();

    const icons = manifest.icons as ManifestIcon[];
    expect(icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(icons.some((i) => i.purpose === 'maskable' && i.sizes === '512x512')).toBe(true);
    for (const icon of icons) await fetchIcon(icon);

    const shortcuts = manifest.shortcuts as { name: string; url: string; icons: ManifestIcon[] }[];
    expect(shortcuts.map((s) => [s.name, s.url])).toEqual([
      ['Mağaza', '/resellerOrderManagement'],
      ['Sipariş Takibi', '/resellerProductOrder/follow'],
    ]);
    for (const shortcut of shortcuts) {
      // Each shortcut opens a real route of the dealer (shared/access.ts).
      expect(findRoute(shortcut.url)?.roles).toContain('RESELLER_ADMIN');
      expect(shortcut.icons.map((i) => i.sizes)).toEqual(['96x96']);
      for (const icon of shortcut.icons) await fetchIcon(icon);
    }
  });

  it("serves robots.txt (not the app's HTML): the sign-in may be indexed, the screens behind it not", async () => {
    const res = await fetch(`${env.server.url}/robots.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const rules = (await res.text()).split('\n').filter((l) => l && !l.startsWith('#'));
    expect(rules).toEqual(['User-agent: *', 'Allow: /$', 'Allow: /login$', 'Disallow: /']);
  });

  it('registers the service worker once the start has settled, which controls the page and precaches the shell and the lazy screens', async () => {
    const { context, page, errors } = await openPage(env.browser, env.server.url);
    await page.goto('/login');
    // At the load event the worker is not registered yet: its install (the whole app) waits until
    // the page has been quiet for a second (lib/start-settled.ts).
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()) === undefined)).toBe(true);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${env.server.url}/sw.js`);

    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) for (const req of await (await caches.open(name)).keys()) urls.push(new URL(req.url).pathname);
      return urls;
    });
    // Everything index.html loads first, a lazy screen (the storefront) and the camera reader; not SheetJS.
    const initial = bundleReport(clientDir).initial.map((a) => `/${a.file}`);
    expect(cached).toEqual(expect.arrayContaining(['/index.html', ...initial]));
    expect(cached.some((url) => /\/assets\/storefront-page-[^/]+\.js$/.test(url))).toBe(true);
    expect(cached.some((url) => /\/assets\/zxing-reader-[^/]+\.js$/.test(url))).toBe(true);
    expect(cached.some((url) => /\/assets\/xlsx-[^/]+\.js$/.test(url))).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens the login page offline after one visit, and a dealer its storefront screen', async () => {
    const { context, page } = await openPage(env.browser, env.server.url, PHONE);
    await page.goto('/login');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);

    await context.setOffline(true);
    await page.reload();
    await page.locator('[data-testid="login-username"]').waitFor({ timeout: 15_000 });
    await screenshot(page, 'pwa-offline-login-phone');
    await context.setOffline(false);

    await loginWithPassword(page, 'reseller_admin');
    await context.setOffline(true);
    // A screen never opened online: its chunk comes from the precache.
    await page.goto('/resellerOrderManagement');
    await page.locator('[data-testid="topbar-user-name"]').first().waitFor({ timeout: 15_000 });
    expect(page.url()).toContain('/resellerOrderManagement');
    await screenshot(page, 'pwa-offline-storefront-phone');
    await context.setOffline(false);
    await context.close();
  });

  it('paints the splash before any script runs, then the app replaces it', async () => {
    const { context, page } = await openPage(env.browser, env.server.url, PHONE);
    // Scripts blocked: what the HTML alone paints on a slow line.
    await page.route('**/*.js', (route) => route.abort());
    await page.goto('/login');
    expect(await page.locator('.boot-splash').textContent()).toContain('Bayi Portalı');
    // Its bar moves by transform only (no repaint per frame) and only after a second: a quick start
    // draws no stream of frames (on a 2-core machine they held back the first one on screen).
    const bar = await page.evaluate(() =>
      document.getAnimations().map((a) => {
        const timing = a.effect!.getTiming();
        return { name: (a as CSSAnimation).animationName, delay: timing.delay, properties: [...new Set((a.effect as KeyframeEffect).getKeyframes().flatMap((k) => Object.keys(k)))].filter((p) => !['offset', 'computedOffset', 'easing', 'composite'].includes(p)) };
      }),
    );
    expect(bar).toEqual([{ name: 'boot-bar', delay: 1000, properties: ['transform'] }]);
    await page.unroute('**/*.js');
    await page.reload();
    await page.locator('[data-testid="login-username"]').waitFor();
    expect(await page.locator('.boot-splash').count()).toBe(0);
    await context.close();
  });

  it("names a route's first-screen files in the route's HTML (login, the storefront with its frame, a product with parameters); each is served", async () => {
    const preloadsOf = async (path: string) => {
      const html = await (await fetch(`${env.server.url}${path}`)).text();
      const built = readFileSync(resolve(clientDir, 'index.html'), 'utf8');
      return [...html.matchAll(/<link rel="(?:modulepreload|preload)"[^>]*href="([^"]+)"/g)].map((m) => m[1]).filter((href) => !built.includes(`"${href}"`));
    };
    const login = await preloadsOf('/login');
    expect(login.some((f) => /\/assets\/login-page-[\w-]+\.js$/.test(f))).toBe(true);
    const shop = await preloadsOf('/resellerOrderManagement?x=1');
    expect(shop.some((f) => /\/assets\/storefront-page-[\w-]+\.js$/.test(f))).toBe(true);
    expect(shop.some((f) => /\/assets\/shell-frame-[\w-]+\.js$/.test(f))).toBe(true);
    expect(shop).not.toContain(login.find((f) => /login-page/.test(f)));
    expect((await preloadsOf('/resellerProduct/12/8690000000001')).some((f) => /\/assets\/product-page-[\w-]+\.js$/.test(f))).toBe(true);
    expect(await preloadsOf('/no-such-page')).toEqual([]);
    for (const file of new Set([...login, ...shop])) {
      const res = await fetch(`${env.server.url}${file}`);
      expect(res.status, file).toBe(200);
      expect(res.headers.get('content-type'), file).toMatch(file.endsWith('.css') ? /text\/css/ : /javascript/);
    }
    // Every route's files are files of the build (a name the bundler dropped would come back as the HTML).
    const routes = JSON.parse(readFileSync(resolve(clientDir, 'route-preloads.json'), 'utf8')) as { path: string; files: string[] }[];
    expect(routes.length).toBeGreaterThan(40);
    expect(routes.flatMap((r) => r.files.filter((f) => !existsSync(resolve(clientDir, `.${f}`))).map((f) => `${r.path}: ${f}`))).toEqual([]);
  });

  it('asks for each stylesheet once on a first load (its preload is the request the page uses: same credentials mode), with no preload warning', async () => {
    // No service worker: each load goes to the network as a first visit's does.
    const context = await env.browser.newContext({ baseURL: env.server.url, viewport: PHONE, locale: 'tr-TR', serviceWorkers: 'block' });
    const page = await context.newPage();
    const requests: string[] = [];
    const warnings: string[] = [];
    page.on('request', (req) => requests.push(new URL(req.url()).pathname));
    page.on('console', (m) => m.type() === 'warning' && /preload/i.test(m.text()) && warnings.push(m.text()));
    const cssOf = () => requests.filter((p) => p.endsWith('.css'));
    const twice = () => cssOf().filter((p, i, all) => all.indexOf(p) !== i);

    await page.goto('/login');
    await page.locator('[data-testid="login-username"]').waitFor();
    expect(cssOf().some((p) => /\/assets\/main-[\w-]+\.css$/.test(p))).toBe(true);
    expect(twice()).toEqual([]);
    await loginWithPassword(page, 'reseller_admin');
    // The storefront opened as a first load (its HTML names the frame's and the storefront's stylesheets).
    requests.length = 0;
    await page.goto('/resellerOrderManagement');
    await page.locator('[data-testid="cart-button"]').first().waitFor({ timeout: 15_000 });
    // A preload that is not used is reported after a few seconds.
    await page.waitForTimeout(3500);
    const css = cssOf();
    for (const name of ['main', 'shell-frame', 'shop', 'storefront-page']) expect(css.some((p) => new RegExp(`/assets/${name}-[\\w-]+\\.css$`).test(p)), name).toBe(true);
    expect(twice()).toEqual([]);
    expect(warnings).toEqual([]);
    await context.close();
  });

  it("gives the client's zod its Turkish messages and runs it without eval (the page's CSP has none)", () => {
    // scripts/vite-zod-turkish.ts: once the bundler dropped its config calls, and forms showed zod's English.
    const assets = resolve(clientDir, 'assets');
    const withZod = readdirSync(assets).filter((f) => f.endsWith('.js') && readFileSync(resolve(assets, f), 'utf8').includes('captureStackTrace'));
    expect(withZod.length).toBeGreaterThan(0);
    const code = withZod.map((f) => readFileSync(resolve(assets, f), 'utf8')).join('\n');
    expect(code).toContain('beklenen'); // zod/locales tr
    expect(code).toMatch(/jitless:(!0|true)/);
    // Only the Turkish locale: a wrapper that exported zod's namespace as a value kept all 40 (German, Spanish…), 387 KB.
    const everything = readdirSync(assets).filter((f) => f.endsWith('.js')).map((f) => readFileSync(resolve(assets, f), 'utf8')).join('\n');
    expect(everything).not.toContain('Ungültige Eingabe');
    expect(everything).not.toContain('Entrada inválida');
  });

  it(`loads at most ${BUNDLE_TARGET.initialGzipKb} KB (gzip) of JS and CSS before the first screen; SheetJS, zxing and Dexie stay lazy`, () => {
    const report = bundleReport(clientDir);
    expect(report.initialGzip / 1024).toBeLessThanOrEqual(BUNDLE_TARGET.initialGzipKb);
    const html = readFileSync(resolve(clientDir, 'index.html'), 'utf8');
    for (const lazy of [/xlsx-/, /zxing/, /\/db-/, /dexie/i]) {
      expect(report.initial.some((a) => lazy.test(a.file)), String(lazy)).toBe(false);
      expect(html).not.toMatch(lazy);
    }
  });
});
