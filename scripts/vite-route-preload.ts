import ts from 'typescript';
import type { Plugin } from 'vite';
import { type Chunk, chunkClosure, chunkOfEntry, chunksOf } from './vite-chunk-graph.js';

/**
 * Vite (build) plugin: which files each route's first screen needs, for the server to name in
 * the HTML it answers that route with (src/server/plugins/route-preloads.ts). A visit's first
 * screen is a lazy chunk whose own imports the browser only finds once it has parsed it — two
 * or three round trips on a phone's network before the screen can draw (/login: LCP 1.2 → 1.9 s
 * in Lighthouse's mobile run without them). Named in the HTML, they load with the app at once,
 * and no script has to start the downloads (the browser's preload scanner does).
 *
 * Routes are read off the source, as the app declares them:
 * - a screen map's `'/route': lazyScreen(() => import('./page.js'))` (areas' screens.ts):
 *   signed-in routes, which also need the frame (`frameModule`: top bar, menu, footer);
 * - a public page `{ path: '/login', Screen: LoginPage }` whose `LoginPage` is a
 *   `lazyScreen(() => import(…))` of the same file (app/router.tsx).
 * The output, `route-preloads.json` beside index.html: `[{ path, files }]`, files as URLs,
 * without those index.html already preloads (the app chunk's static graph).
 */
export interface RoutePreload {
  path: string;
  files: string[];
}

export interface FoundRoute {
  path: string;
  specifier: string;
  signedIn: boolean;
}

const importedSpecifier = (node: ts.Node): string | undefined => {
  if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
    const arg = node.arguments[0];
    return arg && ts.isStringLiteral(arg) ? arg.text : undefined;
  }
  return ts.forEachChild(node, importedSpecifier);
};

const keyText = (name: ts.PropertyName) => (ts.isStringLiteral(name) || ts.isIdentifier(name) ? name.text : undefined);

/** The routes a source file declares, with the module each route's screen is imported from. */
export function findRoutes(code: string, fileName = 'screens.ts'): FoundRoute[] {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const lazyConsts = new Map<string, string>();
  const found: FoundRoute[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      const spec = importedSpecifier(node.initializer);
      if (spec) lazyConsts.set(node.name.text, spec);
    }
    if (ts.isPropertyAssignment(node) && ts.isStringLiteral(node.name) && node.name.text.startsWith('/')) {
      const spec = importedSpecifier(node.initializer);
      if (spec) found.push({ path: node.name.text, specifier: spec, signedIn: true });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  // Public pages: object literals with a route `path` and a `Screen` that is a lazy const of this file.
  const pages = (node: ts.Node) => {
    if (ts.isObjectLiteralExpression(node)) {
      const props = new Map(node.properties.filter(ts.isPropertyAssignment).map((p) => [keyText(p.name), p.initializer]));
      const path = props.get('path');
      const screen = props.get('Screen');
      const spec = screen && ts.isIdentifier(screen) ? lazyConsts.get(screen.text) : undefined;
      if (path && ts.isStringLiteral(path) && path.text.startsWith('/') && spec) found.push({ path: path.text, specifier: spec, signedIn: false });
    }
    ts.forEachChild(node, pages);
  };
  pages(source);
  return found;
}


const ROUTE_FILES = /[\\/]src[\\/]client[\\/].*(screens\.ts|router\.tsx)$/;

export function routePreload(options: { appModule: string; frameModule: string }): Plugin {
  const routes: (FoundRoute & { id: string })[] = [];
  let frameId: string | undefined;
  return {
    name: 'bp-route-preload',
    apply: 'build',
    // The source as written (before TypeScript and JSX are compiled away).
    enforce: 'pre',
    async transform(code, id) {
      const path = id.split('?')[0];
      if (!ROUTE_FILES.test(path) || path.includes('.test.')) return undefined;
      for (const route of findRoutes(code, path)) {
        const resolved = await this.resolve(route.specifier, path);
        if (!resolved) this.error(`route-preload: ${route.specifier} (${route.path}) not found from ${path}`);
        routes.push({ ...route, id: resolved.id });
      }
      return undefined;
    },
    async buildStart() {
      routes.length = 0;
      frameId = (await this.resolve(options.frameModule))?.id;
      if (!frameId) this.error(`route-preload: no frame module ${options.frameModule}`);
    },
    // Last: Vite's own generateBundle drops chunks that only held CSS (their CSS moves to the importers).
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = chunksOf(bundle);
        const chunkOf = (id: string): Chunk | undefined => chunks.find((c) => c.facadeModuleId === id) ?? chunks.find((c) => c.moduleIds.includes(id));
        const closure = (start: Chunk, into?: Set<string>) => chunkClosure(start, chunks, into);
        const app = chunkOfEntry(chunks, options.appModule);
        if (!app) this.error(`route-preload: no chunk for ${options.appModule}`);
        const inHtml = closure(app);
        const frame = chunkOf(frameId!);
        if (!frame) this.error(`route-preload: no chunk for the frame ${options.frameModule}`);
        const frameFiles = closure(frame);
        const out: RoutePreload[] = [];
        for (const route of routes) {
          const screen = chunkOf(route.id);
          if (!screen) this.error(`route-preload: no chunk for ${route.path} (${route.id})`);
          const files = closure(screen, new Set(route.signedIn ? frameFiles : []));
          out.push({ path: route.path, files: [...files].filter((f) => !inHtml.has(f)).map((f) => `/${f}`) });
        }
        if (!out.some((r) => r.path === '/login')) this.error('route-preload: the login page was not found (app/router.tsx)');
        this.emitFile({ type: 'asset', fileName: 'route-preloads.json', source: JSON.stringify(out) });
      },
    },
  };
}
