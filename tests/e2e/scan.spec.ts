import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import zxing from '@zxing/library';
import { queryRows } from '../../src/server/db/sql.js';
import { seedStorefront } from '../../src/server/db/seed/storefront.js';
import { SCAN_MSG } from '../../src/client/lib/scan/scan-texts.js';
import { ean13CheckDigit } from '../fixtures/scan/ean13.js';
import { SCAN_FIXTURE } from '../fixtures/scan/scan-fixture.js';
import { DESKTOP, fillIon, launchBrowser, loginWithPassword, openPage, PHONE, screenshot, showFilters } from './support/browser.js';
import { fakeCameraArgs, writeFakeCameraVideo } from './support/fake-camera.js';
import { decodePngToGrey } from './support/png.js';
import { startE2eServer, type E2eServer } from './support/server.js';

const { code } = SCAN_FIXTURE;

/**
 * Records every camera stream the page opens (to check it is stopped) and the constraints it
 * asked with, without changing what getUserMedia does.
 */
async function watchCamera(page: Page) {
  await page.addInitScript(() => {
    const seen = { streams: [] as MediaStream[], constraints: [] as unknown[] };
    Object.assign(window, { __camera: seen });
    const media = navigator.mediaDevices;
    if (!media) return;
    const original = media.getUserMedia.bind(media);
    media.getUserMedia = async (constraints) => {
      seen.constraints.push(constraints);
      const stream = await original(constraints);
      seen.streams.push(stream);
      return stream;
    };
  });
  return {
    trackStates: () =>
      page.evaluate(() => (window as unknown as { __camera: { streams: MediaStream[] } }).__camera.streams.flatMap((s) => s.getTracks().map((t) => t.readyState))),
    constraints: () => page.evaluate(() => (window as unknown as { __camera: { constraints: unknown[] } }).__camera.constraints),
  };
}

/** The page's requests for the zxing chunk (it must come only when a camera opens). */
function watchZxing(page: Page) {
  const urls: string[] = [];
  page.on('request', (r) => /zxing/.test(r.url()) && urls.push(r.url()));
  return urls;
}

const inputOf = (page: Page, testId: string) => page.locator(`[data-testid="${testId}"] input`);
/** Opening the camera, loading zxing and reading the first frames with the code: seconds on a busy 2-core machine. */
const READ = { timeout: 20_000 };

describe('scanning: a real EAN-13 through Chromium’s fake camera (zxing: no BarcodeDetector on Linux)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'bp-scan-'));
  const video = join(dir, 'ean13.y4m');
  let server: E2eServer;
  let browser: Browser;
  const db = () => server.built.database.db;

  /** A product on DST001's storefront and price list (the dealer BY10001 buys from it) now carries the fixture's barcode. */
  async function productWithFixtureBarcode() {
    await seedStorefront(db());
    const [product] = await queryRows<{ id: number; name: string }>(
      db(),
      sql`select m.id, m.name from models m
          join model_price_disties d on d.model_id = m.id join disties x on x.id = d.disty_id and x.code = 'DST001'
          where d.approve_type = 'APPROVED' and d.start_date <= now() and (d.end_date is null or d.end_date > now())
            and d.reseller_price is not null and m.approve_type = 'APPROVED'
          order by m.id limit 1`,
    );
    await db().execute(sql`update models set barcode = ${code} where id = ${product.id}`);
    return product;
  }

  beforeAll(async () => {
    writeFakeCameraVideo(SCAN_FIXTURE.png, video);
    server = await startE2eServer();
    browser = await launchBrowser(fakeCameraArgs(video));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('the fixture is a real EAN-13: its check digit is right and an independent zxing decode of the PNG reads it', () => {
    expect(code).toMatch(/^\d{13}$/);
    expect(ean13CheckDigit(code.slice(0, 12))).toBe(Number(code[12]));
    const image = decodePngToGrey(readFileSync(SCAN_FIXTURE.png));
    const reader = new zxing.MultiFormatReader();
    reader.setHints(new Map());
    const result = reader.decodeWithState(new zxing.BinaryBitmap(new zxing.HybridBinarizer(new zxing.RGBLuminanceSource(new Uint8ClampedArray(image.pixels), image.width, image.height))));
    expect(result.getText()).toBe(code);
    expect(result.getBarcodeFormat()).toBe(zxing.BarcodeFormat.EAN_13);
    // The committed image stays small; the video is made at test time (640×480 4:2:0, 20 frames).
    expect(statSync(SCAN_FIXTURE.png).size).toBeLessThan(4096);
    expect(statSync(video).size).toBe('YUV4MPEG2 W640 H480 F10:1 Ip A1:1 C420jpeg\n'.length + 20 * ('FRAME\n'.length + 640 * 480 * 1.5));
  });

  it('390 px phone, price list: the camera button reads the barcode into the filter, the list shows that product; zxing loads only then and the camera stops', async () => {
    const product = await productWithFixtureBarcode();
    const { context, page, errors } = await openPage(browser, server.url, PHONE);
    page.setDefaultTimeout(20_000);
    await context.grantPermissions(['camera'], { origin: server.url });
    const camera = await watchCamera(page);
    const zxingRequests = watchZxing(page);
    await loginWithPassword(page, 'reseller_admin');
    await page.goto('/productPriceInfoList');
    await page.locator('[data-testid="reseller-prices"]').waitFor();
    await showFilters(page, 'reseller-prices');
    const rows = page.locator('[data-testid^="reseller-prices-row-"]');
    await expect.poll(() => rows.count(), READ).toBeGreaterThan(1);
    expect(zxingRequests).toEqual([]);

    await page.locator('[data-testid="reseller-prices-filter-barcode-scan"]').click();
    await expect.poll(() => inputOf(page, 'reseller-prices-filter-barcode').inputValue(), READ).toBe(code);
    // The sheet closed itself, the camera is off, and zxing came in one chunk at the first opening.
    await page.locator('[data-testid="reseller-prices-filter-barcode-sheet-status"]').waitFor({ state: 'detached' });
    expect(await camera.trackStates()).toEqual(['ended']);
    expect(await camera.constraints()).toMatchObject([{ audio: false, video: { facingMode: { ideal: 'environment' } } }]);
    expect(zxingRequests).toHaveLength(1);

    await expect.poll(() => rows.count(), READ).toBe(1);
    expect(await rows.first().textContent()).toContain(product.name);
    await screenshot(page, 'scan-price-list-phone');
    expect(errors.filter((e) => !e.includes('favicon'))).toEqual([]);
    await context.close();
  });

  it('desktop storefront: the search box’s camera button puts the barcode in the search and the storefront shows that product', async () => {
    const product = await productWithFixtureBarcode();
    const { context, page, errors } = await openPage(browser, server.url, DESKTOP);
    page.setDefaultTimeout(20_000);
    await context.grantPermissions(['camera'], { origin: server.url });
    const camera = await watchCamera(page);
    await loginWithPassword(page, 'reseller_admin');
    await page.goto('/resellerOrderManagement');
    await page.locator('[data-testid="shop-grid"]').waitFor();

    await page.locator('[data-testid="shop-search-scan"]').click();
    // The sheet is a dialog on desktop: shot while it scans (the video loops 0.5 s of counter first).
    // On a starved machine the video can reach the barcode before the dialog has shown: the sheet has
    // then read it and closed, and there is nothing left to shoot.
    const status = page.locator('[data-testid="shop-search-sheet-status"]');
    await expect.poll(async () => (await status.isVisible()) || (await inputOf(page, 'shop-search').inputValue()) === code, READ).toBe(true);
    if (await status.isVisible()) await screenshot(page, 'scan-sheet-desktop');
    await expect.poll(() => inputOf(page, 'shop-search').inputValue(), READ).toBe(code);
    await page.locator(`[data-testid="product-card-${product.id}"]`).waitFor();
    await expect.poll(() => page.locator('[data-testid^="product-card-"]').count(), READ).toBe(1);
    expect(await camera.trackStates()).toEqual(['ended']);
    expect(errors.filter((e) => !e.includes('favicon'))).toEqual([]);
    await context.close();
  });

  it('camera refused: the sheet says so in Turkish and the barcode typed by hand still filters', async () => {
    const product = await productWithFixtureBarcode();
    // Another Chromium with the same camera but nobody to answer the permission prompt: refused.
    const refusing = await launchBrowser(fakeCameraArgs(video, { allowCamera: false }));
    try {
      const { context, page, errors } = await openPage(refusing, server.url, PHONE);
      page.setDefaultTimeout(20_000);
      await loginWithPassword(page, 'reseller_admin');
      await page.goto('/productPriceInfoList');
      await page.locator('[data-testid="reseller-prices"]').waitFor();
      await showFilters(page, 'reseller-prices');
      await page.locator('[data-testid="reseller-prices-filter-barcode-scan"]').click();
      const status = page.locator('[data-testid="reseller-prices-filter-barcode-sheet-status"]');
      await expect.poll(() => status.textContent(), READ).toBe(SCAN_MSG.denied);
      expect(await status.getAttribute('role')).toBe('alert');
      await screenshot(page, 'scan-refused-phone');
      await page.locator('[data-testid="reseller-prices-filter-barcode-sheet-manual"]').click();
      await status.waitFor({ state: 'detached' });

      await fillIon(page, 'reseller-prices-filter-barcode', code);
      const rows = page.locator('[data-testid^="reseller-prices-row-"]');
      await expect.poll(() => rows.count(), READ).toBe(1);
      expect(await rows.first().textContent()).toContain(product.name);
      // The refusal is the user's answer, not an app error: only Chromium's own console line about it may show.
      expect(errors.filter((e) => !e.includes('favicon') && !/Permission|NotAllowed/i.test(e))).toEqual([]);
      await context.close();
    } finally {
      await refusing.close();
    }
  });
});
