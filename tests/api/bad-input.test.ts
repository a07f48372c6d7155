import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { ROLES } from '../../src/shared/access.js';
import { type Endpoint, fullPath } from '../../src/shared/contract/endpoint.js';
import { registeredEndpoints } from '../../src/server/plugins/access-guard.js';
import { type DbKind, dbKinds } from '../support/test-db.js';
import { bearer, loginAs, startTestApp, type TestApp } from '../support/test-app.js';
import { clearRateLimits, expectValidation } from '../support/api-helpers.js';
import { fixtureFile, multipart } from '../support/catalogue-fixtures.js';
import {
  asText,
  HOSTILE_LEAVES,
  HOSTILE_QUERIES,
  HOSTILE_SEGMENTS,
  hostileBodies,
  type Json,
  jsonSchemaOf,
  NUL_TEXT,
  RAW_BODIES,
  sampleOf,
  WRONG_BODIES,
} from '../support/hostile-inputs.js';

/**
 * No input may answer 5xx (issue 8 §2). Walks every endpoint the app registered, so an
 * endpoint added later is covered without a new test: path params, query strings, JSON
 * bodies derived from its zod schema and multipart requests, each as a caller holding
 * one of its roles. A refusal must carry the error envelope.
 */
/**
 * One database kind: PostgreSQL when the run has one (always in CI), else PGlite. The walk
 * tests the app's validation and handlers; where input reaches the database (ids past int4, NUL in
 * text) both kinds are the same engine, and the other API tests run each handler on both. Once
 * instead of twice keeps the suite's longest file at half (thousands of requests per walker).
 */
const KIND: DbKind = dbKinds().includes('postgres') ? 'postgres' : 'pglite';

describe.each([KIND])('no input answers 5xx, on %s', (kind) => {
  let t: TestApp;
  const tokens = new Map<string, string>();
  // The error behind a 5xx, for the failure message (the answer itself hides it).
  let lastError: string | null = null;

  beforeAll(async () => {
    t = await startTestApp(kind);
    t.app.addHook('onError', async (_request, _reply, error) => {
      lastError = error.message;
    });
    for (const role of ROLES) tokens.set(role, (await loginAs(t.app, role.toLowerCase())).token);
  });
  afterAll(() => t?.close());

  const endpoints = () => registeredEndpoints(t.app);

  /**
   * Tokens of callers allowed in (null: no token for PUBLIC): one role of each kind of caller
   * (group staff, supplier, distributor, reseller, service), its admin when allowed — handlers
   * branch by kind (whose data, which scope), not between a kind's admin and user.
   */
  function callersOf(e: Endpoint): (string | null)[] {
    if (e.roles === 'PUBLIC') return [null];
    // Group staff and a reseller: own-user and lookup answers differ between the two.
    const roles = e.roles === 'ALL' ? (['TTG_ADMIN', 'RESELLER_USER'] as const) : e.roles;
    const byKind = new Map<string, string>();
    for (const role of [...roles].sort((a, b) => Number(b.endsWith('_ADMIN')) - Number(a.endsWith('_ADMIN')))) {
      const kind = role.split('_')[0];
      if (!byKind.has(kind)) byKind.set(kind, role);
    }
    return [...byKind.values()].map((role) => tokens.get(role) ?? null);
  }

  /** The endpoint's URL with `:param`s from `values`, else from a sample of its params schema. */
  function urlOf(e: Endpoint, values: Record<string, string> = {}, query = '') {
    const sample = e.params ? sampleOf(jsonSchemaOf(e.params)) : {};
    const path = fullPath(e).replace(/:(\w+)/g, (_, name: string) =>
      encodeURIComponent(values[name] ?? (sample && typeof sample === 'object' && !Array.isArray(sample) ? asText(sample[name] ?? 'x') : 'x')),
    );
    return query ? `${path}?${query}` : path;
  }

  /** A plausible JSON body, so hostile params and queries reach the handler. */
  const sampleBody = (e: Endpoint): { payload?: string; headers?: Record<string, string> } => (e.body && !e.upload ? jsonBody(sampleOf(jsonSchemaOf(e.body))) : {});

  /** Sends one request; returns a failure line when it answered 5xx or a refusal without the envelope. */
  async function probe(e: Endpoint, caller: string | null, label: string, options: Omit<InjectOptions, 'method'>): Promise<string | null> {
    lastError = null;
    const headers = { ...(caller ? bearer(caller) : {}), ...(options.headers ?? {}) };
    const what = `${e.method} ${String(options.url).slice(0, 200)} [${label}]`;
    let res: LightMyRequestResponse;
    try {
      res = await t.app.inject({ ...options, method: e.method, headers });
    } catch (error) {
      return `${what} → no answer: ${String(error)} (${lastError})`;
    }
    if (res.statusCode >= 500) return `${what} → ${res.statusCode} ${res.body.slice(0, 200)} (${lastError})`;
    if (res.statusCode >= 400 && !hasEnvelope(res)) return `${what} → ${res.statusCode} without the error envelope: ${res.body.slice(0, 200)}`;
    return null;
  }

  /** Runs `walk` for every endpoint and caller, collecting the failures; rate limits start clean per endpoint. */
  async function walkAll(walk: (e: Endpoint) => Generator<[label: string, options: Omit<InjectOptions, 'method'>]>) {
    const failures: string[] = [];
    let sent = 0;
    for (const e of endpoints()) {
      for (const caller of callersOf(e)) {
        for (const [label, options] of walk(e)) {
          sent++;
          const failure = await probe(e, caller, label, options);
          if (failure) failures.push(failure);
        }
      }
      if (e.roles === 'PUBLIC') await clearRateLimits(t);
    }
    await clearRateLimits(t);
    await expectTokensStillWork();
    return { failures, sent };
  }

  // A walk that signed its own callers out would pass on 401s alone.
  async function expectTokensStillWork() {
    for (const [role, token] of tokens) {
      // A service account reaches only the ingestion API: signed in, it gets 400 (no Idempotency-Key), never 401.
      const res =
        role === 'WEB_SERVICE'
          ? await t.app.inject({ method: 'POST', url: '/api/ingest/distyStock', headers: bearer(token), payload: { rows: [{}] } })
          : await t.app.inject({ method: 'GET', url: '/api/user/own', headers: bearer(token) });
      expect(res.statusCode, `${role}: ${res.body}`).toBe(role === 'WEB_SERVICE' ? 400 : 200);
    }
  }

  // Each walker sends thousands of requests (every endpoint × every hostile input): more than the default minute on a busy machine.
  const WALK_TIMEOUT_MS = 240_000;

  it('registers the contract endpoints', () => {
    expect(endpoints().length).toBeGreaterThan(40);
  });

  it('path params: ids past int4 and 2^53, negatives, 1e400, __proto__, NUL', async () => {
    const { failures, sent } = await walkAll(function* (e) {
      const names = [...fullPath(e).matchAll(/:(\w+)/g)].map((m) => m[1]);
      for (const name of names) {
        for (const segment of HOSTILE_SEGMENTS) {
          yield [`${name}=${JSON.stringify(segment)}`, { url: urlOf(e, { [name]: segment }), ...sampleBody(e) }];
        }
      }
    });
    expectNoFailures(failures, sent);
  }, WALK_TIMEOUT_MS);

  it('query strings: page overflow, huge sizes, inherited sort keys, NUL', async () => {
    const { failures, sent } = await walkAll(function* (e) {
      const body = sampleBody(e);
      for (const query of HOSTILE_QUERIES) yield [query, { url: urlOf(e, {}, query), ...body }];
      const sample = e.query ? sampleOf(jsonSchemaOf(e.query)) : null;
      if (!sample || typeof sample !== 'object' || Array.isArray(sample)) return;
      for (const key of Object.keys(sample)) {
        for (const leaf of HOSTILE_LEAVES) {
          const query = `${key}=${encodeURIComponent(asText(leaf))}`;
          yield [`${key}=${JSON.stringify(leaf)?.slice(0, 40)}`, { url: urlOf(e, {}, query), ...body }];
        }
      }
    });
    expectNoFailures(failures, sent);
  }, WALK_TIMEOUT_MS);

  it('JSON bodies: NUL texts, numbers past int4, wrong types, deep nesting', async () => {
    const { failures, sent } = await walkAll(function* (e) {
      if (e.method === 'GET') return;
      if (e.body && !e.upload) {
        for (const { label, body } of hostileBodies(e.body)) yield [label, { url: urlOf(e), ...jsonBody(body) }];
      }
      for (const body of WRONG_BODIES) yield [`body ${JSON.stringify(body)}`, { url: urlOf(e), ...jsonBody(body) }];
      for (const raw of RAW_BODIES) yield [`raw ${raw.slice(0, 40)}`, { url: urlOf(e), payload: raw, headers: JSON_TYPE }];
    });
    expectNoFailures(failures, sent);
  }, WALK_TIMEOUT_MS);

  it('multipart: NUL text fields, numbers past int4, junk and odd files', async () => {
    const { failures, sent } = await walkAll(function* (e) {
      if (e.method === 'GET') return;
      if (!e.upload) {
        // A form sent to a JSON endpoint.
        yield ['form to a JSON endpoint', { url: urlOf(e), ...multipart({ text: NUL_TEXT }, [{ field: 'file', fileName: 'x.bin', data: JUNK }]) }];
        return;
      }
      const field = e.upload.field;
      const good = e.upload.kind === 'image' ? GOOD_IMAGE : GOOD_SHEET;
      for (const { label, body } of e.body ? hostileBodies(e.body) : [{ label: 'no fields', body: {} }]) {
        if (!body || typeof body !== 'object' || Array.isArray(body)) continue;
        yield [label, { url: urlOf(e), ...multipart(formOf(body), [{ field, ...good }]) }];
      }
      const fields = e.body ? formOf(sampleOf(jsonSchemaOf(e.body))) : {};
      const files: [string, Parameters<typeof multipart>[1]][] = [
        ['junk file', [{ field, fileName: good.fileName, data: JUNK }]],
        ['zip-looking junk', [{ field, fileName: 'x.xlsx', data: ZIP_JUNK }]],
        ['corrupt sheet', [{ field, fileName: 'models-corrupt.xlsx', data: fixtureFile('excel', 'models-corrupt.xlsx') }]],
        ['NUL in file name', [{ field, fileName: `a${NUL_TEXT}.png`, data: good.data }]],
        ['empty file', [{ field, fileName: good.fileName, data: Buffer.alloc(0) }]],
        ['no file', []],
        ['too many files', Array.from({ length: e.upload.maxFiles + 1 }, () => ({ field, ...good }))],
        ['file under another field', [{ field: 'other', ...good }]],
      ];
      for (const [label, list] of files) yield [label, { url: urlOf(e), ...multipart(fields, list) }];
      yield ['NUL field name', { url: urlOf(e), ...multipart({ ...fields, [NUL_TEXT]: 'x' }, [{ field, ...good }]) }];
      // fromEntries makes `__proto__` an own key, as a parsed form would.
      const polluting = Object.fromEntries([['__proto__', 'x'], ['constructor', NUL_TEXT]]);
      yield ['__proto__ and constructor fields', { url: urlOf(e), ...multipart({ ...fields, ...polluting }, [{ field, ...good }]) }];
      yield ['JSON to a form endpoint', { url: urlOf(e), ...jsonBody(e.body ? sampleOf(jsonSchemaOf(e.body)) : {}) }];
    });
    expectNoFailures(failures, sent);
  }, WALK_TIMEOUT_MS);

  it('prototype keys in JSON are refused with 400 in the envelope', async () => {
    for (const e of endpoints().filter((x) => x.method !== 'GET')) {
      for (const raw of RAW_BODIES.slice(0, 2)) {
        const [caller] = callersOf(e);
        const res = await t.app.inject({ method: e.method, url: urlOf(e), payload: raw, headers: { ...JSON_TYPE, ...(caller ? bearer(caller) : {}) } });
        expect(res.statusCode, `${e.method} ${fullPath(e)} ${raw}: ${res.body}`).toBe(400);
        expect(hasEnvelope(res), res.body).toBe(true);
      }
    }
  });

  it('inherited property names are no sort keys: every sorted list answers the sort validation error', async () => {
    const lists = endpoints().filter((e) => e.query && Object.hasOwn(jsonSchemaOf(e.query).properties ?? {}, 'sort'));
    expect(lists.length).toBeGreaterThan(3);
    for (const e of lists) {
      const [caller] = callersOf(e);
      const { payload, headers } = sampleBody(e);
      for (const sort of ['__proto__,asc', 'constructor,desc', 'toString,asc']) {
        const url = urlOf(e, {}, `sort=${sort}`);
        const res = await t.app.inject({ method: e.method, url, payload, headers: { ...headers, ...(caller ? bearer(caller) : {}) } });
        const body = expectValidation(res);
        expect(body.errors, `${e.method} ${fullPath(e)} sort=${sort}`).toEqual([{ field: 'sort', message: `Sıralama alanı geçersiz: ${sort.split(',')[0]}` }]);
      }
    }
  });

  it('a NUL in a public login field is a validation error naming the field', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/auth/public/login', payload: { username: NUL_TEXT, password: 'x' } });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 10001, fields: ['username'] });
  });
});

const JSON_TYPE = { 'content-type': 'application/json' };
const jsonBody = (body: Json) => ({ payload: JSON.stringify(body), headers: JSON_TYPE });
const JUNK = Buffer.from('this is not what the name says');
const ZIP_JUNK = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 7)]);
const GOOD_IMAGE = { fileName: 'brand-logo.png', data: fixtureFile('images', 'brand-logo.png'), type: 'image/png' };
const GOOD_SHEET = { fileName: 'models-valid.xlsx', data: fixtureFile('excel', 'models-valid.xlsx') };

const formOf = (sample: Json): Record<string, string> =>
  sample && typeof sample === 'object' && !Array.isArray(sample) ? Object.fromEntries(Object.entries(sample).map(([k, v]) => [k, asText(v)])) : {};

function expectNoFailures(failures: string[], sent: number) {
  expect(failures.length, `${failures.length} of ${sent} requests:\n${failures.join('\n')}`).toBe(0);
}

function hasEnvelope(res: LightMyRequestResponse) {
  try {
    const body = res.json() as Record<string, unknown>;
    return ['status', 'code', 'errors', 'fields'].every((key) => Object.hasOwn(body, key));
  } catch {
    return false;
  }
}
