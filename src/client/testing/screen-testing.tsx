import type { ReactElement } from 'react';
import { IonApp } from '@ionic/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { createQueryClient } from '../lib/query-client.js';
import { dismissToast, useToasts } from '../lib/toast.js';

/**
 * Unit-test helpers shared by the screens of every area: a fake API behind `fetch`, the
 * app's providers with a location and toast probe, and input helpers for Ionic fields.
 */

/** A refusal in the spec's error envelope with the server's words (`fields`: the fields it names). */
export const refusal = (status: number, text: string, fields: string[] = []) => ({ status, code: status, message: 'x', description: text, errors: [], fields });

/** The newest of a dialog's elements: one a previous test opened may land late in jsdom. */
export const last = async (testId: string) => (await screen.findAllByTestId(testId)).at(-1)!;

export const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export interface ApiCall {
  method: string;
  /** Path without the query string. */
  path: string;
  /** The query string, e.g. '?categoryId=3'. */
  search: string;
  url: string;
  /** Parsed JSON, the FormData of an upload, or undefined. */
  body: unknown;
}

/** Answer of a route: [status, body], or undefined to fall through (404). */
export type ApiRoute = (call: ApiCall) => [number, unknown] | undefined;

export function fakeApi(route: ApiRoute) {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = String(input);
      const parsed = new URL(url, 'http://x');
      const body = init.body instanceof FormData ? init.body : init.body ? JSON.parse(String(init.body)) : undefined;
      const call: ApiCall = { method: init.method ?? 'GET', path: parsed.pathname, search: parsed.search, url, body };
      calls.push(call);
      const answer = route(call);
      return answer ? json(answer[0], answer[1]) : json(404, { status: 404, code: 404, errors: [], fields: [] });
    }),
  );
  return { calls, to: (path: string) => calls.filter((c) => c.path.endsWith(path)) };
}

/** The router's pathname, for `screen.getByTestId('location')`. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

/** The shown toasts as `li[data-severity]`, for `toastsOf`. */
export function ToastProbe() {
  const toasts = useToasts();
  return (
    <ul data-testid="toasts">
      {toasts.map((t) => (
        <li key={t.id} data-severity={t.severity}>
          {t.text}
        </li>
      ))}
    </ul>
  );
}

/** A screen in the app's providers (global query error handler, Ionic root, router at `path`). */
export function renderScreen(ui: ReactElement, { path = '/', pattern = '*' } = {}) {
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
        <LocationProbe />
        <ToastProbe />
      </MemoryRouter>
    </QueryClientProvider>
  );
  const result = render(wrap(ui));
  return { ...result, client, rerender: (next: ReactElement) => result.rerender(wrap(next)) };
}

export const toastsOf = (severity: string) =>
  Array.from(screen.getByTestId('toasts').querySelectorAll(`li[data-severity="${severity}"]`)).map((li) => li.textContent);

/** Toasts live in a module store; each test starts with none. */
export function clearToasts() {
  const { result, unmount } = renderHook(() => useToasts());
  act(() => result.current.forEach((t) => dismissToast(t.id)));
  unmount();
}

/** Types into an Ionic input or textarea through its native element, as a user would. */
export async function typeIon(testId: string, value: string) {
  const find = () => {
    const found = screen.getByTestId(testId).querySelector('input:not([type="hidden"]), textarea');
    if (!found) throw new Error(`no native input in ${testId}`);
    return found as HTMLInputElement;
  };
  // Already rendered under fake timers (where waitFor cannot poll); otherwise wait for it.
  let input: HTMLInputElement;
  try {
    input = find();
  } catch {
    input = await waitFor(find);
  }
  fireEvent.input(input, { target: { value } });
}

/** Chooses a value of an Ionic select as its change event would. */
export async function chooseIon(testId: string, value: string) {
  const host = await screen.findByTestId(testId);
  act(() => {
    host.dispatchEvent(new CustomEvent('ionChange', { detail: { value }, bubbles: true }));
  });
}

/** Fills a list's filters (`${listId}-filter-${key}`), in order: a select is chosen, any other input typed into. */
export async function fillFilters(listId: string, values: Record<string, string>) {
  for (const [key, value] of Object.entries(values)) {
    const testId = `${listId}-filter-${key}`;
    if ((await screen.findByTestId(testId)).tagName === 'ION-SELECT') await chooseIon(testId, value);
    else await typeIon(testId, value);
  }
}

/**
 * Clicks the element with this test id; of several, the newest (last in the page). A dialog a
 * previous test opened can still finish presenting after that test's clean-up and land in the page
 * late (Ionic moves an inline modal while presenting): the one this test opened is the last.
 */
export async function click(testId: string) {
  fireEvent.click((await screen.findAllByTestId(testId)).at(-1)!);
}

/** Lets pending promises (fetch, query updates) settle. */
export const settle = () => act(() => new Promise((r) => setTimeout(r, 20)));

/** Whether a field shows as invalid: the field itself, or the input inside a ScanField's wrapper. */
export const isFlagged = (testId: string) => {
  const field = screen.getByTestId(testId);
  return field.classList.contains('ion-invalid') || !!field.querySelector('ion-input.ion-invalid');
};
export const isDisabled = (testId: string) => (screen.getByTestId(testId) as HTMLElement & { disabled?: boolean }).disabled === true;
