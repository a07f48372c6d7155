import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { StorefrontFilter } from '../../../shared/contract/storefront.js';
import { FILTER_DEBOUNCE_MS } from '../../../shared/paging.js';
import { click, fakeApi, renderScreen, typeIon } from '../../testing/screen-testing.js';
import { SHOP_DEBOUNCE_MS } from './shop-filter.js';
import StorefrontPage from './storefront-page.js';

const wait = (ms: number) => act(() => new Promise((r) => setTimeout(r, ms)));

/**
 * Spec 3 §4, §9 and spec 1 §9: filter changes search 2 s after the last one; only the price list
 * (500 ms) and the stock list are named otherwise, and the storefront is not among them. A whole
 * value — a tab, a chip's removal, Enter or a scan in the search box — searches at once, as a
 * list's 'Ara' does.
 */
describe("the storefront's search delay", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('is the 2 s of the lists: typing searches 2 s after the last key; a tab, a removed chip and Enter at once', async () => {
    expect(SHOP_DEBOUNCE_MS).toBe(FILTER_DEBOUNCE_MS);
    expect(SHOP_DEBOUNCE_MS).toBe(2000);
    const server = fakeApi((c) => (c.path === '/api/storefront/products' ? [200, { content: [], totalElements: 0 }] : undefined));
    const asked = () => server.to('/api/storefront/products').map((c) => c.body as StorefrontFilter);
    renderScreen(<StorefrontPage />, { path: '/resellerOrderManagement' });
    await waitFor(() => expect(asked()).toEqual([{}]));

    await typeIon('shop-search', 'kab');
    await wait(1000);
    await typeIon('shop-search', 'kablo');
    // 1.5 s after the last key: still nothing asked (a 500 ms delay would have asked twice by now).
    await wait(1500);
    expect(asked()).toEqual([{}]);
    await waitFor(() => expect(asked()).toEqual([{}, { modelName: 'kablo' }]), { timeout: 2000 });

    await click('shop-tabs-DASHBOARD');
    await waitFor(() => expect(asked().at(-1)).toEqual({ modelName: 'kablo', labelStatus: 'DASHBOARD' }), { timeout: 500 });

    await click('chip-modelName');
    await waitFor(() => expect(asked().at(-1)).toEqual({ labelStatus: 'DASHBOARD' }), { timeout: 500 });

    await typeIon('shop-search', '8690000000028');
    fireEvent.keyDown(screen.getByTestId('shop-search').querySelector('input')!, { key: 'Enter' });
    await waitFor(() => expect(asked().at(-1)).toEqual({ barcode: '8690000000028', labelStatus: 'DASHBOARD' }), { timeout: 500 });
    expect(asked().filter((b) => b.modelName === 'kab')).toEqual([]);

    await click('shop-tabs-ALL');
    await waitFor(() => expect(asked().at(-1)).toEqual({ barcode: '8690000000028' }), { timeout: 500 });
  });
});
