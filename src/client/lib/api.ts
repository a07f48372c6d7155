import type { BodyOf, Endpoint, ParamsOf, QueryOf, ResponseOf } from '../../shared/contract/endpoint.js';
import type { ListDecl, RowOfList } from '../../shared/contract/list.js';
import type { Page } from '../../shared/paging.js';
import type { ErrorEnvelope } from '../../shared/errors.js';
import { SERVICE_BASE } from './config.js';
import { saveFile } from './save-file.js';
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
  /** Extra request headers (e.g. the Idempotency-Key of an order completion). */
  headers?: Record<string, string>;
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

interface Payload {
  body?: BodyInit;
  /** Omitted for FormData: the browser sets the multipart boundary itself. */
  contentType?: string;
}

const jsonPayload = (body: unknown): Payload => (body === undefined ? {} : { body: JSON.stringify(body), contentType: 'application/json' });

async function send(url: string, method: string, payload: Payload, timeoutMs: number, signal?: AbortSignal, accept = 'application/json', extra: Record<string, string> = {}) {
  const headers: Record<string, string> = { ...extra, 'Accept-Language': 'tr', Accept: accept };
  // Token-less calls: addresses containing 'public' carry no bearer token (spec 1 §6).
  const tokens = getTokens();
  if (!url.includes('public') && tokens) headers.Authorization = `Bearer ${tokens.token}`;
  if (payload.contentType) headers['Content-Type'] = payload.contentType;
  const signals = [AbortSignal.timeout(timeoutMs), ...(signal ? [signal] : [])];
  return fetch(url, {
    method,
    headers,
    body: payload.body,
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

/**
 * Sends one request; on 401 refreshes once and retries, else ends the session. Throws
 * ApiError for an error answer (status 0 when the network or the timeout failed).
 */
async function exchange(
  url: string,
  method: string,
  payload: () => Payload,
  timeoutMs: number,
  options: { signal?: AbortSignal; redirectOnSessionEnd?: boolean; accept?: string; headers?: Record<string, string> },
): Promise<Response> {
  let res: Response;
  try {
    res = await send(url, method, payload(), timeoutMs, options.signal, options.accept, options.headers);
    if (res.status === 401 && !url.includes('public')) {
      if (await refreshOnce()) {
        res = await send(url, method, payload(), timeoutMs, options.signal, options.accept, options.headers);
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
  return res;
}

/** Calls one contract endpoint; on 401 refreshes once and retries, else ends the session. */
export async function call<E extends Endpoint>(endpoint: E, options: CallOptions<E> = {}): Promise<ResponseOf<E>> {
  const url = buildUrl(endpoint, options.params as Record<string, unknown>, options.query as Record<string, unknown>);
  const res = await exchange(url, endpoint.method, () => jsonPayload(options.body), options.timeoutMs ?? 30_000, options);
  if (res.status === 204) return undefined as ResponseOf<E>;
  return (await res.json()) as ResponseOf<E>;
}

export type UploadFieldValue = string | number | boolean | undefined | null;

export interface UploadOptions<E extends Endpoint> {
  /** Text parts (validated by the endpoint's body schema); undefined/null parts are left out. */
  fields?: Record<string, UploadFieldValue>;
  /** Sent under the endpoint's `upload.field`. */
  files: File[];
  params?: ParamsOf<E>;
  query?: QueryOf<E>;
  /** ms; 60 s by default (spec 1 §9 upload timeout). */
  timeoutMs?: number;
  signal?: AbortSignal;
  /** false: a failed refresh ends the session without leaving for /login (the outbox's sends). */
  redirectOnSessionEnd?: boolean;
  /** Extra request headers (the Idempotency-Key of an outbox write). */
  headers?: Record<string, string>;
}

/** The multipart body of an upload; built anew for a retry so no stream is read twice. */
export function uploadForm(fileField: string, fields: Record<string, UploadFieldValue>, files: File[]) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined && value !== null) form.append(name, String(value));
  for (const file of files) form.append(fileField, file, file.name);
  return form;
}

/** Sends files and text parts to a multipart endpoint (same token and refresh rules as `call`). */
export async function upload<E extends Endpoint>(endpoint: E, options: UploadOptions<E>): Promise<ResponseOf<E>> {
  if (!endpoint.upload) throw new Error(`${endpoint.path} is not an upload endpoint`);
  const field = endpoint.upload.field;
  const url = buildUrl(endpoint, options.params as Record<string, unknown>, options.query as Record<string, unknown>);
  const res = await exchange(url, endpoint.method, () => ({ body: uploadForm(field, options.fields ?? {}, options.files) }), options.timeoutMs ?? 60_000, options);
  if (res.status === 204) return undefined as ResponseOf<E>;
  return (await res.json()) as ResponseOf<E>;
}

export interface DownloadOptions<E extends Endpoint> {
  body?: BodyOf<E>;
  /** For an upload endpoint that answers a file: the multipart parts instead of `body`. */
  upload?: { fields?: Record<string, UploadFieldValue>; files: File[] };
  params?: ParamsOf<E>;
  query?: QueryOf<E>;
  /** Name the browser saves the file under. */
  fileName: string;
  /** ms; 120 s by default (large exports stream). */
  timeoutMs?: number;
  signal?: AbortSignal;
}

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Fetches a file answer (e.g. an xlsx export) and hands it to the browser as a download. */
export async function download<E extends Endpoint>(endpoint: E, options: DownloadOptions<E>): Promise<void> {
  const url = buildUrl(endpoint, options.params as Record<string, unknown>, options.query as Record<string, unknown>);
  const accept = endpoint.produces === 'xlsx' ? `${XLSX_MIME}, application/octet-stream, application/json` : '*/*';
  const { upload: parts } = options;
  const payload = (): Payload =>
    parts && endpoint.upload ? { body: uploadForm(endpoint.upload.field, parts.fields ?? {}, parts.files) } : jsonPayload(options.body);
  const res = await exchange(url, endpoint.method, payload, options.timeoutMs ?? 120_000, { ...options, accept });
  let blob: Blob;
  try {
    blob = await res.blob();
  } catch {
    // The body broke off mid-stream (network or timeout).
    throw new ApiError(0, null);
  }
  saveFile(blob, options.fileName);
}

/** Reads a file answer (e.g. a private photo) with the session's token, as a Blob for an object URL. */
export async function fetchBlob<E extends Endpoint>(endpoint: E, options: CallOptions<E> = {}): Promise<Blob> {
  const url = buildUrl(endpoint, options.params as Record<string, unknown>, options.query as Record<string, unknown>);
  const res = await exchange(url, endpoint.method, () => jsonPayload(options.body), options.timeoutMs ?? 30_000, { ...options, accept: '*/*' });
  try {
    return await res.blob();
  } catch {
    // The body broke off mid-stream (network or timeout).
    throw new ApiError(0, null);
  }
}

/**
 * One page of a declared list. The filter travels as the strings of the filter bar; the
 * list's zod schema coerces them on the server, so this is the one place that hands them
 * to an endpoint typed by that schema.
 */
export function fetchListPage<L extends ListDecl>(
  list: L,
  query: { page: number; size: number; sort?: string },
  filter: Record<string, string>,
  signal?: AbortSignal,
): Promise<Page<RowOfList<L>>> {
  const endpoint: Endpoint = list.page;
  return call(endpoint, { query, body: filter, signal }) as Promise<Page<RowOfList<L>>>;
}

/** The export of a declared list for the current filter and sort, saved under the list's file name. */
export function downloadList(list: ListDecl, filter: Record<string, string>, sort: string | undefined): Promise<void> {
  const endpoint: Endpoint | undefined = list.exporter;
  if (!endpoint || !list.export) return Promise.resolve();
  return download(endpoint, { query: sort ? { sort } : {}, body: filter, fileName: list.export.fileName });
}
