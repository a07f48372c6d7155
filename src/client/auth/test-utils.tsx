import { StrictMode, type ReactElement } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { expect, vi } from 'vitest';
import { json, LocationProbe, ToastProbe } from '../testing/screen-testing.js';

/** Helpers for the auth page tests (jsdom + Ionic web components + a fake server). */

export { clearToasts, click, json } from '../testing/screen-testing.js';

export const envelope = (status: number, code: number, over: object = {}) => ({ status, code, errors: [], fields: [], ...over });

export const OWN_USER = {
  user: {
    id: 7,
    username: 'reseller_admin',
    name: 'Ayşe',
    surname: 'Yılmaz',
    roles: ['RESELLER_ADMIN'],
    supply: null,
    disty: null,
    loginReseller: null,
    resellers: [],
  },
  gsmNo: '5354440001',
  email: 'ayse@example.com',
  canOrder: false,
};

export type FakeRoute = (url: string, init: RequestInit) => Response | Promise<Response> | undefined;

/** Answers fetch like the server; each handler returns a Response or undefined to pass. */
export function fakeServer(...routes: FakeRoute[]) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: string, init: RequestInit = {}) => {
    const url = String(input);
    calls.push({ url, method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : undefined });
    for (const route of routes) {
      const res = await route(url, init);
      if (res) return res;
    }
    return json(404, envelope(404, 404));
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, calls, callsTo: (part: string) => calls.filter((c) => c.url.includes(part)) };
}

export const ownWebRoute: FakeRoute = (url) => (url.endsWith('/user/ownWeb') ? json(200, OWN_USER) : undefined);

/**
 * Renders `element` at `path` (pattern `pattern`), plus a location probe and the toasts.
 * `strict` wraps the tree in StrictMode, whose doubled effects single-use links must survive.
 */
export function renderAt(path: string, pattern: string, element: ReactElement, { strict = false } = {}) {
  return render(
    <MemoryRouter initialEntries={[path]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
      <Routes>
        <Route path={pattern} element={element} />
        <Route path="*" element={<p>başka sayfa</p>} />
      </Routes>
      <LocationProbe />
      <ToastProbe />
    </MemoryRouter>,
    strict ? { wrapper: StrictMode } : undefined,
  );
}

export const locationNow = () => screen.getByTestId('location').textContent;
export const waitForLocation = (path: string, timeout = 1500) => waitFor(() => expect(locationNow()).toBe(path), { timeout });
export const toastTexts = () => Array.from(screen.getByTestId('toasts').querySelectorAll('li')).map((li) => li.textContent);

/** Types into an Ionic input through its native <input>, as a user would. */
export async function typeIon(testId: string, value: string) {
  const host = await screen.findByTestId(testId);
  const input = await waitFor(() => {
    const found = host.querySelector('input:not([type="hidden"])');
    if (!found) throw new Error(`no native input in ${testId}`);
    return found as HTMLInputElement;
  });
  fireEvent.input(input, { target: { value } });
}

export const nativeValue = (testId: string) => (screen.getByTestId(testId).querySelector('input') as HTMLInputElement).value;
