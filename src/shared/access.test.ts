import { describe, expect, it } from 'vitest';
import { ALL_ROUTES, canAccess, findRoute, matchPattern, passesResellerAllowList, rolesOf, SHELL_ROUTES, isGroupStaff } from './access.js';

describe('route table', () => {
  it('holds every route of the three spec documents once', () => {
    const paths = ALL_ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const p of ['/ProductPrice-Detail-Disty/:productId/:mid/:mpsId', '/resellerProduct/:productId/:barcode', '/WaitingMySupplyPrice', '/satis', '/sifremiunuttum', '/autoLogin/:token/:refreshToken/:resellerCode/:redirectPage']) {
      expect(paths).toContain(p);
    }
    expect(SHELL_ROUTES.length).toBeGreaterThanOrEqual(70);
  });

  it('matches concrete paths with parameters', () => {
    expect(matchPattern('/ProductDetail/:productId', '/ProductDetail/42')).toEqual({ productId: '42' });
    expect(matchPattern('/ProductDetail/:productId', '/ProductDetail')).toBeNull();
    expect(findRoute('/resellerProduct/7/8690000000001')?.title).toBe('Ürün Bilgileri');
    expect(findRoute('/nope')).toBeUndefined();
  });

  it('lets a role in when any of its roles is listed', () => {
    const route = findRoute('/productSaleList')!;
    expect(canAccess(route, ['TTG_CUSTOMER_SERVICE'])).toBe(true);
    expect(canAccess(route, ['SUPPLY_USER'])).toBe(false);
    expect(canAccess(findRoute('/passiveSerial')!, ['TTG_USER'])).toBe(false);
    expect(canAccess(findRoute('/dashboard')!, ['RESELLER_USER'])).toBe(true);
  });

  it('gives customer service the transactions list and the template pages only', () => {
    const usable = SHELL_ROUTES.filter((r) => r.roles !== 'ALL' && canAccess(r, ['TTG_CUSTOMER_SERVICE'])).map((r) => r.path);
    expect(usable).toEqual(['/productSaleList']);
  });

  it('keeps order screens to allow-listed reseller codes, for resellers only', () => {
    const store = findRoute('/resellerOrderManagement')!;
    expect(passesResellerAllowList(store, { roles: ['RESELLER_ADMIN'], canOrder: true })).toBe(true);
    expect(passesResellerAllowList(store, { roles: ['RESELLER_ADMIN'], canOrder: false })).toBe(false);
    expect(passesResellerAllowList(findRoute('/resellerProductOrder/follow')!, { roles: ['TTG_ADMIN'], canOrder: false })).toBe(true);
    expect(passesResellerAllowList(findRoute('/dashboard')!, { roles: ['RESELLER_ADMIN'], canOrder: false })).toBe(true);
  });

  it('writes down every role a route grants beyond the spec, and keeps it in the route\'s roles', () => {
    const beyond = SHELL_ROUTES.filter((r) => r.beyondSpec);
    expect(beyond.map((r) => r.path)).toEqual(['/satis']);
    for (const r of beyond) {
      expect(r.beyondSpec!.why.length).toBeGreaterThan(10);
      for (const role of r.beyondSpec!.roles) expect(r.roles).toContain(role);
    }
    expect(findRoute('/satis')).toMatchObject({ roles: ['TTG_ADMIN', 'RESELLER_ADMIN', 'RESELLER_USER'], group: 'sales' });
  });

  it('exposes role lists of screens for server guards', () => {
    expect(rolesOf('/WaitingMySupplyPrice')).toEqual(['DISTY_ADMIN']);
    expect(() => rolesOf('/unknown')).toThrow();
    expect(isGroupStaff(['TTG_CUSTOMER_SERVICE'])).toBe(true);
    expect(isGroupStaff(['DISTY_ADMIN'])).toBe(false);
  });
});
