import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { setOutboxCount } from '../lib/offline/outbox-count.js';
import { demoUser, signIn } from '../testing/session-testing.js';
import { TopBar } from '../shell/top-bar.js';
import { renderInApp } from './app-testing.js';

const confirmMock = vi.hoisted(() => vi.fn(async () => false));
vi.mock('../ui/dialogs/confirm.js', () => ({ confirm: confirmMock }));

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Switching reseller wipes the local data of the one before (app/offline-boot.tsx): writes still waiting are not dropped unasked. */
describe('reseller switch with writes waiting in the outbox', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  const moved = demoUser(['RESELLER_ADMIN'], {
    loginReseller: { id: 2, code: 'BY10002', name: 'Moda GSM', resellerType: null, parentReseller: null, disty: null },
  });
  const moves = () => fetchMock.mock.calls.filter((c) => String(c[0]).startsWith('/api/reseller/moveToSubReseller/'));
  beforeEach(() => {
    fetchMock = vi.fn(async (url: string) => {
      if (url === '/api/reseller/child') return json([{ code: 'BY10001', name: 'Kadıköy İletişim' }, { code: 'BY10002', name: 'Moda GSM' }]);
      if (url.startsWith('/api/reseller/moveToSubReseller/BY10002/')) return json(moved);
      return json([]);
    });
    vi.stubGlobal('fetch', fetchMock);
    setOutboxCount(2);
  });
  afterEach(() => {
    setOutboxCount(0);
    confirmMock.mockReset();
    vi.unstubAllGlobals();
  });

  const choose = async () => {
    signIn(demoUser(['RESELLER_ADMIN']));
    renderInApp('/dashboard', <TopBar />);
    fireEvent.click(await screen.findByTestId('reseller-switcher'));
    fireEvent.click(await screen.findByText('BY10002 - Moda GSM'));
    await waitFor(() => expect(confirmMock).toHaveBeenCalledTimes(1));
  };

  it('asks first; Vazgeç keeps the reseller (and the writes)', async () => {
    confirmMock.mockResolvedValue(false);
    await choose();
    expect(confirmMock).toHaveBeenCalledWith(
      expect.objectContaining({
        header: 'Gönderilmemiş İşlemler',
        message: '2 işlem henüz sunucuya gönderilmedi. Bayi değiştirirseniz bu işlemler bu cihazdan silinecek. Bayi değiştirilsin mi?',
        confirmText: 'Bayi Değiştir',
        cancelText: 'Vazgeç',
      }),
    );
    expect(moves()).toEqual([]);
    expect(JSON.parse(localStorage.getItem('user')!).user.loginReseller.code).toBe('BY10001');
    // The list stays open for another choice; closed here so the next test has its own.
    fireEvent.click(screen.getByTitle('Kapat'));
    await waitFor(() => expect(screen.queryByText('BY10002 - Moda GSM')).toBeNull());
  });

  it('accepted, switches', async () => {
    confirmMock.mockResolvedValue(true);
    await choose();
    await waitFor(() => expect(screen.getByTestId('topbar-login-info').textContent).toBe('BY10002 - Moda GSM'));
    expect(moves()).toHaveLength(1);
  });
});
