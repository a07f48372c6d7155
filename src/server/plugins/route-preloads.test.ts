import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeHtml } from './route-preloads.js';

const INDEX = Buffer.from('<html><head><title>x</title></head><body></body></html>');

function clientWith(routes: unknown) {
  const dir = mkdtempSync(join(tmpdir(), 'bp-routes-'));
  if (routes) writeFileSync(join(dir, 'route-preloads.json'), JSON.stringify(routes));
  return dir;
}

describe("a route's HTML names its first screen's files", () => {
  const html = routeHtml(
    clientWith([
      { path: '/resellerProduct/:productId/:barcode', files: ['/assets/product-a1.js'] },
      { path: '/resellerOrderManagement', files: ['/assets/shop-b2.js', '/assets/shop-c3.css'] },
      { path: '/', files: ['/assets/login-d4.js'] },
    ]),
    INDEX,
  );

  it('fixed paths, parameters, a query and a trailing slash', () => {
    const shop = html('/resellerOrderManagement?page=2').toString();
    // Both with crossorigin: Vite's loader asks for them in CORS mode, and a preload of another credentials mode is fetched twice.
    expect(shop).toContain('<link rel="modulepreload" crossorigin href="/assets/shop-b2.js"><link rel="preload" as="style" crossorigin href="/assets/shop-c3.css"></head>');
    expect(html('/resellerOrderManagement/').toString()).toContain('shop-b2.js');
    expect(html('/resellerProduct/12/8690000000001').toString()).toContain('product-a1.js');
    expect(html('/').toString()).toContain('login-d4.js');
  });

  it('an unknown path, a wrong parameter count or a prefix gets index.html as built', () => {
    expect(html('/nope')).toBe(INDEX);
    expect(html('/resellerProduct/12')).toBe(INDEX);
    expect(html('/resellerOrderManagementX')).toBe(INDEX);
    expect(html('/resellerOrderManagement/<script>')).toBe(INDEX);
  });

  it('without the build file (an older build) every path gets index.html', () => {
    expect(routeHtml(clientWith(null), INDEX)('/resellerOrderManagement')).toBe(INDEX);
  });
});
