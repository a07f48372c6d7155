import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MSG } from '../../src/shared/messages.js';
import { dbKinds } from '../support/test-db.js';
import { bearer, loginAs, startTestApp, type TestApp } from '../support/test-app.js';
import { clearRateLimits, defaultConfig, expectCoded, expectValidation, setUserStatus } from '../support/api-helpers.js';

const PER_USER = 3;
const PER_IP = 6;

describe.each(dbKinds())('password login on %s', (kind) => {
  let t: TestApp;
  const login = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/auth/public/login', payload: payload as object, headers });
  const ownWeb = (token: string) => t.app.inject({ method: 'GET', url: '/api/user/ownWeb', headers: bearer(token) });
  const refresh = (refreshToken: string) => t.app.inject({ method: 'POST', url: '/auth/public/refresh', payload: { refreshToken } });

  beforeAll(async () => {
    const defaults = defaultConfig();
    t = await startTestApp(kind, { loginLimit: { ...defaults.loginLimit, perUser: PER_USER, perIp: PER_IP } });
  });
  afterAll(() => t.close());
  beforeEach(() => clearRateLimits(t));

  it('returns a token pair for the right password, and the token opens the own user', async () => {
    const res = await login({ username: 'ttg_admin', password: 'demo1234' });
    expect(res.statusCode).toBe(200);
    const pair = res.json();
    expect(pair).toEqual({ token: expect.any(String), refreshToken: expect.any(String) });
    expect(pair.token.split('.')).toHaveLength(3);
    expect(pair.refreshToken).not.toBe(pair.token);
    const me = await ownWeb(pair.token);
    expect(me.statusCode).toBe(200);
    expect(me.json().user).toMatchObject({ username: 'ttg_admin', roles: ['TTG_ADMIN'] });
  });

  it('accepts the username in any letter case and with surrounding blanks', async () => {
    const res = await login({ username: '  TTG_User ', password: 'demo1234' });
    expect(res.statusCode).toBe(200);
    expect((await ownWeb(res.json().token)).json().user.username).toBe('ttg_user');
  });

  it('rejects a missing username with the validation envelope', async () => {
    const body = expectValidation(await login({ password: 'demo1234' }));
    expect(body.errors).toEqual([{ field: 'username', message: MSG.usernameRequired }]);
    expect(body.errors[0].message).toBe('Kullanıcı Adı Gereklidir.');
    expect(body.fields).toEqual(['username']);
  });

  it('rejects a blank username (only spaces) like a missing one', async () => {
    const body = expectValidation(await login({ username: '   ', password: 'demo1234' }));
    expect(body.errors).toEqual([{ field: 'username', message: 'Kullanıcı Adı Gereklidir.' }]);
  });

  it('rejects a missing or empty password with the validation envelope', async () => {
    for (const payload of [{ username: 'ttg_admin' }, { username: 'ttg_admin', password: '' }]) {
      const body = expectValidation(await login(payload));
      expect(body.errors).toEqual([{ field: 'password', message: 'Şifre Gereklidir.' }]);
      expect(body.fields).toEqual(['password']);
    }
  });

  it('lists both fields for an empty object body and for no body at all', async () => {
    const empty = expectValidation(await login({}));
    const none = expectValidation(await t.app.inject({ method: 'POST', url: '/auth/public/login' }));
    for (const body of [empty, none]) {
      expect(body.errors).toEqual(
        expect.arrayContaining([
          { field: 'username', message: 'Kullanıcı Adı Gereklidir.' },
          { field: 'password', message: 'Şifre Gereklidir.' },
        ]),
      );
      expect(body.errors).toHaveLength(2);
      expect([...body.fields].sort()).toEqual(['password', 'username']);
    }
  });

  it('answers a wrong password and an unknown user exactly alike', async () => {
    const wrong = await login({ username: 'ttg_user', password: 'wrong-password' });
    const unknown = await login({ username: 'nobody_here', password: 'demo1234' });
    const a = expectCoded(wrong, 400, 1001, 'Kullanıcı adı veya şifre hatalı.');
    const b = expectCoded(unknown, 400, 1001, 'Kullanıcı adı veya şifre hatalı.');
    expect(a).toEqual(b);
  });

  it('refuses a passive user with the same generic answer and ends their sessions', async () => {
    const pair = await loginAs(t.app, 'ttg_customer_service');
    expect((await ownWeb(pair.token)).statusCode).toBe(200);
    await setUserStatus(t, 'ttg_customer_service', 0);
    try {
      const res = await login({ username: 'ttg_customer_service', password: 'demo1234' });
      const generic = expectCoded(res, 400, 1001, MSG.invalidCredentials);
      const unknown = expectCoded(await login({ username: 'nobody_here', password: 'demo1234' }), 400, 1001);
      expect(generic).toEqual(unknown);
      expectCoded(await ownWeb(pair.token), 401, 401, MSG.unauthenticated);
      expectCoded(await refresh(pair.refreshToken), 401, 1005, MSG.sessionExpired);
    } finally {
      await setUserStatus(t, 'ttg_customer_service', 1);
    }
  });

  it(`refuses even the right password after ${PER_USER} failures for the username`, async () => {
    for (let i = 0; i < PER_USER; i++) {
      expectCoded(await login({ username: 'disty_user', password: `wrong-${i}` }), 400, 1001);
    }
    expectCoded(await login({ username: 'disty_user', password: 'demo1234' }), 400, 1003, MSG.tooManyAttempts);
    expect(MSG.tooManyAttempts).toBe('Çok fazla deneme yapıldı. Lütfen daha sonra tekrar deneyiniz.');
    // The limit is per username (in any spelling): another user still gets in.
    expectCoded(await login({ username: 'DISTY_USER', password: 'demo1234' }), 400, 1003);
    expect((await login({ username: 'disty_admin', password: 'demo1234' })).statusCode).toBe(200);
  });

  it('forgets earlier failures after a successful login', async () => {
    for (let i = 0; i < PER_USER - 1; i++) expectCoded(await login({ username: 'supply_user', password: 'nope' }), 400, 1001);
    expect((await login({ username: 'supply_user', password: 'demo1234' })).statusCode).toBe(200);
    for (let i = 0; i < PER_USER - 1; i++) expectCoded(await login({ username: 'supply_user', password: 'nope' }), 400, 1001);
    expect((await login({ username: 'supply_user', password: 'demo1234' })).statusCode).toBe(200);
  });

  it(`refuses any login from one address after ${PER_IP} failures there`, async () => {
    for (let i = 0; i < PER_IP; i++) expectCoded(await login({ username: `ghost_${i}`, password: 'x' }), 400, 1001);
    expectCoded(await login({ username: 'reseller_user', password: 'demo1234' }), 400, 1003, MSG.tooManyAttempts);
  });

  it('does not let a client escape the per-address limit with a forged X-Forwarded-For', async () => {
    // The socket address is the same for every request; only the header changes.
    for (let i = 0; i < PER_IP; i++) {
      expectCoded(await login({ username: `spoof_${i}`, password: 'x' }, { 'x-forwarded-for': `203.0.113.${i + 1}` }), 400, 1001);
    }
    const res = await login({ username: 'reseller_user', password: 'demo1234' }, { 'x-forwarded-for': '203.0.113.200' });
    expectCoded(res, 400, 1003, MSG.tooManyAttempts);
  });

  it('answers a malformed JSON body with the 400 envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/public/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "ttg_admin", "password": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status: 400,
      code: 10001,
      description: 'Geçersiz değer.',
      errors: [{ message: 'Geçersiz değer.' }],
      fields: [],
    });
  });

  it('answers a body of the wrong shape (an array) with the validation envelope', async () => {
    const body = expectValidation(await login(['ttg_admin', 'demo1234']));
    expect(body.errors[0].message).toEqual(expect.any(String));
  });
});
