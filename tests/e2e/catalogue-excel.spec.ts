import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import * as XLSX from 'xlsx';
import { PRODUCT_EXCEL_COLUMNS } from '../../src/shared/catalogue.js';
import { DESKTOP, loginWithPassword, openPage, PHONE, screenshot } from './support/browser.js';
import { useServerAndBrowser } from './support/setup.js';

const MIXED = resolve('tests/fixtures/excel/products-import-mixed.xlsx');
/** The fixture's rows (scripts/make-import-fixture.ts): three pass, three fail on one cell each. */
const GOOD_BARCODES = ['8680000100011', '8680000100028', '8680000100035'];
const BAD_BARCODES = ['8680000100042', '8680000100059', '8680000100066'];
const HEADERS = PRODUCT_EXCEL_COLUMNS.map(([header]) => header);
const col = (field: (typeof PRODUCT_EXCEL_COLUMNS)[number][1]) => 1 + PRODUCT_EXCEL_COLUMNS.findIndex(([, f]) => f === field);

const toastText = (page: Page, text: string) => page.locator('[data-testid="toast"]').filter({ hasText: text }).first();

describe('product spreadsheet import (/ProductExcel)', () => {
  const env = useServerAndBrowser();

  async function api<T>(username: string, method: 'GET' | 'POST', url: string, payload?: unknown): Promise<T> {
    const app = env.server.built.app;
    const login = await app.inject({ method: 'POST', url: '/auth/public/login', payload: { username, password: 'demo1234' } });
    const res = await app.inject({ method, url, headers: { authorization: `Bearer ${login.json().token}` }, payload: payload as object });
    if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json() as T;
  }

  /** Sends a file to model/readExcel as the browser would (multipart, field 'file'). */
  async function readExcel(username: string, data: Buffer) {
    const app = env.server.built.app;
    const login = await app.inject({ method: 'POST', url: '/auth/public/login', payload: { username, password: 'demo1234' } });
    const boundary = '----sample';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="sample.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await app.inject({
      method: 'POST',
      url: '/api/model/readExcel',
      headers: { authorization: `Bearer ${login.json().token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(res.statusCode).toBe(200);
    return res.json() as { checkData: unknown[]; errorData: { messages: string[] }[] };
  }

  it('a distributor picks the supply before uploading; Temizle drops the loaded rows', async () => {
    const { context, page, errors } = await openPage(env.browser, env.server.url, DESKTOP);
    page.setDefaultTimeout(15_000);
    await loginWithPassword(page, 'disty_admin');
    await page.goto('/ProductExcel');
    const pick = page.locator('[data-testid="product-excel-upload-pick"]');
    await pick.waitFor();
    expect(await pick.evaluate((el) => (el as HTMLIonButtonElement).disabled)).toBe(true);
    // DST001 distributes TDR001 and TDR002 only.
    await page.locator('[data-testid="product-excel-supply"]').click();
    const options = page.locator('ion-popover ion-radio');
    await options.first().waitFor();
    expect((await options.allTextContents()).map((t) => t.trim())).toEqual([
      expect.stringMatching(/^TDR001 - /),
      expect.stringMatching(/^TDR002 - /),
    ]);
    await options.filter({ hasText: 'TDR002' }).click();
    await options.first().waitFor({ state: 'detached' });
    await expect.poll(() => pick.evaluate((el) => (el as HTMLIonButtonElement).disabled)).toBe(false);

    await page.locator('[data-testid="product-excel-upload-input"]').setInputFiles(MIXED);
    await toastText(page, 'Hatalı Ürün bulundu').waitFor();
    await expect.poll(() => page.locator('[data-testid="product-excel-result-tabs-accepted"]').textContent()).toBe('Onaylanan Ürünler (3)');
    await page.locator('[data-testid="product-excel-clear"]').click();
    await page.locator('[data-testid="product-excel-result"]').waitFor({ state: 'detached' });
    // Nothing was saved.
    const waiting = await api<{ totalElements: number }>('ttg_admin', 'POST', '/api/model/waiting/getAll?page=0&size=5', { barcode: GOOD_BARCODES[0] });
    expect(waiting.totalElements).toBe(0);
    expect(errors.filter((e) => !e.includes('favicon'))).toEqual([]);
    await context.close();
  });

  it('a supplier downloads a sample the server accepts, uploads a mixed file, sees both tabs and sends the good rows to approval', async () => {
    const { context, page, errors } = await openPage(env.browser, env.server.url, DESKTOP);
    page.setDefaultTimeout(15_000);
    await loginWithPassword(page, 'supply_admin');
    await page.goto('/ProductExcel');
    expect(await page.locator('h1.page-title').last().textContent()).toBe('Excel ile Ürün Yükleme');
    // A supplier uploads for its own supply: no supply choice.
    expect(await page.locator('[data-testid="product-excel-supply"]').count()).toBe(0);

    const [download] = await Promise.all([page.waitForEvent('download'), page.locator('[data-testid="product-excel-sample"]').click()]);
    expect(download.suggestedFilename()).toBe('Ürün Yükleme Örnek.xlsx');
    const sample = readFileSync(await download.path());
    const book = XLSX.read(sample, { type: 'buffer' });
    const table = XLSX.utils.sheet_to_json<(string | number)[]>(book.Sheets[book.SheetNames[0]], { header: 1 });
    expect(table[0]).toEqual(HEADERS);
    expect(table).toHaveLength(2);
    // The example row names the demo catalogue and passes every check of the server.
    const check = await readExcel('supply_admin', sample);
    expect(check.errorData.flatMap((r) => r.messages)).toEqual([]);
    expect(check.checkData).toHaveLength(1);

    await page.locator('[data-testid="product-excel-upload-input"]').setInputFiles(MIXED);
    await toastText(page, 'Hatalı Ürün bulundu').waitFor();
    const accepted = page.locator('[data-testid="product-excel-result-tabs-accepted"]');
    const erroneous = page.locator('[data-testid="product-excel-result-tabs-erroneous"]');
    await expect.poll(() => erroneous.textContent()).toBe('Hatalı Ürünler (3)');
    expect(await accepted.textContent()).toBe('Onaylanan Ürünler (3)');

    // Wrong rows first: one pink cell each, the empty name reads 'Boş Değer'.
    const wrongRow = (i: number) => page.locator(`[data-testid="product-excel-result-erroneous-row-${i}"] td`);
    await wrongRow(0).first().waitFor();
    expect(await page.locator('[data-testid="product-excel-result-erroneous-table"] td.cell-invalid').count()).toBe(3);
    expect(await wrongRow(0).nth(col('brand')).getAttribute('class')).toContain('cell-invalid');
    expect(await wrongRow(0).nth(col('brand')).textContent()).toBe('Bilinmeyen Marka');
    expect(await wrongRow(1).nth(col('name')).getAttribute('class')).toContain('cell-invalid');
    expect(await wrongRow(1).nth(col('name')).textContent()).toBe('Boş Değer');
    expect(await wrongRow(2).nth(col('taxRatio')).getAttribute('class')).toContain('cell-invalid');
    expect(await wrongRow(2).nth(col('taxRatio')).textContent()).toBe('17');
    expect(await wrongRow(2).last().textContent()).toContain('Kdv Oranı');
    await screenshot(page, 'product-excel-erroneous-desktop');

    // Every erroneous row downloads as a spreadsheet in the upload's columns, with the messages.
    const [errorsFile] = await Promise.all([page.waitForEvent('download'), page.locator('[data-testid="product-excel-result-download-erroneous"]').click()]);
    expect(errorsFile.suggestedFilename()).toBe('Hatalı Ürünler.xlsx');
    const errorRows = XLSX.utils.sheet_to_json<Record<string, unknown>>(XLSX.read(readFileSync(await errorsFile.path())).Sheets.data);
    expect(errorRows.map((r) => String(r.Barkod))).toEqual(BAD_BARCODES);
    expect(String(errorRows[2]['Hata Açıklaması'])).toContain('Kdv Oranı');

    await accepted.click();
    await page.locator('[data-testid="product-excel-result-accepted-row-2"]').waitFor();
    expect(await page.locator('[data-testid="product-excel-result-accepted-table"] td.cell-invalid').count()).toBe(0);
    expect(await page.locator('[data-testid="product-excel-result-accepted-row-2"]').textContent()).toContain('JBL Go 4 Taşınabilir Bluetooth Hoparlör');

    await page.locator('[data-testid="product-excel-save"]').click();
    await toastText(page, 'İşleminiz Onaya Gönderilmiştir').waitFor();
    await page.locator('[data-testid="product-excel-result"]').waitFor({ state: 'detached' });
    // Cleared: saving again has nothing to send.
    await page.locator('[data-testid="product-excel-save"]').click();
    await toastText(page, 'Onaylanan Ürün Bulunamadı').waitFor();

    for (const barcode of GOOD_BARCODES) {
      const waiting = await api<{ content: { kind: string; supplyName: string }[] }>('ttg_admin', 'POST', '/api/model/waiting/getAll?page=0&size=5', { barcode });
      expect(waiting.content).toHaveLength(1);
      expect(waiting.content[0].kind).toBe('CREATE');
      const mine = await api<{ content: { lastApproveType: string; approveType: string }[] }>('supply_admin', 'POST', '/api/model/getAll/supply?page=0&size=5', { barcode });
      expect(mine.content).toEqual([expect.objectContaining({ approveType: 'WAITING', lastApproveType: 'WAITING' })]);
    }
    for (const barcode of BAD_BARCODES) {
      const none = await api<{ totalElements: number }>('ttg_admin', 'POST', '/api/model/getAll/admin?page=0&size=5', { barcode });
      expect(none.totalElements).toBe(0);
    }
    expect(errors.filter((e) => !e.includes('favicon'))).toEqual([]);
    await context.close();
  });

  it('shows the wrong rows as cards on a phone', async () => {
    const { context, page } = await openPage(env.browser, env.server.url, PHONE);
    page.setDefaultTimeout(15_000);
    await loginWithPassword(page, 'supply_user');
    await page.goto('/ProductExcel');
    await page.locator('[data-testid="product-excel-upload-input"]').setInputFiles(MIXED);
    await toastText(page, 'Hatalı Ürün bulundu').waitFor();
    // The good rows were sent to approval above: their barcodes are taken now.
    await expect.poll(() => page.locator('[data-testid="product-excel-result-tabs-erroneous"]').textContent()).toBe('Hatalı Ürünler (6)');
    await page.locator('[data-testid="product-excel-result-erroneous-row-0"]').scrollIntoViewIfNeeded();
    await screenshot(page, 'product-excel-erroneous-phone');
    await context.close();
  });
});
