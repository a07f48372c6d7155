import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MSG } from '../../src/shared/messages.js';
import { dbKinds } from '../support/test-db.js';
import { bearer, lastCodeSentTo, loginAs, startTestApp, type TestApp } from '../support/test-app.js';
import { clearRateLimits, expectCoded, expectValidation, otherCode, outboxCount, outboxTo, setUserStatus } from '../support/api-helpers.js';

const NEW_PASSWORD = 'yeni-Sifre-2024';

describe.each(dbKinds())('password reset on %s', (kind) => {
  let t: TestApp;
  const post = (path: string, payload: object) => t.app.inject({ method: 'POST', url: `/auth/public/${path}`, payload });
  const forgot = (email: string) => post('forgotPassword', { email });
  const check = (email: string, passwordResetAuthCode: string) => post('checkPasswordResetCode', { email, passwordResetAuthCode });
  const reset = (email: string, passwordResetAuthCode: string, newPassword = NEW_PASSWORD) =>
    post('resetPassword', { email, passwordResetAuthCode, newPassword });
  const login = (username: string, password: string) => post('login', { username, password });
  const expectBadCode = (res: Awaited<ReturnType<typeof post>>) => {
    const body = expectCoded(res, 400, 1004, MSG.resetCodeInvalid);
    expect(body.fields).toEqual(['passwordResetAuthCode']);
  };
  const requestCode = async (identity: string, recipient = identity) => {
    const res = await forgot(identity);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const code = await lastCodeSentTo(t, recipient);
    expect(code).toMatch(/^\d{6}$/);
    return code!;
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());
  beforeEach(() => clearRateLimits(t));

  it('sends a reset code by SMS for a mobile number', async () => {
    const code = await requestCode('5321110001');
    const row = (await outboxTo(t, '5321110001')).at(-1)!;
    expect(row).toMatchObject({ channel: 'SMS', template_type: 'PASSWORD_RESET' });
    expect(row.body).toContain(code);
  });

  it('sends a reset code by mail for an e-mail address', async () => {
    const code = await requestCode('zeynep.kaya@ttgrup.com.tr');
    const row = (await outboxTo(t, 'zeynep.kaya@ttgrup.com.tr')).at(-1)!;
    expect(row).toMatchObject({ channel: 'MAIL', template_type: 'PASSWORD_RESET', is_html: true });
    expect(row.body).toContain(`<b>${code}</b>`);
  });

  it('checks the code without spending it: right → 200, wrong → 1004', async () => {
    const code = await requestCode('5332220001');
    expectBadCode(await check('5332220001', otherCode(code)));
    const ok = await check('5332220001', code);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ success: true });
    // Checking twice is fine: only the reset spends the code.
    expect((await check('5332220001', code)).statusCode).toBe(200);
    // The code belongs to this user only.
    expectBadCode(await check('5321110001', code));
  });

  it('resets the password: old one fails, new one works, old sessions end, the code is spent', async () => {
    const session = await loginAs(t.app, 'disty_user');
    const code = await requestCode('5343330002');
    expect((await check('5343330002', code)).statusCode).toBe(200);
    const res = await reset('5343330002', code);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true });

    expectCoded(await login('disty_user', 'demo1234'), 400, 1001, MSG.invalidCredentials);
    const fresh = await login('disty_user', NEW_PASSWORD);
    expect(fresh.statusCode).toBe(200);

    expectCoded(await post('refresh', { refreshToken: session.refreshToken }), 401, 1005);
    expectCoded(await t.app.inject({ method: 'GET', url: '/api/user/ownWeb', headers: bearer(session.token) }), 401, 401);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/ownWeb', headers: bearer(fresh.json().token) })).statusCode).toBe(200);

    expectBadCode(await reset('5343330002', code, 'another-password-1'));
    expectBadCode(await check('5343330002', code));
    expect((await login('disty_user', NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('lifts a login lock-out for the user whose password was reset', async () => {
    await t.database.db.execute(sql`insert into rate_limits (key, window_start, count) values ('login:user:ttg_customer_service', now(), 1000)`);
    expectCoded(await login('ttg_customer_service', 'demo1234'), 400, 1003);
    const code = await requestCode('elif.demir@ttgrup.com.tr');
    expect((await reset('elif.demir@ttgrup.com.tr', code)).statusCode).toBe(200);
    expect((await login('ttg_customer_service', NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a wrong code for the reset itself and keeps the old password', async () => {
    const code = await requestCode('5354440002');
    expectBadCode(await reset('5354440002', otherCode(code)));
    expect((await login('reseller_user', 'demo1234')).statusCode).toBe(200);
  });

  it('refuses an expired code', async () => {
    const code = await requestCode('5332220002');
    await t.database.db.execute(sql`update otp_codes set expires_at = now() - interval '1 minute'
      where purpose = 'RESET' and user_id = (select id from users where username = 'supply_user')`);
    expectBadCode(await check('5332220002', code));
    expectBadCode(await reset('5332220002', code));
  });

  it('spends the code after 5 wrong guesses', async () => {
    const code = await requestCode('5343330001');
    for (let i = 0; i < 5; i++) expectBadCode(await check('5343330001', otherCode(code)));
    expectBadCode(await check('5343330001', code));
    expectBadCode(await reset('5343330001', code));
  });

  it('does not mix login codes and reset codes', async () => {
    const code = await requestCode('5354440001');
    const otpLogin = await t.app.inject({ method: 'POST', url: '/api/public/loginWithOtpCode', payload: { username: '5354440001', otpCode: code } });
    expectCoded(otpLogin, 400, 1002);
    expect((await check('5354440001', code)).statusCode).toBe(200);
  });

  it('answers an unknown identity and a passive user with 200 but sends nothing', async () => {
    const before = await outboxCount(t);
    for (const identity of ['5559990000', 'kimse@example.com', 'no_such_user']) {
      const res = await forgot(identity);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true });
    }
    await setUserStatus(t, 'ttg_user', 0);
    try {
      expect((await forgot('5321110002')).json()).toEqual({ success: true });
    } finally {
      await setUserStatus(t, 'ttg_user', 1);
    }
    expect(await outboxCount(t)).toBe(before);
    expectBadCode(await check('5559990000', '123456'));
  });

  it('limits reset sends per identity with code 1003', async () => {
    for (let i = 0; i < t.config.otp.sendLimit; i++) expect((await forgot('5321110003')).statusCode).toBe(200);
    expectCoded(await forgot('5321110003'), 400, 1003, MSG.tooManyAttempts);
  });

  it('validates: short new password, missing e-mail field, malformed code', async () => {
    const short = expectValidation(await reset('5321110001', '123456', 'kisa123'));
    expect(short.errors).toEqual([{ field: 'newPassword', message: MSG.passwordTooShort }]);
    expect(short.fields).toEqual(['newPassword']);

    for (const payload of [{}, { email: '' }, { email: '   ' }]) {
      const body = expectValidation(await post('forgotPassword', payload));
      expect(body.errors).toEqual([{ field: 'email', message: 'GSM No / E-Posta boş bırakılamaz' }]);
    }
    const noEmail = expectValidation(await post('checkPasswordResetCode', { passwordResetAuthCode: '123456' }));
    expect(noEmail.errors).toEqual([{ field: 'email', message: 'GSM No / E-Posta boş bırakılamaz' }]);

    const badCode = expectValidation(await check('5321110001', '12ab'));
    expect(badCode.errors).toEqual([{ field: 'passwordResetAuthCode', message: MSG.resetCodeInvalid }]);
  });
});
