import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { type DeliveryAdapter, memoryAdapter } from '../../src/server/notify/adapters.js';
import { renderTemplate } from '../../src/server/notify/templates.js';
import { deliverDue, retryDelaySeconds } from '../../src/server/notify/worker.js';
import { dbKinds } from '../support/test-db.js';
import { lastCodeSentTo, startTestApp, type TestApp } from '../support/test-app.js';
import { clearRateLimits, outboxTo, rows } from '../support/api-helpers.js';

const failing = (message = 'SMS gateway answered HTTP 503'): DeliveryAdapter & { calls: number } => {
  const adapter = {
    calls: 0,
    async send() {
      adapter.calls++;
      throw new Error(message);
    },
  };
  return adapter;
};

describe('renderTemplate', () => {
  it('fills placeholders and leaves unknown ones as they are', () => {
    expect(renderTemplate('Kod {code}, {minutes} dk. {unknown}', { code: '123456', minutes: '3' })).toBe('Kod 123456, 3 dk. {unknown}');
  });

  it('escapes values (not the template) for HTML bodies only', () => {
    const vars = { name: `<script>alert("x")</script> & 'Ali'` };
    expect(renderTemplate('<p>Sayın <b>{name}</b></p>', vars, true)).toBe(
      '<p>Sayın <b>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;Ali&#39;</b></p>',
    );
    expect(renderTemplate('Sayın {name}', vars)).toBe(`Sayın <script>alert("x")</script> & 'Ali'`);
  });

  it('does not expand placeholders that appear inside values', () => {
    expect(renderTemplate('{a} {b}', { a: '{b}', b: 'B' })).toBe('{b} B');
  });

  it('backs off 5 s, 10 s, 20 s … up to one hour', () => {
    expect([1, 2, 3, 4].map(retryDelaySeconds)).toEqual([5, 10, 20, 40]);
    expect(retryDelaySeconds(30)).toBe(3600);
  });
});

describe.each(dbKinds())('notification outbox on %s', (kind) => {
  let t: TestApp;
  const enqueue = async (recipient: string, body = 'Merhaba') => {
    const [row] = await rows<{ id: number }>(
      t,
      sql`insert into notification_outbox (channel, recipient, template_type, body) values ('SMS', ${recipient}, 'OTP_LOGIN', ${body}) returning id`,
    );
    return row.id;
  };
  const outboxRow = async (id: number) =>
    (
      await rows<{ status: string; attempts: number; last_error: string | null; later: boolean; sent: boolean }>(
        t,
        sql`select status, attempts, last_error, next_attempt_at > now() as later, sent_at is not null as sent
            from notification_outbox where id = ${id}`,
      )
    )[0];

  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it('keeps a message PENDING with its error and a later retry when delivery fails', async () => {
    const id = await enqueue('5001110001');
    const bad = failing();
    expect(await deliverDue(t.database.db, bad)).toBe(1);
    expect(bad.calls).toBe(1);
    expect(await outboxRow(id)).toEqual({ status: 'PENDING', attempts: 1, last_error: 'SMS gateway answered HTTP 503', later: true, sent: false });

    // Not due yet: a second run neither sends nor counts.
    const good = memoryAdapter();
    expect(await deliverDue(t.database.db, good)).toBe(0);
    expect(good.sent).toEqual([]);

    await t.database.db.execute(sql`update notification_outbox set next_attempt_at = now() where id = ${id}`);
    expect(await deliverDue(t.database.db, good)).toBe(1);
    expect(await outboxRow(id)).toMatchObject({ status: 'SENT', attempts: 2, sent: true });
    expect(good.sent).toEqual([expect.objectContaining({ id, channel: 'SMS', recipient: '5001110001', subject: null, body: 'Merhaba', isHtml: false })]);

    // Sent messages are never sent again.
    expect(await deliverDue(t.database.db, good)).toBe(0);
    expect(good.sent).toHaveLength(1);
  });

  it('never drops a message, whatever the number of failures', async () => {
    const id = await enqueue('5001110002');
    for (let i = 1; i <= 4; i++) {
      await deliverDue(t.database.db, failing('down'));
      await t.database.db.execute(sql`update notification_outbox set next_attempt_at = now() where id = ${id}`);
    }
    expect(await outboxRow(id)).toMatchObject({ status: 'PENDING', attempts: 4, last_error: 'down' });
    const good = memoryAdapter();
    await deliverDue(t.database.db, good);
    expect(good.sent.map((m) => m.id)).toEqual([id]);
  });

  it('a failure of one message does not hold back the others', async () => {
    const a = await enqueue('5001110003', 'first');
    const b = await enqueue('5001110004', 'second');
    const sent: number[] = [];
    const picky: DeliveryAdapter = {
      async send(m) {
        if (m.recipient === '5001110003') throw new Error('bad number');
        sent.push(m.id);
      },
    };
    expect(await deliverDue(t.database.db, picky)).toBe(2);
    expect(sent).toEqual([b]);
    expect((await outboxRow(a)).status).toBe('PENDING');
    expect((await outboxRow(b)).status).toBe('SENT');
    await t.database.db.execute(sql`update notification_outbox set status = 'FAILED' where id = ${a}`);
  });

  it('delivers each message exactly once when two workers run at the same time', async () => {
    const ids = [];
    for (let i = 0; i < 6; i++) ids.push(await enqueue(`500222000${i}`, `m${i}`));
    const one = memoryAdapter();
    const two = memoryAdapter();
    await Promise.all([deliverDue(t.database.db, one, 3), deliverDue(t.database.db, two, 3), deliverDue(t.database.db, one, 3)]);
    const delivered = [...one.sent, ...two.sent].map((m) => m.id).sort((x, y) => x - y);
    expect(delivered).toEqual(ids);
  });

  it('renders the OTP SMS from the sms_templates row', async () => {
    await t.database.db.execute(sql`update sms_templates set body = 'TEST {name}: kodunuz {code}, {minutes} dk geçerli. {nope}' where type = 'OTP_LOGIN'`);
    const res = await t.app.inject({ method: 'GET', url: '/api/public/takeOtpCodeWeb/5321110002' });
    expect(res.statusCode).toBe(200);
    const code = await lastCodeSentTo(t, '5321110002');
    expect(code).toMatch(/^\d{6}$/);
    const row = (await outboxTo(t, '5321110002')).at(-1)!;
    expect(row.body).toBe(`TEST Zeynep Kaya: kodunuz ${code}, 3 dk geçerli. {nope}`);
  });

  it('escapes user data in HTML mails rendered from the mail_templates row', async () => {
    await t.database.db.execute(sql`update mail_templates set subject = 'Kod: {code}', body = '<p>{name}</p><i>{code}</i>' where type = 'PASSWORD_RESET'`);
    await t.database.db.execute(sql`update users set name = '<img src=x>' where username = 'ttg_admin'`);
    try {
      const res = await t.app.inject({ method: 'POST', url: '/auth/public/forgotPassword', payload: { email: 'ahmet.yilmaz@ttgrup.com.tr' } });
      expect(res.statusCode).toBe(200);
      const row = (await outboxTo(t, 'ahmet.yilmaz@ttgrup.com.tr')).at(-1)!;
      const code = row.body.match(/<i>(\d{6})<\/i>/)?.[1];
      expect(code).toMatch(/^\d{6}$/);
      expect(row).toMatchObject({ channel: 'MAIL', is_html: true, subject: `Kod: ${code}` });
      expect(row.body).toBe(`<p>&lt;img src=x&gt; Yılmaz</p><i>${code}</i>`);
    } finally {
      await t.database.db.execute(sql`update users set name = 'Ahmet' where username = 'ttg_admin'`);
    }
  });

  it('the app worker delivers a queued code at once (kick), without waiting for the poll interval', async () => {
    expect(t.config.notify.pollMs).toBeGreaterThan(60_000);
    expect((await t.app.inject({ method: 'GET', url: '/api/public/takeOtpCodeWeb/5343330001' })).statusCode).toBe(200);
    await vi.waitFor(
      async () => {
        const sent = await outboxTo(t, '5343330001');
        expect(sent.length).toBeGreaterThan(0);
        expect(sent.map((r) => r.status)).toEqual(sent.map(() => 'SENT'));
      },
      { timeout: 5_000, interval: 50 },
    );
  });

  it('flushNotifications() returns only when the codes just queued are delivered', async () => {
    // The send kicks the worker at once; flush must wait for that run too (it skips the locked rows).
    for (let i = 0; i < 5; i++) {
      await clearRateLimits(t);
      expect((await t.app.inject({ method: 'GET', url: '/api/public/takeOtpCodeWeb/5354440002' })).statusCode).toBe(200);
      await t.flushNotifications();
      expect((await outboxTo(t, '5354440002')).map((r) => r.status)).toEqual(Array(i + 1).fill('SENT'));
    }
  });
});
