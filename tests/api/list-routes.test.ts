import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import * as XLSX from 'xlsx';
import { z } from 'zod';
import { screens } from '../../src/shared/access.js';
import { defineList } from '../../src/shared/contract/list.js';
import { registerList } from '../../src/server/lib/list-routes.js';
import { createTokenService } from '../../src/server/auth/tokens.js';
import { queryRows } from '../../src/server/db/sql.js';
import { containsPattern, whereAll } from '../../src/server/lib/list-query.js';
import { dbKinds } from '../support/test-db.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { clientFor, type Client } from '../support/catalogue-fixtures.js';
import { expectValidation } from '../support/api-helpers.js';

/**
 * A list declared once (defineList) and registered on the server (registerList): pages
 * read keys first and rows second, in the declared order at any depth; the export
 * streams the same rows in the same order with the declared columns.
 */
const brandList = defineList({
  id: 'test-brands',
  path: '/test/brand/list',
  access: screens('/brandCreate'),
  filter: z.object({ name: z.string().trim().max(50).optional() }),
  row: z.object({ id: z.number(), name: z.string(), status: z.number() }),
  columns: [
    { key: 'name', header: 'Marka', text: (r) => r.name, exportWidth: 20 },
    { key: 'status', header: 'Durum', text: (r) => (r.status === 1 ? 'Aktif' : 'Pasif'), exportWidth: 8 },
  ],
  sorts: ['name', 'status', 'id'],
  defaultSort: 'name,asc',
  pageSizes: [5, 10],
  defaultPageSize: 5,
  emptyText: 'Marka bulunamadı',
  export: { path: '/test/brand/list/excel', fileName: 'Markalar.xlsx' },
});

describe.each(dbKinds())('registerList on %s', (kind) => {
  let t: TestApp;
  let admin: Client;
  let supply: Client;
  beforeAll(async () => {
    t = await startTestApp(kind);
    registerList(t.app, { db: t.database.db, tokens: createTokenService(t.config) }, brandList, {
      from: sql`from brands b`,
      where: (filter) => whereAll([!!filter.name && sql`b.name ilike ${containsPattern(filter.name)}`]),
      sort: { name: sql`b.name`, status: sql`b.status`, id: sql`b.id` },
      key: sql`b.id`,
      rows: (keys) => sql`select b.id, b.name, b.status::int as status from brands b where b.id = any(${keys})`,
      toRow: (r: { id: number; name: string; status: number }) => r,
    });
    [admin, supply] = await Promise.all([clientFor(t, 'ttg_admin'), clientFor(t, 'supply_admin')]);
  });
  afterAll(() => t.close());

  /** Every brand in one query, in the order the list must give. */
  const all = (sort: string) =>
    queryRows<{ id: number; name: string; status: number }>(
      t.database.db,
      sql.raw(`select id, name, status::int as status from brands order by ${sort}, id ${sort.endsWith('desc') ? 'desc' : 'asc'}`),
    );

  it('pages in the declared order at any depth, with the total', async () => {
    const expected = (await all('status desc')).map((r) => r.id);
    const seen: number[] = [];
    for (let page = 0; page * 5 < expected.length; page++) {
      const res = await admin.post(`/api/test/brand/list?page=${page}&size=5&sort=status,desc`, {});
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as { content: { id: number }[]; totalElements: number };
      expect(body.totalElements).toBe(expected.length);
      seen.push(...body.content.map((r) => r.id));
    }
    expect(seen).toEqual(expected);
    const filtered = (await admin.post('/api/test/brand/list', { name: 'sam' })).json() as { content: { name: string }[]; totalElements: number };
    expect(filtered).toEqual({ content: [{ id: expect.any(Number), name: 'Samsung', status: 1 }], totalElements: 1 });
  });

  it('refuses sorts it does not declare, sizes over its largest page, and roles its screens do not have', async () => {
    expectValidation(await admin.post('/api/test/brand/list?sort=__proto__,asc', {}));
    expectValidation(await admin.post('/api/test/brand/list?size=11', {}));
    expect((await supply.post('/api/test/brand/list', {})).statusCode).toBe(403);
  });

  it('exports the same rows in the same order with the declared columns', async () => {
    const res = await admin.post('/api/test/brand/list/excel?sort=name,desc', {});
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    const rows = XLSX.utils.sheet_to_json<Record<string, string>>(XLSX.read(res.rawPayload).Sheets.data);
    const expected = await all('name desc');
    expect(rows).toEqual(expected.map((r) => ({ Marka: r.name, Durum: r.status === 1 ? 'Aktif' : 'Pasif' })));
  });
});
