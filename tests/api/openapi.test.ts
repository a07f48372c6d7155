import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Endpoint, fullPath } from '../../src/shared/contract/endpoint.js';
import { registeredEndpoints } from '../../src/server/plugins/access-guard.js';
import { dbKinds } from '../support/test-db.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * GET /api/openapi.json and GET /api/docs (PUBLIC): the document covers every registered
 * endpoint and holds together as OpenAPI 3.1 (checked structurally: every operation, its path
 * parameters, bodies, answers and references); the reference page is static HTML.
 */
type Json = Record<string, any>;
const METHODS = ['get', 'post', 'put', 'delete', 'patch'];

/** Every `$ref` in `value`, with where it was found. */
function refsOf(value: unknown, at = '#', out: [string, string][] = []): [string, string][] {
  if (Array.isArray(value)) value.forEach((v, i) => refsOf(v, `${at}/${i}`, out));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k === '$ref' && typeof v === 'string') out.push([at, v]);
      else refsOf(v, `${at}/${k}`, out);
    }
  }
  return out;
}

const resolvePointer = (doc: Json, ref: string) =>
  ref
    .slice(2)
    .split('/')
    .reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Json)[part.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined), doc);

describe.each(dbKinds())('OpenAPI document on %s', (kind) => {
  let t: TestApp;
  let doc: Json;

  beforeAll(async () => {
    t = await startTestApp(kind);
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    doc = res.json();
  });
  afterAll(() => t?.close());

  it('is an OpenAPI 3.1 document with sane top-level parts', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info).toMatchObject({ title: expect.any(String), version: expect.stringMatching(/^\d+\.\d+\.\d+$/) });
    expect(doc.components.securitySchemes.bearerAuth).toEqual({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
    expect(doc.components.schemas.ErrorEnvelope.type).toBe('object');
    expect(Object.keys(doc).sort()).toEqual(['components', 'info', 'openapi', 'paths', 'servers', 'tags']);
    const tagNames = doc.tags.map((x: Json) => x.name);
    expect(tagNames[0]).toBe('ingest');
    expect(new Set(tagNames).size).toBe(tagNames.length);
  });

  it('lists every registered endpoint with its method, path parameters, roles and security', () => {
    const endpoints = registeredEndpoints(t.app);
    expect(endpoints.length).toBeGreaterThan(40);
    const ids = new Set<string>();
    for (const e of endpoints as Endpoint[]) {
      const path = fullPath(e).replace(/:(\w+)/g, '{$1}');
      const op = doc.paths[path]?.[e.method.toLowerCase()];
      expect(op, `${e.method} ${path}`).toBeDefined();
      expect(ids.has(op.operationId), `${op.operationId} twice`).toBe(false);
      ids.add(op.operationId);
      expect(op['x-roles']).toEqual(e.roles);
      expect(op.security).toEqual(e.roles === 'PUBLIC' ? [] : [{ bearerAuth: [] }]);
      expect(op.responses['200'], `${e.method} ${path}`).toBeDefined();
      const named = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      const inPath = (op.parameters ?? []).filter((x: Json) => x.in === 'path');
      expect(inPath.map((x: Json) => x.name).sort(), `${e.method} ${path}`).toEqual(named);
      for (const x of inPath) expect(x.required).toBe(true);
      if (e.method === 'GET') expect(op.requestBody).toBeUndefined();
    }
    // Nothing more than the registered endpoints.
    const operations = Object.values(doc.paths).flatMap((item) => Object.keys(item as Json).filter((m) => METHODS.includes(m)));
    expect(operations.length).toBe(endpoints.length);
  });

  it('holds together: every operation is well-formed and every $ref resolves', () => {
    for (const [path, item] of Object.entries(doc.paths as Json)) {
      expect(path.startsWith('/')).toBe(true);
      expect(path).not.toMatch(/:/);
      for (const [method, op] of Object.entries(item as Json)) {
        expect(METHODS, `${method} ${path}`).toContain(method);
        for (const [status, r] of Object.entries(op.responses as Json)) {
          expect(status).toMatch(/^[1-5]\d\d$/);
          expect(typeof (r as Json).description).toBe('string');
        }
        for (const p of op.parameters ?? []) {
          expect(['path', 'query', 'header']).toContain(p.in);
          expect(typeof p.schema).toBe('object');
        }
        if (op.requestBody) expect(Object.keys(op.requestBody.content).length).toBeGreaterThan(0);
      }
    }
    for (const [at, ref] of refsOf(doc)) {
      expect(ref.startsWith('#/components/'), `${at}: ${ref}`).toBe(true);
      expect(resolvePointer(doc, ref), `${at}: ${ref}`).toBeDefined();
    }
    expect(JSON.stringify(doc)).not.toContain('$schema');
  });

  it('describes the ingestion: WEB_SERVICE, Idempotency-Key, the rows with their real schema, the 422', () => {
    const op = doc.paths['/api/ingest/distyStock'].post;
    expect(op['x-roles']).toEqual(['WEB_SERVICE']);
    expect(op.parameters).toContainEqual(expect.objectContaining({ name: 'Idempotency-Key', in: 'header', required: true }));
    const body = op.requestBody.content['application/json'].schema;
    expect(body.properties.rows).toMatchObject({ type: 'array', minItems: 1, maxItems: 100_000 });
    const row = body.properties.rows.items;
    expect(row.required.sort()).toEqual(['barcode', 'distyCode', 'quantity']);
    expect(row.properties.quantity).toMatchObject({ type: 'integer', minimum: 0, maximum: 2_147_483_647 });
    expect(op.responses['200'].content['application/json'].schema.properties.accepted).toBeDefined();
    expect(op.responses['422']).toBeDefined();
    // Endpoints without the flag take no key.
    expect(doc.paths['/api/stock/getAll'].post.parameters.some((p: Json) => p.name === 'Idempotency-Key')).toBe(false);
  });

  it('describes the ledger feeds (issue 30): supplier invoices and distribution records, with their rows and the key', () => {
    for (const [path, fields] of [
      ['/api/ingest/supplyInvoices', ['supplyCode', 'distyCode', 'invoiceNo', 'invoiceDate', 'barcode', 'serialNo', 'price', 'vatRatio']],
      ['/api/ingest/distribution', ['type', 'distyCode', 'resellerCode', 'barcode', 'serialNo', 'price', 'vatRatio']],
    ] as const) {
      const op = doc.paths[path].post;
      expect(op['x-roles']).toEqual(['WEB_SERVICE']);
      expect(op.parameters).toContainEqual(expect.objectContaining({ name: 'Idempotency-Key', in: 'header', required: true }));
      const row = op.requestBody.content['application/json'].schema.properties.rows.items;
      expect(row.required).toEqual(expect.arrayContaining([...fields]));
      expect(op.responses['422']).toBeDefined();
    }
    expect(doc.paths['/api/ingest/distribution'].post.requestBody.content['application/json'].schema.properties.rows.items.properties.type.enum).toEqual([
      'INVOICE',
      'WAYBILL',
      'TECHNICAL_SERVICE_CHANGE',
    ]);
  });

  it('describes lists, exports, multipart uploads and public endpoints', () => {
    const list = doc.paths['/api/stock/getAll'].post;
    expect(list.parameters.map((p: Json) => `${p.in}:${p.name}`)).toEqual(expect.arrayContaining(['query:page', 'query:size', 'query:sort']));
    expect(list.responses['200'].content['application/json'].schema.properties.content.type).toBe('array');
    const exporter = doc.paths['/api/stock/findAll'].post;
    expect(Object.keys(exporter.responses['200'].content)).toEqual(['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet']);
    const uploads = (registeredEndpoints(t.app) as Endpoint[]).filter((e) => e.upload);
    expect(uploads.length).toBeGreaterThan(0);
    for (const e of uploads) {
      const op = doc.paths[fullPath(e).replace(/:(\w+)/g, '{$1}')][e.method.toLowerCase()];
      const form = op.requestBody.content['multipart/form-data'].schema;
      expect(form.properties[e.upload!.field], fullPath(e)).toBeDefined();
    }
    const login = doc.paths['/auth/public/login']?.post;
    expect(login?.security).toEqual([]);
    expect(doc.paths['/api/openapi.json'].get['x-roles']).toBe('PUBLIC');
  });

  it('serves a static HTML reference: no scripts, the ingestion first with a curl example', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    const html = res.body;
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/(src|href)="https?:/i);
    expect(html).toContain('curl -s -X POST');
    const ingest = html.indexOf('/api/ingest/distyStock');
    expect(ingest).toBeGreaterThan(0);
    expect(ingest).toBeLessThan(html.indexOf('/api/stock/getAll'));
    expect(html).toContain('/api/model/getAll/admin');
  });
});
