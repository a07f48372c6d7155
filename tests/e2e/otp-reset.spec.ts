import { describe, expect, it } from 'vitest';
import { lastCodeSentTo } from '../support/test-app.js';
import { fillIon, loginWithPassword, openPage } from './support/browser.js';
import { useServerAndBrowser } from './support/setup.js';

describe('login by code and password reset', () => {
  const env = useServerAndBrowser();

  it('logs in with the SMS code read from the outbox', async () => {
    const { context, page } = await openPage(env.browser, env.server.url);
    await page.goto('/login');
    await page.locator('[data-testid="tab-otp"]').click();
    await fillIon(page, 'otp-identity', '5354440002');
    await page.locator('[data-testid="otp-kvkk"]').click();
    await page.locator('[data-testid="otp-send"]').click();
    await expect.poll(() => lastCodeSentTo(env.server.built, '5354440002')).not.toBeNull();
    const code = (await lastCodeSentTo(env.server.built, '5354440002'))!;

    await fillIon(page, 'otp-code', '000000' === code ? '111111' : '000000');
    await page.locator('[data-testid="otp-verify"]').click();
    await expect.poll(() => page.locator('[data-testid="otp-verify"]').textContent()).toContain('Geçersiz Doğrulama Kodu');

    await fillIon(page, 'otp-code', code);
    await expect.poll(() => page.locator('[data-testid="otp-verify"]').textContent()).not.toContain('Geçersiz Doğrulama Kodu');
    await page.locator('[data-testid="otp-verify"]').click();
    await page.waitForURL('**/dashboard', { timeout: 10_000 });
    await page.locator('[data-testid="topbar-user-name"]').first().waitFor();
    expect(await page.locator('[data-testid="topbar-user-name"]').first().textContent()).toContain('SELİN AYDIN');
    await context.close();
  });

  it('resets the password in three steps and logs in with the new one', async () => {
    const { context, page } = await openPage(env.browser, env.server.url);
    await page.goto('/sifremiunuttum');
    await fillIon(page, 'reset-identity', 'fatma.arslan@bogazicidagitim.com.tr');
    await page.locator('[data-testid="reset-send"]').click();
    await page.locator('[data-testid="toast"]', { hasText: 'Şifre Sıfırlama Kodu GSM No / E-Posta Adresinize İletildi' }).first().waitFor();
    await expect.poll(() => lastCodeSentTo(env.server.built, 'fatma.arslan@bogazicidagitim.com.tr')).not.toBeNull();
    const code = (await lastCodeSentTo(env.server.built, 'fatma.arslan@bogazicidagitim.com.tr'))!;
    await fillIon(page, 'reset-code', code);
    await page.locator('[data-testid="reset-verify"]').click();
    await page.locator('[data-testid="toast"]', { hasText: 'Yeni Şifrenizi Belirleyebilirsiniz' }).first().waitFor();
    await fillIon(page, 'reset-password', 'YeniSifre2026');
    await fillIon(page, 'reset-password2', 'BaskaSifre2026');
    await page.locator('[data-testid="reset-save"]').click();
    await expect.poll(() => page.getByText('Şifreleriniz uyuşmuyor.').count()).toBeGreaterThan(0);
    await fillIon(page, 'reset-password2', 'YeniSifre2026');
    await page.locator('[data-testid="reset-save"]').click();
    await page.locator('[data-testid="toast"]', { hasText: 'Şifreniz Başarıyla Yenilenmiştir.' }).first().waitFor();
    await page.waitForURL('**/login', { timeout: 5000 });

    await loginWithPassword(page, 'disty_user', 'YeniSifre2026');
    expect(page.url()).toContain('/dashboard');
    await context.close();
  });
});
