import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, renderHook } from '@testing-library/react';
import { vi } from 'vitest';
import { useToasts } from '../lib/toast.js';

/** Helpers for the kit's component tests (jsdom + Ionic web components + a stubbed fetch). */

// The input and toast helpers every screen test uses.
export { clearToasts, json, typeIon } from '../testing/screen-testing.js';

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

export function currentToasts() {
  const { result, unmount } = renderHook(() => useToasts());
  const list = result.current;
  unmount();
  return list;
}
