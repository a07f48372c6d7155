import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHIPPING_MSG, type ShippingInfo } from '../../src/shared/contract/shipping-info.js';
import { type MailTemplate, TEMPLATES_MSG } from '../../src/shared/contract/templates.js';
import { expectValidation } from '../support/api-helpers.js';
import { type Client, clientFor, json, sqlRows } from '../support/catalogue-fixtures.js';
import { lastCodeSentTo, startTestApp, type TestApp } from '../support/test-app.js';
import { dbKinds } from '../support/test-db.js';

/** /smsMailTemplate and /ProductFault-Update (issue 13). */
describe.each(dbKinds())('templates and supplier shipping info on %s', (kind) => {
  let t: TestApp;
  let admin: Client;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await clientFor(t, 'ttg_admin');
  });
  afterAll(() => t.close());

  it('lists the types and loads a template with its placeholders', async () => {
    expect(json(await admin.get('/notification/template/sms/types')).map((x: { key: string }) => x.key)).toEqual(['FAULTY_APPROVED', 'FAULTY_REJECTED', 'OTP_LOGIN', 'PASSWORD_RESET', 'WELCOME']);
    const mail = json<MailTemplate>(await admin.get('/notification/template/mail/PASSWORD_RESET'));
    expect(mail).toMatchObject({ type: 'PASSWORD_RESET', isHtml: true, bodyPlaceHolders: ['{code}', '{minutes}', '{name}'] });
    expect(mail.subject.length).toBeGreaterThan(0);
    expect((await admin.get('/notification/template/sms/NOPE')).statusCode).toBe(404);
  });

  it('an edited SMS template makes the next code message; an unknown placeholder is refused', async () => {
    const refused = await admin.post('/notification/template/sms/save', { type: 'OTP_LOGIN', description: 'Giriş kodu', body: 'Kod: {code} {kod}' });
    expect(expectValidation(refused).errors).toEqual([{ field: 'body', message: TEMPLATES_MSG.unknownPlaceholder(['{kod}'], ['{code}', '{minutes}', '{name}']) }]);
    const saved = await admin.post('/notification/template/sms/save', { type: 'OTP_LOGIN', description: 'Giriş kodu', body: 'YENI SABLON {name}: kodunuz {code} ({minutes} dk)' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/public/takeOtpCodeWeb/5354440002' })).statusCode).toBe(200);
    const [msg] = await sqlRows<{ body: string }>(t, sql`select body from notification_outbox where recipient = '5354440002' order by id desc limit 1`);
    expect(msg.body).toMatch(/^YENI SABLON Selin Aydın: kodunuz \d{6} \(3 dk\)$/);
    expect(await lastCodeSentTo(t, '5354440002')).toMatch(/^\d{6}$/);
    const [audit] = await sqlRows<{ before: { body: string }; after: { body: string } }>(t, sql`select before, after from audit_log where entity = 'SMS_TEMPLATE' and entity_key = 'OTP_LOGIN'`);
    expect(audit.after.body).toContain('YENI SABLON');
    expect(audit.before.body).not.toContain('YENI SABLON');
  });

  it('refuses unsafe HTML in a mail body, in any spelling', async () => {
    const base = { type: 'WELCOME', description: 'Hoş geldin', subject: 'Hoş geldiniz {name}', isHtml: true };
    for (const body of ['<p>Merhaba</p><script>alert(1)</script>', '<img src=x onerror="alert(1)">', '<a href="jav&#x61;script:alert(1)">x</a>', '<IFRAME src="//x">', '<svg><animate onbegin=alert(1)>']) {
      const res = await admin.post('/notification/template/mail/save', { ...base, body });
      expect(expectValidation(res).errors).toContainEqual({ field: 'body', message: TEMPLATES_MSG.unsafeHtml });
    }
    const ok = await admin.post('/notification/template/mail/save', { ...base, body: '<p>Sayın <b>{name}</b>, <a href="{url}">giriş</a> ({identity})</p>' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(json<MailTemplate>(ok).subject).toBe('Hoş geldiniz {name}');
    const badSubject = await admin.post('/notification/template/mail/save', { ...base, subject: 'Merhaba {ad}', body: '<p>x</p>' });
    expect(expectValidation(badSubject).errors[0].field).toBe('subject');
    const dealer = await clientFor(t, 'reseller_admin');
    expect((await dealer.post('/notification/template/sms/save', { type: 'OTP_LOGIN', body: 'x' })).statusCode).toBe(403);
  });

  it('a supplier edits its own shipping info only; a distributor admin those of its suppliers', async () => {
    const supplier = await clientFor(t, 'supply_user');
    const own = json<ShippingInfo[]>(await supplier.get('/api/supply/shippingInfo'));
    expect(own.map((s) => s.code)).toEqual(['TDR001']);
    const body = { ...own[0], shippingName: 'Anadolu Aksesuar Arıza Birimi', postCode: '34000', address: 'Merkez Mah. Depo Sok. No:1 İstanbul', phoneNumber: '0212 555 00 00' };
    const saved = await supplier.post('/api/supply/shippingInfo/save', body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json<ShippingInfo>(saved)).toMatchObject({ code: 'TDR001', postCode: '34000', phoneNumber: '2125550000' });
    expect(expectValidation(await supplier.post('/api/supply/shippingInfo/save', { ...body, postCode: '34', shippingName: ' ' })).errors).toEqual([
      { field: 'shippingName', message: SHIPPING_MSG.required },
      { field: 'postCode', message: SHIPPING_MSG.postCode },
    ]);
    const [{ id: other }] = await sqlRows<{ id: number }>(t, sql`select id from supplies where code = 'TDR003'`);
    expect((await supplier.post('/api/supply/shippingInfo/save', { ...body, id: other })).statusCode).toBe(404);
    expect((await sqlRows<{ shipping_name: string | null }>(t, sql`select shipping_name from supplies where id = ${other}`))[0].shipping_name).not.toBe(body.shippingName);
    // DST001 is served by TDR001 and TDR002 (demo), never TDR003.
    const disty = await clientFor(t, 'disty_admin');
    expect(json<ShippingInfo[]>(await disty.get('/api/supply/shippingInfo')).map((s) => s.code).sort()).toEqual(['TDR001', 'TDR002']);
    expect((await disty.post('/api/supply/shippingInfo/save', { ...body, id: other })).statusCode).toBe(404);
    expect((await admin.get('/api/supply/shippingInfo')).statusCode).toBe(403);
  });
});
