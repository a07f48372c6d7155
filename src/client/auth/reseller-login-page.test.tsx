import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { getTokens, getUser } from '../lib/session.js';
import ResellerLoginPage from './reseller-login-page.js';
import { envelope, fakeServer, json, ownWebRoute, renderAt, waitForLocation } from './test-utils.js';

const ticketRoute = (answer: () => Response) => (url: string) => (url.endsWith('/auth/public/loginWithTicket') ? answer() : undefined);
const open = (ticket = 'TICKET-1') =>
  renderAt(
    `/resellerLogin/${ticket}`,
    '/resellerLogin/:ticketId',
    <ResellerLoginPage />,
    { strict: true },
  );

describe('dealer ticket login (/resellerLogin/:ticketId)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('spends the ticket once, stores the session and goes to /dashboard', async () => {
    const server = fakeServer(ticketRoute(() => json(200, { token: 'TT', refreshToken: 'TR' })), ownWebRoute);
    open();
    expect(await screen.findByText('Giriş yapılıyor...')).toBeTruthy();
    await waitForLocation('/dashboard');
    expect(server.callsTo('loginWithTicket')).toHaveLength(1);
    expect(server.callsTo('loginWithTicket')[0].body).toEqual({ authTicket: 'TICKET-1' });
    expect(getTokens()).toEqual({ token: 'TT', refreshToken: 'TR' });
    expect(getUser()?.user.id).toBe(7);
  });

  it('error code 1000 shows the invalid verification code page', async () => {
    fakeServer(ticketRoute(() => json(400, envelope(400, 1000, { message: 'INVALID_TICKET', description: 'Doğrulama kodu geçersiz.' }))));
    open();
    expect(await screen.findByText('Doğrulama kodu geçersiz')).toBeTruthy();
    expect(screen.queryByText(/Kullanıcı rolündeki/)).toBeNull();
    expect(screen.getByText('Ana sayfaya dön').getAttribute('href')).toBe('/');
    expect(getTokens()).toBeNull();
  });

  it('any other error shows the user-role warning page', async () => {
    fakeServer(ticketRoute(() => json(403, envelope(403, 403, { message: 'FORBIDDEN', description: 'Bu işlem için yetkiniz yok.' }))));
    open();
    expect(await screen.findByText('Kullanıcı rolündeki hesaplar bu işlemi yapamaz. Satış işlemleri mobil uygulama üzerinden yapılmaktadır.')).toBeTruthy();
    expect(screen.queryByText('Doğrulama kodu geçersiz')).toBeNull();
  });

  it('a network failure while spending the ticket shows the user-role warning page', async () => {
    fakeServer(ticketRoute(() => {
      throw new TypeError('Failed to fetch');
    }));
    open();
    expect(await screen.findByText('Kullanıcı rolündeki hesaplar bu işlemi yapamaz. Satış işlemleri mobil uygulama üzerinden yapılmaktadır.')).toBeTruthy();
    expect(screen.queryByText('Doğrulama kodu geçersiz')).toBeNull();
    expect(getTokens()).toBeNull();
  });

  it('a network failure while fetching the user shows the warning page and keeps no half session', async () => {
    fakeServer(ticketRoute(() => json(200, { token: 'TT', refreshToken: 'TR' })), (url) => {
      if (url.endsWith('/user/ownWeb')) throw new TypeError('Failed to fetch');
      return undefined;
    });
    open();
    expect(await screen.findByText('Kullanıcı rolündeki hesaplar bu işlemi yapamaz. Satış işlemleri mobil uygulama üzerinden yapılmaktadır.')).toBeTruthy();
    expect(getTokens()).toBeNull();
    expect(getUser()).toBeNull();
  });
});
