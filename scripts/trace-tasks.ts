/**
 * The tasks of a Lighthouse run that count towards its total blocking time, and what ran in them
 * (scripts/trace-analysis.ts). Lighthouse's mobile preset loads the page unthrottled and
 * simulates a 4× slower CPU: a task counts when 4× its length passes 50 ms.
 *
 * `npx tsx scripts/trace-tasks.ts <trace.json> [scale=4]` — the trace is the one
 * `LIGHTHOUSE_TRACE=1 tsx scripts/bench-lighthouse.ts` writes beside the median report (with CPU
 * samples and invalidation tracking; build with `--minify false` for readable names).
 */
import { readFileSync } from 'node:fs';
import { analyseTrace, type TraceEvent } from './trace-analysis.js';

const [file, scale = '4'] = process.argv.slice(2);
if (!file) throw new Error('usage: trace-tasks.ts <trace.json> [scale]');
const raw = JSON.parse(readFileSync(file, 'utf8')) as { traceEvents: TraceEvent[] } | TraceEvent[];
analyseTrace(Array.isArray(raw) ? raw : raw.traceEvents, { scale: Number(scale) });
