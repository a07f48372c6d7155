import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ownWeb } from '../../shared/contract/user.js';
import { login, takeOtpCode } from '../../shared/contract/auth.js';
import { ApiError, buildUrl, call, sessionEnd } from './api.js';
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
