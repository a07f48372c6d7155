import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Cart } from '../../../shared/contract/cart.js';
import { demoUser, signIn } from '../../testing/session-testing.js';
import { clearToasts, click, json, renderScreen, toastsOf } from '../../testing/screen-testing.js';
import { stubFetch, type SeenCall } from '../../ui/kit-test-utils.js';
import { CartButton } from './cart-button.js';
import { afterOrder } from './use-complete-order.js';
import { wipeOfflineData } from '../../lib/offline/owner.js';
import { requestPanel } from '../../lib/panel-requests.js';

const cart = (price: number | null): Cart => ({
  id: 9,
  itemCount: 1,
  totalPrice: price === null ? 0 : 2 * price,
  resellerProductOrderDetails: [{ id: 90, quantity: 2, price, image: null, model: { id: 5, name: 'Anker Şarj', barcode: '869', brandName: 'Anker' } }],
});
const conflict = {
  status: 409,
  code: 409,
  message: '409',
  description: 'değişti',
  errors: [],
  fields: [],
  details: [{ modelId: 5, modelName: 'Anker Şarj', reason: 'PRICE', seenPrice: 10, currentPrice: 12, requestedQuantity: 2, availableQuantity: 50, cartQuantity: 2 }],
};

describe('CartButton and the cart panel', () => {
  let calls: SeenCall[];
  let answer: () => Response | Promise<Response>;
  beforeEach(async () => {
    await wipeOfflineData();
    clearToasts();
    signIn(demoUser(['RESELLER_ADMIN']));
    afterOrder.reload = vi.fn();
    answer = () => json(200, { id: 1 });
    ({ calls } = stubFetch(async (url) => {
      if (url.includes('/order/cart/0')) return json(200, cart(10));
      if (url.includes('/order/cart/complete')) return answer();
      if (url.includes('/order/cart/line')) return json(200, cart(10));
      return json(404, {});
    }));
  });
  afterEach(() => vi.unstubAllGlobals());

  const completions = () => calls.filter((c) => c.url.includes('/order/cart/complete'));
  const keyOf = (c: SeenCall) => c.headers['Idempotency-Key'];

  it("opens when the dashboard's 'Sepetim' quick link asked for it", async () => {
    requestPanel('cart');
    renderScreen(<CartButton />);
    expect((await screen.findByTestId('cart-line-amount-5')).textContent).toBe('2 x ₺10.00 = ₺20.00');
  });

  it('shows the count and the lines as quantity x price = total', async () => {
    renderScreen(<CartButton />);
    await waitFor(() => expect(screen.getByTestId('cart-count').textContent).toBe('1'));
    await click('cart-button');
    expect((await screen.findByTestId('cart-line-amount-5')).textContent).toBe('2 x ₺10.00 = ₺20.00');
    expect(screen.getByTestId('cart-total').textContent).toBe('₺20.00');
  });

  it('queues an order that got no answer and sends it again with the same key; a 409 shows the lines, accepting orders at the new price with a new key', async () => {
    renderScreen(<CartButton />);
    await click('cart-button');
    await screen.findByTestId('cart-line-5');
    answer = () => Promise.reject(new TypeError('network'));
    fireEvent.click(screen.getByTestId('cart-complete'));
    await waitFor(() => expect(completions()).toHaveLength(1));
    expect(JSON.parse(String(completions()[0].body))).toEqual({ cartId: 9, lines: [{ modelId: 5, quantity: 2, unitPrice: 10 }] });
    // No answer: the order waits in the outbox (the cart shows it gone) and is sent again after the back-off.
    await waitFor(() => expect(toastsOf('info').some((t) => t.includes('siparişiniz sıraya alındı'))).toBe(true), { timeout: 10_000 });
    await screen.findByTestId('cart-empty');
    answer = () => json(409, conflict);
    await waitFor(() => expect(completions()).toHaveLength(2), { timeout: 10_000 });
    expect(keyOf(completions()[1])).toBe(keyOf(completions()[0]));

    // 409: the stopped order's line is shown; accepting sends the order at today's price under a new key.
    expect((await screen.findByTestId('cart-conflict-5-PRICE')).textContent).toContain('Fiyatı değişti');
    expect(screen.getByTestId('cart-line-conflict-5').textContent).toContain('₺12.00');
    answer = () => json(200, { id: 1 });
    fireEvent.click(screen.getByTestId('cart-conflict-submit'));
    await waitFor(() => expect(completions()).toHaveLength(3));
    expect(keyOf(completions()[2])).not.toBe(keyOf(completions()[1]));
    expect(JSON.parse(String(completions()[2].body))).toEqual({ cartId: 9, lines: [{ modelId: 5, quantity: 2, unitPrice: 12 }] });
    await waitFor(() => expect(toastsOf('success')).toContain('Sipariş Tamamlandı.'));
    await waitFor(() => expect(afterOrder.reload).toHaveBeenCalled(), { timeout: 3000 });
  });
});
