import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ownWeb } from '../../shared/contract/user.js';
import { login, takeOtpCode } from '../../shared/contract/auth.js';
import { z } from 'zod';
import { defineEndpoint } from '../../shared/contract/endpoint.js';
import { ApiError, buildUrl, call, download, sessionEnd, upload } from './api.js';
import { getTokens, setTokens } from './session.js';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('api client', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    sessionEnd.toLogin = vi.fn();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('builds service URLs with encoded params', () => {
    expect(buildUrl(takeOtpCode, { usernameOrPhone: 'a b@x.com' })).toBe('/api/public/takeOtpCodeWeb/a%20b%40x.com');
    expect(buildUrl(login)).toBe('/auth/public/login');
  });

  it('sends the bearer token and tr language, but no token on public paths', async () => {
    setTokens({ token: 'A', refreshToken: 'R' });
    fetchMock.mockImplementation(async () => json(200, { ok: 1 }));
    await call(ownWeb);
    await call(login, { body: { username: 'x', password: 'y' } });
    const [, first] = fetchMock.mock.calls[0];
    const [, second] = fetchMock.mock.calls[1];
    expect(first.headers.Authorization).toBe('Bearer A');
    expect(first.headers['Accept-Language']).toBe('tr');
    expect(second.headers.Authorization).toBeUndefined();
  });

  it('refreshes once for concurrent 401s and retries each call', async () => {
    setTokens({ token: 'old', refreshToken: 'R1' });
    let refreshes = 0;
    fetchMock.mockImplementation(async (url: string, init: RequestInit) => {
      if (url.endsWith('/public/refresh')) {
        refreshes++;
        await new Promise((r) => setTimeout(r, 10));
        return json(200, { token: 'new', refreshToken: 'R2' });
      }
      const auth = (init.headers as Record<string, string>).Authorization;
      return auth === 'Bearer new' ? json(200, { who: 'me' }) : json(401, { status: 401, code: 401, errors: [], fields: [] });
    });
    const results = await Promise.all([call(ownWeb), call(ownWeb), call(ownWeb)]);
    expect(results).toEqual([{ who: 'me' }, { who: 'me' }, { who: 'me' }]);
    expect(refreshes).toBe(1);
    expect(getTokens()).toEqual({ token: 'new', refreshToken: 'R2' });
  });

  it('clears the session and goes to login when the refresh fails', async () => {
    setTokens({ token: 'old', refreshToken: 'R1' });
    localStorage.setItem('user', '{}');
    fetchMock.mockImplementation(async () => json(401, { status: 401, code: 1005, errors: [], fields: [] }));
    await expect(call(ownWeb)).rejects.toBeInstanceOf(ApiError);
    expect(localStorage.length).toBe(0);
    expect(sessionEnd.toLogin).toHaveBeenCalled();
  });

  it('turns network failures into status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('offline'));
    await expect(call(login, { body: { username: 'a', password: 'b' } })).rejects.toMatchObject({ status: 0 });
  });
});

describe('api upload and download', () => {
  const uploadEndpoint = defineEndpoint({
    service: 'api',
    method: 'POST',
    path: '/brand/:id/picture',
    access: 'ALL',
    params: z.object({ id: z.coerce.number() }),
    body: z.object({ name: z.string(), active: z.string().optional() }),
    response: z.object({ id: z.number() }),
    upload: { field: 'files', kind: 'image', maxFiles: 10, maxBytes: 1_000_000, required: true },
  });
  const exportEndpoint = defineEndpoint({ service: 'api', method: 'POST', path: '/items/export', access: 'ALL', response: z.unknown(), produces: 'xlsx' });
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    sessionEnd.toLogin = vi.fn();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('sends text parts and files as multipart under the endpoint field, without a Content-Type of its own', async () => {
    setTokens({ token: 'A', refreshToken: 'R' });
    fetchMock.mockImplementation(async () => json(200, { id: 9 }));
    const a = new File([new Uint8Array([0x89, 0x50])], 'a.png', { type: 'image/png' });
    const b = new File([new Uint8Array([0xff, 0xd8])], 'b.jpg', { type: 'image/jpeg' });
    const answer = await upload(uploadEndpoint, { params: { id: 4 }, fields: { name: 'Anker', active: true, skipped: undefined, count: 2 }, files: [a, b] });
    expect(answer).toEqual({ id: 9 });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/brand/4/picture');
    expect(init.method).toBe('POST');
    expect(init.headers.Authorization).toBe('Bearer A');
    expect(init.headers['Content-Type']).toBeUndefined();
    const form = init.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('name')).toBe('Anker');
    expect(form.get('active')).toBe('true');
    expect(form.get('count')).toBe('2');
    expect(form.has('skipped')).toBe(false);
    expect((form.getAll('files') as File[]).map((f) => f.name)).toEqual(['a.png', 'b.jpg']);
  });

  it('refreshes once on 401 and sends the files again', async () => {
    setTokens({ token: 'old', refreshToken: 'R1' });
    fetchMock.mockImplementation(async (url: string, init: RequestInit) => {
      if (url.endsWith('/public/refresh')) return json(200, { token: 'new', refreshToken: 'R2' });
      const auth = (init.headers as Record<string, string>).Authorization;
      return auth === 'Bearer new' ? json(200, { id: 1 }) : json(401, { status: 401, code: 401, errors: [], fields: [] });
    });
    const file = new File(['x'], 'a.png');
    await expect(upload(uploadEndpoint, { params: { id: 1 }, fields: { name: 'x' }, files: [file] })).resolves.toEqual({ id: 1 });
    const sends = fetchMock.mock.calls.filter(([u]) => String(u).includes('/picture'));
    expect(sends).toHaveLength(2);
    expect((sends[1][1].body as FormData).getAll('files')).toHaveLength(1);
  });

  it('turns an error answer of an upload into ApiError with its envelope', async () => {
    fetchMock.mockImplementation(async () => json(400, { status: 400, code: 10000, errors: [], fields: ['Sadece resim dosyası (PNG, JPEG, GIF, WEBP) yüklenebilir.'] }));
    await expect(upload(uploadEndpoint, { params: { id: 1 }, fields: { name: 'x' }, files: [] })).rejects.toMatchObject({ status: 400, body: { code: 10000 } });
  });

  it('downloads a file answer and saves it under the given name', async () => {
    setTokens({ token: 'A', refreshToken: 'R' });
    fetchMock.mockImplementation(async () => new Response(new Uint8Array([0x50, 0x4b, 3, 4]), { status: 200 }));
    const saved: { name: string; size: number }[] = [];
    let blob: Blob | null = null;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => ((blob = b as Blob), 'blob:export'));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, size: blob!.size });
      expect(this.href).toBe('blob:export');
    });
    await download(exportEndpoint, { body: { name: 'kablo' }, query: { sort: 'name,desc' }, fileName: 'Ürün Listesi.xlsx' });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/items/export?sort=name%2Cdesc');
    expect(JSON.parse(init.body)).toEqual({ name: 'kablo' });
    expect(init.headers.Accept).toContain('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(saved).toEqual([{ name: 'Ürün Listesi.xlsx', size: 4 }]);
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('does not save anything when the export fails', async () => {
    fetchMock.mockImplementation(async () => json(400, { status: 400, code: 10000, errors: [], fields: ['Excel almak için tarih alanları dolu olmalıdır.'] }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click');
    await expect(download(exportEndpoint, { fileName: 'x.xlsx' })).rejects.toBeInstanceOf(ApiError);
    expect(click).not.toHaveBeenCalled();
  });
});
