import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { Role } from '../../shared/access.js';
import type { OwnUser } from '../../shared/contract/user.js';
import { setTokens, setUser } from '../lib/session.js';

/** Test helpers for the shell's unit tests: a stored demo user and the providers. */
export function demoUser(roles: Role[], patch: Partial<OwnUser['user']> = {}): OwnUser {
  const reseller = roles.some((r) => r.startsWith('RESELLER_'));
  return {
    user: {
      id: 1,
      username: 'demo',
      name: 'Selin',
      surname: 'Aydın',
      roles,
      supply: roles.some((r) => r.startsWith('SUPPLY_')) ? { id: 7, code: 'TDR001', name: 'Anadolu Aksesuar Tedarik A.Ş.' } : null,
      disty: null,
      loginReseller: reseller
        ? { id: 1, code: 'BY10001', name: 'Kadıköy İletişim', resellerType: null, parentReseller: null, disty: null }
        : null,
      resellers: reseller ? [{ code: 'BY10001', name: 'Kadıköy İletişim' }] : [],
      ...patch,
    },
    gsmNo: '5354440002',
    email: 'selin.aydin@kadikoyiletisim.com.tr',
    canOrder: true,
  };
}

export function signIn(user: OwnUser) {
  setTokens({ token: 'access-1', refreshToken: 'refresh-1' });
  setUser(user);
}

export function renderAt(path: string, ui: ReactNode, extraRoutes: Record<string, ReactNode> = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
        <Routes>
          {Object.entries(extraRoutes).map(([p, el]) => (
            <Route key={p} path={p} element={el} />
          ))}
          <Route path="*" element={ui} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, client };
}
