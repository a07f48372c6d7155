import { useEffect, useRef, useState } from 'react';
import { liveQuery } from 'dexie';

/**
 * A Dexie query that re-renders when its tables change — in this tab or another one (Dexie
 * propagates changes between tabs). `key` names what the query depends on: a new key runs it anew.
 */
export function useLiveQuery<T>(query: () => Promise<T>, key: string): T | undefined {
  const [value, setValue] = useState<T>();
  const latest = useRef(query);
  latest.current = query;
  useEffect(() => {
    const subscription = liveQuery(() => latest.current()).subscribe({ next: setValue, error: () => undefined });
    return () => subscription.unsubscribe();
  }, [key]);
  return value;
}
