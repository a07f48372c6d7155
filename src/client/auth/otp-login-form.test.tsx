import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { MSG } from '../../shared/messages.js';
import { getTokens } from '../lib/session.js';
import LoginPage from './login-page.js';
import { click, clearToasts, envelope, fakeServer, json, locationNow, nativeValue, ownWebRoute, renderAt, toastTexts, typeIon, waitForLocation } from './test-utils.js';

const GOOD = '482913';
const TOO_MANY = 'Çok fazla deneme yapıldı. Lütfen daha sonra tekrar deneyiniz.';

/** takeOtpCode answers ok (or 400 rate limit when `limited`); loginWithOtpCode accepts GOOD only. */
function otpServer(limited = false) {
  return fakeServer(
    (url) => {
      if (!url.includes('/api/public/takeOtpCodeWeb/')) return undefined;
      return limited ? json(400, envelope(400, 1003, { message: 'TOO_MANY', description: TOO_MANY })) : json(200, { success: true });
    },
    (url, init) => {
      if (!url.endsWith('/api/public/loginWithOtpCode')) return undefined;
      const { otpCode } = JSON.parse(String(init.body));
      return otpCode === GOOD ? json(200, { token: 'OT', refreshToken: 'OR' }) : json(400, envelope(400, 1002, { message: 'INVALID_OTP', description: MSG.otpInvalid, fields: ['otpCode'] }));
    },
    ownWebRoute,
  );
}

async function openOtpTab() {
  renderAt('/login', '/login', <LoginPage />);
  await click('tab-otp');
  await screen.findByTestId('otp-identity');
}

async function sendCode(identity = '0535 444 00 02') {
  await typeIon('otp-identity', identity);
  await click('otp-kvkk');
  await click('otp-send');
  await screen.findByTestId('otp-code');
}

const verifyButton = () => screen.getByTestId('otp-verify');

describe('login page, verification code tab', () => {
  beforeEach(() => clearToasts());
  afterEach(() => vi.unstubAllGlobals());

  it('requires the number or e-mail and the consent before sending', async () => {
    const server = otpServer();
    await openOtpTab();
    await click('otp-send');
    expect(await screen.findByText('Gsm No / E-Posta boş bırakılamaz')).toBeTruthy();
    expect(screen.getByText(MSG.kvkkRequired)).toBeTruthy();
    expect(server.calls).toHaveLength(0);
  });

  it('sends the code to the normalised number and turns the send button into "change"', async () => {
    const server = otpServer();
    await openOtpTab();
    await sendCode();
    expect(server.callsTo('takeOtpCodeWeb')[0].url).toBe('/api/public/takeOtpCodeWeb/5354440002');
    expect(screen.getByTestId('otp-send').textContent).toBe('GSM No / E-Posta Değiştir');
    await waitFor(() => expect(screen.getByTestId('otp-identity').querySelector('input')!.disabled).toBe(true));
    await click('otp-send');
    await waitFor(() => expect(screen.queryByTestId('otp-code')).toBeNull());
    expect(screen.getByTestId('otp-send').textContent).toBe('Doğrulama Kodu Gönder');
  });

  it('asks for the code when it is empty', async () => {
    otpServer();
    await openOtpTab();
    await sendCode();
    await click('otp-verify');
    expect(await screen.findByText('Doğrulama kodu boş bırakılamaz')).toBeTruthy();
  });

  it('masks the code as 999-999 and keeps digits only', async () => {
    otpServer();
    await openOtpTab();
    await sendCode();
    await typeIon('otp-code', '12a3456789');
    await waitFor(() => expect(nativeValue('otp-code')).toBe('123-456'));
  });

  it('turns the verify button red on a wrong code and resets under 6 digits', async () => {
    const server = otpServer();
    await openOtpTab();
    await sendCode();
    await typeIon('otp-code', '111-111');
    await click('otp-verify');
    await waitFor(() => expect(verifyButton().textContent).toBe('Geçersiz Doğrulama Kodu'));
    expect(verifyButton().getAttribute('color')).toBe('danger');
    expect(server.callsTo('loginWithOtpCode')[0].body).toEqual({ username: '5354440002', otpCode: '111111' });
    await typeIon('otp-code', '111-11');
    await waitFor(() => expect(verifyButton().textContent).toBe('Doğrula ve Giriş Yap'));
    expect(verifyButton().getAttribute('color')).toBe('primary');
    expect(getTokens()).toBeNull();
  });

  it('resend sends again and clears the code', async () => {
    const server = otpServer();
    await openOtpTab();
    await sendCode('ayse@example.com');
    await typeIon('otp-code', '123456');
    await click('otp-resend');
    await waitFor(() => expect(server.callsTo('takeOtpCodeWeb')).toHaveLength(2));
    await waitFor(() => expect(nativeValue('otp-code')).toBe(''));
    expect(server.callsTo('takeOtpCodeWeb')[1].url).toBe('/api/public/takeOtpCodeWeb/ayse%40example.com');
  });

  it('shows the server description when the code request is refused', async () => {
    otpServer(true);
    await openOtpTab();
    await typeIon('otp-identity', '5354440002');
    await click('otp-kvkk');
    await click('otp-send');
    await waitFor(() => expect(toastTexts()).toContain(TOO_MANY));
    expect(screen.queryByTestId('otp-code')).toBeNull();
  });

  it('a valid code locks the form, says so, and goes to /dashboard after a second', async () => {
    otpServer();
    await openOtpTab();
    await sendCode();
    await typeIon('otp-code', GOOD);
    await click('otp-verify');
    expect(await screen.findByText(MSG.otpSuccessRedirect)).toBeTruthy();
    expect(screen.getByTestId('otp-code').classList.contains('auth-code-ok')).toBe(true);
    await waitFor(() => expect(screen.getByTestId('otp-code').querySelector('input')!.readOnly).toBe(true));
    expect(verifyButton().hasAttribute('disabled')).toBe(true);
    expect(locationNow()).toBe('/login');
    await waitForLocation('/dashboard', 3000);
    expect(getTokens()).toEqual({ token: 'OT', refreshToken: 'OR' });
  });
});
