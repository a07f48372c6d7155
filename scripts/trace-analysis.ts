/**
 * What ran in a page load's long tasks, read from a Chromium trace (tools for the first screen's
 * blocking time, not benchmarks): scripts/profile-start.ts records a trace at a real 4× CPU
 * slowdown; scripts/trace-tasks.ts reads the trace of a Lighthouse run, which loads unthrottled
 * and scales its tasks by 4 in its simulation.
 *
 * For each task that counts (its length × `scale` over 50 ms, after the first contentful paint
 * unless `all`): the trace's events in it by kind; its entry points (function calls, timers,
 * events, module evaluation); style and layout passes with how many elements they touched and
 * what invalidated them (when the trace has invalidation tracking); and, when the trace has CPU
 * samples, the heaviest functions, files and components (capitalised functions) on the stacks.
 */
export interface TraceEvent {
  name: string;
  cat?: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: { data?: Record<string, unknown>; beginData?: Record<string, unknown>; elementCount?: number; [k: string]: unknown };
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  parent?: number;
}

export interface AnalyseOptions {
  /** Multiplies each task's length (Lighthouse's simulated 4× CPU on an unthrottled trace; 1 for a throttled one). */
  scale: number;
  /** The page's path, to find its navigation among others in the trace. */
  path?: string;
  /** Tasks before the first contentful paint too. */
  all?: boolean;
}

const short = (url: unknown) => String(url ?? '').split('/').pop() || '(native)';
const ms = (us: number) => (us / 1000).toFixed(0);
const top = (m: Map<string, number>, n: number, sep = ' | ') =>
  [...m.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, v]) => `${k} ${v.toFixed(0)}`)
    .join(sep);
const add = (m: Map<string, number>, k: string, v: number) => m.set(k, (m.get(k) ?? 0) + v);

/** The CPU samples of the main thread's profile (ProfileChunk events), if the trace has them. */
function samplesOf(events: TraceEvent[], pid: number, tid: number) {
  const nodes = new Map<number, ProfileNode>();
  const samples: { ts: number; node: number }[] = [];
  const ids = new Set(events.filter((e) => e.pid === pid && e.tid === tid && e.name === 'Profile').map((e) => e.id));
  let ts = 0;
  for (const e of events) {
    if (e.pid !== pid || (e.name !== 'Profile' && e.name !== 'ProfileChunk') || !ids.has(e.id)) continue;
    const data = e.args?.data as { startTime?: number; cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] } | undefined;
    if (e.name === 'Profile') {
      ts = data?.startTime ?? e.ts;
      continue;
    }
    for (const n of data?.cpuProfile?.nodes ?? []) nodes.set(n.id, n);
    (data?.cpuProfile?.samples ?? []).forEach((id, i) => {
      ts += data?.timeDeltas?.[i] ?? 0;
      samples.push({ ts, node: id });
    });
  }
  return { nodes, samples };
}

export function analyseTrace(events: TraceEvent[], opts: AnalyseOptions): void {
  const fcpEvents = events.filter((e) => e.name === 'firstContentfulPaint');
  const fcpEvent = fcpEvents.at(-1);
  const pid = fcpEvent?.pid ?? events.find((e) => e.name === 'ProfileChunk')?.pid;
  const main = events.find((e) => e.name === 'thread_name' && e.pid === pid && e.args?.name === 'CrRendererMain');
  if (!main) throw new Error('no renderer main thread in the trace');
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid);
  const navs = events.filter((e) => e.name === 'navigationStart' && e.pid === main.pid && (!opts.path || String((e.args?.data as { documentLoaderURL?: string })?.documentLoaderURL ?? '').includes(opts.path)));
  const navStart = navs.filter((e) => !fcpEvent || e.ts <= fcpEvent.ts).at(-1)?.ts ?? onMain[0].ts;
  const fcp = fcpEvent?.ts ?? navStart;
  for (const m of events.filter((e) => e.pid === main.pid && ['firstContentfulPaint', 'largestContentfulPaint::Candidate'].includes(e.name))) console.log(`${m.name} at ${ms(m.ts - navStart)} ms`);

  const { nodes, samples } = samplesOf(events, main.pid, main.tid);
  const frameOf = (n: ProfileNode) => `${n.callFrame.functionName || '(anonymous)'} ${short(n.callFrame.url)}:${n.callFrame.lineNumber + 1}`;
  const stackOf = function* (id: number) {
    for (let n = nodes.get(id); n; n = n.parent === undefined ? undefined : nodes.get(n.parent)) yield n;
  };

  const tasks = onMain.filter((e) => e.ph === 'X' && e.name === 'RunTask' && (e.dur ?? 0) * opts.scale > 50_000 && e.ts >= (opts.all ? navStart : fcp));
  let blocking = 0;
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    const scaled = ((task.dur ?? 0) * opts.scale) / 1000;
    blocking += scaled - 50;
    console.log(`\n== at ${ms(task.ts - navStart)} ms: ${ms(task.dur ?? 0)} ms${opts.scale !== 1 ? `, ${scaled.toFixed(0)} ms at ${opts.scale}×` : ''}`);
    const inside = onMain.filter((e) => e.ph === 'X' && e.ts >= task.ts && e.ts < end && e !== task);
    const kinds = new Map<string, number>();
    const entries: string[] = [];
    for (const e of inside) {
      if (e.name !== 'ThreadControllerImpl::RunTask') add(kinds, e.name, (e.dur ?? 0) / 1000);
      const d = e.args?.data ?? {};
      const dur = e.dur ?? 0;
      if (dur < 1_000) continue;
      if (e.name === 'FunctionCall') entries.push(`call ${d.functionName || '(anonymous)'} ${short(d.url)}:${Number(d.lineNumber ?? 0) + 1} ${ms(dur)} ms`);
      else if (e.name === 'TimerFire') entries.push(`timer ${ms(dur)} ms`);
      else if (e.name === 'EventDispatch') entries.push(`event ${d.type} ${ms(dur)} ms`);
      else if (e.name === 'v8.evaluateModule' || e.name === 'EvaluateScript') entries.push(`evaluate ${short(d.url ?? e.args?.fileName)} ${ms(dur)} ms`);
      else if (e.name === 'UpdateLayoutTree' && dur >= 2_000) entries.push(`style ${ms(dur)} ms: ${e.args?.elementCount ?? (e.args?.beginData as { elementCount?: number })?.elementCount ?? '?'} elements`);
      else if (e.name === 'Layout' && dur >= 2_000) {
        const b = (e.args?.beginData ?? {}) as { dirtyObjects?: number; totalObjects?: number; partialLayout?: boolean };
        const before = onMain.filter((x) => x.name === 'Layout' && x.ts < e.ts).at(-1)?.ts ?? navStart;
        const reasons = new Map<string, number>();
        for (const x of events) {
          if (x.name !== 'LayoutInvalidationTracking' || x.pid !== main.pid || x.ts < before || x.ts > e.ts) continue;
          const data = (x.args?.data ?? {}) as { reason?: string; nodeName?: string };
          add(reasons, `${data.reason} ${String(data.nodeName ?? '').slice(0, 60)} ×`, 1);
        }
        entries.push(`layout ${ms(dur)} ms: ${b.dirtyObjects}/${b.totalObjects} objects${b.partialLayout ? ' (partial)' : ''}${reasons.size ? ` — ${top(reasons, 4, '; ')}` : ''}`);
      }
    }
    console.log('   events: ' + top(kinds, 7));
    for (const line of entries.slice(0, 12)) console.log(`   ${line}`);
    const inTask = samples.filter((s) => s.ts >= task.ts && s.ts < end);
    if (!inTask.length) continue;
    const self = new Map<string, number>();
    const files = new Map<string, number>();
    const components = new Map<string, number>();
    inTask.forEach((s, i) => {
      const dt = ((inTask[i + 1]?.ts ?? end) - s.ts) / 1000;
      const leaf = nodes.get(s.node);
      if (leaf) add(self, frameOf(leaf), dt);
      add(files, short(leaf?.callFrame.url).replace(/-[\w-]{8}\.js$/, ''), dt);
      const seen = new Set<string>();
      for (const n of stackOf(s.node)) if (/^[A-Z][A-Za-z0-9]+$/.test(n.callFrame.functionName)) seen.add(n.callFrame.functionName);
      for (const name of seen) add(components, name, dt);
    });
    console.log('   files: ' + top(files, 10));
    console.log('   self: ' + top(self, 10));
    if (components.size) console.log('   components: ' + top(components, 16));
  }
  console.log(`\n${tasks.length} tasks count, blocking ${blocking.toFixed(0)} ms${opts.scale !== 1 ? ` at ${opts.scale}×` : ''}${opts.all ? '' : ' after the first contentful paint'}`);
}
