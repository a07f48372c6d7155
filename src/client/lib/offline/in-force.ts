import type { SyncPrice } from '../../../shared/contract/sync.js';

/** The price version in force at `now` (start ≤ now < end), as the server's storefront decides it. */
export function priceInForce(prices: readonly SyncPrice[], now = Date.now()): SyncPrice | undefined {
  return prices.find((p) => Date.parse(p.start) <= now && (p.end === null || Date.parse(p.end) > now));
}
