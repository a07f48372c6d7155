/**
 * Statements run one after the other on one connection (a transaction's), queued by a caller
 * that builds the next ones meanwhile: the database writes a large batch's chunk while Node
 * builds the following chunk's statement, instead of the two taking turns (sales/feed/sale-feed.ts).
 * - `run(step)` queues a step; it starts when the steps before it have finished.
 * - The first step that fails stops the chain: the steps after it are skipped, and `done()`
 *   throws that failure (a refusal the step threw, or the database's error).
 * - `ahead()` lets the caller build no further than `limit` queued steps ahead of the running
 *   one (their statements' memory), and yields to the event loop so the driver can send the
 *   next statement and read the answers.
 */
export interface StatementChain {
  run(step: () => Promise<unknown>): void;
  /** Whether a step failed (the caller stops building). */
  readonly failed: boolean;
  ahead(): Promise<void>;
  /** Waits for every queued step, then throws the first failure, if any. */
  done(): Promise<void>;
  /** Waits for every queued step without throwing (a caller leaving on an error of its own: nothing else may use the connection meanwhile). */
  settled(): Promise<void>;
}

export function statementChain(limit = 2): StatementChain {
  let failure: { error: unknown } | null = null;
  let tail: Promise<void> = Promise.resolve();
  const queued: Promise<void>[] = [];
  return {
    run(step) {
      // Caught at once: a failed step must not count as an unhandled rejection while the caller builds.
      tail = tail.then(async () => {
        if (!failure) await step();
      }).catch((error: unknown) => {
        failure ??= { error };
      });
      queued.push(tail);
    },
    get failed() {
      return failure !== null;
    },
    async ahead() {
      if (queued.length > limit) await queued.shift();
      else await new Promise(setImmediate);
    },
    async done() {
      await this.settled();
      if (failure) throw failure.error;
    },
    async settled() {
      await tail;
      queued.length = 0;
    },
  };
}
