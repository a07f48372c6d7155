/**
 * How the HTML names a built file to fetch ahead (the build's index.html: scripts/vite-app-preload.ts;
 * a route's page: server/plugins/route-preloads.ts): a stylesheet as `preload as=style`, a script
 * as `modulepreload`, both `crossorigin`. Vite's loader asks for a lazy chunk's stylesheets and
 * modules in CORS mode (`crossorigin` links), and a preload is used only by a request of the same
 * credentials mode: one without the attribute was fetched a second time, and Chromium warned
 * "not used because the request credentials mode does not match".
 */
export function preloadAttrs(url: string): Record<string, string | true> {
  return url.endsWith('.css') ? { rel: 'preload', as: 'style', crossorigin: true, href: url } : { rel: 'modulepreload', crossorigin: true, href: url };
}

/** The same as one `<link>` (the URL is a file name of the build; nothing else is written). */
export function preloadLink(url: string): string {
  const safe = url.replace(/[^\w./-]/g, '');
  const attrs = Object.entries(preloadAttrs(safe)).map(([name, value]) => (value === true ? name : `${name}="${value}"`));
  return `<link ${attrs.join(' ')}>`;
}
