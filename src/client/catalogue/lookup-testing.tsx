import type { ReactElement } from 'react';
import { IonApp } from '@ionic/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import { createQueryClient } from '../lib/query-client.js';
import { dismissToast, useToasts } from '../lib/toast.js';

/** Unit-test helpers of the lookup screens: a fake API behind `fetch`, providers, toasts. */

export interface ApiCall {
  method: string;
  path: string;
  url: string;
  body: unknown;
}

/** Answer of a route: [status, body], or undefined to fall through (404). */
export type ApiRoute = (call: ApiCall) => [number, unknown] | undefined;

export const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export function fakeApi(route: ApiRoute) {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = String(input);
      const body = init.body instanceof FormData ? init.body : init.body ? JSON.parse(String(init.body)) : undefined;
      const call: ApiCall = { method: init.method ?? 'GET', path: new URL(url, 'http://x').pathname, url, body };
      calls.push(call);
      const answer = route(call);
      return answer ? json(answer[0], answer[1]) : json(404, { status: 404, code: 404, errors: [], fields: [] });
    }),
  );
  return { calls, to: (path: string) => calls.filter((c) => c.path.endsWith(path)) };
}

function ToastList() {
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

/** The screen inside the app's providers (global query error handler, Ionic overlays root, router). */
export function renderLookup(ui: ReactElement) {
  const client = createQueryClient();
  client.setDefaultOptions({ ...client.getDefaultOptions(), queries: { ...client.getDefaultOptions().queries, retry: false } });
  const wrap = (node: ReactElement) => (
    <QueryClientProvider client={client}>
      <MemoryRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
        <IonApp>{node}</IonApp>
        <ToastList />
      </MemoryRouter>
    </QueryClientProvider>
  );
  const result = render(wrap(ui));
  return { ...result, client, rerender: (next: ReactElement) => result.rerender(wrap(next)) };
}

export const toastsOf = (severity: string) =>
  Array.from(screen.getByTestId('toasts').querySelectorAll(`li[data-severity="${severity}"]`)).map((li) => li.textContent);

export function clearToasts() {
  const { result, unmount } = renderHook(() => useToasts());
  act(() => result.current.forEach((t) => dismissToast(t.id)));
  unmount();
}

/** Types into an Ionic input through its native <input>. */
export async function typeIon(testId: string, value: string) {
  const host = await screen.findByTestId(testId);
  const input = await waitFor(() => {
    const found = host.querySelector('input:not([type="hidden"])');
    if (!found) throw new Error(`no native input in ${testId}`);
    return found as HTMLInputElement;
  });
  fireEvent.input(input, { target: { value } });
}

/** Chooses a value of an Ionic select as its change event would. */
export async function chooseIon(testId: string, value: string) {
  const host = await screen.findByTestId(testId);
  act(() => {
    host.dispatchEvent(new CustomEvent('ionChange', { detail: { value }, bubbles: true }));
  });
}

export async function click(testId: string) {
  fireEvent.click(await screen.findByTestId(testId));
}

/** Lets pending promises (fetch, query updates) settle. */
export const settle = () => act(() => new Promise((r) => setTimeout(r, 20)));
