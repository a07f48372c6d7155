import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { TopBar } from './top-bar.js';
import { demoUser, renderAt, signIn } from '../testing/session-testing.js';

describe('logout', () => {
  afterEach(() => vi.unstubAllGlobals());

  async function logOutWith(fetchImpl: (url: string, init: RequestInit) => Promise<Response>) {
    const fetchMock = vi.fn(fetchImpl);
    vi.stubGlobal('fetch', fetchMock);
    signIn(demoUser(['TTG_USER']));
    localStorage.setItem('layoutSettings', '{"colorScheme":"dark"}');
    renderAt('/help', <TopBar />, { '/': <p>giriş ekranı</p> });
    fireEvent.click(await screen.findByTestId('topbar-logout'));
    expect(await screen.findByText('Oturumunuzu kapatmak istediğinize emin misiniz?')).toBeTruthy();
    fireEvent.click(await screen.findByTestId('logout-confirm'));
    await screen.findByText('giriş ekranı');
    return fetchMock;
  }

  it('revokes both tokens, clears local storage and goes to /', async () => {
    const fetchMock = await logOutWith(async () => new Response('{"success":true}', { status: 200 }));
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/auth/public/logout');
    expect(JSON.parse(String(init.body))).toEqual({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    expect(localStorage.length).toBe(0);
  });

  it('still clears local storage and goes to / when the call fails', async () => {
    await logOutWith(async () => {
      throw new TypeError('Failed to fetch');
    });
    await waitFor(() => expect(localStorage.length).toBe(0));
  });

  it('still clears local storage when the server answers with an error', async () => {
    await logOutWith(async () => new Response('{}', { status: 500 }));
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });
});
