import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DEMO_USERS } from '../../src/server/db/seed/demo.js';
import { NAMED_RESELLERS } from '../../src/server/db/seed/resellers.js';
import { seedServiceUser } from '../../src/server/db/seed/stock.js';
import { type Endpoint, fullPath } from '../../src/shared/contract/endpoint.js';
import { MSG } from '../../src/shared/messages.js';
import { dbKinds } from '../support/test-db.js';
import { bearer, loginAs, startTestApp, type TestApp } from '../support/test-app.js';
import { expectCoded, rows } from '../support/api-helpers.js';

/** Every endpoint of every contract module (new modules are picked up by themselves). */
const contractModules = import.meta.glob<Record<string, unknown>>('../../src/shared/contract/*.ts', { eager: true });
const isEndpoint = (v: unknown): v is Endpoint =>
  !!v && typeof v === 'object' && 'service' in v && 'path' in v && 'method' in v && 'roles' in v;
const ENDPOINTS = [...new Set(Object.values(contractModules).flatMap((m) => Object.values(m).filter(isEndpoint)))];
const urlOf = (e: Endpoint) => fullPath(e).replace(/:\w+/g, '1');

describe.each(dbKinds())('own user and shell endpoints on %s', (kind) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const get = (url: string, as: string) => t.app.inject({ method: 'GET', url, headers: bearer(tokens[as]) });
  const post = (url: string, as: string, payload: unknown) => t.app.inject({ method: 'POST', url, headers: bearer(tokens[as]), payload: payload as object });
  const supplyId = async (code: string) => (await rows<{ id: number }>(t, sql`select id from supplies where code = ${code}`))[0].id;

  beforeAll(async () => {
    t = await startTestApp(kind);
    for (const u of DEMO_USERS) tokens[u.username] = (await loginAs(t.app, u.username)).token;
  });
  afterAll(() => t.close());

  it.each(DEMO_USERS.map((u) => [u.username, u] as const))('GET ownWeb and own for %s give roles and contacts', async (username, demo) => {
    for (const url of ['/api/user/ownWeb', '/api/user/own']) {
      const res = await get(url, username);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body.user).toMatchObject({ username, name: demo.name, surname: demo.surname, roles: demo.roles });
      expect(body.gsmNo).toBe(demo.gsmNo);
      expect(body.email).toBe(demo.email);
      expect(body.user.supply?.code ?? null).toBe(demo.supply ?? null);
      expect(body.user.disty?.code ?? null).toBe(demo.disty ?? null);
      expect(body.user.resellers.map((r: { code: string }) => r.code)).toEqual(demo.resellers ?? []);
      expect(body).not.toHaveProperty('user.passwordHash');
      expect(JSON.stringify(body)).not.toContain('argon2');
    }
  });

  it('gives reseller_admin the login reseller, own resellers and the order allow list', async () => {
    const body = (await get('/api/user/ownWeb', 'reseller_admin')).json();
    expect(body.user.loginReseller).toMatchObject({ code: 'BY10001', name: 'Kadıköy İletişim', parentReseller: null, disty: { code: 'DST001' } });
    expect(body.user.resellers).toEqual([{ code: 'BY10001', name: 'Kadıköy İletişim' }]);
    // The verdict for the login reseller (BY10001 is on the demo allow-list), never the list itself.
    expect(body.canOrder).toBe(true);
    expect(body).not.toHaveProperty('orderAllowList');
  });

  it('gives supply_admin its supply and disty_admin its distributor', async () => {
    const supply = (await get('/api/user/own', 'supply_admin')).json();
    expect(supply.user.supply).toMatchObject({ code: 'TDR001', name: 'Anadolu Aksesuar Tedarik A.Ş.' });
    expect(supply.user.loginReseller).toBeNull();
    const disty = (await get('/api/user/own', 'disty_admin')).json();
    expect(disty.user.disty).toMatchObject({ code: 'DST001', name: 'Boğaziçi Dağıtım A.Ş.' });
  });

  it('lists the own reseller and its children for reseller_admin, never foreign codes', async () => {
    const res = await post('/api/reseller/child', 'reseller_admin', ['BY10001']);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((r: { code: string }) => r.code)).toEqual(['BY10001', 'BY10002', 'BY10003']);
    expect((await post('/api/reseller/child', 'reseller_admin', ['BY20001'])).json()).toEqual([]);
    const mixed = (await post('/api/reseller/child', 'reseller_admin', ['BY20001', 'BY10002'])).json();
    expect(mixed).toEqual([{ code: 'BY10002', name: 'Moda GSM' }]);
    expectCoded(await post('/api/reseller/child', 'supply_admin', ['BY10001']), 403, 403, MSG.forbidden);
    // Only reseller admins switch between child resellers (spec 1 §2.6); their users do not.
    expectCoded(await post('/api/reseller/child', 'reseller_user', ['BY10001']), 403, 403, MSG.forbidden);
  });

  it('gives a group admin any reseller with its children', async () => {
    const res = await post('/api/reseller/child', 'ttg_admin', ['BY10001', 'BY20001']);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((r: { code: string }) => r.code)).toEqual(['BY10001', 'BY10002', 'BY10003', 'BY20001']);
    expect((await post('/api/reseller/child', 'ttg_admin', [])).json()).toEqual([]);
  });

  it('moves reseller_admin to a child reseller and keeps it', async () => {
    const token = tokens.reseller_admin;
    const res = await get(`/api/reseller/moveToSubReseller/BY10002/${token}`, 'reseller_admin');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user.loginReseller).toMatchObject({ code: 'BY10002', parentReseller: { code: 'BY10001' } });
    expect((await get('/api/user/ownWeb', 'reseller_admin')).json().user.loginReseller.code).toBe('BY10002');
    // And back to the own reseller.
    const back = await get(`/api/reseller/moveToSubReseller/BY10001/${token}`, 'reseller_admin');
    expect(back.json().user.loginReseller.code).toBe('BY10001');
  });

  it('refuses moves to foreign resellers, with another token in the path, or by reseller_user', async () => {
    const token = tokens.reseller_admin;
    expectCoded(await get(`/api/reseller/moveToSubReseller/BY20001/${token}`, 'reseller_admin'), 403, 403, MSG.resellerNotAllowed);
    const other = (await loginAs(t.app, 'reseller_admin')).token;
    expectCoded(await get(`/api/reseller/moveToSubReseller/BY10002/${other}`, 'reseller_admin'), 403, 403);
    expectCoded(await get(`/api/reseller/moveToSubReseller/BY10002/${tokens.reseller_user}`, 'reseller_user'), 403, 403);
    expect((await get('/api/user/ownWeb', 'reseller_admin')).json().user.loginReseller.code).toBe('BY10001');
  });

  it("acts for its own reseller again once the child it had switched to left its family (the reseller feed moved it): its stored switch no longer counts (own user, cart)", async () => {
    await seedServiceUser(t.database.db);
    const service = (await loginAs(t.app, 'web_service')).token;
    const moda = NAMED_RESELLERS.find((r) => r.code === 'BY10002')!;
    const feed = (parentCode: string) =>
      t.app.inject({ method: 'POST', url: '/api/ingest/resellers', headers: { ...bearer(service), 'idempotency-key': `switch-${parentCode}-${Date.now()}` }, payload: { rows: [{ ...moda, parentCode }] } });
    const cartOwner = async () => {
      const cart = await get('/api/order/cart/0', 'reseller_admin');
      expect(cart.statusCode, cart.body).toBe(200);
      const [row] = await rows<{ code: string }>(t, sql`select r.code from reseller_orders o join resellers r on r.id = o.reseller_id where o.id = ${cart.json().id}`);
      return row?.code;
    };
    // A line in the switched-to child's cart, so its cart has an id to look for.
    const [product] = await rows<{ id: number; barcode: string }>(
      t,
      sql`select m.id, m.barcode from storefront_items i join models m on m.id = i.model_id join disties d on d.id = i.disty_id and d.code = 'DST001'
          where i.price_start <= now() and (i.price_end is null or i.price_end > now()) order by m.id limit 1`,
    );
    const token = tokens.reseller_admin;
    expect((await get(`/api/reseller/moveToSubReseller/BY10002/${token}`, 'reseller_admin')).statusCode).toBe(200);
    const added = await post('/api/order/cart/line', 'reseller_admin', { modelId: product.id, quantity: 1, barcode: product.barcode });
    expect(added.statusCode, added.body).toBe(200);
    expect(await cartOwner()).toBe('BY10002');
    try {
      expect((await feed('BY20001')).statusCode).toBe(200);
      // The stored switch no longer counts: the session acts for BY10001, and BY10002's cart is out of reach.
      expect((await get('/api/user/ownWeb', 'reseller_admin')).json().user.loginReseller.code).toBe('BY10001');
      expect(await cartOwner()).not.toBe('BY10002');
      const [modaCart] = await rows<{ id: number }>(t, sql`select o.id from reseller_orders o join resellers r on r.id = o.reseller_id where r.code = 'BY10002' and o.status = 'CART'`);
      expectCoded(await get(`/api/order/cart/${modaCart.id}`, 'reseller_admin'), 404, 404);
      expectCoded(await get(`/api/reseller/moveToSubReseller/BY10002/${token}`, 'reseller_admin'), 403, 403, MSG.resellerNotAllowed);
    } finally {
      expect((await feed('BY10001')).statusCode).toBe(200);
      await t.database.db.execute(sql`delete from reseller_order_lines l using reseller_orders o, resellers r where l.order_id = o.id and o.reseller_id = r.id and r.code = 'BY10002' and o.status = 'CART'`);
    }
    // Back in the family: the switch may be made again.
    expect((await get(`/api/reseller/moveToSubReseller/BY10002/${token}`, 'reseller_admin')).statusCode).toBe(200);
    expect((await get(`/api/reseller/moveToSubReseller/BY10001/${token}`, 'reseller_admin')).statusCode).toBe(200);
  });

  it('lets ttg_admin create a login ticket that reseller_admin may not', async () => {
    const res = await post('/api/reseller/loginTicket', 'ttg_admin', { resellerCode: 'BY10001', admin: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ticket: expect.any(String) });
    expectCoded(await post('/api/reseller/loginTicket', 'reseller_admin', { resellerCode: 'BY10001', admin: true }), 403, 403);
    const unknown = await post('/api/reseller/loginTicket', 'ttg_admin', { resellerCode: 'BY99999', admin: true });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 10000, fields: ['Bayi bulunamadı.'] });
  });

  it('exchanges a ticket once for the reseller user of the chosen role', async () => {
    const ticketFor = async (admin: boolean) =>
      (await post('/api/reseller/loginTicket', 'ttg_admin', { resellerCode: 'BY10001', admin })).json().ticket as string;
    const exchange = (authTicket: string) => t.app.inject({ method: 'POST', url: '/auth/public/loginWithTicket', payload: { authTicket, adminToken: tokens.ttg_admin } });
    const whoAmI = async (token: string) => (await t.app.inject({ method: 'GET', url: '/api/user/ownWeb', headers: bearer(token) })).json().user;

    const adminTicket = await ticketFor(true);
    const res = await exchange(adminTicket);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ token: expect.any(String), refreshToken: expect.any(String) });
    expect(await whoAmI(res.json().token)).toMatchObject({ username: 'reseller_admin', loginReseller: { code: 'BY10001' } });
    expectCoded(await exchange(adminTicket), 400, 1000, MSG.ticketInvalid);
    expectCoded(await exchange('no-such-ticket'), 400, 1000);

    const userRes = await exchange(await ticketFor(false));
    expect(await whoAmI(userRes.json().token)).toMatchObject({ username: 'reseller_user' });
  });

  it('refuses an expired ticket with code 1000', async () => {
    const { ticket } = (await post('/api/reseller/loginTicket', 'ttg_admin', { resellerCode: 'BY10001', admin: true })).json();
    await t.database.db.execute(sql`update login_tickets set expires_at = now() - interval '1 second' where used_at is null`);
    expectCoded(await t.app.inject({ method: 'POST', url: '/auth/public/loginWithTicket', payload: { authTicket: ticket, adminToken: tokens.ttg_admin } }), 400, 1000);
  });

  it('counts the waiting faulty-product tickets of the own supply only', async () => {
    const tdr001 = await supplyId('TDR001');
    const [{ id: reseller }] = await rows<{ id: number }>(t, sql`select id from resellers where code = 'BY10001'`);
    // The demo seed has waiting tickets of its own: the count grows by the two added here.
    const before = (await get(`/api/faultyProductManagement/getWaitingTicketCount/${tdr001}`, 'supply_admin')).json() as number;
    // A product of each supplier (any: the count reads the ticket's supply and state only).
    const [m1, m2] = await Promise.all(
      [tdr001, await supplyId('TDR002')].map(async (s) => (await rows<{ id: number; sub: number; cat: number }>(t, sql`select m.id, m.sub_category_id as sub, c.category_id as cat from models m join sub_categories c on c.id = m.sub_category_id where m.supply_id = ${s} limit 1`))[0]),
    );
    await t.database.db.execute(sql`insert into faulty_product_tickets (supply_id, reseller_id, model_id, sub_category_id, category_id, sale_date, description, status)
      select s, ${reseller}, m, sc, c, current_date, 'Açılmıyor', st from (values
        (${tdr001}::int, ${m1.id}::int, ${m1.sub}::int, ${m1.cat}::int, 'WAITING'), (${tdr001}, ${m1.id}, ${m1.sub}, ${m1.cat}, 'WAITING'), (${tdr001}, ${m1.id}, ${m1.sub}, ${m1.cat}, 'APPROVED'),
        (${await supplyId('TDR002')}, ${m2.id}, ${m2.sub}, ${m2.cat}, 'WAITING')) v(s, m, sc, c, st)`);
    for (const user of ['supply_admin', 'supply_user']) {
      const res = await get(`/api/faultyProductManagement/getWaitingTicketCount/${tdr001}`, user);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toBe(before + 2);
    }
    expectCoded(await get(`/api/faultyProductManagement/getWaitingTicketCount/${await supplyId('TDR002')}`, 'supply_admin'), 403, 403);
    expectCoded(await get(`/api/faultyProductManagement/getWaitingTicketCount/${tdr001}`, 'ttg_admin'), 403, 403);
    expect((await get('/api/faultyProductManagement/getWaitingTicketCount/abc', 'supply_admin')).json()).toMatchObject({ code: 10001 });
  });

  it('shows outbox counts to ttg_admin only', async () => {
    const before = (await get('/notification/outbox/stats', 'ttg_admin')).json();
    expect(before).toEqual({ pending: expect.any(Number), sent: expect.any(Number) });
    await t.database.db.execute(sql`insert into notification_outbox (channel, recipient, template_type, body, status, next_attempt_at) values
      ('SMS', '5000000001', 'OTP_LOGIN', 'a', 'PENDING', now() + interval '1 day'),
      ('SMS', '5000000002', 'OTP_LOGIN', 'b', 'PENDING', now() + interval '1 day'),
      ('SMS', '5000000003', 'OTP_LOGIN', 'c', 'SENT', now())`);
    expect((await get('/notification/outbox/stats', 'ttg_admin')).json()).toEqual({ pending: before.pending + 2, sent: before.sent + 1 });
    expectCoded(await get('/notification/outbox/stats', 'reseller_user'), 403, 403, MSG.forbidden);
  });

  it('refuses every non-public endpoint without a token or with a dead one (401)', async () => {
    const guarded = ENDPOINTS.filter((e) => e.roles !== 'PUBLIC' && t.app.hasRoute({ method: e.method, url: fullPath(e) }));
    expect(guarded.map(fullPath)).toEqual(
      expect.arrayContaining(['/api/user/ownWeb', '/api/reseller/child', '/api/reseller/loginTicket', '/notification/outbox/stats']),
    );
    for (const e of guarded) {
      for (const headers of [{}, { authorization: 'Bearer garbage' }]) {
        const res = await t.app.inject({ method: e.method, url: urlOf(e), headers, ...(e.method === 'GET' ? {} : { payload: {} }) });
        expect(res.statusCode, `${e.method} ${fullPath(e)}`).toBe(401);
        expect(res.json()).toMatchObject({ status: 401, code: 401, description: MSG.unauthenticated });
      }
    }
  });

  it('refuses every role-restricted endpoint to each demo user without one of its roles (403)', async () => {
    const restricted = ENDPOINTS.filter((e) => Array.isArray(e.roles) && t.app.hasRoute({ method: e.method, url: fullPath(e) }));
    expect(restricted.length).toBeGreaterThanOrEqual(4);
    let checked = 0;
    for (const e of restricted) {
      for (const u of DEMO_USERS.filter((d) => !d.roles.some((r) => (e.roles as readonly string[]).includes(r)))) {
        const res = await t.app.inject({ method: e.method, url: urlOf(e), headers: bearer(tokens[u.username]), ...(e.method === 'GET' ? {} : { payload: {} }) });
        expect(res.statusCode, `${u.username} ${e.method} ${fullPath(e)}`).toBe(403);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(20);
  });
});
