import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKinds } from '../support/test-db.js';
import { bearer, loginAs, startTestApp, type TestApp } from '../support/test-app.js';

/**
 * HEAD answers as GET without a body (uptime monitors and link checkers send HEAD): an API GET
 * route, a route of the PWA (the SPA fallback), a hashed asset, the service worker and the
 * OpenAPI document — same status and headers as GET, no body. Writes stay refused for HEAD.
 * The app serves a small built client of its own (index.html, an asset with its brotli copy, sw.js).
 */
function fakeClient(): string {
  const dir = mkdtempSync(join(tmpdir(), 'bp-head-client-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html lang="tr"><head><title>Bayi Portalı</title></head><body><div id="root"></div></body></html>');
  const js = `console.log(${JSON.stringify('x'.repeat(2000))});`;
  writeFileSync(join(dir, 'assets', 'index-AbCd1234.js'), js);
  writeFileSync(join(dir, 'assets', 'index-AbCd1234.js.br'), brotliCompressSync(js));
  writeFileSync(join(dir, 'sw.js'), 'self.addEventListener("install", () => self.skipWaiting());');
  return dir;
}

describe.each(dbKinds())('HEAD on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let clientDir: string;

  beforeAll(async () => {
    clientDir = fakeClient();
    t = await startTestApp(kind, { clientDir });
    token = (await loginAs(t.app, 'supply_admin')).token;
  });
  afterAll(async () => {
    await t?.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  /** GET and HEAD of `url` with the same headers: HEAD has GET's status and headers (less the per-answer ones) and no body. */
  async function headLikeGet(url: string, headers: Record<string, string> = {}) {
    const get = await t.app.inject({ method: 'GET', url, headers });
    const head = await t.app.inject({ method: 'HEAD', url, headers });
    expect(head.statusCode, `HEAD ${url}`).toBe(get.statusCode);
    expect(head.body, `HEAD ${url}`).toBe('');
    expect(get.body.length, `GET ${url}`).toBeGreaterThan(0);
    for (const name of ['content-type', 'cache-control', 'content-encoding', 'x-content-type-options', 'content-security-policy']) {
      expect(head.headers[name], `HEAD ${url}: ${name}`).toEqual(get.headers[name]);
    }
    // Length is what GET would send when HEAD says it (a compressed answer may stream without one).
    if (head.headers['content-length'] !== undefined) expect(Number(head.headers['content-length']), `HEAD ${url}`).toBe(Buffer.byteLength(get.rawPayload));
    return { get, head };
  }

  it('answers an API GET route (signed in and refused) as GET', async () => {
    const { head } = await headLikeGet('/api/user/own', bearer(token));
    expect(head.statusCode).toBe(200);
    expect((await headLikeGet('/api/user/own')).head.statusCode).toBe(401);
    expect((await headLikeGet('/api/health')).head.statusCode).toBe(200);
  });

  it('answers the OpenAPI document and the reference page as GET', async () => {
    expect((await headLikeGet('/api/openapi.json')).head.headers['content-type']).toContain('application/json');
    expect((await headLikeGet('/api/docs')).head.headers['content-type']).toContain('text/html');
  });

  it('answers routes of the PWA (the SPA fallback) as GET', async () => {
    for (const url of ['/login', '/', '/dashboard', '/ProductDetail/12?tab=1']) {
      const { head } = await headLikeGet(url);
      expect(head.statusCode, url).toBe(200);
      expect(head.headers['content-type'], url).toContain('text/html');
    }
  });

  it('answers static files as GET: a hashed asset (plain and brotli), the service worker', async () => {
    const asset = await headLikeGet('/assets/index-AbCd1234.js');
    expect(asset.head.statusCode).toBe(200);
    expect(asset.head.headers['cache-control']).toContain('immutable');
    const br = await headLikeGet('/assets/index-AbCd1234.js', { 'accept-encoding': 'br' });
    expect(br.head.headers['content-encoding']).toBe('br');
    const sw = await headLikeGet('/sw.js');
    expect(sw.head.statusCode).toBe(200);
    expect(sw.head.headers['cache-control']).toBe('no-cache');
  });

  it('keeps unknown API paths 404 and writes refused for HEAD', async () => {
    expect((await headLikeGet('/api/nope', bearer(token))).head.statusCode).toBe(404);
    const write = await t.app.inject({ method: 'HEAD', url: '/auth/public/login' });
    expect(write.statusCode).toBe(404);
    expect(write.body).toBe('');
  });
});
