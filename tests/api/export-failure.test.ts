import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { registerErrorHandler } from '../../src/server/plugins/error-handler.js';
import { sendXlsx } from '../../src/server/lib/xlsx-reply.js';
import { createTestDatabase, dbKinds, type TestDatabase } from '../support/test-db.js';

/**
 * A failing export must never look like a download: a query that fails at once answers
 * with the error envelope before any header; one that fails mid-stream aborts the
 * connection, so the browser's download fails instead of saving a cut file. Real
 * sockets (not inject), because the point is what a browser receives.
 */
describe.each(dbKinds())('export failures on %s', (kind) => {
  let db: TestDatabase;
  let app: FastifyInstance;
  let base: string;

  beforeAll(async () => {
    db = await createTestDatabase(kind);
    app = Fastify({ logger: false });
    registerErrorHandler(app);
    const columns = [{ header: 'Sayı', width: 10, value: (r: { n: number }) => r.n }];
    // Division by zero at row `failAt` (the cursor fetches 5,000 rows a batch).
    app.get<{ Querystring: { failAt: string } }>('/export', (request, reply) =>
      sendXlsx<{ n: number }, { n: number }>(
        reply,
        db.db,
        'Sayılar.xlsx',
        sql`select (100 / (n - ${Number(request.query.failAt)}::int) + n)::int as n from generate_series(1, 12000) n`,
        (r) => r,
        columns,
      ),
    );
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app.close();
    await db.drop();
  });

  it('answers the error envelope when the first batch fails, with no file headers', async () => {
    const res = await fetch(`${base}/export?failAt=10`);
    expect(res.status).toBe(500);
    expect(res.headers.get('content-disposition')).toBeNull();
    expect(await res.json()).toMatchObject({ status: 500, code: 500, description: 'Beklenmedik bir hata oluştu' });
  });

  it('aborts the connection when a later batch fails, so the download fails', async () => {
    const res = await fetch(`${base}/export?failAt=9000`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('attachment');
    await expect(res.arrayBuffer()).rejects.toThrow();
  });

  it('sends the whole file when nothing fails', async () => {
    const res = await fetch(`${base}/export?failAt=-5`);
    expect(res.status).toBe(200);
    const bytes = Buffer.from(await res.arrayBuffer());
    // A complete zip ends with its end-of-central-directory record.
    expect(bytes.readUInt32LE(bytes.length - 22)).toBe(0x06054b50);
  });
});
