/**
 * One tab at a time: the Web Locks API where the browser has it (every current browser), else
 * a lock within this page (older browsers, node tests) — the server's idempotency keys keep a
 * write single even then.
 */
let local: Promise<unknown> = Promise.resolve();

export function withLock<T>(name: string, work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? (navigator as Navigator & { locks?: LockManager }).locks : undefined;
  if (locks) return locks.request(name, work) as Promise<T>;
  const run = local.then(work, work);
  local = run.catch(() => undefined);
  return run;
}
