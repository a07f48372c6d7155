import { describe, expect, it } from 'vitest';
import { type PlanGain, planDealerCancels, type QueuedSale } from './dealer-cancel-plan.js';

const gain = (id: number, free = 0, movable = true): PlanGain => ({ id, free, movable });
const queued = (id: number, whole: boolean, free = 0, movable = true): QueuedSale => ({ id, free, movable, whole });

/** The whole-sale requests left waiting once the plan is carried out. */
function waiting(plan: ReturnType<typeof planDealerCancels>, queue: readonly QueuedSale[]): number[] {
  const left = queue.filter((q) => q !== plan.toApprove && q !== plan.reopen && q.whole).map((q) => q.id);
  return plan.toWait ? [...left, plan.toWait.id] : left;
}

describe('planDealerCancels', () => {
  it('keeps one whole-sale request waiting when the only queued one is approved (the seed of 2026-11-29 18:21 had none)', () => {
    // Three pending gains, one queued whole-sale request, two unreported units beyond the faulty demo's.
    const queue = [queued(2786, true)];
    const plan = planDealerCancels([gain(4000, 0, false), gain(3998, 0, false), gain(3997, 1)], queue, 3);
    expect(plan.kept).toEqual(new Set([4000, 3998]));
    expect(plan.toApprove?.id).toBe(2786);
    expect(plan.toWait?.id).toBe(3997);
    expect(waiting(plan, queue)).toEqual([3997]);
  });

  it('does not count a serial’s request as the waiting whole-sale one (the seed of 2026-12-01 21:00 had none)', () => {
    const queue = [queued(2396, true), queued(2745, false, 1)];
    const plan = planDealerCancels([gain(4002, 0, false), gain(4000, 0, false), gain(3999, 1), gain(3998, 0, false), gain(3997, 1)], queue, 3);
    expect(plan.toApprove?.id).toBe(2396);
    expect(waiting(plan, queue)).toEqual([3999]);
  });

  it('leaves the only queued whole-sale request waiting when no other sale could take its place', () => {
    const queue = [queued(10, true)];
    const plan = planDealerCancels([gain(1), gain(2), gain(3, 5)], queue, 2);
    expect(plan.toWait).toBeUndefined();
    expect(plan.toApprove).toBeUndefined();
    expect(waiting(plan, queue)).toEqual([10]);
  });

  it('at any mix of pending gains and queued requests: a whole-sale request waits whenever one could, two gains stay pending, no gain used twice', () => {
    let s = 7;
    const rnd = () => ((s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32);
    for (let run = 0; run < 2_000; run++) {
      const pending = Array.from({ length: Math.floor(rnd() * 7) }, (_, k) => gain(100 - k, rnd() < 0.3 ? 1 + Math.floor(rnd() * 2) : 0, rnd() < 0.8));
      const queue = Array.from({ length: Math.floor(rnd() * 3) }, (_, k) => queued(k + 1, rnd() < 0.7, rnd() < 0.3 ? 1 : 0, rnd() < 0.8));
      const free = 2 + Math.floor(rnd() * 3);
      const plan = planDealerCancels(pending, queue, free);
      expect(plan.kept.size).toBe(Math.min(2, pending.length));
      const picks = [plan.toCancelApproved, plan.toQueue, plan.toWait].flatMap((g) => (g ? [g.id] : []));
      expect(new Set(picks).size).toBe(picks.length);
      for (const id of picks) expect(plan.kept.has(id)).toBe(false);
      // A whole-sale request could wait: one is queued, or a gain beyond the kept two whose units the spare covers.
      const couldWait = queue.some((q) => q.whole) || plan.rest.some((g) => g !== plan.toQueue && g !== plan.toCancelApproved && g.free <= free - 2);
      if (couldWait) expect(waiting(plan, queue).length, JSON.stringify({ pending, queue, free })).toBeGreaterThan(0);
    }
  });
});
