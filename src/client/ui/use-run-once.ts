import { useEffect, useRef } from 'react';

/**
 * Runs an async effect once per mount, also under StrictMode's doubled effects: for
 * single-use work such as spending a login ticket.
 */
export function useRunOnce(run: () => Promise<void> | void) {
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void run();
    // Deliberately once: the inputs are the route's, fixed for this mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
