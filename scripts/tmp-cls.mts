import { chromium } from 'playwright-core';
import { CHROMIUM } from '../tests/e2e/support/browser.js';
import { startE2eServer } from '../tests/e2e/support/server.js';
process.env.E2E_CLIENT_DIR = process.argv[2];
const server = await startE2eServer();
const N = Number(process.argv[3] ?? 10);
for (let i = 0; i < N; i++) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic'] });
  const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const page = await ctx.newPage();
  await page.addInitScript(() => {
    (window as any).__shifts = [];
    new PerformanceObserver((l) => {
      for (const e of l.getEntries() as any[]) {
        (window as any).__shifts.push({ t: Math.round(e.startTime), v: e.value.toFixed(4), had: e.hadRecentInput, src: (e.sources ?? []).map((s: any) => ({ n: s.node ? (s.node.nodeName + '.' + (s.node.className?.baseVal ?? s.node.className ?? '')).slice(0, 80) : null, prev: JSON.stringify(s.previousRect), cur: JSON.stringify(s.currentRect) })) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(server.url + '/login');
  await page.waitForTimeout(4000);
  const shifts = await page.evaluate(() => (window as any).__shifts);
  console.log(i, JSON.stringify(shifts));
  await browser.close();
}
await server.close();
process.exit(0);
