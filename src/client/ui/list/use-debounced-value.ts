import { useCallback, useEffect, useRef, useState } from 'react';

/** The value as it was `delayMs` after its last change (spec 1 §9: filter search waits 2 s). */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/**
 * A value shown at once and its settled copy, which follows `delayMs` after the last `set` — or at
 * once for `set(next, true)` and `flush()`: a whole value (a click, a scan, Enter), as a list's
 * 'Ara' searches without waiting.
 */
export function useDebouncedState<T>(initial: T, delayMs: number) {
  const [value, setValue] = useState(initial);
  const [settled, setSettled] = useState(initial);
  const latest = useRef(initial);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const set = useCallback(
    (next: T, now = false) => {
      latest.current = next;
      setValue(next);
      clearTimeout(timer.current);
      if (now) setSettled(next);
      else timer.current = setTimeout(() => setSettled(next), delayMs);
    },
    [delayMs],
  );
  const flush = useCallback(() => {
    clearTimeout(timer.current);
    setSettled(latest.current);
  }, []);
  return { value, settled, set, flush };
}
