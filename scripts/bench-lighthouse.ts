/**
 * The Lighthouse part of `npm run bench` (BENCH_ONLY=lighthouse): Lighthouse's mobile preset
 * (Moto G Power screen, simulated slow 4G and 4× CPU slowdown) against the production build
 * served by the real server (precompressed assets, its cache headers), on /login and on the
 * storefront (/resellerOrderManagement) signed in as reseller_admin. Target: performance ≥ 90.
 *
 * Each page gets a Chromium of its own (Debian's, headless), so nothing is cached from the
 * other run: a first visit. The storefront's session is put into local storage beforehand from
 * a page that runs no app code (the favicon), so no service worker or query cache warms it up;
 * `disableStorageReset` keeps that session for the run.
 *
 * `tsx scripts/bench-lighthouse.ts [dist]` — the client folder defaults to a fresh build in a
 * temporary folder (dist/ is left alone for the browser tests). DATABASE_URL → PostgreSQL.
 * LIGHTHOUSE_RUNS (default 3) runs per page; the median run by performance score is reported.
 * LIGHTHOUSE_TRACE=1 also writes each run's trace.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch } from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM } from '../tests/e2e/support/browser.js';
import { startE2eServer } from '../tests/e2e/support/server.js';
import type { Figure } from './bench-measure.js';

export const LIGHTHOUSE_TARGET = { performance: 90 };
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
// The flags of the browser tests (tests/e2e/support/browser.ts): headless, no sandbox as root, loopback only.
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export interface PageScore {
  name: string;
  scores: Record<string, number>;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  siMs: number;
  transferKb: number;
  /** Lighthouse's measure of this machine's CPU at the time (higher is faster; a busy machine scores low and its TBT grows). */
  benchmarkIndex: number;
}

type Session = Record<string, string>;

async function signIn(baseUrl: string, username: string): Promise<Session> {
  const login = await fetch(`${baseUrl}/auth/public/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'demo1234' }),
  });
  if (!login.ok) throw new Error(`login ${username}: ${login.status}`);
  const { token, refreshToken } = (await login.json()) as { token: string; refreshToken: string };
  const own = await fetch(`${baseUrl}/api/user/ownWeb`, { headers: { authorization: `Bearer ${token}` } });
  if (!own.ok) throw new Error(`ownWeb: ${own.status}`);
  // What completeLogin (src/client/auth/complete-login.ts) stores.
  return { token, refreshToken, user: JSON.stringify({ ...(await own.json()), autoLogin: false }) };
}

/** One Lighthouse run in a fresh Chromium; `session` goes into local storage first. */
async function runOnce(url: string, session?: Session): Promise<{ lhr: Result; trace: unknown }> {
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    if (session) {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      const page = await browser.contexts()[0].newPage();
      await page.goto(new URL('/favicon.svg', url).href);
      await page.evaluate((s) => Object.entries(s).forEach(([k, v]) => localStorage.setItem(k, v)), session);
      await page.close();
      await browser.close();
    }
    const flags: Flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      disableStorageReset: !!session,
      // LIGHTHOUSE_CPU_MULTIPLIER: another CPU slowdown than the preset's 4× (a faster host than Lighthouse's reference, docs/performance.md).
      ...(process.env.LIGHTHOUSE_CPU_MULTIPLIER ? { throttling: { cpuSlowdownMultiplier: Number(process.env.LIGHTHOUSE_CPU_MULTIPLIER) } } : {}),
      // For scripts/trace-tasks.ts: CPU samples and what invalidated style and layout.
      ...(process.env.LIGHTHOUSE_TRACE ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler,disabled-by-default-devtools.timeline.invalidationTracking' } : {}),
    };
    const result = await lighthouse(url, flags);
    if (!result) throw new Error(`lighthouse gave no result for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`lighthouse ${url}: ${result.lhr.runtimeError.message}`);
    return { lhr: result.lhr, trace: process.env.LIGHTHOUSE_TRACE ? result.artifacts.Trace : undefined };
  } finally {
    chrome.kill();
  }
}

const numeric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? NaN;

function scoreOf(name: string, lhr: Result): PageScore {
  return {
    name,
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])),
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    siMs: numeric(lhr, 'speed-index'),
    transferKb: numeric(lhr, 'total-byte-weight') / 1024,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/** The median run by performance score (Lighthouse varies a few points between runs). */
async function measurePage(name: string, url: string, reportDir: string, minElements: number, session?: () => Promise<Session>): Promise<PageScore> {
  const runs: { lhr: Result; trace: unknown; score: PageScore }[] = [];
  for (let i = 0; i < RUNS; i++) {
    // A fresh session per run: the access token lives 15 minutes.
    const { lhr, trace } = await runOnce(url, session && (await session()));
    // A page that never left index.html's splash (a broken start) scores 100: a score only counts
    // for a page that was drawn (the splash is ~20 elements; the login page ~70, the storefront ~500).
    const elements = numeric(lhr, 'dom-size');
    if (!(elements >= minElements)) throw new Error(`${name}: ${elements} elements at the end of the run: the page was not drawn (its start failed?)`);
    runs.push({ lhr, trace, score: scoreOf(name, lhr) });
  }
  runs.sort((a, b) => a.score.scores.performance - b.score.scores.performance);
  const median = runs[Math.floor(runs.length / 2)];
  writeFileSync(join(reportDir, `${name.replace(/\W+/g, '-')}.json`), JSON.stringify(median.lhr));
  // LIGHTHOUSE_TRACE=1: every run's trace beside the report, named by its score and blocking time (scripts/trace-tasks.ts reads them).
  runs.forEach((r, i) => {
    if (r.trace) writeFileSync(join(reportDir, `${name.replace(/\W+/g, '-')}.run${i}-perf${r.score.scores.performance}-tbt${r.score.tbtMs.toFixed(0)}.trace.json`), JSON.stringify(r.trace));
  });
  const s = median.score;
  const all = runs.map((r) => `${r.score.scores.performance}@${r.score.benchmarkIndex.toFixed(0)}`).join(' ');
  console.log(
    `  ${name.padEnd(34)} perf ${String(s.scores.performance).padStart(3)} (${all})  a11y ${s.scores.accessibility}  bp ${s.scores['best-practices']}  seo ${s.scores.seo}` +
      `  FCP ${(s.fcpMs / 1000).toFixed(2)} s  LCP ${(s.lcpMs / 1000).toFixed(2)} s  TBT ${s.tbtMs.toFixed(0)} ms  CLS ${s.cls.toFixed(3)}  SI ${(s.siMs / 1000).toFixed(2)} s  ${s.transferKb.toFixed(0)} KB  CPU ${s.benchmarkIndex.toFixed(0)}`,
  );
  return s;
}

export async function benchLighthouse(clientDir?: string): Promise<Figure[]> {
  let dir = clientDir;
  if (!dir) {
    dir = mkdtempSync(join(tmpdir(), 'bp-lh-'));
    execFileSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', dir, '--emptyOutDir'], { stdio: 'inherit' });
    execFileSync('npx', ['tsx', 'scripts/precompress.ts', dir], { stdio: 'inherit' });
  }
  process.env.E2E_CLIENT_DIR = dir; // where startE2eServer looks for the build
  const server = await startE2eServer();
  const reportDir = mkdtempSync(join(tmpdir(), 'bp-lh-report-'));
  try {
    console.log(`\nLighthouse (mobil, simüle yavaş 4G + 4× CPU), ${RUNS} çalıştırmanın ortancası; raporlar ${reportDir}`);
    // LIGHTHOUSE_PAGE=login|shop measures one page (comparing changes on a noisy machine).
    const which = process.env.LIGHTHOUSE_PAGE;
    const pages: PageScore[] = [];
    if (which !== 'shop') pages.push(await measurePage('/login', `${server.url}/login`, reportDir, 45));
    if (which !== 'login') pages.push(await measurePage('/resellerOrderManagement (vitrin)', `${server.url}/resellerOrderManagement`, reportDir, 250, () => signIn(server.url, 'reseller_admin')));
    // bench.ts reads "≤ target" as met: the figure is the points missing to 100 (≤ 10 ⇔ score ≥ 90).
    return pages.map((s) => {
      const missing = 100 - s.scores.performance;
      return { name: `lighthouse ${s.name}: 100 − performance`.slice(0, 52), p50: missing, p99: missing, target: 100 - LIGHTHOUSE_TARGET.performance };
    });
  } finally {
    await server.close();
    if (!clientDir) rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // bench.ts passes the database kind; a folder is a build to read instead of building one.
  const dir = process.argv[2] && existsSync(join(process.argv[2], 'index.html')) ? process.argv[2] : undefined;
  const figures = await benchLighthouse(dir);
  console.log(`FIGURES ${JSON.stringify(figures)}`);
  process.exit(0);
}
