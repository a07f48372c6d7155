import { type ReactNode, useEffect, useState } from 'react';

/**
 * When the app's start has settled: the page has loaded and its main thread has been idle for a
 * while. Background work waits for it — registering the service worker (its install downloads
 * and stores the whole app, ~300 files) and the first sync of the offline sets (thousands of
 * rows into IndexedDB) — so that it does not take a phone's CPU and line from the first screen.
 * Measured on the 2-core bench machine: the service worker's install alone cost the page's
 * renderer ~0.85 s of CPU in the seconds the login page was starting.
 *
 * Idle is read off the browser's idle callbacks: an idle period that gets (nearly) its full
 * 50 ms budget means nothing else waited. QUIET_MS of such periods in a row, after the load
 * event, settle the start; MAX_WAIT_MS after the load event it is settled whatever happens (a
 * page that never goes idle still gets its service worker and its data). Without idle callbacks
 * (Safari), QUIET_MS after the load event.
 */
export const QUIET_MS = 1_000;
export const MAX_WAIT_MS = 8_000;
/** An idle period with at least this much budget left counts as quiet (the browser gives up to 50 ms). */
const QUIET_BUDGET_MS = 40;
/** Idle periods follow each other every ~50 ms while nothing runs; a longer gap means something did. */
const MAX_IDLE_GAP_MS = 100;

type IdleWindow = Pick<Window, 'addEventListener' | 'removeEventListener' | 'setTimeout' | 'clearTimeout'> & {
  document: Pick<Document, 'readyState'>;
  performance: Pick<Performance, 'now'>;
  requestIdleCallback?: Window['requestIdleCallback'];
};

export function waitForSettledStart(win: IdleWindow = window, quietMs = QUIET_MS, maxWaitMs = MAX_WAIT_MS): Promise<void> {
  return new Promise((resolve) => {
    const afterLoad = () => {
      let done = false;
      const finish = () => {
        if (done) return;
        done = true;
        win.clearTimeout(cap);
        resolve();
      };
      const cap = win.setTimeout(finish, maxWaitMs);
      const idle = win.requestIdleCallback?.bind(win);
      if (!idle) {
        win.setTimeout(finish, quietMs);
        return;
      }
      let quietSince = win.performance.now();
      let last = quietSince;
      const check = (deadline: IdleDeadline) => {
        if (done) return;
        const now = win.performance.now();
        // A short budget (a frame or a task is due), or a long gap since the last period (a task ran between).
        if (deadline.timeRemaining() < QUIET_BUDGET_MS || now - last > MAX_IDLE_GAP_MS) quietSince = now;
        last = now;
        if (now - quietSince >= quietMs) finish();
        else idle(check);
      };
      idle(check);
    };
    if (win.document.readyState === 'complete') afterLoad();
    else win.addEventListener('load', afterLoad, { once: true });
  });
}

let settled: Promise<void> | undefined;

/** The one wait of this page (the start settles once). */
export function whenStartSettled(): Promise<void> {
  settled ??= waitForSettledStart();
  return settled;
}

/** True once the start has settled (re-renders then). */
function useStartSettled(): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => {
    let live = true;
    void whenStartSettled().then(() => live && setDone(true));
    return () => {
      live = false;
    };
  }, []);
  return done;
}

/** Its children once the start has settled (a component of its own: the state change re-renders only it). */
export function AfterStart({ children }: { children: ReactNode }) {
  return useStartSettled() ? children : null;
}
