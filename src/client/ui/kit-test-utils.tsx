import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { vi } from 'vitest';
import { dismissToast, useToasts } from '../lib/toast.js';

/** Helpers for the kit's component tests (jsdom + Ionic web components + a stubbed fetch). */

export const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export interface SeenCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: BodyInit | null | undefined;
}

/** Stubs fetch with `answer`; every request is recorded. */
export function stubFetch(answer: (url: string, init: RequestInit) => Response | Promise<Response>) {
  const calls: SeenCall[] = [];
  const fetchMock = vi.fn(async (input: string, init: RequestInit = {}) => {
    calls.push({ url: String(input), method: init.method ?? 'GET', headers: (init.headers ?? {}) as Record<string, string>, body: init.body });
    return answer(String(input), init);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, calls };
}

/** A fresh query client per test, errors through the caller (no retries, no global toasts). */
export function renderWithQuery(element: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
  const result = render(<QueryClientProvider client={client}>{element}</QueryClientProvider>);
  return { ...result, client };
}

/** Types into an Ionic input through its native <input>. */
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

export function currentToasts() {
  const { result, unmount } = renderHook(() => useToasts());
  const list = result.current;
  unmount();
  return list;
}

/** Toasts live in a module store; each test starts with none. */
export function clearToasts() {
  const list = currentToasts();
  act(() => list.forEach((t) => dismissToast(t.id)));
}
