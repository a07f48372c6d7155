import { z } from 'zod';

/**
 * Hostile inputs derived from an endpoint's zod schemas: a plausible value first (so a
 * request gets past the obvious checks and reaches the handler), then that value with one
 * leaf at a time replaced by something an attacker would send.
 */

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonSchema = z.core.JSONSchema.JSONSchema;
type SchemaRef = z.core.JSONSchema._JSONSchema;

/** A NUL inside text: PostgreSQL refuses it in any text column or parameter. */
export const NUL_TEXT = 'a\u0000b';
/** One above int4 (the id columns). */
export const INT4_OVERFLOW = 2147483648;

/** Values put in place of every leaf, one at a time. */
export const HOSTILE_LEAVES: Json[] = [NUL_TEXT, INT4_OVERFLOW, 2 ** 53, -1, 1e308, 1.5, '', null, {}, [], 'x'.repeat(100_000)];

/** Path segments tried for every `:param`. */
export const HOSTILE_SEGMENTS = ['2147483648', '9007199254740993', '-1', '1e400', '__proto__', 'constructor', NUL_TEXT, '0x10', ' 1', '1.5', "1'", '%'];

/** Query strings tried on every endpoint (paging and sorting first). */
export const HOSTILE_QUERIES = [
  'page=9007199254740991',
  'page=1000000&size=2000',
  'page=-1',
  'page=1e400',
  'size=2000',
  'size=0',
  'size=9007199254740991',
  'sort=__proto__,asc',
  'sort=constructor,desc',
  'sort=toString,asc',
  'sort=hasOwnProperty,asc',
  'sort=valueOf,desc',
  `sort=${encodeURIComponent(`${NUL_TEXT},asc`)}`,
  `page=${encodeURIComponent(NUL_TEXT)}`,
  'page=1&page=2',
  '__proto__[x]=1&constructor[prototype][x]=1',
];

/** Whole bodies of the wrong shape. */
export const WRONG_BODIES: Json[] = [{}, [], 'x', 123, null, true, [[[[[[]]]]]], [NUL_TEXT]];

/** Raw JSON texts: prototype keys and nesting deep enough to break a recursive walker. */
export const RAW_BODIES = [
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
  `${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}`,
];

export const jsonSchemaOf = (schema: z.ZodType): JsonSchema => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });

const asSchema = (ref: SchemaRef | SchemaRef[] | undefined): JsonSchema => (ref && typeof ref === 'object' && !Array.isArray(ref) ? ref : {});

// Texts that satisfy the patterns the contracts use (digits codes, sort keys, flags).
const PATTERN_CANDIDATES = ['x', '123456', 'name,asc', 'true', 'X-1'];

/** A value the schema would probably accept (ids are 1, texts 'x'). */
export function sampleOf(schema: JsonSchema): Json {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) return sampleOf(options.find((o) => o.type !== 'null') ?? options[0]);
  if (schema.allOf?.length) return sampleOf(schema.allOf[0]);
  const type = Array.isArray(schema.type) ? (schema.type.find((t) => t !== 'null') ?? 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, ref]) => [key, sampleOf(asSchema(ref))]));
    case 'array':
      return [sampleOf(asSchema(schema.items))];
    case 'integer':
    case 'number':
      return Math.min(Math.max(1, schema.minimum ?? 1), schema.maximum ?? 1);
    case 'boolean':
      return false;
    case 'null':
      return null;
    case 'string': {
      if (schema.format === 'date-time') return '2025-06-01T16:00:00+03:00';
      const pattern = schema.pattern ? new RegExp(schema.pattern) : null;
      return PATTERN_CANDIDATES.find((c) => !pattern || pattern.test(c)) ?? 'x';
    }
    default:
      return 'x';
  }
}

/** Paths of every leaf of a sample (arrays by index). */
export function leafPaths(value: Json, path: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.length ? value.flatMap((v, i) => leafPaths(v, [...path, i])) : [path];
  if (value && typeof value === 'object') {
    const keys = Object.keys(value);
    return keys.length ? keys.flatMap((k) => leafPaths(value[k], [...path, k])) : [path];
  }
  return [path];
}

/** A copy of `value` with the leaf at `path` replaced. */
export function withLeaf(value: Json, path: (string | number)[], leaf: Json): Json {
  if (!path.length) return leaf;
  const [head, ...rest] = path;
  if (Array.isArray(value)) return value.map((v, i) => (i === head ? withLeaf(v, rest, leaf) : v));
  if (value && typeof value === 'object') return { ...value, [head]: withLeaf(value[head] ?? null, rest, leaf) };
  return value;
}

/** A copy with every string and every number replaced. */
export function mapLeaves(value: Json, map: { text: Json; number: Json }): Json {
  if (Array.isArray(value)) return value.map((v) => mapLeaves(v, map));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapLeaves(v, map)]));
  if (typeof value === 'string') return map.text;
  if (typeof value === 'number') return map.number;
  return value;
}

/** Every hostile variant of a body: whole-body replacements, then one leaf at a time. */
export function hostileBodies(schema: z.ZodType): { label: string; body: Json }[] {
  const sample = sampleOf(jsonSchemaOf(schema));
  const variants = [
    { label: 'sample', body: sample },
    { label: 'every text NUL', body: mapLeaves(sample, { text: NUL_TEXT, number: 1 }) },
    { label: 'every number 2^31', body: mapLeaves(sample, { text: 'x', number: INT4_OVERFLOW }) },
    { label: 'every leaf NUL, every number 2^31', body: mapLeaves(sample, { text: NUL_TEXT, number: INT4_OVERFLOW }) },
  ];
  for (const path of leafPaths(sample)) {
    for (const leaf of HOSTILE_LEAVES) {
      variants.push({ label: `${path.join('.') || '(root)'} = ${JSON.stringify(leaf)?.slice(0, 40)}`, body: withLeaf(sample, path, leaf) });
    }
  }
  return variants;
}

/** Text form of a leaf for a path segment, query value or multipart field. */
export const asText = (value: Json) => (typeof value === 'string' ? value : JSON.stringify(value));
