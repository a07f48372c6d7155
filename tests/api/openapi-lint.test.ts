import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * The served /api/openapi.json linted by Redocly CLI (exact-version dev dependency) with its
 * `recommended` rules and nothing turned off: zero errors and zero warnings. An endpoint without a
 * `summary` (rule operation-summary), a tag without a description or a broken example fails here.
 * Offline: the CLI bundles its rules; telemetry and the update notice are switched off.
 */
const run = promisify(execFile);
const require = createRequire(import.meta.url);
const CLI = join(dirname(require.resolve('@redocly/cli/package.json')), 'bin', 'cli.js');

interface Problem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: { pointer?: string }[];
}

/** Runs `redocly lint` on a document; the problems it reports (JSON output). */
export async function redoclyLint(doc: unknown): Promise<Problem[]> {
  const dir = await mkdtemp(join(tmpdir(), 'bp-openapi-'));
  try {
    await writeFile(join(dir, 'openapi.json'), JSON.stringify(doc));
    // The whole rule set, nothing overridden (a config file keeps the CLI from looking for another).
    await writeFile(join(dir, 'redocly.yaml'), 'extends:\n  - recommended\n');
    const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', REDOCLY_SUPPRESS_NOTIFICATIONS: 'true', NO_COLOR: '1' };
    const args = [CLI, 'lint', 'openapi.json', '--config', 'redocly.yaml', '--format', 'json', '--max-problems', '10000'];
    // Exit code 1 when there are errors: the JSON is on stdout either way.
    const { stdout } = await run(process.execPath, args, { cwd: dir, env, maxBuffer: 64 * 1024 * 1024 }).catch((e: { stdout?: string; stderr?: string }) => {
      if (!e.stdout) throw new Error(`redocly lint failed: ${e.stderr}`);
      return { stdout: e.stdout };
    });
    return (JSON.parse(stdout) as { problems: Problem[] }).problems;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const show = (problems: Problem[]) => problems.map((p) => `${p.severity} ${p.ruleId} ${p.location[0]?.pointer ?? ''}: ${p.message}`).join('\n');

describe('OpenAPI document passes Redocly CLI recommended rules', () => {
  let t: TestApp;
  let doc: Record<string, any>;

  beforeAll(async () => {
    t = await startTestApp('pglite');
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    doc = res.json();
  });
  afterAll(() => t?.close());

  it('has no error and no warning', { timeout: 60_000 }, async () => {
    const problems = await redoclyLint(doc);
    expect(show(problems)).toBe('');
  });

  it('gives every operation a summary and a description; the feeds their examples and refusal format', () => {
    const operations = Object.entries(doc.paths as Record<string, Record<string, any>>).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => ({ at: `${method} ${path}`, op })));
    expect(operations.length).toBeGreaterThan(200);
    expect(operations.filter(({ op }) => !op.summary || !op.description).map(({ at }) => at)).toEqual([]);
    for (const path of ['/api/ingest/distyStock', '/api/ingest/resellers', '/api/ingest/supplyInvoices', '/api/ingest/distribution', '/api/ingest/sales']) {
      const op = doc.paths[path].post;
      expect(Object.keys(op.requestBody.content['application/json'].examples), path).toEqual(['gecerli', 'hatali']);
      expect(op.responses['200'].content['application/json'].examples.kabul.value, path).toEqual({ accepted: 2 });
      expect(op.responses['422'].content['application/json'].schema.allOf[1].properties.details).toEqual({ $ref: '#/components/schemas/IngestRefusal' });
      expect(op.description, path).toContain('**Idempotency-Key:**');
    }
    expect(doc.info.license).toEqual({ name: expect.any(String), identifier: 'LicenseRef-Proprietary' });
    expect(doc.tags.every((tag: { description?: string }) => !!tag.description)).toBe(true);
  });

  it('shows each endpoint with its summary and the ingestion examples on /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
    for (const [path, item] of Object.entries(doc.paths as Record<string, Record<string, any>>)) {
      for (const op of Object.values(item)) expect(html, path).toContain(`<span class="sum">${escape(op.summary)}</span>`);
    }
    // The stock feed's examples: the valid batch, the answer and the refusal with its row error.
    expect(html).toContain('Örnek: İki satırlık geçerli bir gönderim');
    expect(html).toContain('&quot;barcode&quot;: &quot;8690000000024&quot;');
    expect(html).toContain('&quot;accepted&quot;: 2');
    expect(html).toContain('&quot;rejectedRows&quot;: 1');
    expect(html).toContain(escape('Barkod bulunamadı.'));
    expect(html).toContain('<b>Idempotency-Key:</b>');
  });

  it('fails an operation without a summary (the rule is on)', { timeout: 60_000 }, async () => {
    const broken = structuredClone(doc);
    delete broken.paths['/api/openapi.json'].get.summary;
    const problems = await redoclyLint(broken);
    expect(problems.map((p) => p.ruleId)).toContain('operation-summary');
  });
});
