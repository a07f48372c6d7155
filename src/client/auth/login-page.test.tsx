import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { MSG } from '../../shared/messages.js';
import { getTokens, getUser } from '../lib/session.js';
import LoginPage from './login-page.js';
import { validatePasswordLogin } from './password-login-form.js';
import { click, clearToasts, envelope, fakeServer, json, locationNow, ownWebRoute, renderAt, toastTexts, typeIon, waitForLocation } from './test-utils.js';

const loginRoute = (url: string, init: RequestInit) => {
  if (!url.endsWith('/auth/public/login')) return undefined;
  const { password } = JSON.parse(String(init.body));
  return password === 'demo1234' ? json(200, { token: 'T1', refreshToken: 'R1' }) : json(400, envelope(400, 1001, { message: 'x', description: MSG.invalidCredentials }));
};

describe('login page, password tab', () => {
  beforeEach(() => clearToasts());
  afterEach(() => vi.unstubAllGlobals());

  it('shows the three required messages word for word when submitted empty', async () => {
    const server = fakeServer(loginRoute);
    renderAt('/login', '/login', <LoginPage />);
    await screen.findByText('Kullanıcı Adı ile Giriş');
    await click('login-submit');
    expect(await screen.findByText('Kullanıcı Adı Gereklidir.')).toBeTruthy();
    expect(screen.getByText('Şifre Gereklidir.')).toBeTruthy();
    expect(screen.getByText("KVKK Aydınlatma Metni'ni onaylamadan devam edemezsiniz")).toBeTruthy();
    expect(screen.getByTestId('login-username').classList.contains('ion-invalid')).toBe(true);
    expect(server.calls).toHaveLength(0);
  });

  it('asks for the KVKK consent when only the box is missing, and clears it once ticked', async () => {
    fakeServer(loginRoute);
    renderAt('/login', '/login', <LoginPage />);
    await typeIon('login-username', 'ttg_admin');
    await typeIon('login-password', 'demo1234');
    await click('login-submit');
    expect(await screen.findByText(MSG.kvkkRequired)).toBeTruthy();
    expect(screen.queryByText(MSG.usernameRequired)).toBeNull();
    expect(screen.queryByText(MSG.passwordRequired)).toBeNull();
    await click('login-kvkk');
    await waitFor(() => expect(screen.queryByText(MSG.kvkkRequired)).toBeNull());
  });

  it('stores the tokens and the user, then goes to /dashboard', async () => {
    const server = fakeServer(loginRoute, ownWebRoute);
    renderAt('/login', '/login', <LoginPage />);
    await typeIon('login-username', ' ttg_admin ');
    await typeIon('login-password', 'demo1234');
    await click('login-kvkk');
    await click('login-submit');
    await waitForLocation('/dashboard');
    expect(getTokens()).toEqual({ token: 'T1', refreshToken: 'R1' });
    expect(getUser()?.user.username).toBe('reseller_admin');
    expect(getUser()?.autoLogin).toBe(false);
    expect(server.callsTo('/public/login')[0].body).toEqual({ username: 'ttg_admin', password: 'demo1234' });
  });

  it('shows the server message and stays on /login when the password is wrong', async () => {
    fakeServer(loginRoute, ownWebRoute);
    renderAt('/login', '/login', <LoginPage />);
    await typeIon('login-username', 'ttg_admin');
    await typeIon('login-password', 'yanlis');
    await click('login-kvkk');
    await click('login-submit');
    await waitFor(() => expect(toastTexts()).toContain(MSG.invalidCredentials));
    expect(locationNow()).toBe('/login');
    expect(getTokens()).toBeNull();
  });

  it('opens the KVKK notice in a dialog', async () => {
    renderAt('/login', '/login', <LoginPage />);
    await click('login-kvkk-open');
    expect(await screen.findByText(/6698 sayılı Kişisel Verilerin Korunması Kanunu/, { selector: 'strong' })).toBeTruthy();
    expect(screen.getByText('7. İlgili Kişi Olarak Haklarınız')).toBeTruthy();
  });

  it('links to the password reset page', async () => {
    renderAt('/login', '/login', <LoginPage />);
    const link = await screen.findByText('Yeni şifre al');
    expect(link.getAttribute('href')).toBe('/sifremiunuttum');
  });

  it('validation rules as a pure function', () => {
    expect(validatePasswordLogin('  ', '', false)).toEqual({ username: MSG.usernameRequired, password: MSG.passwordRequired, kvkk: MSG.kvkkRequired });
    expect(validatePasswordLogin('a', 'b', true)).toEqual({});
  });
});
