import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { screens } from '../access.js';
import { defineList, type SortKeyOf } from './list.js';

const list = defineList({
  id: 'things',
  path: '/thing/getAll',
  access: screens('/brandCreate'),
  filter: z.object({ name: z.string().optional() }),
  row: z.object({ id: z.number(), name: z.string(), kind: z.string() }),
  columns: [
    { key: 'name', header: 'Ad', text: (r) => r.name, exportWidth: 20 },
    { key: 'kind', header: 'Tür', text: (r) => r.kind },
  ],
  sorts: ['name', 'id'],
  defaultSort: 'id,desc',
  pageSizes: [5, 10, 25],
  defaultPageSize: 10,
  emptyText: 'Kayıt bulunamadı',
  export: { path: '/thing/getAll/excel', fileName: 'Şeyler.xlsx' },
});

describe('defineList', () => {
  it('declares the page and export endpoints with the grant of its screens', () => {
    expect(list.page).toMatchObject({ service: 'api', method: 'POST', path: '/thing/getAll', roles: ['TTG_ADMIN'] });
    expect(list.exporter).toMatchObject({ path: '/thing/getAll/excel', produces: 'xlsx', roles: ['TTG_ADMIN'] });
    const sorts: SortKeyOf<typeof list>[] = ['name', 'id'];
    expect(list.sorts).toEqual(sorts);
  });

  it('accepts only its sort fields and sizes up to its largest page', () => {
    const query = list.page.query!;
    expect(query.parse({})).toEqual({ page: 0, size: 10 });
    expect(query.parse({ page: '2', size: '25', sort: 'name,asc' })).toEqual({ page: 2, size: 25, sort: 'name,asc' });
    expect(query.parse({ size: '7' })).toEqual({ page: 0, size: 7 });
    for (const bad of [{ sort: 'kind,asc' }, { sort: '__proto__,asc' }, { sort: 'name' }, { size: '26' }, { size: '0' }, { page: '-1' }]) {
      expect(query.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});
