/**
 * Ends the current task and continues in a new one, so the browser can paint and handle input
 * between two pieces of start-up work (a long task on a phone is what Lighthouse's blocking
 * time counts). scheduler.yield where the browser has it (the continuation keeps its place in
 * the queue), else a macrotask.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
