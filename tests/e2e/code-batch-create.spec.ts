import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import * as XLSX from 'xlsx';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/sql.js';
import { loginWithPassword, openPage, PHONE, screenshot } from './support/browser.js';
import { byTestId, toastsGone, toastText } from './support/page-helpers.js';
import { useServerAndBrowser } from './support/setup.js';

/** A real reseller distribution key: 'Bayi Kodu' and 'Yüzde %', each reseller the same share. */
function keyFile(codes: string[], percent: number) {
  const sheet = XLSX.utils.aoa_to_sheet([['Bayi Kodu', 'Yüzde %'], ...codes.map((c) => [c, percent])]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Anahtar');
  const buffer = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
  return { name: 'Bayi Dağıtım Anahtarı.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer };
}

/** Types a count into a count editor's row (a plain input). */
const typeCount = (page: Page, testId: string, value: string) => byTestId(page, testId).fill(value);

/** Serial and password batches made through the screens (spec 1 §4, §5, §9; issue 14) in Chromium. */
describe('serial and password batch screens', () => {
  const env = useServerAndBrowser();
  const db = () => env.server.built.database.db;

  async function openTitleScreen(page: Page, route: string, storageKey: string) {
    await loginWithPassword(page, 'ttg_admin');
    // Spec 1 §2.14: a stored null means "create a new batch".
    await page.evaluate((key) => localStorage.setItem(key, 'null'), storageKey);
    await page.goto(route);
  }

  /** Waits until the screen shows the batch completed (it asks the server every 2 s). */
  async function waitCompleted(page: Page) {
    await expect.poll(async () => (await byTestId(page, 'batch-status').first().textContent().catch(() => ''))?.trim(), { timeout: 120_000, interval: 500 }).toBe('Tamamlandı');
  }

  const storedId = (page: Page, key: string) => page.evaluate((k) => Number(atob(localStorage.getItem(k) ?? '')), key);

  it('makes 10,000 serials for 40 resellers from a key file, then activates them', async () => {
    const resellers = (await queryRows<{ code: string }>(db(), sql`select code from resellers order by code limit 40`)).map((r) => r.code);
    expect(resellers).toHaveLength(40);
    const campaigns = await queryRows<{ id: number }>(db(), sql`select id from accessory_campaigns where status = 1 order by id limit 2`);
    const { context, page, errors } = await openPage(env.browser, env.server.url);
    await openTitleScreen(page, '/accessoryCampaignSerialTitle', 'accessoryCampaignSerialTitleId');

    await byTestId(page, `serial-counts-count-${campaigns[0].id}`).waitFor();
    await byTestId(page, 'serial-next').click();
    await toastText(page, 'Oluşturulcak seri numara adedi sıfırdan büyük olmalıdır.').waitFor();
    await typeCount(page, `serial-counts-count-${campaigns[0].id}`, '6000');
    await typeCount(page, `serial-counts-count-${campaigns[1].id}`, '4000');
    expect(await byTestId(page, 'serial-total').textContent()).toBe('Toplam: 10,000');
    await byTestId(page, 'serial-next').click();

    await byTestId(page, 'serial-key-upload-input').setInputFiles(keyFile(resellers, 2.5));
    await toastText(page, 'Bayi Dağıtım Anahtar Excel`i Yüklendi.').waitFor();
    // 2.5 % of 6,000 is 150 and of 4,000 is 100: 250 for each reseller, five a page.
    const first = byTestId(page, `batch-distribution-row-${resellers[0]}`);
    await first.waitFor();
    expect((await first.locator('td').allTextContents()).map((t) => t.trim())).toEqual([resellers[0], '%2.5', '250', '150', '100']);
    expect(await byTestId(page, 'batch-distribution-paginator-report').textContent()).toBe('40 kayıttan 1 - 5 arası gösteriliyor');
    expect(await byTestId(page, 'serial-distributed').textContent()).toBe('Dağıtılan: 10,000');
    await toastsGone(page);
    await screenshot(page, 'code-batch-serial-key-desktop');

    await byTestId(page, 'serial-create').click();
    await waitCompleted(page);
    const id = await storedId(page, 'accessoryCampaignSerialTitleId');
    const [made] = await queryRows<{ n: number; owners: number }>(db(), sql`select count(*)::int as n, count(distinct reseller_id)::int as owners from campaign_serials where batch_id = ${id}`);
    expect(made).toEqual({ n: 10_000, owners: 40 });
    expect(await byTestId(page, 'batch-fact-totalCount').textContent()).toBe('10,000');
    expect(await byTestId(page, 'batch-fact-createdCount').textContent()).toBe('10,000');
    await expect.poll(() => byTestId(page, 'batch-codes-paginator-report').textContent()).toBe('10,000 kayıttan 1 - 10 arası gösteriliyor');
    await toastsGone(page);
    await screenshot(page, 'code-batch-serial-completed-desktop');

    await byTestId(page, 'batch-activate').click();
    await toastText(page, 'Seri numaralar aktifleştirildi.').waitFor();
    const clicked = Date.now();
    await page.waitForURL('**/accessoryCampaignSerialTitleList', { timeout: 5000 });
    expect(Date.now() - clicked).toBeGreaterThanOrEqual(1500);
    const [batch] = await queryRows<{ is_activated: boolean }>(db(), sql`select is_activated from code_batches where id = ${id}`);
    expect(batch.is_activated).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('makes passwords for two TT CRM records, then activates them', async () => {
    const crms = await queryRows<{ id: number }>(db(), sql`select id from tt_crms where crm_code in ('TTCRM001', 'TTCRM002') order by crm_code`);
    const [campaign] = await queryRows<{ id: number }>(db(), sql`select id from accessory_campaigns where status = 1 order by id limit 1`);
    const { context, page, errors } = await openPage(env.browser, env.server.url);
    page.on('response', (r) => r.status() >= 400 && errors.push(`${r.status()} ${r.request().method()} ${r.url()}`));
    await openTitleScreen(page, '/accessoryCampaignPassTitle', 'accessoryCampaignPassTitleId');
    await byTestId(page, `pass-counts-count-${crms[0].id}-${campaign.id}`).waitFor();
    await byTestId(page, 'pass-create').click();
    await toastText(page, 'Oluşturulcak şifre adedi sıfırdan büyük olmalıdır.').waitFor();
    await typeCount(page, `pass-counts-count-${crms[0].id}-${campaign.id}`, '300');
    await typeCount(page, `pass-counts-count-${crms[1].id}-${campaign.id}`, '200');
    await byTestId(page, 'pass-create').click();
    await waitCompleted(page);
    const id = await storedId(page, 'accessoryCampaignPassTitleId');
    const per = await queryRows<{ tt_crm_id: number; n: number }>(db(), sql`select tt_crm_id, count(*)::int as n from campaign_passwords where batch_id = ${id} group by 1 order by 1`);
    expect(per).toEqual([
      { tt_crm_id: crms[0].id, n: 300 },
      { tt_crm_id: crms[1].id, n: 200 },
    ]);
    await byTestId(page, 'batch-activate').click();
    await toastText(page, 'Şifreler aktifleştirildi.').waitFor();
    await page.waitForURL('**/accessoryCampaignPassTitleList', { timeout: 5000 });
    const [batch] = await queryRows<{ is_activated: boolean }>(db(), sql`select is_activated from code_batches where id = ${id}`);
    expect(batch.is_activated).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('fits a phone: the count editor, the key step and the made batch', async () => {
    const { context, page } = await openPage(env.browser, env.server.url, PHONE);
    await openTitleScreen(page, '/accessoryCampaignSerialTitle', 'accessoryCampaignSerialTitleId');
    const [campaign] = await queryRows<{ id: number }>(db(), sql`select id from accessory_campaigns where status = 1 order by id limit 1`);
    await typeCount(page, `serial-counts-count-${campaign.id}`, '1000');
    await screenshot(page, 'code-batch-serial-counts-phone');
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.querySelector('.app-main')!.scrollWidth <= window.innerWidth)).toBe(true);
    await byTestId(page, 'serial-next').click();
    const resellers = (await queryRows<{ code: string }>(db(), sql`select code from resellers order by code limit 4`)).map((r) => r.code);
    await byTestId(page, 'serial-key-upload-input').setInputFiles(keyFile(resellers, 25));
    await byTestId(page, `batch-distribution-row-${resellers[0]}`).waitFor();
    await toastsGone(page);
    await screenshot(page, 'code-batch-serial-key-phone');
    await byTestId(page, 'serial-create').click();
    await waitCompleted(page);
    await byTestId(page, 'batch-codes-table').locator('tbody tr').first().waitFor();
    await toastsGone(page);
    expect(await page.evaluate(() => document.querySelector('.app-main')!.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(page, 'code-batch-serial-completed-phone');
    await context.close();
  });
});
