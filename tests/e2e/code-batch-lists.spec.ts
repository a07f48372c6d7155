import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import * as XLSX from 'xlsx';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatCode } from '../../src/shared/campaign-code.js';
import { summaryPercent, type Title } from '../../src/shared/contract/code-batches.js';
import { distribute } from '../../src/shared/distribution-key.js';
import { formatQuantity } from '../../src/shared/format.js';
import { queryRows } from '../../src/server/db/sql.js';
import { clientFor, json } from '../support/catalogue-fixtures.js';
import { fillIon, loginWithPassword, openPage, PHONE, screenshot, showFilters } from './support/browser.js';
import { byTestId, toastsGone, toastText } from './support/page-helpers.js';
import { useServerAndBrowser } from './support/setup.js';

/** Serial and password batch lists, the code searches with their exports, and /passiveSerial (issue 14) in Chromium. */
describe('code batch lists', () => {
  const env = useServerAndBrowser();
  const db = () => env.server.built.database.db;
  const S = '/api/accessoryCampaignSerial';
  // BY10002 gets 60 % of the batch, BY10003 40 %.
  const [OWNER, OTHER] = ['BY10002', 'BY10003'];

  /** A completed, activated serial batch made through the real API: 12 serials of OWNER, 8 of OTHER. */
  async function makeBatch(): Promise<Title> {
    const admin = await clientFor(env.server.built, 'ttg_admin');
    const [campaign] = await queryRows<{ id: number }>(db(), sql`select id from accessory_campaigns where status = 1 order by id limit 1`);
    const counts = [{ campaignId: campaign.id, unit: 20 }];
    const key = [
      { bayiKodu: OWNER, yuzde: 60 },
      { bayiKodu: OTHER, yuzde: 40 },
    ];
    const rows = distribute(
      counts.map((c) => ({ ...c, amount: 0 })),
      key,
    );
    const res = await admin.post(`${S}/create`, {
      accessoryCampaignParams: JSON.stringify({ counts, key }),
      accessoryCampaignNumbers: rows.flatMap((r) => r.sayilar.map((s) => ({ resellerCode: r.bayiKodu, accessoryCampaignId: s.id, unit: s.unit }))),
    });
    expect(res.statusCode, res.body).toBe(200);
    const { id } = json<Title>(res);
    await expect.poll(async () => json<Title>(await admin.get(`${S}/title/${id}`)).titleStatus, { timeout: 30_000, interval: 100 }).toBe('COMPLETED');
    expect((await admin.post(`${S}/activate`, { id })).statusCode).toBe(200);
    return json<Title>(await admin.get(`${S}/title/${id}`));
  }

  const serialsOf = (owner: string) =>
    queryRows<{ id: number; code: string }>(db(), sql`select s.id, s.code::text as code from campaign_serials s join resellers r on r.id = s.reseller_id where r.code = ${owner} order by s.id`);

  // Made once, by whichever test runs first.
  let made: Promise<Title> | undefined;
  const theBatch = () => (made ??= makeBatch());

  const rowsOf = (page: Page, listId: string) => page.locator(`[data-testid^="${listId}-row-"]`);

  it('shows the summary and the batch, finds one serial, exports a reseller’s serials; /passiveSerial deactivates chosen ones', async () => {
    const batch = await theBatch();
    expect(batch).toMatchObject({ totalCount: 20, createdCount: 20, isActivated: true });
    const owned = await serialsOf(OWNER);
    expect(owned).toHaveLength(12);
    const one = formatCode(Number(owned[3].code));

    const { context, page, errors } = await openPage(env.browser, env.server.url);
    await loginWithPassword(page, 'ttg_admin');
    await page.goto('/accessoryCampaignSerialTitleList');
    const [all] = await queryRows<{ n: number }>(db(), sql`select count(*)::int as n from campaign_serials s join code_batches b on b.id = s.batch_id where b.status <> 'CANCELLED'`);
    await expect.poll(() => byTestId(page, 'batch-summary-created-value').textContent()).toBe(formatQuantity(all.n));
    // The demo sales (seed/sales.ts) used some of the demo batches' serials.
    const [used] = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from campaign_serials s join code_batches b on b.id = s.batch_id where b.status <> 'CANCELLED' and s.used_at is not null`,
    );
    expect(used.n).toBeGreaterThan(0);
    expect(await byTestId(page, 'batch-summary-used-value').textContent()).toBe(formatQuantity(used.n));
    expect(await byTestId(page, 'batch-summary-used-percent').textContent()).toBe(`%${summaryPercent(used.n, all.n)}`);
    const batchRow = byTestId(page, `serial-titles-row-${batch.id}`);
    await batchRow.waitFor();
    expect(await batchRow.textContent()).toContain('Tamamlandı');

    // One serial by its value: exactly that row.
    await fillIon(page, 'serial-codes-filter-value', one);
    await byTestId(page, 'serial-codes-search').click();
    await expect.poll(() => rowsOf(page, 'serial-codes').count()).toBe(1);
    await expect.poll(() => byTestId(page, `serial-codes-row-${owned[3].id}`).textContent()).toContain(one);
    expect(await byTestId(page, `serial-codes-row-${owned[3].id}`).textContent()).toContain(OWNER);

    // No value, no reseller code: a warning and no file.
    await byTestId(page, 'serial-codes-clear').click();
    let downloads = 0;
    page.on('download', () => downloads++);
    await byTestId(page, 'serial-codes-export').click();
    await toastText(page, 'Seri numara veya bayi kodu filtresi dolu olmalıdır.').waitFor();
    expect(downloads).toBe(0);

    // By reseller code: the file holds that reseller's serials, all of them.
    await fillIon(page, 'serial-codes-filter-resellerCode', OWNER);
    const [download] = await Promise.all([page.waitForEvent('download'), byTestId(page, 'serial-codes-export').click()]);
    expect(download.suggestedFilename()).toBe('Seri Numaralar.xlsx');
    const book = XLSX.read(readFileSync((await download.path())!), { type: 'buffer' });
    const sheet = XLSX.utils.sheet_to_json<Record<string, string>>(book.Sheets.data);
    expect(sheet.map((r) => r['Seri Numara']).sort()).toEqual(owned.map((s) => formatCode(Number(s.code))).sort());
    expect(new Set(sheet.map((r) => r['Bayi Kodu']))).toEqual(new Set([OWNER]));
    await toastsGone(page).catch(() => undefined);
    await screenshot(page, 'serial-title-list-desktop');

    // /passiveSerial: the reseller's serials, two chosen and turned off after confirming.
    await page.goto('/passiveSerial');
    await fillIon(page, 'passive-filter-resellerCode', OWNER);
    await byTestId(page, 'passive-search').click();
    await expect.poll(() => rowsOf(page, 'passive-serials').count()).toBe(10);
    expect(await byTestId(page, 'passive-serials-paginator-report').textContent()).toContain('12 kayıttan');
    const chosen = [owned[0].id, owned[1].id];
    for (const id of chosen) await byTestId(page, `passive-serials-select-${id}`).check();
    expect(await byTestId(page, 'passive-serials-selected-count').textContent()).toBe('2 kayıt seçildi');
    await byTestId(page, 'passive-serials-deactivate').click();
    await byTestId(page, 'confirm-dialog').waitFor();
    expect(await page.locator('ion-alert').textContent()).toContain('Seçilen seri numaralar pasif duruma getirilecek. Emin misiniz?');
    await byTestId(page, 'confirm-ok').click();
    await toastText(page, 'Seri numaralar pasif duruma getirildi.').waitFor();
    const state = await queryRows<{ id: number; off: boolean }>(db(), sql`select s.id, s.deactivated_at is not null as off from campaign_serials s join resellers r on r.id = s.reseller_id where r.code = ${OWNER} order by s.id`);
    expect(state.filter((s) => s.off).map((s) => s.id)).toEqual(chosen);
    await expect.poll(() => byTestId(page, `passive-serials-row-${chosen[0]}`).textContent()).toContain('Hayır');
    expect(await byTestId(page, `passive-serials-row-${owned[2].id}`).textContent()).toContain('Evet');
    await toastsGone(page).catch(() => undefined);
    await screenshot(page, 'passive-serial-desktop');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('fits a phone (390 px)', async () => {
    await theBatch();
    const { context, page } = await openPage(env.browser, env.server.url, PHONE);
    await loginWithPassword(page, 'ttg_admin');
    await page.goto('/accessoryCampaignSerialTitleList');
    await rowsOf(page, 'serial-titles').first().waitFor();
    await expect.poll(() => byTestId(page, 'batch-summary-created-value').textContent()).not.toBe('—');
    await screenshot(page, 'serial-title-list-phone');
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await showFilters(page, 'serial-codes');
    await fillIon(page, 'serial-codes-filter-resellerCode', OWNER);
    await byTestId(page, 'serial-codes-search').click();
    await expect.poll(() => rowsOf(page, 'serial-codes').count()).toBe(10);
    await rowsOf(page, 'serial-codes').first().scrollIntoViewIfNeeded();
    await screenshot(page, 'serial-codes-phone');
    await context.close();
  });

  it('finds one password by its value and exports a TT CRM record’s passwords', async () => {
    const admin = await clientFor(env.server.built, 'ttg_admin');
    const P = '/api/accessoryCampaignPass';
    const [campaign] = await queryRows<{ id: number }>(db(), sql`select id from accessory_campaigns where status = 1 order by id limit 1`);
    const crms = await queryRows<{ id: number; crm_code: string }>(db(), sql`select id, crm_code from tt_crms where crm_code in ('TTCRM001', 'TTCRM002') order by crm_code`);
    const res = await admin.post(`${P}/create`, {
      rows: [
        { ttCrmId: crms[0].id, accessoryCampaignId: campaign.id, unit: 15 },
        { ttCrmId: crms[1].id, accessoryCampaignId: campaign.id, unit: 5 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const { id } = json<Title>(res);
    await expect.poll(async () => json<Title>(await admin.get(`${P}/title/${id}`)).titleStatus, { timeout: 30_000, interval: 100 }).toBe('COMPLETED');
    const owned = await queryRows<{ id: number; code: string }>(db(), sql`select id, code::text as code from campaign_passwords where batch_id = ${id} and tt_crm_id = ${crms[0].id} order by id`);
    expect(owned).toHaveLength(15);
    const one = formatCode(Number(owned[4].code));

    const { context, page, errors } = await openPage(env.browser, env.server.url);
    await loginWithPassword(page, 'ttg_admin');
    await page.goto('/accessoryCampaignPassTitleList');
    await byTestId(page, `pass-titles-row-${id}`).waitFor();
    await fillIon(page, 'pass-codes-filter-value', one);
    await byTestId(page, 'pass-codes-search').click();
    await expect.poll(() => rowsOf(page, 'pass-codes').count()).toBe(1);
    await expect.poll(() => byTestId(page, `pass-codes-row-${owned[4].id}`).textContent()).toContain(one);

    await byTestId(page, 'pass-codes-clear').click();
    await fillIon(page, 'pass-codes-filter-resellerCode', 'TTCRM001');
    const [download] = await Promise.all([page.waitForEvent('download'), byTestId(page, 'pass-codes-export').click()]);
    expect(download.suggestedFilename()).toBe('Şifreler.xlsx');
    const book = XLSX.read(readFileSync((await download.path())!), { type: 'buffer' });
    const sheet = XLSX.utils.sheet_to_json<Record<string, string>>(book.Sheets.data);
    // Every password of the record (this batch's and any other's), this batch's among them.
    const [{ n }] = await queryRows<{ n: number }>(db(), sql`select count(*)::int as n from campaign_passwords s join code_batches b on b.id = s.batch_id where s.tt_crm_id = ${crms[0].id} and b.status <> 'CANCELLED'`);
    expect(sheet).toHaveLength(n);
    expect(new Set(sheet.map((r) => r['TT CRM']))).toEqual(new Set(['TTCRM001']));
    expect(sheet.map((r) => r['Şifre'])).toEqual(expect.arrayContaining(owned.map((s) => formatCode(Number(s.code)))));
    expect(errors).toEqual([]);
    await context.close();
  });
});
