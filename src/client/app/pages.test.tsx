import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import DashboardPage from '../shell/pages/dashboard-page.js';
import HelpPage from '../shell/pages/help-page.js';
import NoAccessPage from '../shell/pages/no-access-page.js';
import NotFoundPage from '../shell/pages/not-found-page.js';
import PlaceholderPage from '../shell/pages/placeholder-page.js';
import { demoUser, signIn } from '../testing/session-testing.js';
import { renderInApp } from './app-testing.js';

vi.stubGlobal('fetch', vi.fn(async () => new Response('[]', { status: 200 })));

describe('shell pages', () => {
  it('no-access page: title, text and a way back to /dashboard', async () => {
    signIn(demoUser(['RESELLER_USER']));
    renderInApp('/paramList', <NoAccessPage />);
    const box = await screen.findByTestId('no-access');
    expect(box.textContent).toContain('Yetkisiz Giriş');
    expect(box.textContent).toContain('Buraya Girmeye Yetkiniz Yok.');
    expect((box.querySelector('ion-button') as HTMLIonButtonElement).href).toBe('/dashboard');
  });

  it('not-found page works signed out and links to /', async () => {
    renderInApp('/bu/sayfa/yok', <NotFoundPage />);
    const box = await screen.findByTestId('not-found');
    expect(box.textContent).toContain('Aradığın Yeri Bulamadın.');
    expect((box.querySelector('ion-button') as HTMLIonButtonElement).href).toBe('/');
    expect(screen.queryByTestId('topbar-user-name')).toBeNull();
  });

  it('placeholder page names the screen inside the shell', async () => {
    signIn(demoUser(['TTG_ADMIN']));
    renderInApp('/paramList', <PlaceholderPage title="Parametreler" />);
    expect(await screen.findByText('Bu ekran hazırlanıyor.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Parametreler');
    expect(await screen.findByTestId('topbar-user-name')).toBeTruthy();
    expect(screen.getByText('Bayi Portalı v1.0.16')).toBeTruthy();
  });

  it('dashboard welcomes a reseller with role and active reseller', async () => {
    signIn(demoUser(['RESELLER_USER']));
    renderInApp('/dashboard', <DashboardPage />);
    const welcome = await screen.findByTestId('dashboard-welcome');
    expect(welcome.textContent).toContain('Hoş geldiniz, Selin Aydın');
    expect(welcome.textContent).toContain('Bayi Kullanıcısı');
    expect(welcome.textContent).toContain('BY10001 - Kadıköy İletişim');
    expect(screen.queryByText('Günlük toplam satış tutarı')).toBeNull();
  });

  it('dashboard keeps the two daily gauges of a TTG admin without invented numbers', async () => {
    signIn(demoUser(['TTG_ADMIN']));
    renderInApp('/dashboard', <DashboardPage />);
    expect(await screen.findByText('Günlük toplam aksesuar satış adedi')).toBeTruthy();
    expect(screen.getByText('Günlük toplam satış tutarı')).toBeTruthy();
    expect(screen.getAllByText('—')).toHaveLength(2);
    expect(screen.getByText('Yardım')).toBeTruthy();
  });

  it('help page renders in the shell', async () => {
    signIn(demoUser(['DISTY_USER']));
    renderInApp('/help', <HelpPage />);
    expect(await screen.findByText('İletişim')).toBeTruthy();
    expect((await screen.findByTestId('breadcrumb')).textContent).toBe('Ana Sayfa / Sayfalar / Yardım');
  });
});
