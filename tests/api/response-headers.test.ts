import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { dbKinds } from '../support/test-db.js';
import { bearer, loginAs, startTestApp, type TestApp } from '../support/test-app.js';

/**
 * API answers carry tokens, prices and personal data: every one says `no-store`, so no
 * browser, proxy or service worker cache keeps it; only routes that set their own
 * caching (images) differ.
 */
describe.each(dbKinds())('response headers on %s', (kind) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    token = (await loginAs(t.app, 'supply_admin')).token;
  });
  afterAll(() => t.close());

  it('marks signed-in answers, token answers and refusals no-store', async () => {
    const own = await t.app.inject({ method: 'GET', url: '/api/user/own', headers: bearer(token) });
    const login = await t.app.inject({ method: 'POST', url: '/auth/public/login', payload: { username: 'supply_user', password: 'demo1234' } });
    const list = await t.app.inject({ method: 'POST', url: '/api/model/getAll/supply?page=0&size=5', headers: bearer(token), payload: {} });
    const refused = await t.app.inject({ method: 'GET', url: '/api/user/own' });
    const missing = await t.app.inject({ method: 'GET', url: '/api/nope', headers: bearer(token) });
    for (const [name, res] of Object.entries({ own, login, list, refused, missing })) {
      expect(res.headers['cache-control'], name).toBe('no-store');
    }
    expect([own.statusCode, login.statusCode, list.statusCode, refused.statusCode, missing.statusCode]).toEqual([200, 200, 200, 401, 404]);
  });

  it('keeps the security headers on every answer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'x-frame-options': 'DENY', 'cache-control': 'no-store' });
  });

  it('compresses answers for clients that accept it (brotli, else gzip), and only those', async () => {
    const ask = (encoding?: string) =>
      t.app.inject({ method: 'GET', url: '/api/openapi.json', headers: encoding ? { 'accept-encoding': encoding } : {} });
    const plain = await ask();
    const br = await ask('gzip, deflate, br');
    const gzip = await ask('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(2048);
    expect([br.headers['content-encoding'], gzip.headers['content-encoding']]).toEqual(['br', 'gzip']);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.body.length / 3);
    expect(br.headers).toMatchObject({ 'x-content-type-options': 'nosniff' });
  });
});
