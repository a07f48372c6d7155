/**
 * Which of the demo dealer's sales the scores seed (seed/scores.ts dealerScores) cancels, approves
 * or leaves waiting in the cancel queue — a pure choice over what the sales seed left, so that it
 * holds at whatever hour the seed runs (the sales' times, hence the dealer's sales, follow the clock).
 *
 * - Two pending gains stay pending (the browser test approves two): those a cancel could not use
 *   first (units moved on, or the faulty demo's units), else the newest.
 * - `spare`: the dealer's unreported sold units of the demo supplier beyond the two the faulty demo
 *   reports; a sale holding such units is cancelled or queued only while the spare covers them.
 * - toCancelApproved: a gain approved and then its sale cancelled (APPROVED_SCORE_CANCEL); with
 *   none, `reopen` — the queue's newest request is rejected and that sale's gain used instead
 *   (when another whole-sale request stays queued).
 * - toQueue: with no request queued by the sales seed, a sale sent to the queue and approved
 *   (UNAPPROVED_SCORE_CANCEL); toApprove: else the oldest queued request is approved.
 * - toWait: a whole-sale request ('İptal Et' makes those) is left waiting whatever the hour — a
 *   queued one, else one more gain's sale; the oldest queued request is approved only when it is
 *   not the last whole-sale one that could wait.
 */
export interface PlanGain {
  id: number;
  /** Its sale's units are all still with the customer: the sale may be cancelled. */
  movable: boolean;
  /** Its sold units of the demo supplier that no faulty ticket names. */
  free: number;
}

export interface QueuedSale extends PlanGain {
  /** A whole-sale request (SALE_CANCEL_APPROVAL), not a serial's. */
  whole: boolean;
}

export interface DealerCancelPlan<G extends PlanGain> {
  kept: Set<number>;
  /** The pending gains but the kept ones. */
  rest: G[];
  toCancelApproved: G | undefined;
  reopen: QueuedSale | undefined;
  toQueue: G | undefined;
  toWait: G | undefined;
  /** The queued request the queue approves, if any. */
  toApprove: QueuedSale | undefined;
  /** The gains the plan uses (not approved in the weekly sessions). */
  used: Set<number | undefined>;
}

/** `pending`: newest first; `queued`: oldest first; `free`: the dealer's unreported sold units of the demo supplier. */
export function planDealerCancels<G extends PlanGain>(pending: readonly G[], queuedIn: readonly QueuedSale[], free: number): DealerCancelPlan<G> {
  const queued = [...queuedIn];
  const useful = (g: G) => Number(g.movable && g.free === 0);
  const kept = new Set([...pending].sort((a, b) => useful(a) - useful(b)).slice(0, 2).map((g) => g.id));
  const rest = pending.filter((g) => !kept.has(g.id));
  let spare = free - 2;
  const spend = (n: number) => (n === 0 ? true : n <= spare ? ((spare -= n), true) : false);
  // The approved sale's cancel first (nothing else writes one), then the queue's approval.
  const movable = rest.filter((g) => g.movable && g.free === 0);
  const take = () => {
    const at = movable.findIndex((g) => spend(g.free));
    return at < 0 ? undefined : movable.splice(at, 1)[0];
  };
  const toCancelApproved = take();
  const last = queued.at(-1);
  // Not the last whole-sale request in the queue (one is left waiting, see toWait).
  const reopen = !toCancelApproved && queued.length > 1 && last!.movable && last!.free === 0 && queued.slice(0, -1).some((q) => q.whole) ? queued.pop()! : undefined;
  const toQueue = queued.length ? undefined : take();
  const used = new Set<number | undefined>([toQueue?.id, toCancelApproved?.id]);
  const approvable = queued.length > 0 && queued[0].movable && queued[0].free === 0;
  const left = approvable ? queued.slice(1) : queued;
  const toWait = left.some((q) => q.whole) ? undefined : rest.find((g) => !used.has(g.id) && spend(g.free));
  used.add(toWait?.id);
  const toApprove = approvable && (!queued[0].whole || left.some((q) => q.whole) || toWait !== undefined) ? queued[0] : undefined;
  return { kept, rest, toCancelApproved, reopen, toQueue, toWait, toApprove, used };
}
