import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { Role } from '../../shared/access.js';
import DashboardPage from '../shell/pages/dashboard-page.js';
import HelpPage from '../shell/pages/help-page.js';
import NoAccessPage from '../shell/pages/no-access-page.js';
import NotFoundPage from '../shell/pages/not-found-page.js';
import PlaceholderPage from '../shell/pages/placeholder-page.js';
import { demoUser, signIn } from '../testing/session-testing.js';
import { OFFLINE_MSG } from '../lib/offline/offline-texts.js';
import { renderInApp } from './app-testing.js';

vi.stubGlobal('fetch', vi.fn(async () => new Response('[]', { status: 200 })));

/** Renders `page` at `path` in the app, signed in with `roles` (signed out without). */
function show(path: string, page: ReactElement, roles?: Role[]) {
  if (roles) signIn(demoUser(roles));
  renderInApp(path, page);
}

/** Waits for the element of `testId` and checks it shows every one of `texts`. */
async function expectTexts(testId: string, texts: string[]) {
  const box = await screen.findByTestId(testId);
  for (const text of texts) expect(box.textContent).toContain(text);
  return box;
}

describe('shell pages', () => {
  it('no-access page: title, text and a way back to /dashboard', async () => {
    show('/paramList', <NoAccessPage />, ['RESELLER_USER']);
    const box = await expectTexts('no-access', ['Yetkisiz Giriş', 'Buraya Girmeye Yetkiniz Yok.']);
    expect((box.querySelector('ion-button') as HTMLIonButtonElement).href).toBe('/dashboard');
  });

  it('not-found page works signed out and links to /', async () => {
    show('/bu/sayfa/yok', <NotFoundPage />);
    const box = await expectTexts('not-found', ['Aradığın Yeri Bulamadın.']);
    expect((box.querySelector('ion-button') as HTMLIonButtonElement).href).toBe('/');
    expect(screen.queryByTestId('topbar-user-name')).toBeNull();
  });

  it('placeholder page names the screen inside the shell', async () => {
    show('/paramList', <PlaceholderPage title="Parametreler" />, ['TTG_ADMIN']);
    expect(await screen.findByText('Bu ekran hazırlanıyor.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Parametreler');
    expect(await screen.findByTestId('topbar-user-name')).toBeTruthy();
    expect(screen.getByText('Bayi Portalı v1.0.16')).toBeTruthy();
  });

  it('dashboard welcomes a reseller with role and active reseller', async () => {
    show('/dashboard', <DashboardPage />, ['RESELLER_USER']);
    await expectTexts('dashboard-welcome', ['Hoş geldiniz, Selin Aydın', 'Bayi Kullanıcısı', 'BY10001 - Kadıköy İletişim']);
    expect(screen.queryByText('Günlük Toplam Satış Tutarı')).toBeNull();
  });

  it('dashboard keeps the two daily gauges of a TTG admin without invented numbers', async () => {
    show('/dashboard', <DashboardPage />, ['TTG_ADMIN']);
    expect(await screen.findByText('Günlük Toplam Aksesuar Satış Adedi')).toBeTruthy();
    expect(screen.getByText('Günlük Toplam Satış Tutarı')).toBeTruthy();
    expect(screen.getAllByText('—')).toHaveLength(2);
    // Its quick access: its work, never the template pages (still in the menu and by route).
    const links = await screen.findByTestId('quick-links');
    expect(links.textContent).toContain('Parametreler');
    expect(links.textContent).not.toContain('Yardım');
    expect(links.textContent).not.toContain('Boş Sayfa');
  });

  it('dashboard of a reseller admin: quick access to the storefront, its cart and the pending writes first; the demo pages not offered', async () => {
    show('/dashboard', <DashboardPage />, ['RESELLER_ADMIN']);
    const links = await screen.findByTestId('quick-links');
    const titles = Array.from(links.querySelectorAll('.quick-link strong')).map((el) => el.textContent);
    expect(titles.slice(0, 4)).toEqual(['Sipariş Yönetimi', 'Sepetim', 'Bekleyen İşlemler', 'Sipariş Takibi']);
    expect(titles).not.toContain('Yardım');
    expect(titles).not.toContain('Boş Sayfa');
    expect((screen.getByTestId('quick-link-/resellerOrderManagement') as HTMLIonRouterLinkElement).href).toBe('/resellerOrderManagement');
    // 'Bekleyen İşlemler' opens the top bar's tray of waiting writes (none here).
    await screen.findByTestId('topbar-user-name');
    fireEvent.click(screen.getByTestId('quick-link-/resellerOrderManagement#pending'));
    expect(await screen.findByText(OFFLINE_MSG.trayEmpty)).toBeTruthy();
  });

  it('dashboard of a reseller user offers its work, never the demo pages', async () => {
    show('/dashboard', <DashboardPage />, ['RESELLER_USER']);
    await screen.findByTestId('dashboard-welcome');
    const links = await screen.findByTestId('quick-links');
    const titles = Array.from(links.querySelectorAll('.quick-link strong')).map((el) => el.textContent);
    // A reseller user cannot order (the storefront is the admin's): its stock and the sales wizard first.
    expect(titles.slice(0, 2)).toEqual(['Stoğumdaki Ürünler', 'Kampanyalı Satış']);
    expect(titles).not.toContain('Boş Sayfa');
    expect(titles).not.toContain('Yardım');
  });

  it('help page renders in the shell', async () => {
    show('/help', <HelpPage />, ['DISTY_USER']);
    expect(await screen.findByText('İletişim')).toBeTruthy();
    expect((await screen.findByTestId('breadcrumb')).textContent).toBe('Ana Sayfa / Sayfalar / Yardım');
  });
});
