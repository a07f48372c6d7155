import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MSG } from '../../src/shared/messages.js';
import { dbKinds } from '../support/test-db.js';
import { bearer, lastCodeSentTo, startTestApp, type TestApp } from '../support/test-app.js';
import {
  clearRateLimits,
  defaultConfig,
  expectCoded,
  expectValidation,
  otherCode,
  outboxCount,
  outboxTo,
  setUserStatus,
  userId,
} from '../support/api-helpers.js';

const SEND_LIMIT = 3;

describe.each(dbKinds())('OTP login on %s', (kind) => {
  let t: TestApp;
  const send = (identity: string) => t.app.inject({ method: 'GET', url: `/api/public/takeOtpCodeWeb/${encodeURIComponent(identity)}` });
  const verify = (username: string, otpCode: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/public/loginWithOtpCode', payload: { username, otpCode } });
  const sendAndRead = async (identity: string, recipient = identity) => {
    const res = await send(identity);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const code = await lastCodeSentTo(t, recipient);
    expect(code).toMatch(/^\d{6}$/);
    return code!;
  };
  const expectInvalidOtp = (res: Awaited<ReturnType<typeof verify>>) => expectCoded(res, 400, 1002, 'Geçersiz Doğrulama Kodu');

  beforeAll(async () => {
    const defaults = defaultConfig();
    t = await startTestApp(kind, { otp: { ...defaults.otp, sendLimit: SEND_LIMIT } });
  });
  afterAll(() => t.close());
  beforeEach(() => clearRateLimits(t));

  it('sends an SMS with a 6-digit code to a known mobile number', async () => {
    const before = (await outboxTo(t, '5321110001')).length;
    const code = await sendAndRead('5321110001');
    const rows = await outboxTo(t, '5321110001');
    expect(rows).toHaveLength(before + 1);
    const row = rows.at(-1)!;
    expect(row).toMatchObject({ channel: 'SMS', template_type: 'OTP_LOGIN', is_html: false });
    expect(row.body).toContain(code);
    expect(row.body).toContain('3 dakika');
  });

  it('sends a mail with the code when the identity is an e-mail address', async () => {
    const code = await sendAndRead('Zeynep.Kaya@ttgrup.com.tr', 'zeynep.kaya@ttgrup.com.tr');
    const row = (await outboxTo(t, 'zeynep.kaya@ttgrup.com.tr')).at(-1)!;
    expect(row).toMatchObject({ channel: 'MAIL', template_type: 'OTP_LOGIN', is_html: true });
    expect(row.subject).toBeTruthy();
    expect(row.body).toContain(`<b>${code}</b>`);
    expect(row.body).toContain('Zeynep Kaya');
  });

  it('logs in with the code once; the same code again is refused (single use)', async () => {
    const code = await sendAndRead('5321110003');
    const res = await verify('5321110003', code);
    expect(res.statusCode, res.body).toBe(200);
    const pair = res.json();
    expect(pair).toEqual({ token: expect.any(String), refreshToken: expect.any(String) });
    const me = await t.app.inject({ method: 'GET', url: '/api/user/ownWeb', headers: bearer(pair.token) });
    expect(me.json().user.username).toBe('ttg_customer_service');
    const again = expectInvalidOtp(await verify('5321110003', code));
    expect(again.fields).toEqual(['otpCode']);
  });

  it('accepts the code under another spelling of the identity (e-mail code, login by username)', async () => {
    const code = await sendAndRead('mehmet.ozturk@anadoluaksesuar.com.tr');
    const res = await verify('supply_admin', code);
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuses an expired code', async () => {
    const code = await sendAndRead('5332220002');
    const id = await userId(t, 'supply_user');
    await t.database.db.execute(sql`update otp_codes set expires_at = now() - interval '1 minute' where user_id = ${id}`);
    expectInvalidOtp(await verify('5332220002', code));
  });

  it('spends the code after 5 wrong tries, so the right one fails on the 6th', async () => {
    const code = await sendAndRead('5343330001');
    for (let i = 0; i < 5; i++) expectInvalidOtp(await verify('5343330001', otherCode(code)));
    expectInvalidOtp(await verify('5343330001', code));
  });

  it('still accepts the right code after 4 wrong tries', async () => {
    const code = await sendAndRead('5343330002');
    for (let i = 0; i < 4; i++) expectInvalidOtp(await verify('5343330002', otherCode(code)));
    expect((await verify('5343330002', code)).statusCode).toBe(200);
  });

  it('kills the previous code when a new one is sent', async () => {
    const first = await sendAndRead('5354440001');
    let second = await sendAndRead('5354440001');
    if (second === first) second = await sendAndRead('5354440001'); // one in a million
    expect(second).not.toBe(first);
    expectInvalidOtp(await verify('5354440001', first));
    expect((await verify('5354440001', second)).statusCode).toBe(200);
  });

  it('does not accept one user’s code for another user', async () => {
    const code = await sendAndRead('5354440002');
    expectInvalidOtp(await verify('5321110001', code));
    expect((await verify('5354440002', code)).statusCode).toBe(200);
  });

  it('answers an unknown number like a known one but sends nothing', async () => {
    const before = await outboxCount(t);
    const res = await send('5559998877');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const byMail = await send('nobody@example.com');
    expect(byMail.json()).toEqual({ success: true });
    expect(await outboxCount(t)).toBe(before);
    expect(await outboxTo(t, '5559998877')).toEqual([]);
    expectInvalidOtp(await verify('5559998877', '123456'));
  });

  it('sends no code to a passive user and refuses their earlier code', async () => {
    const code = await sendAndRead('5332220001');
    await setUserStatus(t, 'supply_admin', 0);
    try {
      const before = (await outboxTo(t, '5332220001')).length;
      const res = await send('5332220001');
      expect(res.json()).toEqual({ success: true });
      expect(await outboxTo(t, '5332220001')).toHaveLength(before);
      expectInvalidOtp(await verify('5332220001', code));
    } finally {
      await setUserStatus(t, 'supply_admin', 1);
    }
  });

  it('accepts a code typed with dashes', async () => {
    const code = await sendAndRead('0532 111 0002', '5321110002');
    const res = await verify('5321110002', `${code.slice(0, 3)}-${code.slice(3)}`);
    expect(res.statusCode, res.body).toBe(200);
  });

  it(`limits sends to ${SEND_LIMIT} per identity with code 1003`, async () => {
    const before = (await outboxTo(t, '5321110001')).length;
    for (let i = 0; i < SEND_LIMIT; i++) await sendAndRead('5321110001');
    expectCoded(await send('5321110001'), 400, 1003, MSG.tooManyAttempts);
    expect(await outboxTo(t, '5321110001')).toHaveLength(before + SEND_LIMIT);
    // Another identity is not affected.
    await sendAndRead('5343330001');
  });

  it('counts other spellings of the same mobile number against the same send limit', async () => {
    const before = (await outboxTo(t, '5332220002')).length;
    for (let i = 0; i < SEND_LIMIT; i++) await sendAndRead('5332220002');
    for (const spelling of ['05332220002', '+90 533 222 00 02', '0 (533) 222-0002']) {
      expectCoded(await send(spelling), 400, 1003, MSG.tooManyAttempts);
    }
    expect(await outboxTo(t, '5332220002')).toHaveLength(before + SEND_LIMIT);
  });

  it('validates the code: missing or empty → required text, wrong shape → invalid text', async () => {
    for (const otpCode of [undefined, '', '---']) {
      const body = expectValidation(await verify('5321110001', otpCode));
      expect(body.errors).toContainEqual({ field: 'otpCode', message: 'Doğrulama kodu boş bırakılamaz' });
      expect(body.fields).toEqual(['otpCode']);
    }
    for (const otpCode of ['12345', '1234567', 'abcdef']) {
      const body = expectValidation(await verify('5321110001', otpCode));
      expect(body.errors).toEqual([{ field: 'otpCode', message: 'Geçersiz Doğrulama Kodu' }]);
    }
  });

  it('validates the identity: blank → "Gsm No / E-Posta boş bırakılamaz"', async () => {
    const body = expectValidation(await verify('  ', '123456'));
    expect(body.errors).toEqual([{ field: 'username', message: MSG.otpIdentityRequired }]);
    const sendBody = expectValidation(await send('   '));
    expect(sendBody.errors).toEqual([{ field: 'usernameOrPhone', message: 'Gsm No / E-Posta boş bırakılamaz' }]);
  });
});
