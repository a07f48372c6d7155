import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { findRoute } from '../../shared/access.js';
import { demoUser, renderAt, signIn } from '../testing/session-testing.js';
import { RequireAuth } from './require-auth.js';

const guard = (path: string) => <RequireAuth route={findRoute(path)!} />;
const marker = (text: string) => <div>{text}</div>;

describe('RequireAuth', () => {
  it('sends a visitor without a token to the login screen', async () => {
    renderAt('/dashboard', guard('/dashboard'), { '/login': marker('GİRİŞ EKRANI') });
    expect(await screen.findByText('GİRİŞ EKRANI')).toBeTruthy();
  });

  it('shows the no-access page for a role outside the route', async () => {
    signIn(demoUser(['RESELLER_USER']));
    renderAt('/paramList', guard('/paramList'));
    expect((await screen.findAllByText('Yetkisiz Giriş')).length).toBeGreaterThan(0);
    expect(screen.getByText('Buraya Girmeye Yetkiniz Yok.')).toBeTruthy();
  });

  it('shows a known route without a screen yet as in preparation', async () => {
    // Every route of the table has its screen now: a route added to the table before its screen.
    signIn(demoUser(['TTG_ADMIN']));
    renderAt('/yeniRapor', <RequireAuth route={{ ...findRoute('/reportingMonthly')!, path: '/yeniRapor', title: 'Yeni Rapor' }} />);
    expect(await screen.findByText('Bu ekran hazırlanıyor.')).toBeTruthy();
  });

  it('sends a reseller off the allow-list from order screens to /dashboard', async () => {
    // The server's verdict for a login reseller off the list.
    signIn({ ...demoUser(['RESELLER_ADMIN'], { loginReseller: { id: 2, code: 'BY99999', name: 'Başka Bayi', resellerType: null, parentReseller: null, disty: null } }), canOrder: false });
    renderAt('/resellerOrderManagement', guard('/resellerOrderManagement'), { '/dashboard': marker('ANA SAYFA') });
    expect(await screen.findByText('ANA SAYFA')).toBeTruthy();
  });

  it('lets an allow-listed reseller into order screens', async () => {
    signIn(demoUser(['RESELLER_ADMIN']));
    renderAt('/resellerProductOrder/follow', guard('/resellerProductOrder/follow'), { '/dashboard': marker('ANA SAYFA') });
    expect((await screen.findAllByText('Sipariş Takibi')).length).toBeGreaterThan(0);
    expect(screen.queryByText('ANA SAYFA')).toBeNull();
  });
});
