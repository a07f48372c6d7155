import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { decodeJwt, SignJWT } from 'jose';
import { MSG } from '../../src/shared/messages.js';
import { dbKinds } from '../support/test-db.js';
import { bearer, loginAs, startTestApp, type TestApp } from '../support/test-app.js';
import { defaultConfig, expectCoded, expectValidation, rows } from '../support/api-helpers.js';

describe.each(dbKinds())('sessions on %s', (kind) => {
  let t: TestApp;
  const ownWeb = (token: string) => t.app.inject({ method: 'GET', url: '/api/user/ownWeb', headers: bearer(token) });
  const refresh = (refreshToken: string) => t.app.inject({ method: 'POST', url: '/auth/public/refresh', payload: { refreshToken } });
  const logout = (payload: object) => t.app.inject({ method: 'POST', url: '/auth/public/logout', payload });
  const expectSignedOut = async (token: string) => expectCoded(await ownWeb(token), 401, 401, MSG.unauthenticated);
  const expectRefused = async (refreshToken: string) => expectCoded(await refresh(refreshToken), 401, 1005, MSG.sessionExpired);

  /** An access token signed with the app's key; `exp` in seconds from now. */
  const signAccess = (claims: { sub: string; fid: string }, expInSeconds: number, secret = t.config.jwt.accessSecret) => {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ fid: claims.fid })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.sub)
      .setIssuer('bayi-portali')
      .setIssuedAt(now - 3600)
      .setExpirationTime(now + expInSeconds)
      .sign(new TextEncoder().encode(secret));
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it('rotates the refresh token and keeps the session (old access token still valid)', async () => {
    const first = await loginAs(t.app, 'ttg_admin');
    const res = await refresh(first.refreshToken);
    expect(res.statusCode, res.body).toBe(200);
    const second = res.json();
    expect(second).toEqual({ token: expect.any(String), refreshToken: expect.any(String) });
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(decodeJwt(second.token).fid).toBe(decodeJwt(first.token).fid);
    expect((await ownWeb(first.token)).statusCode).toBe(200);
    expect((await ownWeb(second.token)).statusCode).toBe(200);
    // The rotated token keeps rotating.
    expect((await refresh(second.refreshToken)).statusCode).toBe(200);
  });

  it('treats a spent refresh token as theft and revokes the whole family', async () => {
    const first = await loginAs(t.app, 'ttg_user');
    const second = (await refresh(first.refreshToken)).json();
    const third = (await refresh(second.refreshToken)).json();
    await expectRefused(first.refreshToken);
    await expectRefused(third.refreshToken);
    for (const token of [first.token, second.token, third.token]) await expectSignedOut(token);
    const [{ open }] = await rows<{ open: number }>(
      t,
      sql`select count(*)::int as open from refresh_tokens where family_id = ${decodeJwt(first.token).fid as string} and revoked_at is null`,
    );
    expect(open).toBe(0);
  });

  it('logs out with both tokens: the refresh token is refused and the access token gets 401', async () => {
    const pair = await loginAs(t.app, 'supply_admin');
    const res = await logout({ accessToken: pair.token, refreshToken: pair.refreshToken });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    await expectRefused(pair.refreshToken);
    await expectSignedOut(pair.token);
  });

  it('logs out with only one of the tokens, even an expired access token', async () => {
    const a = await loginAs(t.app, 'supply_user');
    expect((await logout({ refreshToken: a.refreshToken })).statusCode).toBe(200);
    await expectSignedOut(a.token);

    const b = await loginAs(t.app, 'supply_user');
    const claims = decodeJwt(b.token) as { sub: string; fid: string };
    const expired = await signAccess(claims, -60);
    expect((await logout({ accessToken: expired })).statusCode).toBe(200);
    await expectRefused(b.refreshToken);
    await expectSignedOut(b.token);
  });

  it('answers logout with garbage, unknown or no tokens with 200', async () => {
    for (const payload of [{ accessToken: 'garbage', refreshToken: 'garbage' }, { accessToken: 'a.b.c' }, {}]) {
      const res = await logout(payload);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true });
    }
  });

  it('answers a request without a token with the 401 envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user/ownWeb' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ status: 401, code: 401, message: '401', description: MSG.unauthenticated, errors: [], fields: [] });
  });

  it('refuses tampered, foreign and malformed bearer tokens', async () => {
    const pair = await loginAs(t.app, 'disty_admin');
    const [head, payload, signature] = pair.token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forgedPayload = Buffer.from(JSON.stringify({ ...claims, sub: '1' })).toString('base64url');
    const flipped = signature.slice(0, -2) + (signature.at(-2) === 'A' ? 'B' : 'A') + signature.at(-1);
    const foreign = await signAccess(claims, 600, 'some-other-secret-of-enough-length-000000');
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    const candidates = [`${head}.${forgedPayload}.${signature}`, `${head}.${payload}.${flipped}`, foreign, unsigned, 'garbage', ''];
    for (const token of candidates) await expectSignedOut(token);
    for (const authorization of [`Basic ${pair.token}`, pair.token, `Bearer${pair.token}`]) {
      expectCoded(await t.app.inject({ method: 'GET', url: '/api/user/ownWeb', headers: { authorization } }), 401, 401);
    }
    // The genuine token still works.
    expect((await ownWeb(pair.token)).statusCode).toBe(200);
  });

  it('refuses an expired access token, then refresh gives a working one', async () => {
    const pair = await loginAs(t.app, 'disty_user');
    const claims = decodeJwt(pair.token) as { sub: string; fid: string };
    // Control: the same claims with a future expiry are accepted.
    expect((await ownWeb(await signAccess(claims, 600))).statusCode).toBe(200);
    await expectSignedOut(await signAccess(claims, -5));
    const res = await refresh(pair.refreshToken);
    expect(res.statusCode).toBe(200);
    expect((await ownWeb(res.json().token)).json().user.username).toBe('disty_user');
  });

  it('refuses an expired or unknown refresh token', async () => {
    const pair = await loginAs(t.app, 'reseller_user');
    await t.database.db.execute(sql`update refresh_tokens set expires_at = now() - interval '1 minute'
      where family_id = ${decodeJwt(pair.token).fid as string}`);
    await expectRefused(pair.refreshToken);
    await expectRefused('not-a-token-we-issued');
    expectValidation(await t.app.inject({ method: 'POST', url: '/auth/public/refresh', payload: {} }));
  });

  it('keeps two sessions of one user independent', async () => {
    const one = await loginAs(t.app, 'reseller_admin');
    const two = await loginAs(t.app, 'reseller_admin');
    expect(decodeJwt(one.token).fid).not.toBe(decodeJwt(two.token).fid);
    expect((await logout({ accessToken: one.token, refreshToken: one.refreshToken })).statusCode).toBe(200);
    await expectSignedOut(one.token);
    expect((await ownWeb(two.token)).statusCode).toBe(200);
    const rotated = await refresh(two.refreshToken);
    expect(rotated.statusCode).toBe(200);
    expect((await ownWeb(rotated.json().token)).statusCode).toBe(200);
  });
});

describe.each(dbKinds())('short-lived access tokens on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    const defaults = defaultConfig();
    // 3 s: JWT times are whole seconds, so a token lives between 2 and 3 s — time for the first call on a busy machine.
    t = await startTestApp(kind, { jwt: { ...defaults.jwt, accessTtlSeconds: 3 } });
  });
  afterAll(() => t.close());

  it('expires the access token after its TTL; refresh brings the session back', async () => {
    const pair = await loginAs(t.app, 'ttg_admin');
    expect((await t.app.inject({ method: 'GET', url: '/api/user/ownWeb', headers: bearer(pair.token) })).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 3200));
    const expired = await t.app.inject({ method: 'GET', url: '/api/user/ownWeb', headers: bearer(pair.token) });
    expectCoded(expired, 401, 401);
    const res = await t.app.inject({ method: 'POST', url: '/auth/public/refresh', payload: { refreshToken: pair.refreshToken } });
    expect(res.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/ownWeb', headers: bearer(res.json().token) })).statusCode).toBe(200);
  });
});
