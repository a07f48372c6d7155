import { ApiError } from '../../lib/api.js';
import { isNetworkDown, markNetworkDown, markNetworkUp, SLOW_READ_MS } from '../../lib/offline/network-state.js';

/**
 * Reads that fall back to the dealer's offline data (ARCHITECTURE "Offline field kit"): the
 * storefront, its product pages and the price list answer from Dexie when the network is
 * missing or too slow, and from the server whenever it answers.
 */

const localResults = new WeakSet<object>();

/** Was this query result read from the offline data? (Such results are stale at once: the server's answer replaces them as soon as it can.) */
export const isLocalResult = (data: unknown) => typeof data === 'object' && data !== null && localResults.has(data);

function asLocal<T>(value: T): T {
  if (typeof value === 'object' && value !== null) localResults.add(value);
  return value;
}

/**
 * The server's answer while the network works; the offline data when the network is known to
 * be down, or when the call gets no answer (ApiError status 0: no network, or no answer within
 * SLOW_READ_MS). `local` answers undefined when the device holds no data for the read (never
 * synced): the server is tried anyway and its error stands. Any answer of the server — an
 * error answer too — marks the network up; a fallback marks it down (the shell's banner says
 * the page shows offline data). A read cancelled by its caller (`signal`) never falls back.
 */
export async function readOrLocal<T>(server: (signal: AbortSignal) => Promise<T>, local: () => Promise<T | undefined>, signal?: AbortSignal): Promise<T> {
  if (isNetworkDown()) {
    const held = await local();
    if (held !== undefined) return asLocal(held);
  }
  const slow = AbortSignal.timeout(SLOW_READ_MS);
  try {
    const value = await server(signal ? AbortSignal.any([signal, slow]) : slow);
    markNetworkUp();
    return value;
  } catch (error) {
    const unanswered = error instanceof ApiError && error.status === 0;
    if (!unanswered) {
      if (error instanceof ApiError) markNetworkUp();
      throw error;
    }
    if (signal?.aborted) throw error;
    const held = await local();
    if (held === undefined) throw error;
    markNetworkDown();
    return asLocal(held);
  }
}
