import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { sessionEnd } from '../lib/api.js';
import { getTokens, getUser } from '../lib/session.js';
import AutoLoginPage from './auto-login-page.js';
import { envelope, fakeServer, json, OWN_USER, renderAt, waitForLocation } from './test-utils.js';

const PATTERN = '/autoLogin/:token/:refreshToken/:resellerCode/:redirectPage';
const open = (path: string) =>
  renderAt(
    path,
    PATTERN,
    <AutoLoginPage />,
    { strict: true },
  );
const unauthorized = () => json(401, envelope(401, 1005, { message: 'SESSION_EXPIRED' }));

describe('auto-login (/autoLogin/...)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('stores the tokens, the reseller code and the user (autoLogin flag), then opens the page', async () => {
    const server = fakeServer((url, init) => {
      if (!url.endsWith('/user/ownWeb')) return undefined;
      const auth = (init.headers as Record<string, string>).Authorization;
      return auth === 'Bearer AT' ? json(200, OWN_USER) : unauthorized();
    });
    open('/autoLogin/AT/RT/BY10001/ProductPrice-Supply');
    await waitForLocation('/ProductPrice-Supply');
    expect(getTokens()).toEqual({ token: 'AT', refreshToken: 'RT' });
    expect(localStorage.getItem('resellerCode')).toBe('BY10001');
    expect(getUser()?.autoLogin).toBe(true);
    expect(server.callsTo('ownWeb')).toHaveLength(1);
  });

  it('shows GİRİŞ BAŞARISIZ ! and clears the session when the tokens are refused, without leaving the page', async () => {
    const toLogin = vi.fn();
    sessionEnd.toLogin = toLogin;
    const server = fakeServer((url) => (url.endsWith('/user/ownWeb') || url.endsWith('/public/refresh') ? unauthorized() : undefined));
    open('/autoLogin/bozuk/bozuk/BY10001/dashboard');
    expect(await screen.findByText('GİRİŞ BAŞARISIZ !')).toBeTruthy();
    expect(screen.getByText('Giriş ekranına git').getAttribute('href')).toBe('/login');
    expect(server.callsTo('/public/refresh')).toHaveLength(1);
    expect(toLogin).not.toHaveBeenCalled();
    expect(sessionEnd.toLogin).toBe(toLogin);
    expect(localStorage.length).toBe(0);
  });
});
