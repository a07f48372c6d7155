import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { offlineDb } from '../../lib/offline/db.js';
import { STORAGE_MSG } from '../../lib/offline/storage.js';
import { wipeOfflineData } from '../../lib/offline/owner.js';
import { clearSession } from '../../lib/session.js';
import { clearToasts, renderScreen, toastsOf } from '../../testing/screen-testing.js';
import { demoUser, signIn } from '../../testing/session-testing.js';
import { addToCart } from './use-cart.js';
import { useCompleteOrder } from './use-complete-order.js';

/** A device with no room left (issue 12 §1: a full quota gets a clear message): a cart or order write that cannot be queued. */
describe('a full disk while queuing a write', () => {
  const fetchMock = vi.fn(async () => new Response('{}', { status: 200 }));
  beforeEach(async () => {
    await wipeOfflineData();
    signIn(demoUser(['RESELLER_ADMIN']));
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(offlineDb().outbox, 'add').mockRejectedValue(new DOMException('The quota has been exceeded.', 'QuotaExceededError'));
    clearToasts();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    clearSession();
  });

  it("an add says 'Cihazda yer kalmadı: işlem kaydedilemedi…', sends nothing and is not counted as done", async () => {
    renderScreen(<span />); // the toasts' list
    expect(await addToCart({ modelId: 4, barcode: '8690000000042', quantity: 2 })).toBe(false);
    expect(toastsOf('error')).toEqual([STORAGE_MSG.writeFull]);
    expect(toastsOf('success')).toEqual([]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('an order completion says so too and stays undone', async () => {
    let complete: ReturnType<typeof useCompleteOrder> | undefined;
    function Probe() {
      complete = useCompleteOrder();
      return null;
    }
    renderScreen(<Probe />);
    expect(await complete!.submit({ cartId: 3, lines: [{ modelId: 4, quantity: 1, unitPrice: 10 }] })).toBe(false);
    expect(toastsOf('error')).toEqual([STORAGE_MSG.writeFull]);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
