import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { StorefrontSyncMeta, StorefrontSyncRow } from '../../../shared/contract/sync.js';
import { offlineDb } from '../../lib/offline/db.js';
import { META_KEYS } from '../../lib/offline/meta-keys.js';
import { isNetworkDown, markNetworkUp } from '../../lib/offline/network-state.js';
import { putStorefrontRows } from '../../lib/offline/local-rows-testing.js';
import { fakeApi, renderScreen, typeIon } from '../../testing/screen-testing.js';
import StorefrontProductPage from './product-page.js';
import StorefrontPage from './storefront-page.js';

const since = new Date(Date.now() - 86_400_000).toISOString();

const row = (modelId: number, name: string, barcode: string, over: Partial<StorefrontSyncRow> = {}): StorefrontSyncRow => ({
  modelId,
  name,
  barcode,
  description: `${name} açıklaması`,
  brandId: 1,
  categoryId: 10,
  subCategoryId: 100,
  supplyStatus: 'AÇIK',
  origin: 'Çin',
  approvedAt: since,
  dashboard: false,
  quantity: 40,
  pictures: [{ id: modelId, imageKey: `k${modelId}`, url: `/api/public/image/k${modelId}` }],
  prices: [{ priceId: modelId * 10, resellerPrice: 100 + modelId, start: since, end: null }],
  ...over,
});

const meta: StorefrontSyncMeta = {
  syncedAt: '2026-01-01T00:00:00.000Z',
  newProductDays: 30,
  bestSellers: [],
  brands: [{ id: 1, name: 'TTEC' }],
  categories: [{ id: 10, name: 'Şarj' }],
  subCategories: [{ id: 100, name: 'Kablo', categoryId: 10, noneStockMax: 0, limitedStockMax: 10 }],
};

/** The synced storefront in Dexie, and a server that never answers (the shop's Wi-Fi without internet). */
async function offlineWith(rows: StorefrontSyncRow[]) {
  await putStorefrontRows(rows);
  await offlineDb().meta.put({ key: META_KEYS.setMeta('storefront'), value: { ...meta, syncedAt: new Date().toISOString() } });
  fakeApi(() => undefined);
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
}

const cardIds = () => Array.from(screen.getByTestId('shop-grid').querySelectorAll('[data-testid^="product-card-"]')).map((c) => c.getAttribute('data-testid'));

describe('the storefront without a network', () => {
  beforeEach(async () => {
    await offlineDb().productChunks.clear();
    await offlineDb().meta.clear();
  });
  afterEach(() => {
    // Unmounted first: a mounted page would ask the server again when the network returns.
    cleanup();
    markNetworkUp();
    vi.unstubAllGlobals();
  });

  it("opens a product with its pictures, description and similar products from the offline storefront", async () => {
    await offlineWith([row(1, 'USB-C Kablo 1m', '8690000000011'), row(2, 'USB-C Kablo 2m', '8690000000028'), row(3, 'Lightning Kablo', '8690000000035')]);
    renderScreen(<StorefrontProductPage />, { path: '/resellerProduct/1/8690000000011', pattern: '/resellerProduct/:productId/:barcode' });
    expect((await screen.findByTestId('product-name')).textContent).toBe('USB-C Kablo 1m');
    expect(screen.getByTestId('product-description').textContent).toBe('USB-C Kablo 1m açıklaması');
    expect(screen.getByTestId('product-price').textContent).toBe('₺101.00');
    expect(screen.getByTestId('product-stock').textContent).toBe('VAR');
    const similar = await screen.findByTestId('similar-products');
    expect(within(similar).getByTestId('similar-3')).toBeTruthy();
    expect(within(similar).getByTestId('similar-2')).toBeTruthy();
    expect(isNetworkDown()).toBe(true);
  });

  it("keeps the card placeholders until the first page's cards are drawn: never 'no product' in between", async () => {
    await offlineWith([row(1, 'USB-C Kablo 1m', '8690000000011'), row(2, 'USB-C Kablo 2m', '8690000000028')]);
    const added: string[] = [];
    const observer = new MutationObserver((records) => {
      for (const r of records) for (const n of r.addedNodes) if (n instanceof Element) added.push(...[n, ...n.querySelectorAll('[data-testid]')].map((e) => e.getAttribute('data-testid') ?? ''));
    });
    observer.observe(document.body, { childList: true, subtree: true });
    renderScreen(<StorefrontPage />, { path: '/resellerOrderManagement' });
    await waitFor(() => expect(cardIds()).toEqual(['product-card-1', 'product-card-2']));
    observer.disconnect();
    expect(added).toContain('shop-grid');
    expect(added).not.toContain('shop-empty');
  });

  it("says 'Ürün bulunamadı' for a product that is not on the offline storefront", async () => {
    await offlineWith([row(1, 'USB-C Kablo 1m', '8690000000011', { prices: [] })]);
    renderScreen(<StorefrontProductPage />, { path: '/resellerProduct/1/8690000000011', pattern: '/resellerProduct/:productId/:barcode' });
    expect((await screen.findByTestId('product-not-found')).textContent).toBe('Ürün bulunamadı');
  });

  it('lists, counts and searches the offline storefront by name and by a scanned barcode', async () => {
    await offlineWith([
      row(1, 'USB-C Kablo 1m', '8690000000011'),
      row(2, 'Hızlı Şarj Adaptörü', '8690000000028', { dashboard: true }),
      row(3, 'Lightning Kablo', '8690000000035', { quantity: 0 }),
    ]);
    renderScreen(<StorefrontPage />, { path: '/resellerOrderManagement' });
    await screen.findByTestId('shop-grid');
    expect(cardIds()).toEqual(['product-card-2', 'product-card-3', 'product-card-1']);
    expect(screen.getByTestId('shop-total').textContent).toBe('3 ürün');
    expect(screen.getByTestId('product-stock-3').textContent).toBe('YOK');
    await typeIon('shop-search', 'kablo');
    await waitFor(() => expect(cardIds()).toEqual(['product-card-3', 'product-card-1']));
    // What a scanner or the camera puts in the search box: a barcode.
    await typeIon('shop-search', '8690000000028');
    await waitFor(() => expect(cardIds()).toEqual(['product-card-2']));
    expect(screen.getByTestId('chip-modelName').textContent).toContain('Barkod: 8690000000028');
    await typeIon('shop-search', '');
    await waitFor(() => expect(cardIds()).toHaveLength(3));
  });
});
