import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MSG } from '../../src/shared/messages.js';
import { dbKinds } from '../support/test-db.js';
import { lastCodeSentTo, startTestApp, type TestApp } from '../support/test-app.js';
import { ageRateLimits, clearRateLimits, defaultConfig, expectCoded, outboxCount, outboxTo, rateLimitCount } from '../support/api-helpers.js';

// Issue 8 §3: SMS pumping and account lockout as denial of service.
const SEND_LIMIT = 3; // per typed identity and per destination, 15 minutes
const SEND_DAILY_LIMIT = 5; // per destination, 24 hours
const IP_SEND_LIMIT = 8;
const IP_SEND_DAILY_LIMIT = 12;
const USER_CEILING = 30;
const FREE = 5; // default LOGIN_FREE_FAILURES
const QUARTER = 16 * 60; // past a 15-minute window
const DAY = 24 * 3600 + 60;

describe.each(dbKinds())('abuse limits on %s', (kind) => {
  let t: TestApp;
  // Sends come from a fresh address unless a test names one, so only the tests about
  // address limits meet them.
  let sender = 0;
  const freshAddress = () => `10.${(++sender >> 8) & 255}.${sender & 255}.1`;
  const otp = (identity: string, remoteAddress = freshAddress()) =>
    t.app.inject({ method: 'GET', url: `/api/public/takeOtpCodeWeb/${encodeURIComponent(identity)}`, remoteAddress });
  const forgot = (identity: string, remoteAddress = freshAddress()) =>
    t.app.inject({ method: 'POST', url: '/auth/public/forgotPassword', payload: { email: identity }, remoteAddress });
  const login = (username: string, password: string, remoteAddress = '127.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/auth/public/login', payload: { username, password }, remoteAddress });
  const expectOk = (res: Awaited<ReturnType<typeof otp>>) => {
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true });
  };
  const expectTooMany = (res: Awaited<ReturnType<typeof otp>>) => expectCoded(res, 400, 1003, MSG.tooManyAttempts);
  const expectWrong = (res: Awaited<ReturnType<typeof otp>>) => expectCoded(res, 400, 1001, MSG.invalidCredentials);
  const sentTo = async (recipient: string) => (await outboxTo(t, recipient)).length;
  /** Failures from one address until the pair's free failures are used up. */
  const useUpFreeFailures = async (username: string, remoteAddress: string) => {
    for (let i = 0; i < FREE; i++) expectWrong(await login(username, `wrong-${i}`, remoteAddress));
  };

  beforeAll(async () => {
    const defaults = defaultConfig();
    t = await startTestApp(kind, {
      otp: { ...defaults.otp, sendLimit: SEND_LIMIT, sendDailyLimit: SEND_DAILY_LIMIT, ipSendLimit: IP_SEND_LIMIT, ipSendDailyLimit: IP_SEND_DAILY_LIMIT },
      loginLimit: { ...defaults.loginLimit, perUser: USER_CEILING },
    });
    expect(t.config.loginLimit).toMatchObject({ freeFailures: FREE, maxDelaySeconds: 900, perIp: 100 });
  });
  afterAll(() => t.close());
  beforeEach(() => clearRateLimits(t));

  describe('code sends (SMS pumping)', () => {
    it('counts login codes and reset codes to one phone against one budget', async () => {
      const phone = '5321110001'; // ttg_admin
      const before = await outboxTo(t, phone);
      expectOk(await otp(phone));
      expectOk(await otp(phone));
      expectOk(await forgot('ttg_admin'));
      const sent = (await outboxTo(t, phone)).slice(before.length);
      expect(sent.map((m) => m.template_type)).toEqual(['OTP_LOGIN', 'OTP_LOGIN', 'PASSWORD_RESET']);
      // Neither typed identity is spent yet, but the phone's budget is: success, nothing sent.
      expectOk(await forgot('0532 111 00 01'));
      expectOk(await otp('TTG_ADMIN'));
      expect(await sentTo(phone)).toBe(before.length + SEND_LIMIT);
      // The budget is the destination's: the same user's mailbox is another destination.
      const mails = await sentTo('ahmet.yilmaz@ttgrup.com.tr');
      expectOk(await otp('ahmet.yilmaz@ttgrup.com.tr'));
      expect(await sentTo('ahmet.yilmaz@ttgrup.com.tr')).toBe(mails + 1);
    });

    it('counts the username and the phone number of one user against one budget', async () => {
      const phone = '5321110002'; // ttg_user
      const before = await sentTo(phone);
      for (let i = 0; i < SEND_LIMIT; i++) expectOk(await otp('ttg_user'));
      expect(await sentTo(phone)).toBe(before + SEND_LIMIT);
      // The typed username is spent: 'too many', as before.
      expectTooMany(await otp('ttg_user'));
      // The number is a fresh identity but the same phone: nothing more goes out.
      for (const spelling of ['5321110002', '+90 532 111 00 02', '05321110002']) expectOk(await otp(spelling));
      expect(await sentTo(phone)).toBe(before + SEND_LIMIT);
    });

    it('limits one typed identity across both purposes', async () => {
      expectOk(await otp('5559990001'));
      expectOk(await forgot('05559990001'));
      expectOk(await otp('+90 555 999 00 01'));
      expectTooMany(await forgot('5559990001'));
      expectTooMany(await otp('5559990001'));
    });

    it('limits one address across both purposes; other addresses are not affected', async () => {
      const address = '198.51.100.7';
      for (let i = 0; i < IP_SEND_LIMIT; i++) {
        const identity = `55500000${String(i).padStart(2, '0')}`;
        expectOk(i % 2 ? await forgot(identity, address) : await otp(identity, address));
      }
      expectTooMany(await otp('5550000090', address));
      expectTooMany(await forgot('5550000091', address));
      expectOk(await otp('5550000092', '198.51.100.8'));
    });

    it('counts an IPv6 client per /64, since it can pick any address in it', async () => {
      for (let i = 0; i < IP_SEND_LIMIT; i++) expectOk(await otp(`nobody${i}@example.com`, `2001:db8:1:2::${(i + 1).toString(16)}`));
      expectTooMany(await otp('nobody-more@example.com', '2001:db8:1:2:ffff:ffff:ffff:fffe'));
      expectOk(await otp('nobody-more@example.com', '2001:db8:1:3::1'));
    });

    it(`sends at most ${SEND_DAILY_LIMIT} messages a day to one destination`, async () => {
      const phone = '5332220001'; // supply_admin
      const before = await sentTo(phone);
      for (let i = 0; i < SEND_LIMIT; i++) expectOk(await otp(phone));
      await ageRateLimits(t, '', QUARTER);
      expectOk(await forgot('supply_admin'));
      expectOk(await forgot('supply_admin'));
      expect(await sentTo(phone)).toBe(before + SEND_DAILY_LIMIT);
      // The 15-minute budget has room; the day's is spent.
      expect(await rateLimitCount(t, `send:to:SMS:${phone}`)).toBe(2);
      expectOk(await forgot('supply_admin'));
      await ageRateLimits(t, '', QUARTER);
      expectOk(await otp(phone));
      expect(await sentTo(phone)).toBe(before + SEND_DAILY_LIMIT);
      // A day later the phone can be reached again.
      await ageRateLimits(t, 'send:to-day:', DAY);
      expectOk(await otp(phone));
      expect(await sentTo(phone)).toBe(before + SEND_DAILY_LIMIT + 1);
    });

    it(`takes at most ${IP_SEND_DAILY_LIMIT} send requests a day from one address`, async () => {
      const address = '198.51.100.30';
      let n = 0;
      const next = () => `55511111${String(n++).padStart(2, '0')}`;
      for (let i = 0; i < IP_SEND_LIMIT; i++) expectOk(await otp(next(), address));
      await ageRateLimits(t, '', QUARTER);
      for (let i = IP_SEND_LIMIT; i < IP_SEND_DAILY_LIMIT; i++) expectOk(await forgot(next(), address));
      expectTooMany(await otp(next(), address));
      await ageRateLimits(t, '', QUARTER);
      expectTooMany(await forgot(next(), address));
      await ageRateLimits(t, 'send:ip-day:', DAY);
      expectOk(await otp(next(), address));
    });

    it('answers an unknown identity exactly like a known one, spent budgets or not', async () => {
      const phone = '5343330001'; // disty_admin
      const before = await outboxCount(t);
      for (let i = 0; i < SEND_LIMIT; i++) expectOk(await otp('disty_admin'));
      expect(await outboxCount(t)).toBe(before + SEND_LIMIT);
      // Destination spent (known) versus no destination at all (unknown).
      for (const send of [otp, forgot]) {
        const known = await send(phone);
        const unknown = await send('5559990002');
        expect([known.statusCode, known.json()]).toEqual([unknown.statusCode, unknown.json()]);
        expect(known.statusCode).toBe(200);
      }
      expect(await outboxCount(t)).toBe(before + SEND_LIMIT);
      // Typed identity spent: the same 'too many' for both.
      for (let i = 0; i < SEND_LIMIT; i++) expectOk(await otp('nobody_at_all'));
      const known = expectTooMany(await otp('disty_admin'));
      const unknown = expectTooMany(await otp('nobody_at_all'));
      expect(known).toEqual(unknown);
    });

    it('sends at most the budget to one phone when the requests arrive at once', async () => {
      const phone = '5354440001'; // reseller_admin
      const before = await sentTo(phone);
      const spellings = ['reseller_admin', phone, `0${phone}`, `+90${phone}`];
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => (i % 2 ? otp : forgot)(spellings[i % 4], `198.51.100.${100 + i}`)),
      );
      for (const res of answers) expect([200, 400]).toContain(res.statusCode);
      expect(await sentTo(phone)).toBe(before + SEND_LIMIT);
    });
  });

  describe('password login (lockout as denial of service)', () => {
    it('lets the real user in from another address after an attacker failed 20 times', async () => {
      const attacker = '203.0.113.66';
      for (let i = 0; i < 20; i++) {
        expectWrong(await login('reseller_user', `guess-${i}`, attacker));
        await ageRateLimits(t, 'login:pair:', 901); // the longest delay has passed
      }
      expect(await rateLimitCount(t, `login:pair:${attacker}|reseller_user`)).toBe(20);
      expect((await login('reseller_user', 'demo1234', '198.51.100.20')).statusCode).toBe(200);
      // The attacker's own address is still slowed down, right password or not.
      expectWrong(await login('reseller_user', 'guess-20', attacker));
      expectTooMany(await login('reseller_user', 'demo1234', attacker));
    });

    it('makes each try after the free failures wait 2^(n-5) s since the last failure, without checking the password', async () => {
      const address = '203.0.113.9';
      await useUpFreeFailures('supply_user', address);
      // n = 5: one second.
      expectTooMany(await login('supply_user', 'demo1234', address));
      await ageRateLimits(t, 'login:pair:', 0.5);
      expectTooMany(await login('supply_user', 'wrong', address));
      await ageRateLimits(t, 'login:pair:', 0.6);
      expectWrong(await login('supply_user', 'wrong', address));
      // n = 6: two seconds.
      await ageRateLimits(t, 'login:pair:', 1.5);
      expectTooMany(await login('supply_user', 'demo1234', address));
      // Refused tries were not password checks: they counted nowhere.
      expect(await rateLimitCount(t, 'login:user:supply_user')).toBe(FREE + 1);
      expect(await rateLimitCount(t, `login:ip:${address}`)).toBe(FREE + 1);
      expect(await rateLimitCount(t, `login:pair:${address}|supply_user`)).toBe(FREE + 1);
      // Another address is not slowed down at all.
      expect((await login('supply_user', 'demo1234', '198.51.100.21')).statusCode).toBe(200);
      await ageRateLimits(t, 'login:pair:', 0.6);
      expect((await login('supply_user', 'demo1234', address)).statusCode).toBe(200);
      // A correct login clears the pair: the free failures are there again.
      expect(await rateLimitCount(t, `login:pair:${address}|supply_user`)).toBeNull();
      await useUpFreeFailures('supply_user', address);
      expectTooMany(await login('supply_user', 'demo1234', address));
    });

    it('caps the delay at LOGIN_MAX_DELAY_SECONDS (15 minutes)', async () => {
      const address = '203.0.113.10';
      const key = `login:pair:${address}|disty_user`;
      await useUpFreeFailures('disty_user', address);
      await t.database.db.execute(sql`update rate_limits set count = 60, last_at = now() - interval '14 minutes' where key = ${key}`);
      expectTooMany(await login('disty_user', 'demo1234', address));
      await t.database.db.execute(sql`update rate_limits set last_at = now() - interval '901 seconds' where key = ${key}`);
      expect((await login('disty_user', 'demo1234', address)).statusCode).toBe(200);
    });

    it('forgets a streak after a day without failures', async () => {
      const address = '203.0.113.11';
      const key = `login:pair:${address}|ttg_user`;
      await useUpFreeFailures('ttg_user', address);
      expectTooMany(await login('ttg_user', 'wrong', address));
      await ageRateLimits(t, key, DAY);
      expectWrong(await login('ttg_user', 'wrong', address));
      expect(await rateLimitCount(t, key)).toBe(1);
    });

    it('slows down an IPv6 attacker across its whole /64', async () => {
      for (let i = 1; i <= FREE; i++) expectWrong(await login('disty_admin', `guess-${i}`, `2001:db8:5:6::${i}`));
      expectTooMany(await login('disty_admin', 'demo1234', '2001:db8:5:6:abcd::99'));
      expect((await login('disty_admin', 'demo1234', '2001:db8:5:7::1')).statusCode).toBe(200);
    });

    it(`locks a user after ${USER_CEILING} failures from many addresses (distributed guessing)`, async () => {
      for (let a = 0; a < USER_CEILING / FREE; a++) await useUpFreeFailures('supply_admin', `192.0.2.${a + 1}`);
      expect(await rateLimitCount(t, 'login:user:supply_admin')).toBe(USER_CEILING);
      expectTooMany(await login('supply_admin', 'demo1234', '192.0.2.200'));
      expectTooMany(await login('Supply_Admin ', 'demo1234', '192.0.2.201'));
      // Only that user: another one logs in from the same address.
      expect((await login('supply_user', 'demo1234', '192.0.2.200')).statusCode).toBe(200);
      // The lock lasts the window.
      await ageRateLimits(t, 'login:user:', QUARTER);
      expect((await login('supply_admin', 'demo1234', '192.0.2.200')).statusCode).toBe(200);
    });

    it('throttles unknown and known usernames alike, with identical answers', async () => {
      const address = '203.0.113.12';
      for (let i = 0; i < FREE; i++) {
        const known = expectWrong(await login('reseller_admin', `wrong-${i}`, address));
        const unknown = expectWrong(await login('no_such_person', `wrong-${i}`, address));
        expect(known).toEqual(unknown);
      }
      const known = expectTooMany(await login('reseller_admin', 'demo1234', address));
      const unknown = expectTooMany(await login('no_such_person', 'demo1234', address));
      expect(known).toEqual(unknown);
    });

    it("lifts the delay of the address a password reset came from, not the attacker's", async () => {
      const attacker = '203.0.113.13';
      const owner = '198.51.100.40';
      await useUpFreeFailures('ttg_customer_service', attacker);
      await useUpFreeFailures('ttg_customer_service', owner);
      expectTooMany(await login('ttg_customer_service', 'demo1234', owner));
      expectOk(await forgot('elif.demir@ttgrup.com.tr', owner));
      const code = await lastCodeSentTo(t, 'elif.demir@ttgrup.com.tr');
      const reset = await t.app.inject({
        method: 'POST',
        url: '/auth/public/resetPassword',
        payload: { email: 'elif.demir@ttgrup.com.tr', passwordResetAuthCode: code, newPassword: 'yeni-Sifre-2024' },
        remoteAddress: owner,
      });
      expect(reset.statusCode, reset.body).toBe(200);
      expect((await login('ttg_customer_service', 'yeni-Sifre-2024', owner)).statusCode).toBe(200);
      expectTooMany(await login('ttg_customer_service', 'yeni-Sifre-2024', attacker));
    });

    it('admits one try per delay even when the tries arrive at once', async () => {
      const address = '203.0.113.14';
      await useUpFreeFailures('reseller_user', address);
      await ageRateLimits(t, 'login:pair:', 2);
      const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => login('reseller_user', `burst-${i}`, address)));
      const codes = answers.map((res) => res.json().code).sort();
      expect(codes).toEqual([1001, ...Array(9).fill(1003)]);
    });
  });
});
