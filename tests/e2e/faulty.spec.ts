import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { FAULTY_MSG, FAULTY_PHOTO_MAX_BYTES, FAULTY_STATUS_LABELS } from '../../src/shared/contract/faulty.js';
import { formatDate } from '../../src/shared/format.js';
import { REPORT_UI } from '../../src/client/faulty/report/report-texts.js';
import { DESKTOP, fillIon, launchBrowser, loginWithPassword, openPage, PHONE, screenshot } from './support/browser.js';
import { fakeCameraArgs } from './support/fake-camera.js';
import { drawCode128Label, PHOTO_JPG, PHOTO_TOO_BIG, soldTdrUnit, ticketsOfUnit, unitOf, writeLabelVideo } from './support/faulty.js';
import { byTestId, toastsGone, toastText, waitForServiceWorker } from './support/page-helpers.js';
import { readLabel } from './support/sales.js';
import { startE2eServer, type E2eServer } from './support/server.js';

/** Opening the camera, loading zxing and reading the first frames: seconds on a busy 2-core machine. */
const READ = { timeout: 20_000 };
const trayCount = (page: Page) => byTestId(page, 'pending-tray-count').first();
const field = (page: Page, testId: string) => byTestId(page, testId).textContent();
/** Offline the browser logs every failed request: those are the missing signal, not defects. */
const defects = (errors: string[]) => errors.filter((e) => !/favicon|net::|Failed to (fetch|load resource)/.test(e));

/**
 * Faulty products (issue 32) in the browser, on the real server and database with the production
 * build: at 390 px the demo dealer reads the serial of a unit it sold with Chromium's fake camera,
 * attaches real photos, reports without a signal — the report waits in the pending tray and is
 * sent exactly once when the signal returns —; the supplier approves the replacement on desktop;
 * the dealer's list shows it approved with the new serial and cargo; the admin's search lists it.
 */
describe('faulty products: reported offline in the shop, exchanged by the supplier', () => {
  const dir = mkdtempSync(join(tmpdir(), 'bp-faulty-scan-'));
  const video = join(dir, 'serial.y4m');
  let server: E2eServer;
  let browser: Browser;

  beforeAll(async () => {
    // The camera plays a blank label until the unit's is written.
    writeLabelVideo('00000000000000', video);
    server = await startE2eServer();
    browser = await launchBrowser(fakeCameraArgs(video));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("the demo serial's label (set B, then set C) is a real Code 128 that zxing reads back", () => {
    expect(readLabel(drawCode128Label('SN2505190000123'))).toEqual({ text: 'SN2505190000123', format: 'CODE_128' });
    expect(readLabel(drawCode128Label('SN25051900001234'))).toEqual({ text: 'SN25051900001234', format: 'CODE_128' });
  });

  it('scans, photographs and reports offline at 390 px; sent once online; the supplier approves; the dealer sees it approved; the admin finds it', async () => {
    const unit = await soldTdrUnit(server);
    const newSerial = `YN${Date.now()}`;
    const cargo = { name: 'Yurtiçi Kargo', code: `YK${Date.now()}`.slice(0, 14) };
    // The big photo must really be over the limit, or the scaling down is not tried.
    expect(statSync(PHOTO_TOO_BIG).size).toBeGreaterThan(FAULTY_PHOTO_MAX_BYTES);

    // ---------------- The dealer, on a phone ----------------
    const dealer = await openPage(browser, server.url, PHONE);
    const page = dealer.page;
    page.setDefaultTimeout(20_000);
    await dealer.context.grantPermissions(['camera'], { origin: server.url });
    await loginWithPassword(page, 'reseller_admin');
    await waitForServiceWorker(page);
    await page.goto('/faultyProductNotification');
    await byTestId(page, 'faulty-report').waitFor();

    // The label read by the camera lands in the serial field; 'Ürünü Ara' shows the product.
    writeLabelVideo(unit.serialNo, video);
    await byTestId(page, 'faulty-serial-scan').click();
    await byTestId(page, 'faulty-serial-sheet-status').waitFor();
    await toastText(page, FAULTY_MSG.serialRead).waitFor(READ);
    await byTestId(page, 'faulty-serial-sheet-status').waitFor({ state: 'detached' });
    expect(await byTestId(page, 'faulty-serial').locator('input').inputValue()).toBe(unit.serialNo);
    await byTestId(page, 'faulty-search').click();
    await expect.poll(() => field(page, 'faulty-product-fields-serial'), READ).toBe(unit.serialNo);
    expect(await field(page, 'faulty-product-fields-model')).toBe(unit.modelName);
    expect(await field(page, 'faulty-product-fields-barcode')).toBe(unit.barcode);
    expect(await field(page, 'faulty-product-fields-supplier')).toBe(unit.supplyName);
    expect(await field(page, 'faulty-product-fields-saleDate')).toBe(formatDate(unit.saleDay));
    // Where to send it: TDR001's shipping information.
    await expect.poll(() => field(page, 'faulty-supplier-code')).toBe('TDR001');

    // The fault and two real photos: a small JPEG as it is, a PNG over the limit scaled down in the browser.
    await byTestId(page, 'faulty-description').locator('textarea').fill('Ekran açılmıyor, şarj olmuyor. Müşteri 2 gün önce getirdi.');
    await byTestId(page, 'faulty-photos-input').setInputFiles([PHOTO_JPG, PHOTO_TOO_BIG]);
    await byTestId(page, 'faulty-photos-thumb-1').waitFor(READ);
    expect(await page.locator('[data-testid^="faulty-photos-thumb-"]').count()).toBe(2);
    await toastsGone(page);
    await byTestId(page, 'faulty-product').scrollIntoViewIfNeeded();
    await screenshot(page, 'faulty-report-form-phone');

    // ---- Without a signal: the report, photos included, waits in the pending tray.
    await dealer.context.setOffline(true);
    await byTestId(page, 'faulty-report-submit').click();
    await toastText(page, REPORT_UI.queued).waitFor(READ);
    await expect.poll(() => trayCount(page).textContent()).toBe('1');
    await byTestId(page, 'pending-tray').click();
    const entry = byTestId(page, 'pending-entry-faulty.report');
    await entry.waitFor();
    expect(await entry.textContent()).toContain(unit.serialNo);
    await toastsGone(page);
    await screenshot(page, 'faulty-report-tray-phone');
    await byTestId(page, 'pending-tray-close').click();
    expect(await ticketsOfUnit(server, unit.id)).toEqual([]);

    // ---- The signal returns: sent exactly once, with both photos within the limit.
    await dealer.context.setOffline(false);
    // The waiting report's own word when it goes (its toast lives 3 s: watched from the start).
    await Promise.all([toastText(page, FAULTY_MSG.reported).waitFor({ timeout: 30_000 }), trayCount(page).waitFor({ state: 'detached', timeout: 30_000 })]);
    const tickets = await ticketsOfUnit(server, unit.id);
    expect(tickets).toMatchObject([{ status: 'WAITING', photos: 2, new_serial_no: null }]);
    expect(tickets[0].largest_photo).toBeLessThanOrEqual(FAULTY_PHOTO_MAX_BYTES);
    const ticketId = tickets[0].id;

    // ---------------- The supplier, on desktop ----------------
    const supplier = await openPage(browser, server.url, DESKTOP);
    const sp = supplier.page;
    sp.setDefaultTimeout(20_000);
    await loginWithPassword(sp, 'supply_admin');
    await sp.goto('/faultyProductExchange');
    await byTestId(sp, 'faulty-supply').waitFor();
    await fillIon(sp, 'faulty-supply-filter-serialNo', unit.serialNo);
    await byTestId(sp, 'faulty-supply-search').click();
    const row = byTestId(sp, `faulty-supply-row-${ticketId}`);
    await expect.poll(async () => (await row.count()) === 1 && (await sp.locator('[data-testid^="faulty-supply-row-"]').count()), READ).toBe(1);
    expect(await row.textContent()).toContain(FAULTY_STATUS_LABELS.WAITING);
    expect(await row.textContent()).toContain('BY10001');
    await screenshot(sp, 'faulty-supplier-list-desktop');

    await byTestId(sp, `faulty-approve-${ticketId}`).click();
    await byTestId(sp, 'faulty-approve-dialog-subject').waitFor();
    expect(await byTestId(sp, 'faulty-approve-dialog-subject').textContent()).toContain(unit.serialNo);
    await fillIon(sp, 'faulty-approve-serialNo', newSerial);
    await fillIon(sp, 'faulty-approve-cargoName', cargo.name);
    await fillIon(sp, 'faulty-approve-cargoCode', cargo.code);
    await byTestId(sp, 'faulty-approve-dialog-submit').click();
    await toastText(sp, FAULTY_MSG.approved).waitFor();
    // Decided: the row says so and offers no decision any more.
    await expect.poll(() => row.textContent(), READ).toContain(FAULTY_STATUS_LABELS.APPROVED);
    expect(await byTestId(sp, `faulty-approve-${ticketId}`).count()).toBe(0);
    expect(await byTestId(sp, `faulty-reject-${ticketId}`).count()).toBe(0);
    expect(await ticketsOfUnit(server, unit.id)).toMatchObject([{ id: ticketId, status: 'APPROVED', new_serial_no: newSerial, cargo_name: cargo.name, cargo_code: cargo.code }]);
    // The ledger: the faulty unit back with its supplier, the replacement with the dealer's customer.
    expect(await unitOf(server, unit.serialNo)).toMatchObject({ holder: 'SUPPLY', code: 'TDR001' });
    expect(await unitOf(server, newSerial)).toMatchObject({ holder: 'CUSTOMER', code: 'BY10001', status: 'SOLD' });
    expect(defects(supplier.errors)).toEqual([]);
    await supplier.context.close();

    // ---------------- The dealer's list, on the phone ----------------
    await page.goto('/faultyProductList');
    await byTestId(page, 'faulty-mine').waitFor();
    const mine = byTestId(page, `faulty-mine-row-${ticketId}`);
    await expect.poll(async () => ((await mine.count()) ? mine.textContent() : ''), READ).toContain(FAULTY_STATUS_LABELS.APPROVED);
    expect(await mine.textContent()).toContain(unit.serialNo);
    await byTestId(page, `faulty-detail-${ticketId}`).click();
    await byTestId(page, 'faulty-detail-result').waitFor();
    await expect.poll(() => field(page, 'faulty-detail-ticket-status')).toBe(FAULTY_STATUS_LABELS.APPROVED);
    expect(await field(page, 'faulty-detail-product-serial')).toBe(unit.serialNo);
    expect(await field(page, 'faulty-detail-result-new-serial')).toBe(newSerial);
    expect(await field(page, 'faulty-detail-result-cargo-name')).toBe(cargo.name);
    expect(await field(page, 'faulty-detail-result-cargo-code')).toBe(cargo.code);
    expect(await byTestId(page, 'faulty-detail-photos').locator('[data-testid^="faulty-detail-photos-"]').count()).toBe(2);
    // The picture shows the decision: the new serial and the cargo.
    await byTestId(page, 'faulty-detail-result').scrollIntoViewIfNeeded();
    await screenshot(page, 'faulty-dealer-detail-phone');
    expect(defects(dealer.errors)).toEqual([]);
    await dealer.context.close();

    // ---------------- The admin's search, on desktop ----------------
    const admin = await openPage(browser, server.url, DESKTOP);
    const ap = admin.page;
    ap.setDefaultTimeout(20_000);
    await loginWithPassword(ap, 'ttg_admin');
    await ap.goto('/faultyProductSearch');
    await byTestId(ap, 'faulty-search').waitFor();
    const rows = ap.locator('[data-testid^="faulty-search-row-"]');
    await expect.poll(() => rows.count(), READ).toBeGreaterThan(0);
    // Newest first (spec 3 §9): the ticket just decided leads unless demo tickets were made after it.
    await fillIon(ap, 'faulty-search-filter-serialNo', unit.serialNo);
    await byTestId(ap, 'faulty-search-search').click();
    await expect.poll(async () => (await byTestId(ap, `faulty-search-row-${ticketId}`).count()) === 1 && (await rows.count()), READ).toBe(1);
    expect(await byTestId(ap, `faulty-search-row-${ticketId}`).textContent()).toContain(FAULTY_STATUS_LABELS.APPROVED);
    await byTestId(ap, 'faulty-search-clear').click();
    await expect.poll(() => rows.count(), READ).toBeGreaterThan(0);
    await screenshot(ap, 'faulty-admin-search-desktop');
    expect(defects(admin.errors)).toEqual([]);
    await admin.context.close();
  });
});
