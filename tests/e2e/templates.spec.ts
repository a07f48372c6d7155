import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/sql.js';
import { fillIon, loginWithPassword, openPage, PHONE, screenshot } from './support/browser.js';
import { byTestId, chooseOption, toastText } from './support/page-helpers.js';
import { useServerAndBrowser } from './support/setup.js';

/** Types into an Ionic textarea (the native textarea inside the web component). */
async function fillTextarea(page: Page, testId: string, value: string) {
  const area = page.locator(`[data-testid="${testId}"] textarea`).first();
  await area.click();
  await area.fill(value);
}

/** /smsMailTemplate and /ProductFault-Update (issue 13) in Chromium. */
describe('templates and shipping info', () => {
  const env = useServerAndBrowser();
  const db = () => env.server.built.database.db;

  it('an SMS template edited on the screen makes the next code message; an HTML preview never runs scripts', async () => {
    const { context, page } = await openPage(env.browser, env.server.url);
    await loginWithPassword(page, 'ttg_admin');
    await page.goto('/smsMailTemplate');
    await chooseOption(page, 'template-sms-type', 'Giriş doğrulama kodu SMS');
    await expect.poll(() => page.locator('[data-testid="template-sms-body"] textarea').first().inputValue()).toContain('{code}');
    await fillTextarea(page, 'template-sms-body', 'Portal kodunuz {kod}');
    await byTestId(page, 'template-sms-save').first().click();
    await toastText(page, 'Şablonda tanımsız yer tutucu var: {kod}').waitFor();
    await fillTextarea(page, 'template-sms-body', 'Portal giriş kodunuz: {code} — {minutes} dakika geçerli.');
    await byTestId(page, 'template-sms-save').first().click();
    await toastText(page, 'SMS Şablonu Güncellendi').waitFor();

    // The next code message is made from it.
    await env.server.built.app.inject({ method: 'GET', url: '/api/public/takeOtpCodeWeb/5321110002' });
    const [msg] = await queryRows<{ body: string }>(db(), sql`select body from notification_outbox where recipient = '5321110002' order by id desc limit 1`);
    expect(msg.body).toMatch(/^Portal giriş kodunuz: \d{6} — 3 dakika geçerli\.$/);

    // Mail: the preview is a sandboxed frame; a script typed into the body never runs.
    await chooseOption(page, 'template-mail-type', 'Hoş geldin');
    await expect.poll(() => page.locator('[data-testid="template-mail-body"] textarea').first().inputValue()).toContain('{name}');
    await fillTextarea(page, 'template-mail-body', '<p>Merhaba <b>{name}</b></p><script>parent.document.title="ele geçirildi"</script>');
    const frame = byTestId(page, 'template-mail-preview').first();
    await frame.waitFor();
    expect(await frame.getAttribute('sandbox')).toBe('');
    await page.waitForTimeout(300);
    expect(await page.title()).not.toBe('ele geçirildi');
    await byTestId(page, 'template-mail-save').first().click();
    await toastText(page, 'Şablonda izin verilmeyen HTML var').waitFor();
    await screenshot(page, 'templates-desktop');
    await context.close();
  });

  it('a supplier saves its shipping info (phone)', async () => {
    const { context, page } = await openPage(env.browser, env.server.url, PHONE);
    await loginWithPassword(page, 'supply_admin');
    await page.goto('/ProductFault-Update');
    await fillIon(page, 'shipping-name', 'Anadolu Aksesuar İade Birimi');
    await fillIon(page, 'shipping-postcode', '341');
    await byTestId(page, 'shipping-save').first().click();
    await toastText(page, 'Posta kodu 5 haneli olmalıdır.').waitFor();
    await fillIon(page, 'shipping-postcode', '34100');
    await page.locator('[data-testid="shipping-address"] textarea').first().fill('Merkez Mah. Depo Sok. No:4 İstanbul');
    await fillIon(page, 'shipping-phone', '2125550011');
    await byTestId(page, 'shipping-save').first().click();
    await toastText(page, 'Kaydedildi').waitFor();
    const [row] = await queryRows<{ shipping_name: string; post_code: string; phone_number: string }>(db(), sql`select shipping_name, post_code, phone_number from supplies where code = 'TDR001'`);
    expect(row).toEqual({ shipping_name: 'Anadolu Aksesuar İade Birimi', post_code: '34100', phone_number: '2125550011' });
    await screenshot(page, 'shipping-info-phone');
    await context.close();
  });
});
