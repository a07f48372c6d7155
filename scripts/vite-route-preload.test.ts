import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findRoutes } from './vite-route-preload.js';

describe('routes read off the source for the HTML preloads', () => {
  it('finds screen maps (signed in) and public pages (their lazy const), and nothing else', () => {
    const code = `
const LoginPage = lazyScreen(() => import('../auth/login-page.js'));
const Other = lazyScreen(() => import('./other.js'));
export const PUBLIC_PAGES = [
  { path: '/login', Screen: LoginPage, publicOnly: true },
  { path: '/x/:id', Screen: Other },
  { path: '/eager', Screen: EagerPage },
];
export const screens: ScreenMap = {
  '/dashboard': lazyScreen(() => import('./pages/dashboard-page.js')),
  '/access': NoAccessPage,
  'notARoute': lazyScreen(() => import('./nope.js')),
};
`;
    expect(findRoutes(code, 'router.tsx')).toEqual([
      { path: '/dashboard', specifier: './pages/dashboard-page.js', signedIn: true },
      { path: '/login', specifier: '../auth/login-page.js', signedIn: false },
      { path: '/x/:id', specifier: './other.js', signedIn: false },
    ]);
  });

  it("reads the app's router and an area's screens as they are written", () => {
    const router = findRoutes(readFileSync(new URL('../src/client/app/router.tsx', import.meta.url), 'utf8'), 'router.tsx');
    expect(router).toContainEqual({ path: '/login', specifier: '../auth/login-page.js', signedIn: false });
    expect(router.every((r) => !r.signedIn)).toBe(true);
    const shop = findRoutes(readFileSync(new URL('../src/client/storefront/screens.ts', import.meta.url), 'utf8'), 'screens.ts');
    expect(shop).toContainEqual({ path: '/resellerOrderManagement', specifier: './shop/storefront-page.js', signedIn: true });
  });
});
