/**
 * The job runner of the server: one polling lane per kind of background work (the
 * notification outbox, the job queue), each claiming its rows with FOR UPDATE SKIP LOCKED
 * so that several API processes on one PostgreSQL share the work without doing any of it
 * twice (the way pg-boss and graphile-worker do; neither runs on PGlite, so this is ours).
 * Lanes run side by side: a long serial batch never holds up a login code's SMS (on
 * PostgreSQL; PGlite has one connection, so there a batch holds every query until it commits).
 */
export interface Lane {
  name: string;
  /** Does what is due; answers how many rows it handled (more may be waiting when > 0). */
  work: () => Promise<number>;
}

function startLane(lane: Lane, pollMs: number) {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<void> | null = null;
  let again = false;
  const tick = (): Promise<void> => {
    if (inFlight) {
      again = true;
      return inFlight;
    }
    clearTimeout(timer);
    inFlight = (async () => {
      try {
        let handled = 0;
        do {
          again = false;
          handled = await lane.work();
        } while ((again || handled > 0) && !stopped);
      } catch (error) {
        console.error(`[${lane.name}] hata`, error);
      } finally {
        inFlight = null;
        if (!stopped) timer = setTimeout(tick, pollMs);
      }
    })();
    return inFlight;
  };
  timer = setTimeout(tick, pollMs);
  return {
    kick: () => {
      if (!stopped) void tick();
    },
    idle: () => inFlight ?? Promise.resolve(),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await inFlight;
    },
  };
}

export type JobRunner = ReturnType<typeof startJobRunner>;

export function startJobRunner(lanes: readonly Lane[], pollMs: number) {
  const running = new Map(lanes.map((l) => [l.name, startLane(l, pollMs)]));
  const lane = (name: string) => {
    const l = running.get(name);
    if (!l) throw new Error(`unknown lane ${name}`);
    return l;
  };
  return {
    /** Wakes one lane at once (after its work was queued). */
    kick: (name: string) => lane(name).kick(),
    /** Resolves when the lane has nothing running. */
    idle: (name: string) => lane(name).idle(),
    async stop() {
      await Promise.all([...running.values()].map((l) => l.stop()));
    },
  };
}
