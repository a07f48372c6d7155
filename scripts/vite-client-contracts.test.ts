import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { stripContractSchemas } from './vite-client-contracts.js';

describe('client contracts without schemas', () => {
  it('takes the schema properties and …Schemas spreads out of endpoints and lists, and nothing else', () => {
    const code = `
const kept = z.object({ a: z.string() });
export const one = defineEndpoint({
  service: 'api',
  method: 'POST',
  path: '/x/:id',
  access: SCREENS,
  params: z.object({ id: z.coerce.number() }),
  body: kept,
  query,
  response: z.object({ inner: defineEndpoint({ service: 'api', method: 'GET', path: '/y', access: 'ALL', response: z.unknown() }) }),
  idempotent: 'optional',
});
export const list = defineList({ id: 'l', path: '/l', access: 'ALL', filter: f, row: r, columns: [], sorts: ['id'], pageSizes: [10], defaultPageSize: 10, emptyText: '' });
const page = defineEndpoint({ service: 'api', method: 'POST', path: '/p', access: 'ALL', ...listPageSchemas(input), produces: 'xlsx' });
const other = call({ body: 1, response: 2 });
`;
    const out = stripContractSchemas(code);
    for (const gone of ['params:', 'body: kept', 'query,', 'response: z.', 'inner:', 'filter: f', 'row: r', 'listPageSchemas']) expect(out).not.toContain(gone);
    expect(out).toContain("path: '/x/:id'");
    expect(out).toContain("idempotent: 'optional'");
    expect(out).toContain("produces: 'xlsx'");
    expect(out).toContain('const kept = z.object');
    expect(out).toContain('call({ body: 1, response: 2 })');
    // Still valid code: each stripped property leaves an empty spread.
    expect(() => new Function(out.replace(/export /g, ''))).not.toThrow(SyntaxError);
  });

  it('leaves every contract of the project valid and schema-free in its endpoints', async () => {
    const { readdirSync } = await import('node:fs');
    const dir = new URL('../src/shared/contract/', import.meta.url);
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
      const out = stripContractSchemas(readFileSync(new URL(file, dir), 'utf8'), file);
      const ts = await import('typescript');
      const diagnostics = ts.transpileModule(out, { reportDiagnostics: true, compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } }).diagnostics ?? [];
      expect(diagnostics.map((d) => `${file}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`)).toEqual([]);
    }
  });
});

describe('schema constants marked pure', () => {
  it('wraps module-level consts made by calls, and leaves functions, plain values and effects', async () => {
    const { markConstantsPure } = await import('./vite-client-contracts.js');
    const code = `
export const a = z.string().nullable();
const b = base.extend({ c: z.number() }), plain = 3;
export const helper = (max: number) => z.number().max(max);
const list = [z.string().min(1)] as const;
let mutable = make();
z.config(tr());
`;
    const out = markConstantsPure(code);
    expect(out).toContain('export const a = /* @__PURE__ */ (() => (z.string().nullable()))();');
    expect(out).toContain('const b = /* @__PURE__ */ (() => (base.extend({ c: z.number() })))(), plain = 3;');
    expect(out).toContain('export const helper = (max: number) => z.number().max(max);');
    expect(out).toContain('const list = /* @__PURE__ */ (() => ([z.string().min(1)] as const))();');
    expect(out).toContain('let mutable = make();');
    expect(out).toContain('\nz.config(tr());');
  });
});
