import { describe, expect, it } from 'vitest';
import { waitForSettledStart } from './start-settled.js';

/**
 * A window whose clock, timers and idle periods the test drives: `run(ms, budgetAt)` advances
 * the clock in 50 ms idle periods, each handed the budget `budgetAt(time)` gives (0 = busy).
 */
function fakeWindow({ loaded = false, idle = true } = {}) {
  let now = 0;
  let timers: { at: number; run: () => void; id: number }[] = [];
  let idleCalls: ((d: IdleDeadline) => void)[] = [];
  let onLoad: (() => void) | undefined;
  let nextId = 1;
  const win = {
    document: { readyState: loaded ? 'complete' : 'loading' } as Pick<Document, 'readyState'>,
    performance: { now: () => now },
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'load') onLoad = listener;
    },
    removeEventListener: () => undefined,
    setTimeout: (run: () => void, ms = 0) => {
      const id = nextId++;
      timers.push({ at: now + ms, run, id });
      return id;
    },
    clearTimeout: (id?: number) => {
      timers = timers.filter((t) => t.id !== id);
    },
    requestIdleCallback: idle
      ? (cb: (d: IdleDeadline) => void) => {
          idleCalls.push(cb);
          return nextId++;
        }
      : undefined,
  };
  const fireTimers = () => {
    const due = timers.filter((t) => t.at <= now);
    timers = timers.filter((t) => t.at > now);
    due.forEach((t) => t.run());
  };
  return {
    win: win as unknown as Parameters<typeof waitForSettledStart>[0],
    load() {
      (win.document as { readyState: string }).readyState = 'complete';
      onLoad?.();
    },
    /** Advances `ms` in 50 ms steps; in each, pending idle callbacks get `budgetAt(now)` ms. */
    run(ms: number, budgetAt: (t: number) => number = () => 50) {
      for (let end = now + ms; now < end; ) {
        now += 50;
        fireTimers();
        const budget = budgetAt(now);
        if (budget > 0) {
          const calls = idleCalls;
          idleCalls = [];
          calls.forEach((cb) => cb({ didTimeout: false, timeRemaining: () => budget }));
        }
      }
    },
  };
}

async function settledAfter(fake: ReturnType<typeof fakeWindow>, promise: Promise<void>, step: number, limit: number, budgetAt?: (t: number) => number) {
  let done = false;
  void promise.then(() => (done = true));
  for (let t = 0; t <= limit; t += step) {
    await Promise.resolve();
    if (done) return t;
    fake.run(step, budgetAt);
  }
  return undefined;
}

describe('waitForSettledStart', () => {
  it('waits for the load event, then for a quiet second', async () => {
    const fake = fakeWindow();
    const settled = waitForSettledStart(fake.win, 1000, 8000);
    // Idle but not loaded: nothing happens.
    expect(await settledAfter(fake, settled, 50, 3000)).toBeUndefined();
    fake.load();
    const t = await settledAfter(fake, settled, 50, 3000);
    expect(t).toBeGreaterThanOrEqual(1000);
    expect(t).toBeLessThanOrEqual(1100);
  });

  it('a busy main thread (short idle budgets) keeps it waiting', async () => {
    const fake = fakeWindow({ loaded: true });
    const settled = waitForSettledStart(fake.win, 1000, 8000);
    // Busy frames (10 ms budgets) for 2 s, then quiet.
    const t = await settledAfter(fake, settled, 50, 5000, (now) => (now <= 2000 ? 10 : 50));
    expect(t).toBeGreaterThanOrEqual(3000);
    expect(t).toBeLessThanOrEqual(3100);
  });

  it('a task between two idle periods (a long gap) starts the quiet time again', async () => {
    const fake = fakeWindow({ loaded: true });
    const settled = waitForSettledStart(fake.win, 1000, 8000);
    // No idle period at all between 500 and 800 ms (a 300 ms task), full budgets around it.
    const t = await settledAfter(fake, settled, 50, 5000, (now) => (now > 500 && now <= 800 ? 0 : 50));
    expect(t).toBeGreaterThanOrEqual(1800);
    expect(t).toBeLessThanOrEqual(1900);
  });

  it('a page that never goes quiet is settled at the cap', async () => {
    const fake = fakeWindow({ loaded: true });
    const settled = waitForSettledStart(fake.win, 1000, 8000);
    const t = await settledAfter(fake, settled, 50, 10_000, () => 5);
    expect(t).toBeGreaterThanOrEqual(8000);
    expect(t).toBeLessThanOrEqual(8100);
  });

  it('without idle callbacks: the quiet time after the load event', async () => {
    const fake = fakeWindow({ idle: false });
    const settled = waitForSettledStart(fake.win, 1000, 8000);
    fake.run(2000);
    fake.load();
    const t = await settledAfter(fake, settled, 50, 3000);
    expect(t).toBeGreaterThanOrEqual(1000);
    expect(t).toBeLessThanOrEqual(1100);
  });
});
