/**
 * Where a first visit's main-thread time goes (a tool for Lighthouse's TBT, not a benchmark):
 * Chromium with the CPU slowed 4× (as Lighthouse's mobile preset simulates), a trace of the page
 * load with CPU samples and invalidation tracking, then every task longer than 50 ms after the
 * first contentful paint (PROFILE_ALL=1: from the start) with what ran in it (scripts/trace-analysis.ts).
 *
 * `npx tsx scripts/profile-start.ts <client dir> [path] [user]` — build the client unminified
 * first for readable names (`npx vite build --minify false --outDir <dir>`). The path defaults to
 * the storefront, the user to reseller_admin ('-' for none). DATABASE_URL → PostgreSQL.
 * PROFILE_SW=1 lets the service worker run (it precaches, and the offline kit's sync starts), as in
 * a Lighthouse run; by default it is blocked.
 */
import { chromium } from 'playwright-core';
import { CHROMIUM } from '../tests/e2e/support/browser.js';
import { startE2eServer } from '../tests/e2e/support/server.js';
import { analyseTrace, type TraceEvent } from './trace-analysis.js';

const [clientDir = 'dist', path = '/resellerOrderManagement', user = 'reseller_admin'] = process.argv.slice(2);
const SLOWDOWN = Number(process.env.PROFILE_CPU ?? 4);
const WIDTH = Number(process.env.PROFILE_WIDTH ?? 412);

process.env.E2E_CLIENT_DIR = clientDir;
const server = await startE2eServer();
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const context = await browser.newContext({ viewport: { width: WIDTH, height: 823 }, deviceScaleFactor: 1.75, isMobile: WIDTH < 800, hasTouch: WIDTH < 800, locale: 'tr-TR', serviceWorkers: process.env.PROFILE_SW ? 'allow' : 'block' });
  const page = await context.newPage();
  if (user !== '-') {
    const login = await fetch(`${server.url}/auth/public/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: user, password: 'demo1234' }) });
    const { token, refreshToken } = (await login.json()) as { token: string; refreshToken: string };
    const own = await (await fetch(`${server.url}/api/user/ownWeb`, { headers: { authorization: `Bearer ${token}` } })).json();
    await page.goto(`${server.url}/favicon.svg`);
    await page.evaluate((s) => Object.entries(s).forEach(([k, v]) => localStorage.setItem(k, v)), { token, refreshToken, user: JSON.stringify({ ...own, autoLogin: false }) });
  }
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'disabled-by-default-v8.cpu_profiler', 'v8.execute', 'v8', 'blink.user_timing', 'toplevel', 'loading', 'disabled-by-default-devtools.timeline.invalidationTracking'],
  });
  const t0 = Date.now();
  await page.goto(`${server.url}${path}`, { waitUntil: 'load' });
  await page.waitForTimeout(Number(process.env.PROFILE_WAIT_MS ?? 10_000));
  const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
  console.log(`loaded and watched for ${Date.now() - t0} ms`);
  analyseTrace(trace.traceEvents, { scale: 1, path, all: !!process.env.PROFILE_ALL });
  if (process.env.PROFILE_SHOT) await page.screenshot({ path: process.env.PROFILE_SHOT });
} finally {
  await browser.close();
  await server.close();
}
