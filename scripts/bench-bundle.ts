/**
 * The bundle part of `npm run bench` (BENCH_ONLY=bundle): what a first visit downloads before
 * the app can draw — the script and stylesheet index.html names, its modulepreloads, and every
 * chunk those import statically (the browser fetches them before running the entry) — gzip
 * level 9 as scripts/precompress.ts writes it. Target ≤ 200 KB. Also the service worker's
 * precache (what installing the app downloads) and the largest lazy chunks.
 *
 * `tsx scripts/bench-bundle.ts [dist]` reads an existing build; without a folder it builds
 * into a temporary one first (so it never disturbs dist/ that browser tests may be using).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import type { Figure } from './bench-measure.js';

export const BUNDLE_TARGET = { initialGzipKb: 200 };

export interface AssetSize {
  file: string;
  raw: number;
  gzip: number;
}

export interface BundleReport {
  initial: AssetSize[];
  /** The app's first download plus each route's first-screen files (gzip bytes). */
  firstScreens: { route: string; gzip: number }[];
  initialGzip: number;
  initialRaw: number;
  precache: { count: number; bytes: number };
  lazy: AssetSize[];
}

const sizeOf = (dir: string, file: string): AssetSize => {
  const data = readFileSync(join(dir, file));
  return { file, raw: data.length, gzip: gzipSync(data, { level: 9 }).length };
};

// Static imports of a built chunk: `import{a as b}from"./x.js"`, `import"./x.js"`, `export … from"./x.js"`.
// Dynamic `import("./x.js")` is lazy and deliberately not matched (it has a parenthesis before the quote).
const STATIC_IMPORT = /(?:\bimport|\bfrom)\s*["']([^"']+\.(?:js|css))["']/g;

/**
 * Files index.html makes the browser fetch before the app runs, following static imports;
 * `extraRoots` adds a route's first-screen files (route-preloads.json) to the same walk.
 */
export function initialFiles(dir: string, extraRoots: readonly string[] = []): string[] {
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  const roots = [
    ...[
      ...html.matchAll(/<script[^>]+type="module"[^>]+src="\/([^"]+)"/g),
      ...html.matchAll(/<link[^>]+rel="(?:modulepreload|stylesheet|preload)"[^>]+href="\/([^"]+)"/g),
    ].map((m) => m[m.length - 1]),
    ...extraRoots,
  ];
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    if (!file.endsWith('.js')) continue;
    const code = readFileSync(join(dir, file), 'utf8');
    for (const m of code.matchAll(STATIC_IMPORT)) {
      const target = join(file, '..', m[1]).replace(/\\/g, '/');
      if (existsSync(join(dir, target))) queue.push(target);
    }
  }
  return [...seen].sort();
}

/** Files of the service worker's precache manifest (workbox `precacheAndRoute([{url,revision}…])`). */
export function precacheFiles(dir: string): string[] {
  const sw = readFileSync(join(dir, 'sw.js'), 'utf8');
  return [...sw.matchAll(/url:"([^"]+)"/g)].map((m) => m[1]).filter((url) => existsSync(join(dir, url)));
}

function* walk(dir: string, root = dir): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path, root);
    else yield relative(root, path).replace(/\\/g, '/');
  }
}

/** Routes whose first screen the bench reports whole: the sign-in and the dealer's storefront. */
export const FIRST_SCREEN_ROUTES = ['/login', '/resellerOrderManagement'] as const;

/**
 * What a first visit of `route` downloads before its screen is drawn: the app's first download
 * plus the route's own files that the server names in its HTML (src/server/plugins/route-preloads.ts)
 * and what they import statically. Reported beside the app's first download, which is the
 * issue's measure (≤ 200 KB): the screen's own code comes on top of it, in parallel.
 */
export function firstScreenGzip(dir: string, route: string): number {
  const file = join(dir, 'route-preloads.json');
  const routes = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { path: string; files: string[] }[]) : [];
  const own = routes.find((r) => r.path === route)?.files.map((f) => f.replace(/^\//, '')) ?? [];
  return initialFiles(dir, own).reduce((sum, f) => sum + sizeOf(dir, f).gzip, 0);
}

export function bundleReport(dir: string): BundleReport {
  const initial = initialFiles(dir).map((f) => sizeOf(dir, f));
  const initialSet = new Set(initial.map((a) => a.file));
  const precached = precacheFiles(dir);
  const lazy = [...walk(join(dir, 'assets'))]
    .map((f) => `assets/${f}`)
    .filter((f) => /\.(js|css)$/.test(f) && !initialSet.has(f))
    .map((f) => sizeOf(dir, f))
    .sort((a, b) => b.gzip - a.gzip);
  return {
    initial,
    firstScreens: FIRST_SCREEN_ROUTES.map((route) => ({ route, gzip: firstScreenGzip(dir, route) })),
    initialGzip: initial.reduce((s, a) => s + a.gzip, 0),
    initialRaw: initial.reduce((s, a) => s + a.raw, 0),
    precache: { count: precached.length, bytes: precached.reduce((s, f) => s + readFileSync(join(dir, f)).length, 0) },
    lazy,
  };
}

const kb = (n: number) => (n / 1024).toFixed(1).padStart(7);

export function printBundleReport(r: BundleReport) {
  console.log(`\nilk yükleme (index.html + modulepreload + statik importlar), ${r.initial.length} dosya:`);
  for (const a of [...r.initial].sort((x, y) => y.gzip - x.gzip)) console.log(`  ${a.file.padEnd(52)} ${kb(a.raw)} KB  gzip ${kb(a.gzip)} KB`);
  console.log(`  ${'TOPLAM'.padEnd(52)} ${kb(r.initialRaw)} KB  gzip ${kb(r.initialGzip)} KB   (hedef ≤ ${BUNDLE_TARGET.initialGzipKb} KB)`);
  for (const f of r.firstScreens) console.log(`ilk ekran ${f.route}: uygulamanın ilk yüklemesi + ekranın kendi dosyaları, gzip ${kb(f.gzip)} KB`);
  console.log(`en büyük tembel parçalar (gzip):`);
  for (const a of r.lazy.slice(0, 8)) console.log(`  ${a.file.padEnd(52)} ${kb(a.raw)} KB  gzip ${kb(a.gzip)} KB`);
  console.log(`service worker ön belleği: ${r.precache.count} dosya, ${(r.precache.bytes / 1024 / 1024).toFixed(2)} MB (sıkıştırmasız)`);
}

/** Builds into a temporary folder (unless `dir` is given) and reports; the figure is the initial gzip KB. */
export function benchBundle(dir?: string): Figure[] {
  let out = dir;
  if (!out) {
    out = mkdtempSync(join(tmpdir(), 'bp-bundle-'));
    execFileSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', out, '--emptyOutDir'], { stdio: 'inherit' });
  }
  try {
    const r = bundleReport(out);
    printBundleReport(r);
    const kbInitial = r.initialGzip / 1024;
    return [{ name: 'initial JS+CSS gzip (KB)', p50: kbInitial, p99: kbInitial, target: BUNDLE_TARGET.initialGzipKb }];
  } finally {
    if (!dir) rmSync(out, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // bench.ts passes the database kind; a folder is a build to read instead of building one.
  const dir = process.argv[2] && existsSync(join(process.argv[2], 'index.html')) ? process.argv[2] : undefined;
  const figures = benchBundle(dir);
  console.log(`FIGURES ${JSON.stringify(figures)}`);
}
