import { canAccess, findRoute, passesResellerAllowList } from '../../../shared/access.js';
import type { StoredUser } from '../session.js';
import { ownerKey, type SyncSetName } from './meta-keys.js';
import { onWriteSent, startOutbox } from './outbox-runner.js';
import { claimFor } from './owner.js';
import { requestPersistence, reportStorageError } from './storage.js';
import { whenStartSettled } from '../start-settled.js';
import { loadLastSynced, SYNC_EVERY_MS, syncSets } from './sync-runner.js';

/**
 * The offline field kit of one signed-in user (loaded lazily by app/offline-boot.tsx, so the
 * login page never pays for Dexie): the database becomes this user's (another dealer's data is
 * wiped), and for a dealer the sets it may see are synced and the outbox is sent.
 */

/** The sets a user's screens read offline: the storefront (allow-listed dealers) and the price list (its screen's roles). */
export function syncSetsOf(user: StoredUser): SyncSetName[] {
  const roles = user.user.roles;
  const sets: SyncSetName[] = [];
  const shop = findRoute('/resellerOrderManagement');
  if (shop && canAccess(shop, roles) && passesResellerAllowList(shop, { roles, canOrder: user.canOrder })) sets.push('storefront');
  const prices = findRoute('/productPriceInfoList');
  if (prices && canAccess(prices, roles)) sets.push('prices');
  return sets;
}

/** A user who records sales in the shop (/satis) for a reseller: the wizard's stock is kept offline and its sales go through the outbox. */
export function sellsInShop(user: StoredUser): boolean {
  const wizard = findRoute('/satis');
  return !!wizard && canAccess(wizard, user.user.roles) && user.user.loginReseller !== null;
}

export function bootOffline(user: StoredUser, onOwnerChanged: () => void): () => void {
  let stopped = false;
  const stops: (() => void)[] = [];
  void (async () => {
    const owner = ownerKey(user);
    const previous = await claimFor(owner);
    if (previous) onOwnerChanged();
    const sets = syncSetsOf(user);
    const sells = sellsInShop(user);
    if (stopped || (!sets.length && !sells)) return;
    void requestPersistence();
    await loadLastSynced();
    if (stopped) return;
    if (sets.includes('storefront') || sells) stops.push(startOutbox());
    const sync = () => void syncSets(sets, owner);
    // The first sync (which starts its worker) waits until the start has settled: it must not compete with the first screen.
    void whenStartSettled().then(async () => {
      if (stopped) return;
      sync();
      // The sales wizard's stock keeps itself in step (sale-stock-sync.ts), loaded only for those who sell.
      if (!sells) return;
      const { startSaleStockSync } = await import('./sale-stock-sync.js');
      if (!stopped) stops.push(startSaleStockSync(owner));
    });
    window.addEventListener('online', sync);
    const interval = setInterval(() => navigator.onLine && sync(), SYNC_EVERY_MS);
    stops.push(() => window.removeEventListener('online', sync), () => clearInterval(interval));
    // An order moves the distributor's stock (and the best sellers): the storefront follows.
    stops.push(onWriteSent((e) => e.kind === 'order.complete' && sync()));
  })().catch(reportStorageError);
  return () => {
    stopped = true;
    stops.forEach((stop) => stop());
  };
}
