import { describe, expect, it } from 'vitest';
import { beyond, only, rolesOf, screens, SHELL_ROUTES } from '../access.js';
import type { Endpoint } from './endpoint.js';

/**
 * Every endpoint's roles come from the route table: the screens that use it, or roles
 * beyond them with the reason written down. A role that no screen of the endpoint has,
 * without a reason, fails here — so a contract cannot quietly open an endpoint wider
 * than the spec's role lists.
 */
const modules = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts'], { eager: true });
const isEndpoint = (v: unknown): v is Endpoint =>
  typeof v === 'object' && v !== null && 'service' in v && 'method' in v && 'path' in v && 'roles' in v;
const endpoints = Object.values(modules).flatMap((m) => Object.values(m).filter(isEndpoint));
const name = (e: Endpoint) => `${e.method} /${e.service}${e.path}`;

describe('endpoint grants', () => {
  it('finds the contract registry', () => {
    expect(endpoints.length).toBeGreaterThan(50);
  });

  it('opens to every signed-in user only what the shell shows everyone', () => {
    expect(endpoints.filter((e) => e.roles === 'ALL').map(name).sort()).toEqual(['GET /api/user/own', 'GET /api/user/ownWeb']);
  });

  it('derives every role list from screens of the route table, or says why', () => {
    const known = new Set(SHELL_ROUTES.map((r) => r.path));
    for (const e of endpoints.filter((x) => Array.isArray(x.roles))) {
      const grant = e.grant;
      expect(grant, `${name(e)} lists roles by hand`).toBeDefined();
      for (const screen of grant!.screens) expect(known.has(screen), `${name(e)}: unknown screen ${screen}`).toBe(true);
      const fromScreens = new Set(grant!.screens.flatMap((s) => rolesOf(s)));
      const explained = new Set(grant!.beyond?.roles ?? []);
      const unexplained = (e.roles as readonly string[]).filter((r) => !fromScreens.has(r as never) && !explained.has(r as never));
      expect(unexplained, `${name(e)} grants ${unexplained.join(', ')} that none of its screens has`).toEqual([]);
      if (grant!.beyond) {
        expect(grant!.beyond.why.length, `${name(e)}: a reason for the extra roles`).toBeGreaterThan(10);
        expect(
          grant!.beyond.roles.filter((r) => fromScreens.has(r)),
          `${name(e)}: extra roles that its screens already have`,
        ).toEqual([]);
      }
      expect(e.roles.length, `${name(e)} grants nobody`).toBeGreaterThan(0);
    }
  });

  it('keeps lookups to the roles whose screens use them', () => {
    const byPath = new Map(endpoints.map((e) => [`/${e.service}${e.path}`, e.roles]));
    for (const path of ['/api/brand/getAll', '/api/category/getAll', '/api/subCategory/getAll', '/api/supply/getAll', '/api/enum/approvetype']) {
      expect(byPath.get(path), path).not.toContain('TTG_USER');
      expect(byPath.get(path), path).not.toContain('TTG_CUSTOMER_SERVICE');
    }
    expect(byPath.get('/api/category/tree')).toEqual(['TTG_ADMIN']);
    expect(byPath.get('/api/reseller/child')).toEqual(['TTG_ADMIN', 'RESELLER_ADMIN']);
  });

  it('refuses unknown screens and narrower grants outside the screens', () => {
    expect(() => screens('/nope')).toThrow();
    expect(() => only(screens('/brandCreate'), ['SUPPLY_ADMIN'])).toThrow();
    expect(only(screens('/Model'), ['DISTY_ADMIN']).roles).toEqual(['DISTY_ADMIN']);
    expect(beyond(screens('/brandCreate'), ['SUPPLY_USER'], 'for a reason long enough').roles).toEqual(['TTG_ADMIN', 'SUPPLY_USER']);
  });
});
