import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { TopBar } from '../shell/top-bar.js';
import { breadcrumbParts } from '../shell/breadcrumb.js';
import { demoUser, signIn } from '../testing/session-testing.js';
import { renderInApp } from './app-testing.js';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('top bar', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    fetchMock = vi.fn(async () => json([]));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  /**
   * A TTG admin's approvals bell loads its contract before it fetches: its request must land in
   * its own test, not in the next test's fetch stub.
   */
  const waitingBellAsked = () => waitFor(() => expect(fetchMock.mock.calls.map((c) => String(c[0]))).toContain('/api/model/waiting/count'));

  it('builds the breadcrumb from the route table', async () => {
    signIn(demoUser(['TTG_ADMIN']));
    renderInApp('/help', <TopBar />);
    const crumb = await screen.findByTestId('breadcrumb');
    expect(crumb.textContent).toBe('Ana Sayfa / Sayfalar / Yardım');
    expect(breadcrumbParts('/ProductPrice-Detail/5/9')).toEqual(['Ana Sayfa', 'Fiyat Yönetimi', 'Fiyat Detayı']);
    expect(breadcrumbParts('/dashboard')).toEqual(['Ana Sayfa']);
    await waitingBellAsked();
  });

  it('upper-cases the name with Turkish rules and shows the reseller for reseller roles', async () => {
    signIn(demoUser(['RESELLER_USER']));
    renderInApp('/dashboard', <TopBar />);
    expect((await screen.findByTestId('topbar-user-name')).textContent).toBe('SELİN AYDIN');
    expect(screen.getByTestId('topbar-login-info').textContent).toBe('BY10001 - Kadıköy İletişim');
  });

  it('shows mobile and e-mail for other roles, and the approvals bell for a TTG admin', async () => {
    signIn(demoUser(['TTG_ADMIN'], { name: 'İlker', surname: 'Işık' }));
    renderInApp('/dashboard', <TopBar />);
    expect((await screen.findByTestId('topbar-user-name')).textContent).toBe('İLKER IŞIK');
    expect(screen.getByTestId('topbar-login-info').textContent).toBe('5354440002 · selin.aydin@kadikoyiletisim.com.tr');
    expect(screen.getByTestId('bell-waiting').getAttribute('title')).toBe('Onay bekleyen ürünler');
    expect(screen.queryByTestId('bell-faulty')).toBeNull();
    await waitingBellAsked();
  });

  it('gives suppliers the faulty-products bell with the waiting ticket count', async () => {
    fetchMock.mockImplementation(async () => json(3));
    signIn(demoUser(['SUPPLY_ADMIN']));
    renderInApp('/dashboard', <TopBar />);
    expect((await screen.findByTestId('bell-faulty-count')).textContent).toBe('3');
    expect(screen.getByTestId('bell-faulty').getAttribute('title')).toBe('Bildirilen arızalı ürünler');
    expect(String(fetchMock.mock.calls[0][0])).toBe('/api/faultyProductManagement/getWaitingTicketCount/7');
    expect(screen.queryByTestId('bell-waiting')).toBeNull();
  });

  it('hides the badge when no ticket waits', async () => {
    fetchMock.mockImplementation(async () => json(0));
    signIn(demoUser(['SUPPLY_USER']));
    renderInApp('/dashboard', <TopBar />);
    await screen.findByTestId('bell-faulty');
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByTestId('bell-faulty-count')).toBeNull();
  });

  it('lets a reseller admin search the children and switch the active reseller', async () => {
    const admin = demoUser(['RESELLER_ADMIN'], { name: 'Emre', surname: 'Koç' });
    const moved = demoUser(['RESELLER_ADMIN'], {
      name: 'Emre',
      surname: 'Koç',
      loginReseller: { id: 2, code: 'BY10002', name: 'Moda GSM', resellerType: null, parentReseller: null, disty: null },
    });
    fetchMock.mockImplementation(async (url: string, init: RequestInit) => {
      if (url === '/api/reseller/child') {
        expect(JSON.parse(String(init.body))).toEqual(['BY10001']);
        return json([
          { code: 'BY10001', name: 'Kadıköy İletişim' },
          { code: 'BY10002', name: 'Moda GSM' },
          { code: 'BY10003', name: 'Üsküdar Telekom' },
        ]);
      }
      if (url === '/api/reseller/moveToSubReseller/BY10002/access-1') return json(moved);
      return json(null, 404);
    });
    signIn(admin);
    renderInApp('/dashboard', <TopBar />);
    fireEvent.click(await screen.findByTestId('reseller-switcher'));
    const search = await screen.findByTestId('reseller-switcher-search');
    search.dispatchEvent(new CustomEvent('ionInput', { detail: { value: 'moda' }, bubbles: true }));
    await waitFor(() => expect(screen.queryByText('BY10003 - Üsküdar Telekom')).toBeNull());
    fireEvent.click(screen.getByText('BY10002 - Moda GSM'));
    await waitFor(() => expect(screen.getByTestId('topbar-login-info').textContent).toBe('BY10002 - Moda GSM'));
    expect(JSON.parse(localStorage.getItem('user')!).user.loginReseller.code).toBe('BY10002');
  });

  it('offers no switcher when the admin has a single reseller', async () => {
    fetchMock.mockImplementation(async () => json([{ code: 'BY10001', name: 'Kadıköy İletişim' }]));
    signIn(demoUser(['RESELLER_ADMIN']));
    renderInApp('/dashboard', <TopBar />);
    await screen.findByTestId('topbar-user-name');
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByTestId('reseller-switcher')).toBeNull();
  });
});
