import type { ReactElement } from 'react';
import { IonApp } from '@ionic/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import type { ProductDetail } from '../../shared/contract/models.js';
import { createQueryClient } from '../lib/query-client.js';
import { setTokens, setUser } from '../lib/session.js';
import { useToasts } from '../lib/toast.js';

/** Unit-test helpers of the product screens: a fake API behind `fetch`, providers, toasts. */

export interface FakeCall {
  method: string;
  path: string;
  /** The query string, e.g. '?categoryId=3'. */
  search: string;
  body: unknown;
}
export type FakeRoute = (call: FakeCall) => [number, unknown] | undefined;

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export function fakeApi(route: FakeRoute) {
  const calls: FakeCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const body = init.body instanceof FormData ? init.body : init.body ? JSON.parse(String(init.body)) : undefined;
      const url = new URL(String(input), 'http://x');
      const call: FakeCall = { method: init.method ?? 'GET', path: url.pathname, search: url.search, body };
      calls.push(call);
      const answer = route(call);
      return answer ? json(answer[0], answer[1]) : json(404, { status: 404, code: 404, errors: [], fields: [] });
    }),
  );
  return { calls, to: (path: string) => calls.filter((c) => c.path.endsWith(path)) };
}

function Probe() {
  const toasts = useToasts();
  const location = useLocation();
  return (
    <>
      <output data-testid="location">{location.pathname}</output>
      <ul data-testid="toasts">
        {toasts.map((t) => (
          <li key={t.id} data-severity={t.severity}>
            {t.text}
          </li>
        ))}
      </ul>
    </>
  );
}

/** The screen in the app's providers at `path` (route `pattern`), with a location and toast probe. */
export function renderProduct(ui: ReactElement, { path = '/', pattern = '*' } = {}) {
  const client = createQueryClient();
  client.setDefaultOptions({ ...client.getDefaultOptions(), queries: { ...client.getDefaultOptions().queries, retry: false } });
  const wrap = (node: ReactElement) => (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
        <IonApp>
          <Routes>
            <Route path={pattern} element={node} />
            <Route path="*" element={<p>başka sayfa</p>} />
          </Routes>
        </IonApp>
        <Probe />
      </MemoryRouter>
    </QueryClientProvider>
  );
  const result = render(wrap(ui));
  return { ...result, client, rerender: (next: ReactElement) => result.rerender(wrap(next)) };
}

export const toastsOf = (severity: string) =>
  Array.from(screen.getByTestId('toasts').querySelectorAll(`li[data-severity="${severity}"]`)).map((li) => li.textContent);

export async function typeIon(testId: string, value: string) {
  const host = await screen.findByTestId(testId);
  const input = await waitFor(() => {
    const found = host.querySelector('input:not([type="hidden"])');
    if (!found) throw new Error(`no native input in ${testId}`);
    return found as HTMLInputElement;
  });
  fireEvent.input(input, { target: { value } });
}

export async function chooseIon(testId: string, value: string) {
  const host = await screen.findByTestId(testId);
  act(() => {
    host.dispatchEvent(new CustomEvent('ionChange', { detail: { value }, bubbles: true }));
  });
}

export const isFlagged = (testId: string) => screen.getByTestId(testId).classList.contains('ion-invalid');
export const isDisabled = (testId: string) => (screen.getByTestId(testId) as HTMLElement & { disabled?: boolean }).disabled === true;

/** A product as GET model/byid answers it; patch what a test needs. */
export function productDetail(patch: Partial<ProductDetail> = {}): ProductDetail {
  return {
    id: 42,
    supplyId: 1,
    supplyName: 'Anadolu Aksesuar',
    name: 'Kılıf',
    barcode: 'B-1',
    description: 'Silikon',
    brand: { id: 1, name: 'Anker' },
    subCategory: { id: 2, name: 'Kılıflar', category: { id: 3, name: 'Aksesuar' } },
    supplyStatus: 'AÇIK',
    origin: 'Çin',
    eol: false,
    approveType: 'APPROVED',
    lastApproveType: 'APPROVED',
    approveDescription: null,
    labels: [],
    picture: null,
    pictures: [],
    currentUpdateModel: null,
    audit: [],
    price: null,
    ...patch,
  };
}

/** Signs a supplier (TDR001) or distributor (DST001) user in, as the session stores it. */
export function signInAs(kind: 'supply' | 'disty') {
  setTokens({ token: 'access-1', refreshToken: 'refresh-1' });
  setUser({
    user: {
      id: 5,
      username: `${kind}_admin`,
      name: 'Deniz',
      surname: 'Kaya',
      roles: kind === 'supply' ? ['SUPPLY_ADMIN'] : ['DISTY_ADMIN'],
      supply: kind === 'supply' ? { id: 1, code: 'TDR001', name: 'Anadolu Aksesuar' } : null,
      disty: kind === 'disty' ? { id: 1, code: 'DST001', name: 'Marmara Dağıtım' } : null,
      loginReseller: null,
      resellers: [],
    },
    gsmNo: null,
    email: null,
    orderAllowList: [],
  });
}

/** Lookup answers the product form needs. */
export const lookupRoute: FakeRoute = (c) => {
  if (c.path === '/api/category/getAll') return [200, [{ id: 3, name: 'Aksesuar' }, { id: 4, name: 'Enerji' }]];
  if (c.path === '/api/subCategory/getAll') return [200, [{ id: 2, name: 'Kılıflar', category: { id: 3, name: 'Aksesuar' }, productScoreType: 'UNIT', scoreRatio: 1 }]];
  if (c.path === '/api/brand/getAll') return [200, [{ id: 1, name: 'Anker', newBrand: false, image: null, status: 1 }]];
  if (c.path === '/api/supply/getAll') return [200, [{ id: 1, code: 'TDR001', name: 'Anadolu Aksesuar' }, { id: 2, code: 'TDR002', name: 'Ege Tedarik' }]];
  return undefined;
};
