import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/sql.js';
import { fillIon, loginWithPassword, openPage, PHONE, screenshot } from './support/browser.js';
import { byTestId, toastText } from './support/page-helpers.js';
import { useServerAndBrowser } from './support/setup.js';

/** Accessory campaigns and TT CRM records (issue 14, first part) in Chromium. */
describe('campaigns', () => {
  const env = useServerAndBrowser();
  const db = () => env.server.built.database.db;

  /** Confirms the open confirmation dialog (its danger/confirm button is the last one). */
  const confirmDialog = async (page: import('playwright-core').Page) => {
    await page.locator('ion-alert button').last().click();
  };

  it('a group admin adds a campaign with the spec’s checks, then deactivates it', async () => {
    const { context, page } = await openPage(env.browser, env.server.url);
    await loginWithPassword(page, 'ttg_admin');
    await page.goto('/accessoryCampaignList');
    await byTestId(page, 'campaign-new').first().click();
    await byTestId(page, 'campaign-dialog').first().waitFor({ state: 'visible' });
    await fillIon(page, 'campaign-dialog-voucherCode', 'KSA12');
    await fillIon(page, 'campaign-dialog-description', 'Deneme Kampanyası 240 TL');
    await fillIon(page, 'campaign-dialog-billTemplate', 'Aksesuar paketi 240 TL');
    await fillIon(page, 'campaign-dialog-amount', '240');
    await fillIon(page, 'campaign-dialog-termNumber', '12');
    await fillIon(page, 'campaign-dialog-termAmount', '20,00');
    await byTestId(page, 'campaign-dialog-submit').first().click();
    await toastText(page, 'SN kodu 7 haneli olmalıdır.').waitFor();
    await fillIon(page, 'campaign-dialog-voucherCode', 'KSA1224');
    await byTestId(page, 'campaign-dialog-submit').first().click();
    await toastText(page, 'Kampanya kaydedildi.').waitFor();
    const [row] = await queryRows<{ id: number; term_amount: string; status: number }>(db(), sql`select id, term_amount::text, status from accessory_campaigns where voucher_code = 'KSA1224'`);
    expect(row).toMatchObject({ term_amount: '20.00', status: 1 });
    await byTestId(page, `campaign-passive-${row.id}`).first().click();
    await confirmDialog(page);
    await toastText(page, 'Kampanya pasif duruma getirildi.').waitFor();
    await expect.poll(async () => (await queryRows<{ status: number }>(db(), sql`select status from accessory_campaigns where id = ${row.id}`))[0].status).toBe(0);
    await screenshot(page, 'campaigns-desktop');
    await context.close();
  });

  it('switches a TT CRM record’s serial usage after confirming (phone)', async () => {
    const { context, page } = await openPage(env.browser, env.server.url, PHONE);
    await loginWithPassword(page, 'ttg_admin');
    await page.goto('/ttCrmList');
    const [crm] = await queryRows<{ id: number; serial_option_active: boolean }>(db(), sql`select id, serial_option_active from tt_crms where crm_code = 'TTCRM003'`);
    await byTestId(page, `ttcrm-serial-${crm.id}`).first().click();
    await confirmDialog(page);
    await toastText(page, 'Seri numara kullanımı güncellendi.').waitFor();
    const [after] = await queryRows<{ serial_option_active: boolean }>(db(), sql`select serial_option_active from tt_crms where id = ${crm.id}`);
    expect(after.serial_option_active).toBe(!crm.serial_option_active);
    // Password usage is always on and cannot be switched (spec 1 §2.14).
    expect(await byTestId(page, `ttcrm-pass-${crm.id}`).first().evaluate((el) => [(el as HTMLIonToggleElement).checked, (el as HTMLIonToggleElement).disabled])).toEqual([true, true]);
    await screenshot(page, 'ttcrm-phone');
    await context.close();
  });
});
