import type { BodyOf, Endpoint, ParamsOf, QueryOf, ResponseOf } from '../../shared/contract/endpoint.js';
import type { ErrorEnvelope } from '../../shared/errors.js';
import { SERVICE_BASE } from './config.js';
import { clearSession, getTokens, setTokens } from './session.js';

/** A failed call: HTTP status (0 = network) and the error envelope when the server sent one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorEnvelope | null,
  ) {
    super(body?.description ?? body?.errors?.[0]?.message ?? `HTTP-${status}`);
  }
}

export interface CallOptions<E extends Endpoint> {
  body?: BodyOf<E>;
  params?: ParamsOf<E>;
  query?: QueryOf<E>;
  /** ms; uploads use 60 s and serial creation 600 s (spec 1 §9). */
  timeoutMs?: number;
  signal?: AbortSignal;
  /** false: a failed refresh ends the session without leaving for /login (the caller shows it). */
  redirectOnSessionEnd?: boolean;
}

export function buildUrl(endpoint: Pick<Endpoint, 'service' | 'path'>, params?: Record<string, unknown>, query?: Record<string, unknown>) {
  const path = endpoint.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params?.[name] ?? '')));
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== null && v !== '') search.set(k, String(v));
  const qs = search.toString();
  return `${SERVICE_BASE[endpoint.service]}${path}${qs ? `?${qs}` : ''}`;
}

/** Where a failed refresh sends the user; replaced in tests. */
export const sessionEnd = { toLogin: () => window.location.assign('/login') };

async function send(url: string, method: string, body: unknown, timeoutMs: number, signal?: AbortSignal) {
  const headers: Record<string, string> = { 'Accept-Language': 'tr', Accept: 'application/json' };
  // Token-less calls: addresses containing 'public' carry no bearer token (spec 1 §6).
  const tokens = getTokens();
  if (!url.includes('public') && tokens) headers.Authorization = `Bearer ${tokens.token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const signals = [AbortSignal.timeout(timeoutMs), ...(signal ? [signal] : [])];
  return fetch(url, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.any(signals),
  });
}

let refreshing: Promise<boolean> | null = null;

/** One shared refresh for every call that got 401 at the same time (single flight). */
export function refreshOnce(): Promise<boolean> {
  refreshing ??= (async () => {
    const tokens = getTokens();
    if (!tokens) return false;
    try {
      const res = await fetch(`${SERVICE_BASE.auth}/public/refresh`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Accept-Language': 'tr' },
        body: JSON.stringify({ refreshToken: tokens.refreshToken, token: tokens.token }),
      });
      if (!res.ok) return false;
      setTokens(await res.json());
      return true;
    } catch {
      return false;
    }
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

async function readError(res: Response): Promise<ApiError> {
  let body: ErrorEnvelope | null = null;
  try {
    body = (await res.json()) as ErrorEnvelope;
  } catch {
    body = null;
  }
  return new ApiError(res.status, body);
}

/** Calls one contract endpoint; on 401 refreshes once and retries, else ends the session. */
export async function call<E extends Endpoint>(endpoint: E, options: CallOptions<E> = {}): Promise<ResponseOf<E>> {
  const url = buildUrl(endpoint, options.params as Record<string, unknown>, options.query as Record<string, unknown>);
  const timeout = options.timeoutMs ?? 30_000;
  let res: Response;
  try {
    res = await send(url, endpoint.method, options.body, timeout, options.signal);
    if (res.status === 401 && !url.includes('public')) {
      if (await refreshOnce()) {
        res = await send(url, endpoint.method, options.body, timeout, options.signal);
      } else {
        clearSession();
        if (options.redirectOnSessionEnd !== false) sessionEnd.toLogin();
        throw await readError(res);
      }
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError(0, null);
  }
  if (!res.ok) throw await readError(res);
  if (res.status === 204) return undefined as ResponseOf<E>;
  return (await res.json()) as ResponseOf<E>;
}
