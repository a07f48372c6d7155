import { describe, expect, it } from 'vitest';
import { MAX_PAGE, pageQuerySchema } from './paging.js';

describe('pageQuerySchema', () => {
  it('keeps the defaults', () => {
    expect(pageQuerySchema.parse({})).toEqual({ page: 0, size: 10 });
  });

  it('accepts the last page at the largest size', () => {
    expect(pageQuerySchema.parse({ page: String(MAX_PAGE), size: '2000' })).toMatchObject({ page: MAX_PAGE, size: 2000 });
  });

  it.each(['9007199254740991', String(MAX_PAGE + 1), '-1', '1e400', '1.5'])('refuses page=%s', (page) => {
    expect(pageQuerySchema.safeParse({ page }).success).toBe(false);
  });

  it.each(['0', '2001', '9007199254740991'])('refuses size=%s', (size) => {
    expect(pageQuerySchema.safeParse({ size }).success).toBe(false);
  });

  it.each(['name', 'name,up', 'a b,asc', 'a\u0000b,asc'])('refuses sort=%j', (sort) => {
    expect(pageQuerySchema.safeParse({ sort }).success).toBe(false);
  });
});
