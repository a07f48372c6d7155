/**
 * Where a first visit's main-thread time goes (a tool for Lighthouse's TBT, not a benchmark):
 * Chromium with the CPU slowed 4× (as Lighthouse's mobile preset simulates), a trace of the page
 * load, then every task longer than 50 ms with what ran in it — the heaviest functions by self
 * time and the trace's own events (style, layout, parse, compile).
 *
 * `npx tsx scripts/profile-start.ts <client dir> [path] [user]` — build the client unminified
 * first for readable names (`npx vite build --minify false --outDir <dir>`). The path defaults to
 * the storefront, the user to reseller_admin ('-' for none). DATABASE_URL → PostgreSQL.
 * PROFILE_SW=1 lets the service worker run (it precaches, and the offline kit's sync starts), as in
 * a Lighthouse run; by default it is blocked.
 */
import { chromium } from 'playwright-core';
import { CHROMIUM } from '../tests/e2e/support/browser.js';
import { startE2eServer } from '../tests/e2e/support/server.js';

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: Record<string, unknown>;
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  parent?: number;
}

const [clientDir = 'dist', path = '/resellerOrderManagement', user = 'reseller_admin'] = process.argv.slice(2);
const SLOWDOWN = Number(process.env.PROFILE_CPU ?? 4);
const WIDTH = Number(process.env.PROFILE_WIDTH ?? 412);

process.env.E2E_CLIENT_DIR = clientDir;
const server = await startE2eServer();
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const context = await browser.newContext({ viewport: { width: WIDTH, height: 823 }, deviceScaleFactor: 1.75, isMobile: WIDTH < 800, hasTouch: WIDTH < 800, locale: 'tr-TR', serviceWorkers: process.env.PROFILE_SW ? 'allow' : 'block' });
  const page = await context.newPage();
  if (user !== '-') {
    const login = await fetch(`${server.url}/auth/public/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: user, password: 'demo1234' }) });
    const { token, refreshToken } = (await login.json()) as { token: string; refreshToken: string };
    const own = await (await fetch(`${server.url}/api/user/ownWeb`, { headers: { authorization: `Bearer ${token}` } })).json();
    await page.goto(`${server.url}/favicon.svg`);
    await page.evaluate((s) => Object.entries(s).forEach(([k, v]) => localStorage.setItem(k, v)), { token, refreshToken, user: JSON.stringify({ ...own, autoLogin: false }) });
  }
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'disabled-by-default-v8.cpu_profiler', 'v8.execute', 'v8', 'blink.user_timing', 'toplevel', 'loading'],
  });
  const t0 = Date.now();
  await page.goto(`${server.url}${path}`, { waitUntil: 'load' });
  await page.waitForTimeout(Number(process.env.PROFILE_WAIT_MS ?? 10_000));
  const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
  console.log(`loaded and watched for ${Date.now() - t0} ms`);
  analyse(trace.traceEvents);
  if (process.env.PROFILE_SHOT) await page.screenshot({ path: process.env.PROFILE_SHOT });
} finally {
  await browser.close();
  await server.close();
}

function analyse(events: TraceEvent[]) {
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && events.some((x) => x.pid === e.pid && x.name === 'ProfileChunk'));
  if (!main) throw new Error('no renderer main thread in the trace');
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid);
  const navs = events.filter((e) => e.name === 'navigationStart' && String((e.args?.data as { documentLoaderURL?: string })?.documentLoaderURL ?? '').includes(path));
  const navStart = navs.at(-1)?.ts ?? onMain[0].ts;
  const marks = events.filter((e) => e.pid === main.pid && ['firstContentfulPaint', 'largestContentfulPaint::Candidate'].includes(e.name));
  for (const m of marks) console.log(`${m.name} at ${((m.ts - navStart) / 1000).toFixed(0)} ms`);

  // The CPU profile: nodes and samples (time deltas) from the ProfileChunk events.
  const nodes = new Map<number, ProfileNode>();
  const samples: { ts: number; node: number }[] = [];
  // The main thread's profile: its Profile event, then the chunks with the same id (other threads of the process have their own).
  const mainProfiles = new Set(events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.name === 'Profile').map((e) => (e as TraceEvent & { id?: string }).id));
  const profileEvents = events.filter((e) => e.pid === main.pid && (e.name === 'Profile' || e.name === 'ProfileChunk') && mainProfiles.has((e as TraceEvent & { id?: string }).id));
  let ts = 0;
  for (const e of profileEvents) {
    const data = e.args?.data as { startTime?: number; cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] } | undefined;
    if (e.name === 'Profile') {
      ts = data?.startTime ?? e.ts;
      continue;
    }
    for (const n of data?.cpuProfile?.nodes ?? []) nodes.set(n.id, n);
    const ids = data?.cpuProfile?.samples ?? [];
    const deltas = data?.timeDeltas ?? [];
    ids.forEach((id, i) => {
      ts += deltas[i] ?? 0;
      samples.push({ ts, node: id });
    });
  }
  const frameOf = (id: number) => {
    const n = nodes.get(id);
    if (!n) return '?';
    const file = (n.callFrame.url ?? '').split('/').pop() ?? '';
    return `${n.callFrame.functionName || '(anonymous)'} ${file}:${n.callFrame.lineNumber + 1}`;
  };
  // The first frame of the sample's stack from one of our chunks (not a library's), for "whose work".
  const ownerOf = (id: number) => {
    for (let n = nodes.get(id); n; n = n.parent === undefined ? undefined : nodes.get(n.parent)) {
      const file = (n.callFrame.url ?? '').split('/').pop() ?? '';
      if (file && !/^(ionic|index|react|jsx|client|IsRestoring|chunk)/.test(file)) return `${n.callFrame.functionName || '(anonymous)'} ${file}`;
    }
    return '-';
  };
  const tasks = onMain.filter((e) => e.ph === 'X' && e.name === 'RunTask' && (e.dur ?? 0) > 50_000 && e.ts >= navStart);
  let blocking = 0;
  let afterFcp = 0;
  const fcp = marks.find((m) => m.name === 'firstContentfulPaint')?.ts ?? navStart;
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    blocking += (task.dur ?? 0) / 1000 - 50;
    if (task.ts >= fcp) afterFcp += (task.dur ?? 0) / 1000 - 50;
    if (process.env.PROFILE_QUIET) continue;
    console.log(`\n== task at ${((task.ts - navStart) / 1000).toFixed(0)} ms, ${((task.dur ?? 0) / 1000).toFixed(0)} ms`);
    const kinds = new Map<string, number>();
    for (const e of onMain) {
      if (e.ph !== 'X' || e.ts < task.ts || e.ts >= end || e === task) continue;
      if (['FunctionCall', 'EvaluateScript', 'v8.compile', 'v8.compileModule', 'v8.evaluateModule', 'Layout', 'UpdateLayoutTree', 'ParseHTML', 'ParseAuthorStyleSheet', 'Paint', 'PrePaint', 'TimerFire', 'FireAnimationFrame', 'EventDispatch', 'XHRReadyStateChange', 'MajorGC', 'MinorGC', 'V8.GC_SCAVENGER', 'RunMicrotasks', 'v8.run'].includes(e.name)) {
        const detail = e.name === 'EventDispatch' ? `${e.name}(${(e.args?.data as { type?: string })?.type})` : e.name === 'v8.compileModule' || e.name === 'v8.evaluateModule' || e.name === 'EvaluateScript' ? `${e.name} ${(((e.args?.data as { url?: string })?.url ?? (e.args?.fileName as string) ?? '') as string).split('/').pop()}` : e.name;
        kinds.set(detail, (kinds.get(detail) ?? 0) + (e.dur ?? 0) / 1000);
      }
    }
    if (process.env.PROFILE_DETAIL) {
      const nested = new Map<string, number>();
      for (const e of onMain) if (e.ph === 'X' && e.ts >= task.ts && e.ts < end && e !== task && (e.dur ?? 0) > 2_000) nested.set(e.name, (nested.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
      console.log('   all: ' + [...nested.entries()].sort((a, b) => b[1] - a[1]).slice(0, 14).map(([k, v]) => `${k} ${v.toFixed(0)}`).join(' | '));
    }
    const top = [...kinds.entries()].sort((a, b) => b[1] - a[1]).slice(0, 8);
    console.log('   events: ' + top.map(([k, v]) => `${k} ${v.toFixed(0)}`).join(' | '));
    const self = new Map<string, number>();
    const owners = new Map<string, number>();
    const inTask = samples.filter((s) => s.ts >= task.ts && s.ts < end);
    for (let i = 0; i < inTask.length; i++) {
      const dt = (inTask[i + 1]?.ts ?? end) - inTask[i].ts;
      const key = frameOf(inTask[i].node);
      self.set(key, (self.get(key) ?? 0) + dt / 1000);
      const owner = ownerOf(inTask[i].node);
      owners.set(owner, (owners.get(owner) ?? 0) + dt / 1000);
    }
    const files = new Map<string, number>();
    for (let i = 0; i < inTask.length; i++) {
      const dt = (inTask[i + 1]?.ts ?? end) - inTask[i].ts;
      const file = ((nodes.get(inTask[i].node)?.callFrame.url ?? '').split('/').pop() || '(native)').replace(/-[\w-]{8}\.js$/, '');
      files.set(file, (files.get(file) ?? 0) + dt / 1000);
    }
    console.log('   files: ' + [...files.entries()].sort((a, b) => b[1] - a[1]).slice(0, 10).map(([k, v]) => `${k} ${v.toFixed(0)}`).join(' | '));
    console.log('   self: ' + [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 10).map(([k, v]) => `${k} ${v.toFixed(0)}`).join(' | '));
    console.log('   ours: ' + [...owners.entries()].sort((a, b) => b[1] - a[1]).slice(0, 8).map(([k, v]) => `${k} ${v.toFixed(0)}`).join(' | '));
  }
  console.log(`\n${tasks.length} tasks over 50 ms, blocking time ${blocking.toFixed(0)} ms, after the first paint ${afterFcp.toFixed(0)} ms (×${SLOWDOWN} CPU)`);
}
