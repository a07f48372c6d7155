import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { preloadLink } from '../../shared/preload-links.js';

/**
 * The PWA's HTML for a route: index.html with the route's first-screen files named in its head
 * (`route-preloads.json`, written by the build: scripts/vite-route-preload.ts). The browser
 * starts them with the app instead of finding them one import at a time once the app has run.
 * The server cannot know who is signed in (the session lives in the browser), so a signed-in
 * route names its frame too; a visit that is sent elsewhere (to /login without a session)
 * has fetched a few files it did not need, no more. Only the build's file names are written:
 * nothing of the request reaches the HTML. Each route's page is made once, at start.
 */
interface RoutePreload {
  path: string;
  files: string[];
}

/** '/resellerProduct/:productId/:barcode' → a pattern for one path (query excluded). */
const patternOf = (path: string) => new RegExp(`^${path.split('/').map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/')}/?$`);

export function routeHtml(clientDir: string, indexHtml: Buffer): (url: string) => Buffer {
  const file = join(clientDir, 'route-preloads.json');
  if (!existsSync(file)) return () => indexHtml;
  const html = indexHtml.toString('utf8');
  const routes = (JSON.parse(readFileSync(file, 'utf8')) as RoutePreload[])
    // Fixed paths before those with parameters, fewer parameters first.
    .sort((a, b) => a.path.split(':').length - b.path.split(':').length)
    .map((r) => ({ pattern: patternOf(r.path), page: Buffer.from(html.replace('</head>', `${r.files.map(preloadLink).join('')}</head>`)) }));
  return (url) => {
    const path = url.split('?')[0].split('#')[0];
    return routes.find((r) => r.pattern.test(path))?.page ?? indexHtml;
  };
}
