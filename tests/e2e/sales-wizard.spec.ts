import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { SALE_CONFLICT_TEXTS, WIZARD_MSG } from '../../src/shared/contract/sale-texts.js';
import { fillIon, launchBrowser, loginWithPassword, openPage, PHONE, screenshot, showFilters } from './support/browser.js';
import { fakeCameraArgs } from './support/fake-camera.js';
import { byTestId, chooseOption, toastsGone, toastText, waitForServiceWorker } from './support/page-helpers.js';
import { dealerCampaignSerial, foldFilters, dealerProduct, drawCode128, giveDealerUnits, readLabel, salesOfSerial, sellByApi, unitWhere, writeSerialVideo } from './support/sales.js';
import { startE2eServer, type E2eServer } from './support/server.js';

/** Opening the camera, loading zxing and reading the first frames: seconds on a busy 2-core machine. */
const READ = { timeout: 20_000 };
const lines = (page: Page) => page.locator('[data-testid^="basket-line-"]');
const lineOf = (page: Page, serial: string) => lines(page).filter({ hasText: serial });
const trayCount = (page: Page) => byTestId(page, 'pending-tray-count').first();

async function fillCustomer(page: Page, name: string) {
  await byTestId(page, 'wizard-tabs-customer').click();
  await chooseOption(page, 'wizard-customerType', 'Mobil');
  await fillIon(page, 'wizard-customerName', name);
  await fillIon(page, 'wizard-customerSurname', 'Demir');
  await fillIon(page, 'wizard-customerPhoneNo', '5321234567');
  // The mask formats the number on its input event, a turn after the typing on a busy machine.
  await expect.poll(() => byTestId(page, 'wizard-customerPhoneNo').locator('input').inputValue(), { timeout: 10_000 }).toBe('(532) 123-4567');
}

/** Types a serial into the basket's field and adds it (a hardware scanner or a dealer's thumbs). */
async function typeSerial(page: Page, serial: string) {
  await fillIon(page, 'wizard-serial', serial);
  await byTestId(page, 'wizard-add').click();
  await lineOf(page, serial).waitFor();
}

/**
 * The in-store sales wizard /satis on a 390 px phone (issue 31): serial labels read by Chromium's
 * fake camera (Code 128, as zxing reads them in the app), a campaign sale completed without a
 * signal that waits in the pending tray and is recorded exactly once when the signal returns, and
 * a sale whose unit another device sold meanwhile, stopped with its line shown.
 */
describe('sales wizard: a dealer sells in the shop, with and without a signal', () => {
  const dir = mkdtempSync(join(tmpdir(), 'bp-sale-scan-'));
  const video = join(dir, 'serial.y4m');
  let server: E2eServer;
  let browser: Browser;

  beforeAll(async () => {
    // The camera plays a blank counter until the first label is written.
    writeSerialVideo('00000000000000', video);
    server = await startE2eServer();
    browser = await launchBrowser(fakeCameraArgs(video));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('the serial label is a real Code 128 that zxing reads back', () => {
    expect(readLabel(drawCode128('17329876543211'))).toEqual({ text: '17329876543211', format: 'CODE_128' });
  });

  it('scans two serials, sells one offline as TEMLIK with its campaign serial: once in /productSaleList, gone from the stock; a unit sold meanwhile by another device stops the next sale on its line', async () => {
    const product = await dealerProduct(server);
    const [scannedA, scannedB, typedC] = await giveDealerUnits(server, product, 3);
    const code = await dealerCampaignSerial(server);

    const { context, page, errors } = await openPage(browser, server.url, PHONE);
    page.setDefaultTimeout(20_000);
    await context.grantPermissions(['camera'], { origin: server.url });
    await loginWithPassword(page, 'reseller_admin');
    await waitForServiceWorker(page);
    await page.goto('/satis');

    // --- The eligibility warning on open, then the customer.
    await byTestId(page, 'wizard-eligibility').waitFor();
    await screenshot(page, 'sales-wizard-eligibility-phone');
    await byTestId(page, 'wizard-eligibility-submit').click();
    await byTestId(page, 'wizard-eligibility').waitFor({ state: 'hidden' });
    await fillCustomer(page, 'Ayşe');
    await screenshot(page, 'sales-wizard-customer-phone');
    await byTestId(page, 'wizard-next').click();
    await byTestId(page, 'wizard-brands').waitFor();
    await screenshot(page, 'sales-wizard-brands-phone');

    // --- My Basket: the stock synced on the device, two labels read by the camera.
    await byTestId(page, 'wizard-tabs-basket').click();
    await expect.poll(() => byTestId(page, 'wizard-sync-note').textContent(), READ).toContain('Stok son eşitleme');
    for (const serial of [scannedA, scannedB]) {
      writeSerialVideo(serial, video);
      await byTestId(page, 'wizard-serial-scan').click();
      await byTestId(page, 'wizard-serial-sheet-status').waitFor();
      await lineOf(page, serial).waitFor(READ);
      await byTestId(page, 'wizard-serial-sheet-status').waitFor({ state: 'detached' });
    }
    await expect.poll(() => lines(page).count()).toBe(2);
    expect(await lineOf(page, scannedA).textContent()).toContain(product.name);
    // The same label again: refused, the basket unchanged.
    await fillIon(page, 'wizard-serial', scannedA);
    await byTestId(page, 'wizard-add').click();
    await toastText(page, WIZARD_MSG.alreadyInBasket).waitFor();
    expect(await lines(page).count()).toBe(2);
    await toastsGone(page);
    await screenshot(page, 'sales-wizard-basket-phone');

    // One unit is sold: the other leaves the basket.
    await lineOf(page, scannedB).locator('[data-testid^="basket-remove-"]').click();
    await expect.poll(() => lines(page).count()).toBe(1);

    // --- Without a signal: TEMLIK with the dealer's campaign serial; the sale waits in the tray.
    await context.setOffline(true);
    await byTestId(page, 'basket-complete').click();
    await byTestId(page, 'sale-type-TEMLIK').click();
    await byTestId(page, `campaign-${code.campaignId}`).click();
    await byTestId(page, 'wizard-code').waitFor();
    await fillIon(page, 'wizard-serialValue', code.serial);
    await screenshot(page, 'sales-wizard-code-phone');
    await byTestId(page, 'wizard-code-submit').click();
    await expect.poll(() => byTestId(page, 'wizard-code-shown').textContent()).toContain(code.serial);
    // The chosen campaign's code and the button stay in reach: the campaigns scroll in their own box.
    await byTestId(page, 'wizard-complete-sale').scrollIntoViewIfNeeded();
    expect(await byTestId(page, 'wizard-complete-sale').isVisible()).toBe(true);
    await screenshot(page, 'sales-wizard-complete-phone');
    await byTestId(page, 'wizard-complete-sale').click();
    await toastText(page, WIZARD_MSG.queued).waitFor();
    await expect.poll(() => trayCount(page).textContent()).toBe('1');
    await byTestId(page, 'pending-tray').click();
    await byTestId(page, 'pending-entry-sale.complete').waitFor();
    await toastsGone(page);
    await screenshot(page, 'sales-wizard-tray-phone');
    await byTestId(page, 'pending-tray-close').click();
    expect(await salesOfSerial(server, scannedA)).toEqual([]);

    // --- The signal returns: the sale goes through exactly once.
    await context.setOffline(false);
    await trayCount(page).waitFor({ state: 'detached', timeout: 30_000 });
    const sold = await salesOfSerial(server, scannedA);
    expect(sold).toMatchObject([{ sale_type: 'TEMLIK', status: 'COMPLETED', serial_value: code.serial }]);
    expect(await unitWhere(server, scannedA)).toMatchObject({ holder: 'CUSTOMER', status: 'SOLD' });

    // As the dealer reads it: once in its sales list, gone from its stock (the other two still there).
    await page.goto('/productSaleList');
    await byTestId(page, 'sales').waitFor();
    await showFilters(page, 'sales');
    await fillIon(page, 'sales-filter-serialNo', scannedA);
    const saleRows = page.locator('[data-testid^="sales-row-"]');
    await expect.poll(async () => (await saleRows.count()) === 1 && (await byTestId(page, `sales-row-${sold[0].id}`).count()), READ).toBe(1);
    await foldFilters(page, 'sales');
    await screenshot(page, 'sales-wizard-sold-list-phone');
    await page.goto('/stockInfoList');
    await byTestId(page, 'reseller-stock').waitFor();
    await showFilters(page, 'reseller-stock');
    const stockRows = page.locator('[data-testid^="reseller-stock-row-"]');
    await fillIon(page, 'reseller-stock-filter-serialNo', scannedB);
    await expect.poll(() => byTestId(page, 'reseller-stock-table').textContent(), READ).toContain(scannedB);
    await fillIon(page, 'reseller-stock-filter-serialNo', scannedA);
    await expect.poll(async () => (await byTestId(page, 'reseller-stock-table').textContent())?.includes(scannedB), READ).toBe(false);
    expect(await stockRows.count()).toBe(0);

    // --- The next sale, offline again: B and C typed; meanwhile another device sells B.
    await page.goto('/satis');
    await byTestId(page, 'wizard-eligibility-submit').click();
    await fillCustomer(page, 'Mehmet');
    await byTestId(page, 'wizard-tabs-basket').click();
    await expect.poll(() => byTestId(page, 'wizard-sync-note').textContent(), READ).toContain('Stok son eşitleme');
    await context.setOffline(true);
    await typeSerial(page, scannedB);
    await typeSerial(page, typedC);
    await byTestId(page, 'basket-complete').click();
    await byTestId(page, 'sale-type-VANILLA').click();
    await byTestId(page, 'wizard-complete-sale').click();
    await toastText(page, WIZARD_MSG.queued).waitFor();
    await expect.poll(() => trayCount(page).textContent()).toBe('1');

    const elsewhere = await sellByApi(server, 'reseller_user', [scannedB]);
    await context.setOffline(false);
    // The server answers 409 for B's line: the sale stays stopped, its line shown with the reason.
    const conflicts = byTestId(page, 'wizard-conflicts');
    await conflicts.waitFor({ timeout: 30_000 });
    const shown = conflicts.locator('[data-testid^="wizard-conflict-"][data-reason]');
    await expect.poll(() => shown.count()).toBe(1);
    expect(await shown.first().getAttribute('data-reason')).toBe('SOLD');
    expect(await shown.first().textContent()).toContain(scannedB);
    expect(await shown.first().textContent()).toContain(SALE_CONFLICT_TEXTS.SOLD);
    expect(await conflicts.textContent()).not.toContain(typedC);
    await toastsGone(page).catch(() => undefined);
    await screenshot(page, 'sales-wizard-conflict-phone');
    // Nothing of the stopped sale was written: B sold once (elsewhere), C still the dealer's.
    expect((await salesOfSerial(server, scannedB)).map((s) => s.id)).toEqual([elsewhere.id]);
    expect(await salesOfSerial(server, typedC)).toEqual([]);
    expect(await unitWhere(server, typedC)).toMatchObject({ holder: 'RESELLER', code: 'BY10001' });

    // The dealer deletes the stopped sale: the panel and the tray empty.
    await byTestId(page, 'wizard-conflict-discard').click();
    await conflicts.waitFor({ state: 'detached' });
    await trayCount(page).waitFor({ state: 'detached' });

    // Offline the browser logs every failed request, and the 409 is the server's answer, not a defect.
    expect(errors.filter((e) => !/favicon|net::|Failed to (fetch|load resource)|status of 409/.test(e))).toEqual([]);
    await context.close();
  });
});
