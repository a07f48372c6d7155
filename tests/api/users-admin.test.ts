import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../src/shared/paging.js';
import { type AuditEntry, type UserRow, USERS_MSG } from '../../src/shared/contract/users.js';
import { TTG_USER_FILE } from '../../src/shared/contract/user-lists.js';
import { ERROR_CODES } from '../../src/shared/errors.js';
import { expectCoded, expectValidation, outboxTo } from '../support/api-helpers.js';

const FORBIDDEN = ERROR_CODES.FORBIDDEN;
import { type Client, clientFor, json, sqlRows } from '../support/catalogue-fixtures.js';
import { bearer, lastCodeSentTo, loginAs, startTestApp, type TestApp } from '../support/test-app.js';
import { dbKinds } from '../support/test-db.js';

/**
 * Users of every kind (issue 13): who may create whom (both ways), one role, the organisation
 * follows the role, passivation ends sessions, audit history, WEB_SERVICE never listed.
 */
describe.each(dbKinds())('user administration on %s', (kind) => {
  let t: TestApp;
  let admin: Client;
  let resellerAdmin: Client;
  let distyAdmin: Client;
  let distyId: number;
  let otherDistyId: number;
  let supplyId: number;

  const search = (c: Client, filter: Record<string, unknown>, query = '') => c.post(`/api/user/search${query}`, filter);
  const names = (res: Awaited<ReturnType<Client['post']>>) => json<Page<UserRow>>(res).content.map((u) => `${u.name} ${u.surname}`);
  let seq = 0;
  const gsm = () => `55500${String(10000 + seq++).slice(-5)}`;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await clientFor(t, 'ttg_admin');
    resellerAdmin = await clientFor(t, 'reseller_admin');
    distyAdmin = await clientFor(t, 'disty_admin');
    [{ id: distyId }] = await sqlRows<{ id: number }>(t, sql`select id from disties where code = 'DST001'`);
    [{ id: otherDistyId }] = await sqlRows<{ id: number }>(t, sql`select id from disties where code = 'DST002'`);
    [{ id: supplyId }] = await sqlRows<{ id: number }>(t, sql`select id from supplies where code = 'TDR001'`);
  });
  afterAll(() => t.close());

  it('a group admin creates a reseller user: one role, its resellers, a welcome message, an audit record', async () => {
    const phone = gsm();
    const res = await admin.post('/api/user/save', { name: ' Deniz ', surname: 'Yıldız', gsmNo: `${phone.slice(0, 3)} ${phone.slice(3, 6)} ${phone.slice(6, 8)} ${phone.slice(8)}`, email: '', roles: ['RESELLER_USER'], resellersCodes: ['BY10002'] });
    expect(res.statusCode, res.body).toBe(200);
    const user = json<UserRow>(res);
    expect(user).toMatchObject({ name: 'Deniz', surname: 'Yıldız', gsmNo: phone, email: null, roles: ['RESELLER_USER'], status: 1, resellers: [{ code: 'BY10002', name: 'Moda GSM' }], disty: null, supply: null });
    expect(user.username).toBe(phone);
    const [welcome] = await outboxTo(t, phone);
    expect(welcome).toMatchObject({ channel: 'SMS', template_type: 'WELCOME' });
    expect(welcome.body).toContain('Deniz Yıldız');
    const history = json<AuditEntry[]>(await admin.get(`/api/user/history/${user.id}`));
    expect(history).toEqual([expect.objectContaining({ action: 'CREATE', actor: 'Ahmet Yılmaz', onBehalfOf: null, before: null })]);
    expect(history[0].after).toMatchObject({ roles: ['RESELLER_USER'], resellers: ['BY10002'] });

    // The new user signs in by code, sent to its mobile number.
    expect((await t.app.inject({ method: 'GET', url: `/api/public/takeOtpCodeWeb/${phone}` })).statusCode).toBe(200);
    const code = await lastCodeSentTo(t, phone);
    const login = await t.app.inject({ method: 'POST', url: '/api/public/loginWithOtpCode', payload: { username: phone, otpCode: code } });
    expect(login.statusCode, login.body).toBe(200);
    const own = await t.app.inject({ method: 'GET', url: '/api/user/ownWeb', headers: bearer(login.json().token) });
    expect(own.json().user).toMatchObject({ id: user.id, roles: ['RESELLER_USER'], loginReseller: { code: 'BY10002' } });
  });

  it('checks the form: required fields, one role, e-mail and mobile patterns, organisation per role', async () => {
    const base = { name: 'Ali', surname: 'Veli', gsmNo: gsm(), roles: ['TTG_USER'] };
    const fieldsOf = async (body: Record<string, unknown>) => expectValidation(await admin.post('/api/user/save', body)).errors;
    expect(await fieldsOf({ ...base, name: '  ' })).toEqual([{ field: 'name', message: USERS_MSG.required }]);
    expect(await fieldsOf({ ...base, roles: [] })).toEqual([{ field: 'roles', message: USERS_MSG.required }]);
    expect(await fieldsOf({ ...base, roles: ['TTG_USER', 'TTG_ADMIN'] })).toEqual([{ field: 'roles', message: USERS_MSG.oneRole }]);
    expect(await fieldsOf({ ...base, gsmNo: '4321234567' })).toEqual([{ field: 'gsmNo', message: USERS_MSG.gsmInvalid }]);
    expect(await fieldsOf({ ...base, email: 'not-an-address' })).toEqual([{ field: 'email', message: USERS_MSG.emailInvalid }]);
    expect(await fieldsOf({ ...base, roles: ['RESELLER_USER'] })).toEqual([{ field: 'resellersCodes', message: USERS_MSG.resellerRequired }]);
    // Distributor and supplier users need both e-mail and mobile (spec 2 §5).
    expect(await fieldsOf({ ...base, roles: ['DISTY_USER'], disty: distyId })).toEqual([{ field: 'email', message: USERS_MSG.required }]);
    expect(await fieldsOf({ ...base, roles: ['SUPPLY_USER'] })).toEqual(expect.arrayContaining([{ field: 'supply', message: USERS_MSG.supplyRequired }]));
    const unknown = await fieldsOf({ ...base, roles: ['RESELLER_USER'], resellersCodes: ['NOPE1', 'BY10001'] });
    expect(unknown).toEqual([{ field: 'resellersCodes', message: USERS_MSG.unknownReseller(['NOPE1']) }]);
    // An unknown distributor is a field error, never a 5xx from the foreign key.
    expect(await fieldsOf({ ...base, roles: ['DISTY_USER'], disty: 999999, email: 'a@b.co' })).toEqual([{ field: 'disty', message: USERS_MSG.distyRequired }]);
    // A mobile number or e-mail another user holds.
    expect(await fieldsOf({ ...base, gsmNo: '5354440001' })).toEqual([{ field: 'gsmNo', message: USERS_MSG.gsmTaken }]);
    expect(await fieldsOf({ ...base, email: 'EMRE.KOC@kadikoyiletisim.com.tr' })).toEqual([{ field: 'email', message: USERS_MSG.emailTaken }]);
    expect(await sqlRows(t, sql`select 1 from users where name = 'Ali' and surname = 'Veli'`)).toEqual([]);
  });

  it('a reseller admin creates users of its own and child resellers only, with reseller roles only', async () => {
    const ok = await resellerAdmin.post('/api/user/save', { name: 'Çocuk', surname: 'Bayi', gsmNo: gsm(), roles: ['RESELLER_ADMIN'], resellersCodes: ['BY10003'] });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(json<UserRow>(ok).resellers.map((r) => r.code)).toEqual(['BY10003']);
    // A role above its own, a role of another kind, another reseller's user: refused, nothing written.
    expectCoded(await resellerAdmin.post('/api/user/save', { name: 'Kötü', surname: 'Niyet', gsmNo: gsm(), roles: ['TTG_ADMIN'] }), 403, FORBIDDEN, USERS_MSG.roleNotAllowed);
    expectCoded(await resellerAdmin.post('/api/user/save', { name: 'Kötü', surname: 'Niyet', gsmNo: gsm(), roles: ['WEB_SERVICE'] }), 403, FORBIDDEN, USERS_MSG.roleNotAllowed);
    expectCoded(await resellerAdmin.post('/api/user/save', { name: 'Kötü', surname: 'Niyet', gsmNo: gsm(), roles: ['RESELLER_USER'], resellersCodes: ['BY20001'] }), 403, FORBIDDEN, USERS_MSG.resellerNotAllowed);
    expect(await sqlRows(t, sql`select 1 from users where name = 'Kötü'`)).toEqual([]);
    // It may not edit a user of another reseller, nor a group user, nor passivate them.
    const other = await admin.post('/api/user/save', { name: 'Ankara', surname: 'Bayi', gsmNo: gsm(), roles: ['RESELLER_USER'], resellersCodes: ['BY20001'] });
    const otherId = json<UserRow>(other).id;
    expectCoded(await resellerAdmin.post('/api/user/save', { id: otherId, name: 'X', surname: 'Y', gsmNo: gsm(), roles: ['RESELLER_USER'], resellersCodes: ['BY10001'] }), 403, FORBIDDEN, USERS_MSG.userNotAllowed);
    expectCoded(await resellerAdmin.post('/api/user/passive', { id: otherId }), 403, FORBIDDEN, USERS_MSG.userNotAllowed);
    const ttgUserId = (await sqlRows<{ id: number }>(t, sql`select id from users where username = 'ttg_user'`))[0].id;
    expectCoded(await resellerAdmin.post('/api/user/passive', { id: ttgUserId }), 403, FORBIDDEN, USERS_MSG.userNotAllowed);
    expect((await resellerAdmin.get(`/api/user/history/${otherId}`)).statusCode).toBe(403);
    // Its list: reseller users of its own resellers, whatever kind the filter names.
    const list = names(await search(resellerAdmin, { kind: 'TTG' }, '?size=25'));
    expect(list).toEqual(expect.arrayContaining(['Emre Koç', 'Selin Aydın', 'Çocuk Bayi']));
    expect(list).not.toContain('Ankara Bayi');
    expect(list).not.toContain('Ahmet Yılmaz');
    // Role lists: only what it may grant.
    expect(json(await resellerAdmin.get('/api/user/roles/reseller'))).toEqual([{ key: 'RESELLER_ADMIN', value: 'Bayi Admini' }, { key: 'RESELLER_USER', value: 'Bayi Kullanıcısı' }]);
    expect(json(await resellerAdmin.get('/api/user/roles/ttg'))).toEqual([]);
  });

  it('a distributor admin manages its own distributor’s users only', async () => {
    const ok = await distyAdmin.post('/api/user/save', { name: 'Depo', surname: 'Sorumlusu', gsmNo: gsm(), email: 'depo@bogazicidagitim.com.tr', roles: ['DISTY_USER'], disty: distyId });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(json<UserRow>(ok).disty).toMatchObject({ code: 'DST001' });
    expectCoded(await distyAdmin.post('/api/user/save', { name: 'Başka', surname: 'Dağıtıcı', gsmNo: gsm(), email: 'x@karadeniz.com.tr', roles: ['DISTY_USER'], disty: otherDistyId }), 403, FORBIDDEN);
    expectCoded(await distyAdmin.post('/api/user/save', { name: 'Tedarik', surname: 'Kişi', gsmNo: gsm(), email: 'y@anadolu.com.tr', roles: ['SUPPLY_USER'], supply: supplyId }), 403, FORBIDDEN, USERS_MSG.roleNotAllowed);
    expect(await sqlRows(t, sql`select 1 from users where name in ('Başka', 'Tedarik')`)).toEqual([]);
    const list = names(await search(distyAdmin, { kind: 'RESELLER', disty: otherDistyId }, '?size=25'));
    expect(list).toEqual(expect.arrayContaining(['Mustafa Şahin', 'Fatma Arslan', 'Depo Sorumlusu']));
    expect(list.every((n) => !['Emre Koç', 'Ahmet Yılmaz', 'Mehmet Öztürk'].includes(n))).toBe(true);
  });

  it('passivating a user or changing its role ends its sessions at once; it can be activated again', async () => {
    const phone = gsm();
    const created = json<UserRow>(await admin.post('/api/user/save', { name: 'Oturum', surname: 'Sahibi', gsmNo: phone, email: 'oturum@ttgrup.com.tr', roles: ['TTG_USER'] }));
    await t.database.db.execute(sql`update users set password_hash = (select password_hash from users where username = 'ttg_user') where id = ${created.id}`);
    const pair = await loginAs(t.app, created.username);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/ownWeb', headers: bearer(pair.token) })).statusCode).toBe(200);
    const passive = await admin.post('/api/user/passive', { ...created });
    expect(json<UserRow>(passive).status).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/ownWeb', headers: bearer(pair.token) })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/auth/public/refresh', payload: { refreshToken: pair.refreshToken } })).statusCode).not.toBe(200);
    expect(json<UserRow>(await admin.post('/api/user/active', { id: created.id })).status).toBe(1);
    // A role change ends the new session as well.
    const again = await loginAs(t.app, created.username);
    const changed = await admin.post('/api/user/save', { ...created, id: created.id, roles: ['TTG_CUSTOMER_SERVICE'], resellersCodes: [] });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/auth/public/refresh', payload: { refreshToken: again.refreshToken } })).statusCode).not.toBe(200);
    const history = json<AuditEntry[]>(await admin.get(`/api/user/history/${created.id}`));
    expect(history.map((h) => h.action)).toEqual(['UPDATE', 'ACTIVE', 'PASSIVE', 'CREATE']);
    expect(history[0]).toMatchObject({ before: expect.objectContaining({ roles: ['TTG_USER'] }), after: expect.objectContaining({ roles: ['TTG_CUSTOMER_SERVICE'] }) });
  });

  it('nobody passivates itself or changes its own role', async () => {
    const me = (await sqlRows<{ id: number }>(t, sql`select id from users where username = 'reseller_admin'`))[0].id;
    const passive = await resellerAdmin.post('/api/user/passive', { id: me });
    expect(passive.statusCode).toBe(422);
    expect(passive.json()).toMatchObject({ code: ERROR_CODES.BUSINESS, fields: [USERS_MSG.selfPassive] });
    const demote = await resellerAdmin.post('/api/user/save', { id: me, name: 'Emre', surname: 'Koç', gsmNo: '5354440001', roles: ['RESELLER_USER'], resellersCodes: ['BY10001'] });
    expect(demote.statusCode).toBe(422);
    expect(demote.json()).toMatchObject({ code: ERROR_CODES.BUSINESS, fields: [USERS_MSG.selfRole] });
    expect((await sqlRows<{ status: number; roles: string[] }>(t, sql`select status, roles from users where id = ${me}`))[0]).toEqual({ status: 1, roles: ['RESELLER_ADMIN'] });
  });

  it('WEB_SERVICE users are created only by the group admin and never listed or exported', async () => {
    const svc = await admin.post('/api/user/save', { name: 'Stok', surname: 'Servisi', email: 'stok-servisi@ttgrup.com.tr', roles: ['WEB_SERVICE'] });
    expect(svc.statusCode, svc.body).toBe(200);
    for (const k of ['TTG', 'RESELLER', 'DISTY', 'SUPPLY']) expect(names(await search(admin, { kind: k }, '?size=25'))).not.toContain('Stok Servisi');
    expect(expectValidation(await search(admin, { kind: 'TTG', role: 'WEB_SERVICE' })).errors).toEqual([{ field: 'role', message: USERS_MSG.roleUnknown }]);
    const file = await admin.post('/api/user/findAll', { kind: 'TTG' });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.includes(Buffer.from('Stok Servisi'))).toBe(false);
    expect(json(await admin.get('/api/user/roles/ttg')).map((r: { key: string }) => r.key)).toEqual(['TTG_ADMIN', 'TTG_USER', 'TTG_CUSTOMER_SERVICE', 'WEB_SERVICE']);
  });

  it('lists by kind with the spec’s filters; the export is for operator-group users', async () => {
    const ttg = names(await search(admin, { kind: 'TTG' }, '?size=25'));
    expect(ttg).toEqual(expect.arrayContaining(['Ahmet Yılmaz', 'Zeynep Kaya', 'Elif Demir']));
    expect(ttg).not.toContain('Emre Koç');
    expect(names(await search(admin, { kind: 'TTG', name: 'zeyn' }))).toEqual(['Zeynep Kaya']);
    expect(names(await search(admin, { kind: 'TTG', gsmNo: '532 111 0003' }))).toEqual(['Elif Demir']);
    expect(names(await search(admin, { kind: 'RESELLER', code: 'BY10001', role: 'RESELLER_ADMIN' }))).toEqual(['Emre Koç']);
    expect(names(await search(admin, { kind: 'SUPPLY', supply: supplyId }, '?size=25'))).toEqual(expect.arrayContaining(['Mehmet Öztürk', 'Ayşe Çelik']));
    expect(names(await search(admin, { kind: 'DISTY', disty: otherDistyId }))).toEqual([]);
    const refused = await admin.post('/api/user/findAll', { kind: 'RESELLER' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual([USERS_MSG.exportTtgOnly]);
    expect(json(await admin.post('/api/disty/getAll?page=0&size=2000', { status: 1 })).content.map((d: { code: string }) => d.code)).toEqual(['DST001', 'DST002', 'DST003']);
    expect((await resellerAdmin.post('/api/disty/getAll', { status: 1 })).statusCode).toBe(403);
  });

  it('the export rule holds on the kind the server uses: a distributor or reseller admin asking for TTG users gets no file', async () => {
    for (const caller of [distyAdmin, resellerAdmin]) {
      const res = await caller.post('/api/user/findAll', { kind: 'TTG' });
      expect(res.headers['content-disposition']).toBeUndefined();
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual([USERS_MSG.exportTtgOnly]);
    }
    // The group admin's TTG export is the one file, named after the kind it holds.
    const file = await admin.post('/api/user/findAll', { kind: 'TTG' });
    expect(file.statusCode).toBe(200);
    expect(decodeURIComponent(String(file.headers['content-disposition']))).toContain(TTG_USER_FILE);
  });

  it('a reseller admin lists exactly the users it may edit: all of a user’s resellers in its family', async () => {
    // A second family's admin (BY20001), and users of one family, of the other, and of both.
    const ankara = json<UserRow>(await admin.post('/api/user/save', { name: 'Çankaya', surname: 'Yönetici', gsmNo: gsm(), roles: ['RESELLER_ADMIN'], resellersCodes: ['BY20001'] }));
    await t.database.db.execute(sql`update users set password_hash = (select password_hash from users where username = 'reseller_admin') where id = ${ankara.id}`);
    const ankaraAdmin = await clientFor(t, ankara.username);
    const create = async (name: string, resellersCodes: string[]) =>
      json<UserRow>(await admin.post('/api/user/save', { name, surname: 'Aile', gsmNo: gsm(), roles: ['RESELLER_USER'], resellersCodes }));
    const kadikoy = await create('Kadıköylü', ['BY10001', 'BY10003']);
    const cankaya = await create('Çankayalı', ['BY20001']);
    const both = await create('İki', ['BY10002', 'BY20001']);

    const family: Record<string, { client: Client; codes: string[]; own: UserRow; foreign: UserRow }> = {
      kadikoy: { client: resellerAdmin, codes: ['BY10001', 'BY10002', 'BY10003'], own: kadikoy, foreign: cankaya },
      cankaya: { client: ankaraAdmin, codes: ['BY20001'], own: cankaya, foreign: kadikoy },
    };
    for (const { client, codes, own, foreign } of Object.values(family)) {
      const res = await search(client, { kind: 'RESELLER' }, '?size=25');
      const rows = json<Page<UserRow>>(res).content;
      const ids = rows.map((r) => r.id);
      expect(ids).toContain(own.id);
      expect(ids).not.toContain(foreign.id);
      expect(ids).not.toContain(both.id);
      // No row names a reseller of another family (code or name).
      expect(rows.flatMap((r) => r.resellers.map((x) => x.code)).every((c) => codes.includes(c))).toBe(true);
      const otherNames = (codes.includes('BY20001') ? ['Kadıköy İletişim', 'Moda GSM', 'Fenerbahçe Telekom'] : ['Çankaya İletişim Merkezi']);
      for (const name of otherNames) expect(res.body).not.toContain(name);
      // List and edit agree: every listed user may be edited, the others may not.
      for (const id of ids) expect((await client.get(`/api/user/history/${id}`)).statusCode, `history ${id}`).toBe(200);
      for (const target of [foreign, both]) {
        expect((await client.get(`/api/user/history/${target.id}`)).statusCode).toBe(403);
        expectCoded(await client.post('/api/user/passive', { id: target.id }), 403, FORBIDDEN, USERS_MSG.userNotAllowed);
      }
    }
    // The group admin sees (and edits) the user of both families.
    expect(json<Page<UserRow>>(await search(admin, { kind: 'RESELLER', code: 'BY20001' }, '?size=25')).content.map((r) => r.id)).toContain(both.id);
  });
});
