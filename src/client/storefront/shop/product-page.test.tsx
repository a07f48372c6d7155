import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { MSG } from '../../../shared/messages.js';
import { markNetworkUp } from '../../lib/offline/network-state.js';
import { fakeApi, renderScreen, toastsOf } from '../../testing/screen-testing.js';
import StorefrontProductPage from './product-page.js';

const open = () => renderScreen(<StorefrontProductPage />, { path: '/resellerProduct/5/8690000000059', pattern: '/resellerProduct/:productId/:barcode' });
const envelope = (status: number) => ({ status, code: status, description: 'x', errors: [], fields: [] });

/** The product detail's failures (spec 3 §8: storefront errors go through the shared handler with a toast). */
describe('the product detail when its read fails', () => {
  afterEach(() => {
    cleanup();
    markNetworkUp();
    vi.unstubAllGlobals();
  });

  it("a product gone from the storefront (404): 'Ürün bulunamadı' on the page, no toast", async () => {
    fakeApi((c) => (c.path.startsWith('/api/storefront/') ? [404, envelope(404)] : undefined));
    open();
    expect((await screen.findByTestId('product-not-found')).textContent).toBe('Ürün bulunamadı');
    expect(toastsOf('error')).toEqual([]);
  });

  it('a server failure (500): the shared handler toasts it', async () => {
    fakeApi((c) => (c.path.startsWith('/api/storefront/') ? [500, envelope(500)] : undefined));
    open();
    await waitFor(() => expect(toastsOf('error')).toContain(MSG.unexpected));
  });
});
