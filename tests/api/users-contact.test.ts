import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type UserRow, USERS_MSG } from '../../src/shared/contract/users.js';
import { expectValidation, outboxCount } from '../support/api-helpers.js';
import { type Client, clientFor, json, sqlRows } from '../support/catalogue-fixtures.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { dbKinds } from '../support/test-db.js';

/**
 * The user form's contact fields (spec 2 §5): the e-mail's and the mobile's own texts, and no
 * contact asked of operator-group and reseller users (their failure warning is only 'Kullanıcı
 * kaydı için zorunlu alanlar dolu olmalıdır.'); distributor and supplier users need both.
 */
describe.each(dbKinds())('user contacts on %s', (kind) => {
  let t: TestApp;
  let admin: Client;
  let resellerAdmin: Client;
  let distyId: number;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await clientFor(t, 'ttg_admin');
    resellerAdmin = await clientFor(t, 'reseller_admin');
    [{ id: distyId }] = await sqlRows<{ id: number }>(t, sql`select id from disties where code = 'DST001'`);
  });
  afterAll(() => t.close());

  const save = (c: Client, body: Record<string, unknown>) => c.post('/api/user/save', body);

  it('a bad e-mail and a short mobile number each say their own text', async () => {
    const base = { name: 'Ali', surname: 'Veli', roles: ['TTG_USER'] };
    expect(expectValidation(await save(admin, { ...base, email: 'ali@' })).errors).toEqual([{ field: 'email', message: 'E-posta adresi geçerli olmalıdır.' }]);
    expect(expectValidation(await save(admin, { ...base, gsmNo: '532 111' })).errors).toEqual([{ field: 'gsmNo', message: USERS_MSG.gsmInvalid }]);
    expect(await sqlRows(t, sql`select 1 from users where name = 'Ali' and surname = 'Veli'`)).toEqual([]);
  });

  it('operator-group and reseller users need neither mobile nor e-mail: a username from the name, no welcome message', async () => {
    const sent = await outboxCount(t);
    const ttg = await save(admin, { name: 'İletişimsiz', surname: 'Çalışan', gsmNo: '', email: '', roles: ['TTG_USER'] });
    expect(ttg.statusCode, ttg.body).toBe(200);
    const created = json<UserRow>(ttg);
    expect(created).toMatchObject({ username: 'iletisimsiz.calisan', gsmNo: null, email: null, roles: ['TTG_USER'], status: 1 });
    // The same name again gets a username of its own.
    const twin = await save(admin, { name: 'İletişimsiz', surname: 'Çalışan', roles: ['TTG_CUSTOMER_SERVICE'] });
    expect(twin.statusCode, twin.body).toBe(200);
    expect(json<UserRow>(twin).username).toBe('iletisimsiz.calisan.2');
    const dealer = await save(resellerAdmin, { name: 'Tezgâh', surname: 'Görevlisi', gsmNo: null, email: null, roles: ['RESELLER_USER'], resellersCodes: ['BY10001'] });
    expect(dealer.statusCode, dealer.body).toBe(200);
    expect(json<UserRow>(dealer)).toMatchObject({ username: 'tezgah.gorevlisi', gsmNo: null, email: null, resellers: [{ code: 'BY10001' }] });
    // Nobody to tell: no SMS or mail waits for them.
    expect(await outboxCount(t)).toBe(sent);
    // An edit keeps it so, and the username.
    const edited = await save(admin, { id: created.id, name: 'İletişimsiz', surname: 'Kişi', roles: ['TTG_USER'] });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(json<UserRow>(edited)).toMatchObject({ surname: 'Kişi', username: 'iletisimsiz.calisan', gsmNo: null, email: null });
  });

  it('a name of no letters still gets a username', async () => {
    const res = await save(admin, { name: '—', surname: '…', roles: ['TTG_USER'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(json<UserRow>(res).username).toMatch(/^kullanici(\.\d+)?$/);
  });

  it('distributor and supplier users still need both (spec 2 §5)', async () => {
    const res = expectValidation(await save(admin, { name: 'Depo', surname: 'Yok', roles: ['DISTY_USER'], disty: distyId }));
    expect(res.errors).toEqual([
      { field: 'email', message: USERS_MSG.required },
      { field: 'gsmNo', message: USERS_MSG.required },
    ]);
  });
});
