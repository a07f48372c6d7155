import { type SaleCompleteInput, type SellableUnit, sellableUnits } from '../../../shared/contract/sale-wizard.js';
import { ApiError, call } from '../../lib/api.js';
import { offlineDb } from '../../lib/offline/db.js';
import { isNetworkDown, markNetworkDown, markNetworkUp, SLOW_READ_MS } from '../../lib/offline/network-state.js';
import { outbox } from '../../lib/offline/outbox-runner.js';
import { localSellable } from '../../lib/offline/sale-stock-store.js';

/**
 * A serial's units in the dealer's stock: the stock synced on this device first (works without a
 * signal, answers at once); when it knows none and the network is up, GET /sale/sellableUnits (a
 * unit that arrived since the last sync). The server refuses at completion whatever moved since.
 */
export async function findSellable(serialNo: string): Promise<SellableUnit[]> {
  const serial = serialNo.trim();
  if (!serial) return [];
  const local = await localSellable(offlineDb(), serial);
  if (local.length || isNetworkDown()) return local;
  try {
    const units = await call(sellableUnits, { query: { serialNo: serial }, timeoutMs: SLOW_READ_MS, redirectOnSessionEnd: false });
    markNetworkUp();
    return units;
  } catch (error) {
    if (error instanceof ApiError && error.status === 0) markNetworkDown();
    return [];
  }
}

/** Units of this dealer's sales still waiting in the outbox (sold here, not yet gone from the synced stock). */
export async function pendingSoldUnits(): Promise<Set<number>> {
  const sold = new Set<number>();
  for (const e of await outbox.entries()) if (e.kind === 'sale.complete') for (const l of (e.body as SaleCompleteInput).lines ?? []) sold.add(l.unitId);
  return sold;
}
