import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { SHIPPING_MSG, type ShippingInfo } from '../../../shared/contract/shipping-info.js';
import { type ApiCall, chooseIon, clearToasts, click, fakeApi, isFlagged, renderScreen, settle, toastsOf, typeIon } from '../../testing/screen-testing.js';
import ShippingInfoPage from './shipping-info-page.js';

const OWN: ShippingInfo = {
  id: 7,
  name: 'Anadolu Aksesuar Tedarik A.Ş.',
  code: 'TDR001',
  shippingName: 'Anadolu Aksesuar İade',
  postCode: '34000',
  address: 'Atatürk Cad. No: 1 Kadıköy/İstanbul',
  phoneNumber: '2125550000',
};
const OTHER: ShippingInfo = { id: 9, name: 'Ege Teknoloji Ltd.', code: 'TDR002', shippingName: null, postCode: null, address: null, phoneNumber: null };

describe('/ProductFault-Update', () => {
  let list: ShippingInfo[];
  let saveAnswer: (body: Record<string, unknown>) => [number, unknown];
  const route = (c: ApiCall): [number, unknown] | undefined => {
    if (c.path === '/api/supply/shippingInfo') return [200, list];
    if (c.path === '/api/supply/shippingInfo/save') return saveAnswer(c.body as Record<string, unknown>);
    return undefined;
  };
  const valueOf = (testId: string) => (screen.getByTestId(testId) as HTMLElement & { value?: string }).value;

  beforeEach(() => {
    clearToasts();
    list = [OWN];
    saveAnswer = (body) => [200, { ...OWN, ...body }];
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows a supplier user its supplier read-only and its information, the phone grouped 3-3-2-2', async () => {
    fakeApi(route);
    renderScreen(<ShippingInfoPage />, { path: '/ProductFault-Update' });
    expect((await screen.findByTestId('shipping-supplier')).textContent).toContain(OWN.name);
    expect(screen.getByTestId('shipping-supplier-code').textContent).toBe('TDR001');
    expect(screen.getByTestId('shipping-supplier').tagName).not.toBe('ION-SELECT');
    await waitFor(() => expect(valueOf('shipping-phone')).toBe('212 555 00 00'));
    expect(valueOf('shipping-name')).toBe(OWN.shippingName);
    expect(valueOf('shipping-postcode')).toBe('34000');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Tedarikçi Arıza Bilgileri');
  });

  it('says "Tedarikçi bulunamadı." when there is none', async () => {
    list = [];
    fakeApi(route);
    renderScreen(<ShippingInfoPage />, { path: '/ProductFault-Update' });
    expect((await screen.findByTestId('shipping-empty')).textContent).toBe(SHIPPING_MSG.empty);
    expect(screen.queryByTestId('shipping-save')).toBeNull();
  });

  it('warns about a post code that is not 5 digits (letters never get in) without saving', async () => {
    const server = fakeApi(route);
    renderScreen(<ShippingInfoPage />, { path: '/ProductFault-Update' });
    await waitFor(() => expect(valueOf('shipping-postcode')).toBe('34000'));
    await typeIon('shipping-postcode', '34a1');
    await waitFor(() => expect(valueOf('shipping-postcode')).toBe('341'));
    await click('shipping-save');
    await settle();
    expect(toastsOf('warn')).toEqual([SHIPPING_MSG.postCode]);
    expect(isFlagged('shipping-postcode')).toBe(true);
    expect(isFlagged('shipping-phone')).toBe(false);
    expect(server.to('/supply/shippingInfo/save')).toHaveLength(0);

    clearToasts();
    await typeIon('shipping-name', ' ');
    await typeIon('shipping-phone', '212 555');
    await click('shipping-save');
    await settle();
    expect(toastsOf('warn')).toEqual([SHIPPING_MSG.required, SHIPPING_MSG.postCode, SHIPPING_MSG.phone]);
    expect(isFlagged('shipping-name')).toBe(true);
    expect(server.to('/supply/shippingInfo/save')).toHaveLength(0);
  });

  it('lets a distributor admin pick the supplier and saves its whole record: "Kaydedildi"', async () => {
    list = [OWN, OTHER];
    saveAnswer = (body) => [200, { ...OTHER, ...body }];
    const server = fakeApi(route);
    renderScreen(<ShippingInfoPage />, { path: '/ProductFault-Update' });
    await waitFor(() => expect(valueOf('shipping-name')).toBe(OWN.shippingName));
    expect(screen.getByTestId('shipping-supplier').tagName).toBe('ION-SELECT');
    await chooseIon('shipping-supplier', '9');
    await waitFor(() => expect(valueOf('shipping-name')).toBe(''));
    await typeIon('shipping-name', '  Ege İade Birimi ');
    await typeIon('shipping-postcode', '35220');
    await typeIon('shipping-address', 'Alsancak Mah. 1480 Sk. No: 4 Konak/İzmir');
    await typeIon('shipping-phone', '0232 444 55 66');
    await waitFor(() => expect(valueOf('shipping-phone')).toBe('232 444 55 66'));
    await click('shipping-save');
    await waitFor(() => expect(toastsOf('success')).toEqual([SHIPPING_MSG.saved]));
    expect(server.to('/supply/shippingInfo/save')[0].body).toEqual({
      id: 9,
      name: 'Ege Teknoloji Ltd.',
      code: 'TDR002',
      shippingName: 'Ege İade Birimi',
      postCode: '35220',
      address: 'Alsancak Mah. 1480 Sk. No: 4 Konak/İzmir',
      phoneNumber: '2324445566',
    });
  });

  it('shows the server’s message for 4 s on a failed save and flags its field', async () => {
    saveAnswer = () => [400, { status: 400, code: 10001, errors: [{ field: 'phoneNumber', message: SHIPPING_MSG.phone }], fields: ['phoneNumber'] }];
    fakeApi(route);
    renderScreen(<ShippingInfoPage />, { path: '/ProductFault-Update' });
    await waitFor(() => expect(valueOf('shipping-phone')).toBe('212 555 00 00'));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await click('shipping-save');
      await waitFor(() => expect(toastsOf('error')).toEqual([SHIPPING_MSG.phone]));
      expect(isFlagged('shipping-phone')).toBe(true);
      await vi.advanceTimersByTimeAsync(3500);
      expect(toastsOf('error')).toEqual([SHIPPING_MSG.phone]);
      await vi.advanceTimersByTimeAsync(600);
      await waitFor(() => expect(toastsOf('error')).toEqual([]));
    } finally {
      vi.useRealTimers();
    }
    expect(toastsOf('success')).toEqual([]);
  });
});
