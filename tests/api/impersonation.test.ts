import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../src/shared/errors.js';
import type { UserRow } from '../../src/shared/contract/users.js';
import { expectCoded } from '../support/api-helpers.js';
import { json, sqlRows } from '../support/catalogue-fixtures.js';
import { bearer, loginAs, startTestApp, type TestApp } from '../support/test-app.js';
import { dbKinds } from '../support/test-db.js';

/**
 * Log in as reseller (issue 13): a single-use ticket bound to the admin's own session, a
 * time-limited session that knows its admin, and every write made in it recorded with the admin.
 */
describe.each(dbKinds())('log in as reseller on %s', (kind) => {
  let t: TestApp;
  let admin: { token: string; refreshToken: string };

  const ticketFor = async (token: string, resellerCode = 'BY10001', asAdmin = true) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/reseller/loginTicket', headers: bearer(token), payload: { resellerCode, admin: asAdmin } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().ticket as string;
  };
  const exchange = (authTicket: string, adminToken?: string) =>
    t.app.inject({ method: 'POST', url: '/auth/public/loginWithTicket', payload: { authTicket, ...(adminToken === undefined ? {} : { adminToken }) } });
  const own = (token: string) => t.app.inject({ method: 'GET', url: '/api/user/ownWeb', headers: bearer(token) });

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await loginAs(t.app, 'ttg_admin');
  });
  afterAll(() => t.close());

  it('gives a session of the reseller that knows its admin and its end', async () => {
    const res = await exchange(await ticketFor(admin.token), admin.token);
    expect(res.statusCode, res.body).toBe(200);
    const me = (await own(res.json().token)).json();
    expect(me.user).toMatchObject({ username: 'reseller_admin', loginReseller: { code: 'BY10001' } });
    expect(me.impersonation.admin).toBe('Ahmet Yılmaz');
    const minutes = (Date.parse(me.impersonation.endsAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(28);
    expect(minutes).toBeLessThanOrEqual(30);
    // The admin's own session is normal.
    expect((await own(admin.token)).json().impersonation ?? null).toBeNull();
    // A rotation keeps the admin and the end.
    const rotated = await t.app.inject({ method: 'POST', url: '/auth/public/refresh', payload: { refreshToken: res.json().refreshToken } });
    expect(rotated.statusCode, rotated.body).toBe(200);
    expect((await own(rotated.json().token)).json().impersonation).toEqual(me.impersonation);
  });

  it('refuses a ticket used twice, forged, from another browser’s session or without the admin’s session (code 1000)', async () => {
    const ticket = await ticketFor(admin.token);
    expect((await exchange(ticket, admin.token)).statusCode).toBe(200);
    expectCoded(await exchange(ticket, admin.token), 400, ERROR_CODES.INVALID_TICKET);
    expectCoded(await exchange('forged-ticket-value', admin.token), 400, ERROR_CODES.INVALID_TICKET);
    // The same admin signed in elsewhere (another browser): another session, refused — and the ticket is spent.
    const elsewhere = await loginAs(t.app, 'ttg_admin');
    const bound = await ticketFor(admin.token);
    expectCoded(await exchange(bound, elsewhere.token), 400, ERROR_CODES.INVALID_TICKET);
    expectCoded(await exchange(bound, admin.token), 400, ERROR_CODES.INVALID_TICKET);
    expectCoded(await exchange(await ticketFor(admin.token)), 400, ERROR_CODES.INVALID_TICKET);
    // Another user's token.
    const other = await loginAs(t.app, 'reseller_user');
    expectCoded(await exchange(await ticketFor(admin.token), other.token), 400, ERROR_CODES.INVALID_TICKET);
    // Expired.
    const late = await ticketFor(admin.token);
    await t.database.db.execute(sql`update login_tickets set expires_at = now() - interval '1 second' where used_at is null`);
    expectCoded(await exchange(late, admin.token), 400, ERROR_CODES.INVALID_TICKET);
  });

  it('ends when its time is up, and when its admin is passivated', async () => {
    const session = (await exchange(await ticketFor(admin.token), admin.token)).json();
    expect((await own(session.token)).statusCode).toBe(200);
    await t.database.db.execute(sql`update refresh_tokens set session_ends_at = now() - interval '1 second' where session_ends_at is not null`);
    expect((await own(session.token)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/auth/public/refresh', payload: { refreshToken: session.refreshToken } })).statusCode).not.toBe(200);

    // An admin of its own, passivated while its impersonated session runs.
    const adminRow = json<UserRow>(
      await t.app.inject({
        method: 'POST',
        url: '/api/user/save',
        headers: bearer(admin.token),
        payload: { name: 'Geçici', surname: 'Yönetici', email: 'gecici.yonetici@ttgrup.com.tr', gsmNo: '5559990001', roles: ['TTG_ADMIN'] },
      }),
    );
    await t.database.db.execute(sql`update users set password_hash = (select password_hash from users where username = 'ttg_admin') where id = ${adminRow.id}`);
    const second = await loginAs(t.app, adminRow.username);
    const imp = (await exchange(await ticketFor(second.token), second.token)).json();
    expect((await own(imp.token)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/user/passive', headers: bearer(admin.token), payload: { id: adminRow.id } })).statusCode).toBe(200);
    expect((await own(imp.token)).statusCode).toBe(401);
  });

  it('records every write of the session with the admin behind it', async () => {
    const session = (await exchange(await ticketFor(admin.token), admin.token)).json();
    const [{ id: adminId }] = await sqlRows<{ id: number }>(t, sql`select id from users where username = 'ttg_admin'`);
    // A user write (the dealer admin adds a user to its child reseller) and a cart write.
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/user/save',
      headers: bearer(session.token),
      payload: { name: 'Vekil', surname: 'Kayıt', gsmNo: '5559990002', roles: ['RESELLER_USER'], resellersCodes: ['BY10002'] },
    });
    expect(created.statusCode, created.body).toBe(200);
    const [audit] = await sqlRows<{ on_behalf_of: number; actor: string }>(
      t,
      sql`select a.on_behalf_of, u.username as actor from audit_log a join users u on u.id = a.actor_id where a.entity = 'USER' and a.entity_key = ${String(created.json().id)}`,
    );
    expect(audit).toEqual({ on_behalf_of: adminId, actor: 'reseller_admin' });
    const writes = await sqlRows<{ entity_key: string; on_behalf_of: number }>(
      t,
      sql`select entity_key, on_behalf_of from audit_log where entity = 'REQUEST' and actor_id = (select id from users where username = 'reseller_admin')`,
    );
    expect(writes).toContainEqual({ entity_key: 'POST /api/user/save', on_behalf_of: adminId });
    // Reads are not recorded, and the admin's own writes are not "on behalf".
    expect(writes.every((w) => !w.entity_key.startsWith('GET'))).toBe(true);
    expect(await sqlRows(t, sql`select 1 from audit_log where entity = 'REQUEST' and actor_id = ${adminId}`)).toEqual([]);
  });
});
