import { describe, expect, it } from 'vitest';
import { routeLabel } from './http-metrics.js';
import { bearerCheck } from './metrics-access.js';

describe('metrics access and labels', () => {
  const token = 'abcdefghijklmnop-0123456789';
  const check = bearerCheck(token);

  it('accepts exactly `Bearer <token>` (scheme in any case) and nothing else', () => {
    expect(check(`Bearer ${token}`)).toBe(true);
    expect(check(`bearer ${token}`)).toBe(true);
    for (const header of [undefined, '', token, `Bearer ${token}x`, `Bearer ${token.slice(1)}`, `Basic ${token}`, `Bearer ${token} more`, 'Bearer ']) expect(check(header)).toBe(false);
  });

  it('refuses a token shorter than 16 characters', () => {
    expect(() => bearerCheck('short')).toThrow(/en az 16 karakter/);
  });

  it('labels a route by its pattern; unmatched requests and client files share one label each', () => {
    expect(routeLabel('/api/sale/:id')).toBe('/api/sale/:id');
    expect(routeLabel('/auth/public/login')).toBe('/auth/public/login');
    expect(routeLabel('/metrics')).toBe('/metrics');
    expect(routeLabel(undefined)).toBe('unmatched');
    expect(routeLabel('/assets/index-Ab12.js')).toBe('static');
  });
});
