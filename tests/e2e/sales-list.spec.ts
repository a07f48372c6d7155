import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SALE_STATUS_LABELS, SALES_MSG } from '../../src/shared/contract/sale-texts.js';
import { DESKTOP, fillIon, loginWithPassword, openPage, PHONE, screenshot, showFilters } from './support/browser.js';
import { byTestId, toastsGone, toastText } from './support/page-helpers.js';
import { dealerProduct, foldFilters, giveDealerUnits, salesOfSerial, sellByApi, unitWhere } from './support/sales.js';
import { useServerAndBrowser } from './support/setup.js';

/** A list answers after its 2 s debounce: seconds on a busy 2-core machine. */
const LIST = { timeout: 20_000 };

/**
 * The sales list /productSaleList and the cancel queue /cancelSale on the production build
 * (issue 31): the group admin finds a sale and opens its 'Satış Detay'; the dealer asks, on its
 * phone, to cancel it (the warning, the reason, 'TALEBİNİZ DEĞERLENDİRMEYE ALINACAKTIR'); the group
 * admin approves the request and the unit is back in the dealer's stock. The sale is made here
 * through the real completion (the demo's seeded sales are not relied on).
 */
describe('sales list and cancellation: a sale found, cancelled by its dealer, approved by the group', () => {
  const env = useServerAndBrowser();

  async function signedIn(username: string, viewport: typeof PHONE) {
    const opened = await openPage(env.browser, env.server.url, viewport);
    opened.page.setDefaultTimeout(20_000);
    await loginWithPassword(opened.page, username);
    return opened;
  }

  /** The list `listId` on `path`, filtered to one accessory serial, until row `rowId` shows. */
  async function listFiltered(page: Page, path: string, listId: string, serial: string, rowId: number) {
    await page.goto(path);
    await byTestId(page, listId).waitFor();
    await showFilters(page, listId);
    await fillIon(page, `${listId}-filter-serialNo`, serial);
    await expect.poll(async () => (await page.locator(`[data-testid^="${listId}-row-"]`).count()) === 1 && (await byTestId(page, `${listId}-row-${rowId}`).count()), LIST).toBe(1);
    await foldFilters(page, listId);
  }

  it('TTG_ADMIN finds the sale and its detail; the dealer asks to cancel it at 390 px; TTG_ADMIN approves in /cancelSale; the unit is back in the dealer’s stock', async () => {
    const product = await dealerProduct(env.server);
    const [serial] = await giveDealerUnits(env.server, product, 1);
    const sale = await sellByApi(env.server, 'reseller_admin', [serial]);

    // --- 1. The group admin on a desktop: the sale by its serial, and its 'Satış Detay'.
    const admin = await signedIn('ttg_admin', DESKTOP);
    await listFiltered(admin.page, '/productSaleList', 'sales', serial, sale.id);
    expect(await byTestId(admin.page, `sales-row-${sale.id}`).textContent()).toContain('BY10001');
    await screenshot(admin.page, 'sales-list-desktop');
    await byTestId(admin.page, `sale-detail-${sale.id}`).click();
    await byTestId(admin.page, 'sale-detail-dialog').waitFor();
    await expect.poll(() => byTestId(admin.page, 'sale-devices-table').textContent(), LIST).toContain(serial);
    expect(await byTestId(admin.page, 'sale-devices-table').textContent()).toContain(product.name);
    await screenshot(admin.page, 'sales-detail-desktop');
    await byTestId(admin.page, 'sale-detail-dialog-close').click();
    await byTestId(admin.page, 'sale-detail-dialog').waitFor({ state: 'hidden' });

    // --- 2. The dealer on its phone: its sale, the warning, the reason, the request.
    const dealer = await signedIn('reseller_admin', PHONE);
    const page = dealer.page;
    await listFiltered(page, '/productSaleList', 'sales', serial, sale.id);
    await screenshot(page, 'sales-list-phone');
    await byTestId(page, `sale-detail-${sale.id}`).click();
    await expect.poll(() => byTestId(page, 'sale-devices-table').textContent(), LIST).toContain(serial);
    await screenshot(page, 'sales-detail-phone');
    await byTestId(page, 'sale-detail-dialog-close').click();
    await byTestId(page, 'sale-detail-dialog').waitFor({ state: 'hidden' });

    await byTestId(page, `sale-cancel-${sale.id}`).click();
    const cases = byTestId(page, 'sale-cancel-cases');
    await cases.waitFor();
    expect(await cases.locator('li').allTextContents()).toEqual([...SALES_MSG.cancelWarningCases]);
    await screenshot(page, 'sales-cancel-warning-phone');
    await byTestId(page, 'sale-cancel-warning-submit').click();
    await byTestId(page, 'sale-cancel-reasons').waitFor();
    await byTestId(page, 'sale-cancel-reason-OPERATOR_SALE_FAILED').click();
    await screenshot(page, 'sales-cancel-reason-phone');
    await byTestId(page, 'sale-cancel-reason-submit').click();
    await toastText(page, SALES_MSG.cancelRequested).waitFor();
    expect(await salesOfSerial(env.server, serial)).toMatchObject([{ id: sale.id, status: 'SALE_CANCEL_APPROVAL' }]);
    // No second request: the button is off once the sale waits for approval.
    // (an ion-button: its disabled attribute, which Ionic reflects on the inner native button)
    await expect.poll(() => byTestId(page, `sale-cancel-${sale.id}`).getAttribute('disabled'), LIST).not.toBeNull();
    expect(await byTestId(page, `sales-row-${sale.id}`).textContent()).toContain(SALE_STATUS_LABELS.SALE_CANCEL_APPROVAL);

    // --- 3. The queue at 390 px and on a desktop; the group admin approves.
    const phoneAdmin = await signedIn('ttg_admin', PHONE);
    await listFiltered(phoneAdmin.page, '/cancelSale', 'sale-cancel-queue', serial, sale.id);
    await screenshot(phoneAdmin.page, 'sales-cancel-queue-phone');
    // The date-and-time calendar at 390 px, in Turkish; 'Vazgeç' leaves the filter as it was.
    await showFilters(phoneAdmin.page, 'sale-cancel-queue');
    await byTestId(phoneAdmin.page, 'sale-cancel-queue-filter-saleDateStart-calendar').click();
    const calendar = phoneAdmin.page.locator('ion-modal.date-field-modal ion-datetime');
    await calendar.waitFor();
    expect(await calendar.locator('[slot="time-label"]').textContent()).toBe('Saat');
    await screenshot(phoneAdmin.page, 'date-time-picker-phone');
    await calendar.getByText('Vazgeç').click();
    await calendar.waitFor({ state: 'detached' });
    expect(await phoneAdmin.page.locator('[data-testid="sale-cancel-queue-filter-saleDateStart"] input').inputValue()).toBe('');
    await phoneAdmin.context.close();

    await listFiltered(admin.page, '/cancelSale', 'sale-cancel-queue', serial, sale.id);
    expect(await byTestId(admin.page, `sale-cancel-queue-row-${sale.id}`).textContent()).toContain('BY10001');
    await screenshot(admin.page, 'sales-cancel-queue-desktop');
    await byTestId(admin.page, `queue-approve-${sale.id}`).click();
    await byTestId(admin.page, 'confirm-ok').click();
    await toastText(admin.page, SALES_MSG.cancelApproved).waitFor();
    await expect.poll(() => admin.page.locator('[data-testid^="sale-cancel-queue-row-"]').count(), LIST).toBe(0);
    expect(await salesOfSerial(env.server, serial)).toMatchObject([{ id: sale.id, status: 'SALE_CANCELED' }]);
    expect(await unitWhere(env.server, serial)).toMatchObject({ holder: 'RESELLER', code: 'BY10001' });

    // --- 4. Back in the dealer's stock, as the dealer reads it.
    await page.goto('/stockInfoList');
    await byTestId(page, 'reseller-stock').waitFor();
    await showFilters(page, 'reseller-stock');
    await fillIon(page, 'reseller-stock-filter-serialNo', serial);
    await expect.poll(() => byTestId(page, 'reseller-stock-table').textContent(), LIST).toContain(serial);
    await foldFilters(page, 'reseller-stock');
    await toastsGone(page).catch(() => undefined);
    await screenshot(page, 'sales-stock-back-phone');

    for (const who of [admin, dealer]) expect(who.errors.filter((e) => !e.includes('favicon'))).toEqual([]);
    await admin.context.close();
    await dealer.context.close();
  });
});
