import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { Role } from '../../../shared/access.js';
import type { OrderDetail, OrderRow } from '../../../shared/contract/orders.js';
import { demoUser, signIn } from '../../testing/session-testing.js';
import { clearToasts, click, fakeApi, renderScreen, toastsOf, typeIon } from '../../testing/screen-testing.js';
import OrderFollowPage from './order-follow-page.js';

vi.mock('../../ui/dialogs/confirm.js', () => ({ confirm: async () => true }));

const row = (id: number, orderStatus: OrderRow['orderStatus']): OrderRow => ({
  id,
  distyOrderNo: orderStatus === 'APPROVED' ? `BG-${id}` : null,
  ownUser: { name: 'Emre', surname: 'Koç', gsmNo: '5354440001' },
  orderStatus,
  requestDate: '2026-11-20T10:00:00.000Z',
  approverDate: null,
  totalPrice: 80,
  totalQuantity: 2,
  reseller: { code: 'BY10001', name: 'Kadıköy İletişim' },
  distyName: 'Boğaziçi Dağıtım A.Ş.',
});
const detail = (r: OrderRow): OrderDetail => ({
  ...r,
  rejectDescription: null,
  details: [{ id: 1, modelId: 5, subCategory: 'Kılıf', brandName: 'Anker', modelName: 'Anker Kılıf', barcode: '869', requestQuantity: 2, unitPrice: 40, requestPrice: 80 }],
});

describe('/resellerProductOrder/follow', () => {
  let api: ReturnType<typeof fakeApi>;
  beforeEach(() => {
    clearToasts();
    api = fakeApi(({ path, body }) => {
      if (path.endsWith('/order/completed/getAll')) return [200, { content: [row(1, 'WAITING'), row(2, 'APPROVED')], totalElements: 2 }];
      if (path.endsWith('/order/1')) return [200, detail(row(1, 'WAITING'))];
      if (path.endsWith('/order/approve')) return [200, detail({ ...row(1, 'APPROVED'), distyOrderNo: (body as { distyOrderNo: string }).distyOrderNo })];
      if (path.endsWith('/order/cancel/1')) return [200, { message: '' }];
      return undefined;
    });
  });
  afterEach(() => vi.unstubAllGlobals());
  const open = async (roles: Role[]) => {
    signIn(demoUser(roles));
    renderScreen(<OrderFollowPage />);
    await screen.findByTestId('orders-row-1');
  };

  it('lets the distributor approve a WAITING order with its order number (required)', async () => {
    await open(['DISTY_ADMIN']);
    expect(screen.getByTestId('orders-status-1').textContent).toBe('Onay Bekliyor');
    // The spec gives the order list no sizes of its own: the shared tables' 5, 10, 25 (spec 1 §9).
    expect(Array.from(screen.getByTestId('orders-paginator-size').querySelectorAll('option')).map((o) => o.textContent)).toEqual(['5', '10', '25']);
    expect(screen.queryByTestId('orders-approve-2')).toBeNull();
    await click('orders-approve-1');
    await click('order-approve-submit');
    expect(await screen.findByText('Distribütör sipariş numarası zorunludur.')).toBeTruthy();
    expect(api.to('/order/approve')).toHaveLength(0);
    await typeIon('order-approve-no', 'BG-77');
    await click('order-approve-submit');
    await waitFor(() => expect(api.to('/order/approve')[0]?.body).toEqual({ id: 1, distyOrderNo: 'BG-77' }));
    await waitFor(() => expect(toastsOf('success')).toContain('Sipariş onaylandı.'));
  });

  it('shows the reseller the lines as quantity x unit price = total; too late to cancel is an info', async () => {
    await open(['RESELLER_ADMIN']);
    expect(screen.queryByTestId('orders-approve-1')).toBeNull();
    await click('orders-detail-1');
    expect((await screen.findByTestId('order-line-amount-5')).textContent).toBe('2 x ₺40.00 = ₺80.00');
    expect(screen.getByTestId('order-detail-price').textContent).toBe('₺80.00');
    await click('order-detail-cancel-order');
    await waitFor(() => expect(toastsOf('info')).toContain('Sipariş İptali için geç kalınmıştır.'));
  });
});
