import { describe, expect, it } from 'vitest';
import { coercedIdSchema, idSchema, INT4_MAX } from './schemas.js';

describe('id schemas', () => {
  it('accept 1 to int4 max', () => {
    expect(idSchema.parse(1)).toBe(1);
    expect(idSchema.parse(INT4_MAX)).toBe(INT4_MAX);
    expect(coercedIdSchema.parse(String(INT4_MAX))).toBe(INT4_MAX);
  });

  it.each([0, -1, 1.5, INT4_MAX + 1, 2 ** 53 + 2, Number.POSITIVE_INFINITY, Number.NaN])('refuse %s in a body', (n) => {
    expect(idSchema.safeParse(n).success).toBe(false);
  });

  it.each(['2147483648', '9007199254740993', '-1', '1e400', '__proto__', 'a\u0000b', '', 'abc'])('refuse %j as text', (text) => {
    expect(coercedIdSchema.safeParse(text).success).toBe(false);
  });

  it('refuses a numeric string in a body (no coercion there)', () => {
    expect(idSchema.safeParse('1').success).toBe(false);
  });
});
