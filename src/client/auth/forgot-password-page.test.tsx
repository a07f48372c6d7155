import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { MSG } from '../../shared/messages.js';
import ForgotPasswordPage from './forgot-password-page.js';
import { validateNewPassword } from './reset-rules.js';
import { click, clearToasts, envelope, fakeServer, json, locationNow, renderAt, toastTexts, typeIon, waitForLocation } from './test-utils.js';

const CODE = '246810';

function resetServer() {
  return fakeServer((url, init) => {
    const body = init.body ? JSON.parse(String(init.body)) : {};
    if (url.endsWith('/auth/public/forgotPassword')) return json(200, { success: true });
    if (url.endsWith('/auth/public/checkPasswordResetCode') || url.endsWith('/auth/public/resetPassword')) {
      return body.passwordResetAuthCode === CODE
        ? json(200, { success: true })
        : json(400, envelope(400, 1004, { message: 'INVALID_RESET_CODE', description: MSG.resetCodeInvalid, fields: ['passwordResetAuthCode'] }));
    }
    return undefined;
  });
}

async function toStep3(server: ReturnType<typeof resetServer>) {
  renderAt('/sifremiunuttum', '/sifremiunuttum', <ForgotPasswordPage />);
  await typeIon('reset-identity', 'fatma.arslan@example.com');
  await click('reset-send');
  await waitFor(() => expect(toastTexts()).toContain(MSG.resetCodeSent));
  await typeIon('reset-code', CODE);
  await click('reset-verify');
  await waitFor(() => expect(toastTexts()).toContain(MSG.resetCodeAccepted));
  await screen.findByTestId('reset-password');
  expect(server.callsTo('checkPasswordResetCode')[0].body).toEqual({ email: 'fatma.arslan@example.com', passwordResetAuthCode: CODE });
}

describe('password reset (/sifremiunuttum)', () => {
  beforeEach(() => clearToasts());
  afterEach(() => vi.unstubAllGlobals());

  it('requires the number or e-mail in step 1', async () => {
    const server = resetServer();
    renderAt('/sifremiunuttum', '/sifremiunuttum', <ForgotPasswordPage />);
    await click('reset-send');
    expect(await screen.findByText('GSM No / E-Posta boş bırakılamaz')).toBeTruthy();
    expect(server.calls).toHaveLength(0);
  });

  it('shows the e-mail message for an empty code (documented defect) and the server text for a wrong one', async () => {
    resetServer();
    renderAt('/sifremiunuttum', '/sifremiunuttum', <ForgotPasswordPage />);
    await typeIon('reset-identity', '5354440002');
    await click('reset-send');
    // Step 2 is ready (and its button enabled) once the send has answered.
    await waitFor(() => expect(toastTexts()).toContain(MSG.resetCodeSent));
    await click('reset-verify');
    expect(await screen.findByText(MSG.resetIdentityRequired)).toBeTruthy();
    await typeIon('reset-code', '111111');
    await click('reset-verify');
    await waitFor(() => expect(toastTexts()).toContain(MSG.resetCodeInvalid));
    expect(screen.queryByTestId('reset-password')).toBeNull();
  });

  it('refuses passwords that do not match, then saves and returns to /login after 2 seconds', async () => {
    const server = resetServer();
    await toStep3(server);
    await typeIon('reset-password', 'YeniSifre2026');
    await typeIon('reset-password2', 'BaskaSifre2026');
    await click('reset-save');
    expect(await screen.findByText('Şifreleriniz uyuşmuyor.')).toBeTruthy();
    expect(server.callsTo('resetPassword')).toHaveLength(0);

    await typeIon('reset-password2', 'YeniSifre2026');
    await click('reset-save');
    await waitFor(() => expect(toastTexts()).toContain('Şifreniz Başarıyla Yenilenmiştir.'));
    expect(server.callsTo('resetPassword')[0].body).toEqual({ email: 'fatma.arslan@example.com', passwordResetAuthCode: CODE, newPassword: 'YeniSifre2026' });
    expect(locationNow()).toBe('/sifremiunuttum');
    await waitForLocation('/login', 3500);
  });

  it('step 3 rules as a pure function', () => {
    expect(validateNewPassword('', '')).toEqual({ password: MSG.resetIdentityRequired, password2: MSG.resetIdentityRequired });
    expect(validateNewPassword('a', 'b')).toEqual({ password2: MSG.passwordsDontMatch });
    expect(validateNewPassword('same', 'same')).toEqual({});
  });
});
