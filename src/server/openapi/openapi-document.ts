import { z } from 'zod';
import { documentedAs, ingestRefusalSchema } from '../../shared/contract/ingest.js';
import { type Endpoint, fullPath } from '../../shared/contract/endpoint.js';
import { errorEnvelopeSchema } from '../../shared/errors.js';
import { IDEMPOTENCY_HEADER } from '../lib/idempotency.js';
import { describeOperation } from './operation-text.js';
import { INGEST_EXAMPLES, refusalExample } from './ingest-examples.js';
import { TAG_DESCRIPTIONS } from './tag-descriptions.js';

/**
 * The OpenAPI 3.1 document of the registered endpoints, generated from their contracts (zod 4's
 * JSON Schema, draft 2020-12, which OpenAPI 3.1 uses as is): paths, parameters, bodies, answers,
 * the bearer scheme, the roles (`x-roles`), the Idempotency-Key header where the contract says
 * `idempotent` (required, or optional for `'optional'`), multipart uploads and file answers.
 */
export type JsonSchema = Record<string, unknown>;

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A contract schema as JSON Schema (what it accepts, or for answers what it gives). */
export function jsonSchema(schema: z.ZodType, io: 'input' | 'output' = 'input'): JsonSchema {
  const shown = documentedAs.get(schema) ?? schema;
  const { $schema: _dialect, ...rest } = z.toJSONSchema(shown, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

/** `/api/order/:id` → `/api/order/{id}`. */
export const openApiPath = (e: Pick<Endpoint, 'service' | 'path'>) => fullPath(e).replace(/:(\w+)/g, '{$1}');

/** Groups of the reference: the first path segment below the service ('ingest', 'model', …). */
export function areaOf(e: Pick<Endpoint, 'service' | 'path'>): string {
  if (e.service !== 'api') return e.service;
  const first = e.path.split('/').filter(Boolean)[0] ?? 'api';
  return first.replace(/\.json$/, '');
}

/** The ingestion API first, then the document itself, then every other area by name. */
export function areaOrder(a: string, b: string) {
  const rank = (x: string) => (x === 'ingest' ? 0 : x === 'openapi' || x === 'docs' ? 1 : 2);
  return rank(a) - rank(b) || a.localeCompare(b);
}

const operationId = (e: Endpoint) => `${e.method.toLowerCase()}${fullPath(e).replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ?? '').toUpperCase())}`;

function parametersOf(schema: z.ZodType | undefined, where: 'path' | 'query') {
  if (!schema) return [];
  const s = jsonSchema(schema);
  const properties = (s.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((s.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, p]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: p,
    ...(typeof p.description === 'string' ? { description: p.description } : {}),
  }));
}

function requestBodyOf(e: Endpoint) {
  if (e.upload) {
    const fields = e.body ? jsonSchema(e.body) : { type: 'object', properties: {} };
    const file = { type: 'string', contentMediaType: e.upload.kind === 'image' ? 'image/*' : XLSX, description: `≤ ${e.upload.maxBytes.toLocaleString('tr-TR')} bayt` };
    const properties = { ...((fields.properties as object) ?? {}), [e.upload.field]: e.upload.maxFiles > 1 ? { type: 'array', items: file, maxItems: e.upload.maxFiles } : file };
    const required = [...((fields.required as string[]) ?? []), ...(e.upload.required ? [e.upload.field] : [])];
    return { required: true, content: { 'multipart/form-data': { schema: { type: 'object', properties, ...(required.length ? { required } : {}) } } } };
  }
  if (!e.body || e.method === 'GET') return undefined;
  const feed = INGEST_EXAMPLES[e.path];
  const examples = feed
    ? { examples: { gecerli: { summary: 'İki satırlık geçerli bir gönderim', value: feed.request }, hatali: { summary: 'İkinci satırı hatalı bir gönderim (422 alır)', value: refusalExample(feed).request } } }
    : {};
  return { required: true, content: { 'application/json': { schema: jsonSchema(e.body), ...examples } } };
}

const errorRef = (description: string) => ({ description, content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } } });

/** A feed's 422: the envelope whose `details` is an IngestRefusal, with an example. */
function ingestRefusalOf(e: Endpoint) {
  const feed = INGEST_EXAMPLES[e.path];
  return {
    description: 'Toplu gönderim reddedildi, hiçbir satır yazılmadı: `details` bir IngestRefusal (`details.errors`: {row, field, message}, satır numarası 1\'den başlar, en fazla 1.000 hata); ya da Idempotency-Key başka bir istekle kullanılmış (code 1006)',
    content: {
      'application/json': {
        schema: { allOf: [{ $ref: '#/components/schemas/ErrorEnvelope' }, { type: 'object', properties: { details: { $ref: '#/components/schemas/IngestRefusal' } } }] },
        ...(feed ? { examples: { satirHatasi: { summary: 'Bir satır hatalı', value: refusalExample(feed).answer } } } : {}),
      },
    },
  };
}

function responsesOf(e: Endpoint) {
  const feed = INGEST_EXAMPLES[e.path];
  const ok =
    e.produces === 'xlsx'
      ? { description: 'xlsx dosyası', content: { [XLSX]: { schema: { type: 'string', contentMediaType: XLSX } } } }
      : {
          description: 'Başarılı',
          content: {
            'application/json': {
              schema: jsonSchema(e.response, 'output'),
              ...(feed ? { examples: { kabul: { summary: 'Tüm satırlar yazıldı', value: { accepted: feed.request.rows.length } } } } : {}),
            },
          },
        };
  return {
    '200': ok,
    '400': errorRef('Geçersiz istek (alan hataları `errors` içinde)'),
    ...(e.roles === 'PUBLIC' ? {} : { '401': errorRef('Oturum yok veya süresi dolmuş'), '403': errorRef('Bu rol bu uca erişemez') }),
    ...(e.path.startsWith('/ingest/')
      ? { '422': ingestRefusalOf(e) }
      : e.idempotent
        ? { '422': errorRef('İş kuralı reddi; ya da Idempotency-Key başka bir istekle kullanılmış (code 1006)') }
        : {}),
  };
}

function operationOf(e: Endpoint) {
  const parameters = [
    ...parametersOf(e.params, 'path'),
    ...parametersOf(e.query, 'query'),
    ...(e.idempotent
      ? [
          {
            name: 'Idempotency-Key',
            in: 'header',
            required: e.idempotent === true,
            description:
              (e.idempotent === true ? '' : 'İsteğe bağlı (çevrimdışı kuyruğun tekrar gönderdiği yazmalar için). ') +
              'Her yeni istek için yeni bir anahtar (1–200 görünür ASCII karakter). Aynı anahtar aynı gövdeyle tekrar gönderilirse ilk cevap döner, hiçbir şey ikinci kez yazılmaz; başka bir gövdeyle 422.',
            schema: { type: 'string', minLength: 1, maxLength: 200, pattern: '^[\\x21-\\x7e]+$' },
          },
        ]
      : []),
  ];
  const body = requestBodyOf(e);
  return {
    operationId: operationId(e),
    ...(e.summary ? { summary: e.summary } : {}),
    description: describeOperation(e),
    tags: [areaOf(e)],
    ...(parameters.length ? { parameters } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: responsesOf(e),
    security: e.roles === 'PUBLIC' ? [] : [{ bearerAuth: [] }],
    'x-roles': e.roles,
    ...(e.grant?.screens.length ? { 'x-screens': e.grant.screens } : {}),
    ...(e.bodyLimit ? { 'x-body-limit': e.bodyLimit } : {}),
  };
}

export interface DocumentInfo {
  /** APP_VERSION (shared/version.ts). */
  version: string;
  /** Where the portal is served (PUBLIC_URL): the contact's address is its reference page. */
  publicUrl?: string;
}

export function buildOpenApiDocument(endpoints: readonly Endpoint[], info: DocumentInfo) {
  const paths: Record<string, Record<string, unknown>> = {};
  const sorted = [...endpoints].sort((a, b) => areaOrder(areaOf(a), areaOf(b)) || fullPath(a).localeCompare(fullPath(b)));
  for (const e of sorted) {
    const path = openApiPath(e);
    paths[path] = { ...paths[path], [e.method.toLowerCase()]: operationOf(e) };
  }
  const tags = [...new Set(sorted.map(areaOf))].map((name) => ({
    name,
    ...(TAG_DESCRIPTIONS[name] ? { description: TAG_DESCRIPTIONS[name] } : {}),
  }));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Bayi Portalı API',
      version: info.version,
      // package.json has no license and `private: true`: the code is not open source. SPDX has no id
      // for "all rights reserved"; a LicenseRef- id is how SPDX names a license of one's own.
      license: { name: 'Tescilli (tüm hakları saklıdır)', identifier: 'LicenseRef-Proprietary' },
      contact: { name: 'Bayi Portalı ekibi', ...(info.publicUrl ? { url: `${info.publicUrl.replace(/\/$/, '')}/api/docs` } : {}) },
      description:
        'Bayi Portalı uçları. Kimlik: `POST /auth/public/login` → `token`, sonra `Authorization: Bearer <token>`. ' +
        'Entegrasyon uçları (`/api/ingest/...`) yalnızca WEB_SERVICE rolüne açıktır ve `Idempotency-Key` başlığı ister. ' +
        `Her hata cevabı aynı zarfı taşır (ErrorEnvelope). İstek başlığı \`${IDEMPOTENCY_HEADER}\` büyük/küçük harf duyarsızdır.`,
    },
    servers: [{ url: '/' }],
    tags,
    paths,
    components: {
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: {
        ErrorEnvelope: jsonSchema(errorEnvelopeSchema, 'output'),
        /** `details` of a refused ingestion batch (422). */
        IngestRefusal: jsonSchema(ingestRefusalSchema, 'output'),
      },
    },
  };
}

export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;
