/**
 * The README's two pictures, taken from the real app with the demo data:
 * the dealer's storefront on a phone (390 px) and the group admin's sales list on a desktop (1440 px).
 *
 *   npx vite build --outDir /tmp/readme-dist --emptyOutDir      (or npm run build:client and CLIENT_DIR=dist)
 *   CLIENT_DIR=/tmp/readme-dist npx tsx scripts/readme-screenshots.ts [out dir, default docs/images]
 *
 * The server is the real one (buildApp, as `npm start` runs it) on a fresh data folder with the demo
 * seed: embedded PGlite, or PostgreSQL when DATABASE_URL names an empty database. DEMO_UNITS
 * (default here 6,000, as the tests) sets the size of the demo ledger; SHOTS_DATA_DIR reuses a data folder
 * an earlier run seeded (and keeps it). Chromium is Debian's
 * (tests/e2e/support/browser.ts). The pictures are encoded as WebP by Chromium itself (the repo has no image
 * library), so each stays well under 250 KB.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { buildApp } from '../src/server/app.js';
import { loadConfig } from '../src/server/config.js';
import { animationsSettled, DESKTOP, launchBrowser, loginWithPassword, openPage, PHONE } from '../tests/e2e/support/browser.js';

const outDir = resolve(process.argv[2] ?? 'docs/images');
// SHOTS_DATA_DIR: a data folder seeded by an earlier run (kept), else a fresh one (removed at the end).
const keptDir = process.env.SHOTS_DATA_DIR;
const dataDir = keptDir ?? mkdtempSync(join(tmpdir(), 'bp-readme-'));

/** Chromium's own encoder: the PNG screenshot drawn on a canvas and read back as WebP. */
async function toWebp(browser: Browser, png: Buffer, quality: number): Promise<Buffer> {
  const page = await browser.newPage();
  try {
    const dataUrl: string = await page.evaluate(
      async ({ src, q }) => {
        const img = new Image();
        img.src = src;
        await img.decode();
        const canvas = document.createElement('canvas');
        canvas.width = img.naturalWidth;
        canvas.height = img.naturalHeight;
        canvas.getContext('2d')!.drawImage(img, 0, 0);
        return canvas.toDataURL('image/webp', q);
      },
      { src: `data:image/png;base64,${png.toString('base64')}`, q: quality },
    );
    return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  } finally {
    await page.close();
  }
}

async function save(browser: Browser, page: Page, name: string) {
  await animationsSettled(page);
  const png = await page.screenshot({ type: 'png' });
  const webp = await toWebp(browser, png, 0.82);
  writeFileSync(join(outDir, name), webp);
  console.log(`${name}: ${(webp.length / 1024).toFixed(1)} KB (PNG would be ${(png.length / 1024).toFixed(1)} KB)`);
}

const config = loadConfig(
  { ...process.env, DATA_DIR: dataDir, DEMO_UNITS: process.env.DEMO_UNITS ?? '6000', NODE_ENV: 'development', SEED_DEMO: 'true', NOTIFY_ADAPTER: 'memory' },
  { clientDir: resolve(process.env.CLIENT_DIR ?? 'dist') },
);
console.log(`seeding the demo into ${dataDir} …`);
const started = Date.now();
const built = await buildApp(config);
await built.app.listen({ port: 0, host: '127.0.0.1' });
const url = `http://127.0.0.1:${(built.app.server.address() as AddressInfo).port}`;
console.log(`server ready at ${url} after ${((Date.now() - started) / 1000).toFixed(0)} s`);

console.log('launching Chromium …');
const browser = await launchBrowser();
try {
  mkdirSync(outDir, { recursive: true });

  // The dealer's phone: the storefront of BY10001 (reseller_admin), with a device pixel ratio of 2.
  const phone = await browser.newContext({ baseURL: url, viewport: PHONE, deviceScaleFactor: 2, locale: 'tr-TR', serviceWorkers: 'block' });
  const dealer = await phone.newPage();
  dealer.setDefaultTimeout(30_000);
  await loginWithPassword(dealer, 'reseller_admin');
  console.log('dealer signed in');
  await dealer.goto('/resellerOrderManagement');
  await dealer.locator('[data-testid="shop-grid"] [data-testid^="product-card-"]').first().waitFor();
  await dealer.waitForLoadState('networkidle');
  // The pictures in view have arrived (lazy ones below the fold never load, so they are not awaited).
  await dealer.waitForFunction(() =>
    [...document.images].filter((i) => i.getBoundingClientRect().top < innerHeight).every((i) => i.complete),
  );
  await save(browser, dealer, 'dealer-storefront-phone.webp');
  await phone.close();

  // The admin's desktop: the sales list of the whole network (ttg_admin).
  const { context: desk, page: admin } = await openPage(browser, url, DESKTOP);
  admin.setDefaultTimeout(30_000);
  await loginWithPassword(admin, 'ttg_admin');
  await admin.goto('/productSaleList');
  await admin.locator('[data-testid^="sales-row-"]').first().waitFor();
  await admin.waitForLoadState('networkidle');
  await save(browser, admin, 'admin-sales-desktop.webp');
  await desk.close();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await browser.close();
  await built.close();
  if (!keptDir) rmSync(dataDir, { recursive: true, force: true });
}
process.exit();
