import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { StorefrontProduct } from '../../../shared/contract/storefront.js';
import { fakeApi, renderScreen } from '../../testing/screen-testing.js';
import { demoUser, signIn } from '../../testing/session-testing.js';
import { ProductCard } from './product-card.js';

const product = (over: Partial<StorefrontProduct> = {}): StorefrontProduct => ({
  id: 7,
  model: {
    id: 7,
    name: 'Hızlı Şarj Adaptörü 20W',
    barcode: '8690000000007',
    brand: { id: 1, name: 'TTEC' },
    category: { id: 2, name: 'Şarj' },
    subCategory: { id: 3, name: 'Adaptör' },
    supplyStatus: 'AÇIK',
    origin: 'Çin',
    firstPicture: { id: 1, imageKey: 'k', url: '/api/public/image/k' },
  },
  modelPriceDisty: { id: 9, resellerPrice: 1234.5 },
  stockStatus: 'AVAILABLE',
  stockStatusLabel: 'VAR',
  severity: 'success',
  quantity: 40,
  labels: ['DASHBOARD'],
  ...over,
});

describe('ProductCard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows brand, name, barcode, the price in lira, the stock badge and the label; links to the detail', () => {
    fakeApi(() => undefined);
    renderScreen(<ProductCard product={product()} />);
    expect(screen.getByTestId('product-price-7').textContent).toBe('₺1,234.50');
    expect(screen.getByTestId('product-stock-7').textContent).toBe('VAR');
    expect(screen.getByText('Ana Sayfa')).toBeTruthy();
    expect(screen.getByText('8690000000007')).toBeTruthy();
    expect(screen.getByTestId('product-link-7').getAttribute('href')).toBe('/resellerProduct/7/8690000000007');
  });

  it('adds the chosen quantity to the cart; the button is disabled for YOK and for 0 units', async () => {
    // Cart writes go through the signed-in dealer's outbox.
    signIn(demoUser(['RESELLER_ADMIN']));
    const api = fakeApi((c) => (c.path === '/api/order/cart/line' ? [200, { id: 1, itemCount: 1, totalPrice: 0, resellerProductOrderDetails: [] }] : undefined));
    const { unmount } = renderScreen(<ProductCard product={product()} />);
    fireEvent.change(screen.getByTestId('product-qty-7-input'), { target: { value: '3' } });
    fireEvent.click(screen.getByTestId('add-to-cart-7'));
    await waitFor(() => expect(api.to('/api/order/cart/line')).toHaveLength(1));
    expect(api.to('/api/order/cart/line')[0].body).toEqual({ modelId: 7, barcode: '8690000000007', quantity: 3 });
    fireEvent.change(screen.getByTestId('product-qty-7-input'), { target: { value: '0' } });
    expect((screen.getByTestId('add-to-cart-7') as HTMLButtonElement).disabled).toBe(true);
    unmount();
    renderScreen(<ProductCard product={product({ stockStatus: 'NONE', stockStatusLabel: 'YOK', severity: 'danger', quantity: 0 })} />);
    expect((screen.getByTestId('add-to-cart-7') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('product-stock-7').textContent).toBe('YOK');
  });
});
