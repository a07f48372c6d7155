import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { STOREFRONT_MSG } from '../../../shared/storefront.js';
import { OFFLINE_MSG } from '../../lib/offline/offline-texts.js';
import { offlineDb } from '../../lib/offline/db.js';
import { wipeOfflineData } from '../../lib/offline/owner.js';
import { clearSession } from '../../lib/session.js';
import { clearToasts, renderScreen } from '../../testing/screen-testing.js';
import { demoUser, signIn } from '../../testing/session-testing.js';
import { addToCart } from './use-cart.js';

/** Adding products with no network (a dealer in a shop, 390 px): one toast per tap, the newest in place of the one before. */
describe('cart adds while offline', () => {
  beforeEach(async () => {
    await wipeOfflineData();
    signIn(demoUser(['RESELLER_ADMIN']));
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    clearToasts();
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await wipeOfflineData();
    clearSession();
  });

  it('shows one toast saying the product was added and waits for the network, each add replacing the one before', async () => {
    let added: Promise<boolean> = Promise.resolve(false);
    const add = (modelId: number) => () => (added = addToCart({ modelId, barcode: `86900000000${modelId}`, quantity: 1 }));
    renderScreen(
      <>
        <button type="button" data-testid="add-4" onClick={add(4)} />
        <button type="button" data-testid="add-5" onClick={add(5)} />
      </>,
    );
    const toasts = () => Array.from(screen.getByTestId('toasts').querySelectorAll('li')).map((li) => [li.getAttribute('data-severity'), li.textContent]);
    const queued = ['info', `${STOREFRONT_MSG.addedToCart} ${OFFLINE_MSG.writeQueued}`];
    for (const id of ['add-4', 'add-5']) {
      fireEvent.click(screen.getByTestId(id));
      expect(await act(() => added)).toBe(true);
      expect(toasts()).toEqual([queued]);
    }
    expect(await offlineDb().outbox.count()).toBe(2);
  });
});
