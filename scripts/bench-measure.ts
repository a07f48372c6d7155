/** The measuring kit every part of `npm run bench` shares: percentiles, timed rounds, one printed line per scenario. */

export interface Figure {
  name: string;
  p50: number;
  p99: number;
  target: number;
  /** The target is a floor (req/s), not a ceiling. */
  atLeast?: boolean;
}

/** The p-th percentile of ascending `sorted` (0 when empty). */
export const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** Runs `fn` 20 times to warm up, then `rounds` times; the times in ms, ascending. */
export async function timedRounds(rounds: number, fn: (i: number) => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < Math.min(20, rounds); i++) await fn(i);
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const t0 = performance.now();
    await fn(i);
    times.push(performance.now() - t0);
  }
  return times.sort((a, b) => a - b);
}

/** p50/p99 of ascending `times`, printed as one line. */
export function figureOf(name: string, times: readonly number[], target: number): Figure {
  const f = { name, p50: percentile(times, 50), p99: percentile(times, 99), target };
  console.log(`  ${name.padEnd(52)} p50 ${f.p50.toFixed(2).padStart(8)} ms   p99 ${f.p99.toFixed(2).padStart(8)} ms   (${times.length} runs)`);
  return f;
}

/** Times `fn` over `rounds` (after a warm-up) and prints its figure. */
export const measureRounds = async (name: string, rounds: number, fn: (i: number) => Promise<unknown>, target: number) =>
  figureOf(name, await timedRounds(rounds, fn), target);
