import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoUser } from '../../testing/session-testing.js';
import type { StoredUser } from '../session.js';

const mocks = vi.hoisted(() => ({
  syncSets: vi.fn(async () => undefined),
  requestPersistence: vi.fn(async () => true),
  startOutbox: vi.fn(() => () => undefined),
  writeListeners: [] as ((e: { kind: string }) => void)[],
}));
vi.mock('./sync-runner.js', () => ({ SYNC_EVERY_MS: 5 * 60_000, syncSets: mocks.syncSets, loadLastSynced: async () => undefined }));
vi.mock('./storage.js', () => ({ requestPersistence: mocks.requestPersistence, reportStorageError: () => undefined }));
vi.mock('./outbox-runner.js', () => ({
  startOutbox: mocks.startOutbox,
  onWriteSent: (listener: (e: { kind: string }) => void) => {
    mocks.writeListeners.push(listener);
    return () => mocks.writeListeners.splice(mocks.writeListeners.indexOf(listener), 1);
  },
}));
vi.mock('../start-settled.js', () => ({ whenStartSettled: async () => undefined }));

const { bootOffline } = await import('./boot.js');
const { wipeOfflineData } = await import('./owner.js');

const dealer = { ...demoUser(['RESELLER_ADMIN']), autoLogin: false } as StoredUser;
/** Lets the boot's async steps (claim, persistence, first sync) run. */
const settle = () => vi.waitFor(() => expect(mocks.startOutbox).toHaveBeenCalled());

/**
 * When the offline kit syncs (issue 12 §1: on login, on reconnect, on a timer, after the dealer's
 * own writes) and what it asks of the browser (persistent storage); stopping it stops them all.
 */
describe('bootOffline', () => {
  beforeEach(async () => {
    await wipeOfflineData();
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.clearAllMocks();
    mocks.writeListeners.length = 0;
  });

  it("syncs the dealer's sets at start, on 'online', every 5 minutes and after an order is sent — not after a cart write", async () => {
    const stop = bootOffline(dealer, () => undefined);
    await settle();
    await vi.waitFor(() => expect(mocks.syncSets).toHaveBeenCalledTimes(1));
    expect(mocks.syncSets).toHaveBeenLastCalledWith(['storefront', 'prices'], '1:1');
    expect(mocks.requestPersistence).toHaveBeenCalledTimes(1);

    window.dispatchEvent(new Event('online'));
    expect(mocks.syncSets).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(5 * 60_000);
    expect(mocks.syncSets).toHaveBeenCalledTimes(3);
    mocks.writeListeners.forEach((l) => l({ kind: 'cart.line' }));
    expect(mocks.syncSets).toHaveBeenCalledTimes(3);
    mocks.writeListeners.forEach((l) => l({ kind: 'order.complete' }));
    expect(mocks.syncSets).toHaveBeenCalledTimes(4);

    stop();
    window.dispatchEvent(new Event('online'));
    vi.advanceTimersByTime(5 * 60_000);
    mocks.writeListeners.forEach((l) => l({ kind: 'order.complete' }));
    expect(mocks.syncSets).toHaveBeenCalledTimes(4);
  });

  it('tells the app when the database held another owner (its cached answers go too), not on a first start', async () => {
    const changed = vi.fn();
    const stop = bootOffline(dealer, changed);
    await settle();
    stop();
    expect(changed).not.toHaveBeenCalled();
    const other = { ...dealer, user: { ...dealer.user, loginReseller: { ...dealer.user.loginReseller!, id: 2, code: 'BY10002' } } };
    bootOffline(other, changed)();
    await vi.waitFor(() => expect(changed).toHaveBeenCalledTimes(1));
  });
});
