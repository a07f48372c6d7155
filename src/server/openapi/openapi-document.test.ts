import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ROLE_LABELS } from '../../shared/access.js';
import { documentedAs } from '../../shared/contract/ingest.js';
import type { Endpoint } from '../../shared/contract/endpoint.js';
import { buildOpenApiDocument, openApiPath } from './openapi-document.js';
import { INGEST_EXAMPLES, refusalExample } from './ingest-examples.js';
import { TAG_DESCRIPTIONS } from './tag-descriptions.js';

/**
 * The reference texts without a server: every endpoint the contracts declare (lists' page and
 * export routes included) has a summary and a generated description naming its roles; every area
 * has a tag description; the feeds' examples are valid batches of their row schemas.
 * (tests/api/openapi-lint.test.ts lints the served document with Redocly CLI.)
 */
const modules = import.meta.glob<Record<string, unknown>>(['../../shared/contract/*.ts', '!../../shared/contract/*.test.ts'], { eager: true });

const isEndpoint = (v: unknown): v is Endpoint =>
  !!v && typeof v === 'object' && typeof (v as Endpoint).service === 'string' && typeof (v as Endpoint).method === 'string' && typeof (v as Endpoint).path === 'string' && 'response' in v;

/** Endpoints among a module's exports: as they are, in a list (page, exporter) or in an object of endpoints (the code batches). */
function endpointsIn(value: unknown, depth = 0): Endpoint[] {
  if (isEndpoint(value)) return [value];
  if (!value || typeof value !== 'object' || depth > 2) return [];
  return Object.values(value).flatMap((v) => endpointsIn(v, depth + 1));
}

const endpoints = [...new Map(Object.values(modules).flatMap((m) => endpointsIn(m)).map((e) => [`${e.method} ${e.service}${e.path}`, e])).values()];
const doc = buildOpenApiDocument(endpoints, { version: '9.9.9', publicUrl: 'https://portal.example.com/' });
type Operation = { summary?: string; description?: string; requestBody?: { content: Record<string, { examples?: Record<string, { value: unknown }> }> }; responses: Record<string, { content?: Record<string, { examples?: Record<string, { value: unknown }> }> }> };
const operationOf = (e: Endpoint) => (doc.paths[openApiPath(e)] as Record<string, Operation>)[e.method.toLowerCase()];

describe('OpenAPI texts from the contracts', () => {
  it('gives every endpoint a Turkish summary and a description with its roles', () => {
    expect(endpoints.length).toBeGreaterThan(200);
    const missing = endpoints.filter((e) => !operationOf(e).summary).map((e) => `${e.method} ${openApiPath(e)}`);
    expect(missing).toEqual([]);
    for (const e of endpoints) {
      const text = operationOf(e).description ?? '';
      expect(text, openApiPath(e)).toContain('**Erişim:**');
      expect(text, openApiPath(e)).toContain('**Hatalı girdi:**');
      if (typeof e.roles !== 'string') for (const role of e.roles) expect(text, openApiPath(e)).toContain(`${role} (${ROLE_LABELS[role]})`);
      if (e.idempotent) expect(text, openApiPath(e)).toContain('**Idempotency-Key:**');
    }
  });

  it('describes a list page with its paging and export, and the export with its file', () => {
    const page = doc.paths['/api/stock/getAll'].post as Operation;
    expect(page.summary).toBe('Distribütör stok listesi (sayfalı)');
    expect(page.description).toMatch(/`page` 0'dan başlar/);
    expect(page.description).toContain('`POST /api/stock/findAll`');
    const exporter = doc.paths['/api/stock/findAll'].post as Operation;
    expect(exporter.summary).toBe('Distribütör stok listesi — Excel dosyası');
    expect(exporter.description).toContain('.xlsx');
  });

  it('describes every tag and carries license, contact and version', () => {
    expect(doc.tags.filter((t) => !t.description).map((t) => t.name)).toEqual([]);
    expect(Object.keys(TAG_DESCRIPTIONS)).toEqual(expect.arrayContaining(doc.tags.map((t) => t.name)));
    expect(doc.info).toMatchObject({ version: '9.9.9', license: { identifier: 'LicenseRef-Proprietary' }, contact: { url: 'https://portal.example.com/api/docs' } });
  });

  it('gives every feed request, answer and refusal examples; the requests are valid batches', () => {
    const feeds = endpoints.filter((e) => e.path.startsWith('/ingest/'));
    expect(feeds.map((e) => e.path).sort()).toEqual(Object.keys(INGEST_EXAMPLES).sort());
    for (const e of feeds) {
      const op = operationOf(e);
      const examples = op.requestBody!.content['application/json'].examples!;
      expect(Object.keys(examples)).toEqual(['gecerli', 'hatali']);
      const shown = documentedAs.get(e.body!) as z.ZodType;
      const parsed = shown.safeParse(examples.gecerli.value);
      expect(parsed.error?.issues ?? [], e.path).toEqual([]);
      expect(op.responses['200'].content!['application/json'].examples!.kabul.value).toEqual({ accepted: 2 });
      const refusal = op.responses['422'].content!['application/json'].examples!.satirHatasi.value;
      expect(refusal).toEqual(refusalExample(INGEST_EXAMPLES[e.path]).answer);
      expect(refusal).toMatchObject({ status: 422, details: { totalRows: 2, rejectedRows: 1, errors: [{ row: 2 }] } });
    }
  });
});
