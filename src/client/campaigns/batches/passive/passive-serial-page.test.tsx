import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { BATCH_MSG, type CodeRow } from '../../../../shared/contract/code-batches.js';
import { type ApiCall, clearToasts, click, fakeApi, renderScreen, settle, toastsOf, typeIon } from '../../../testing/screen-testing.js';
import PassiveSerialPage from './passive-serial-page.js';
import { passivatedText } from './use-passivate.js';

const confirmMock = vi.hoisted(() => vi.fn(async () => true));
vi.mock('../../../ui/dialogs/confirm.js', () => ({ confirm: confirmMock }));

const serial = (id: number, active: boolean): CodeRow => ({
  id,
  value: `7K3M9P2QX${id}`,
  titleId: 7,
  ownerCode: 'BY10001',
  ownerName: 'Kadıköy İletişim',
  distyName: 'Boğaziçi Dağıtım A.Ş.',
  amount: 1250,
  termNumber: 6,
  voucherCode: 'AK00001',
  used: false,
  usageStatusDisplay: 'Kullanılmadı',
  isActivated: active,
  createDateTime: '2025-03-04T09:30:00.000Z',
  userName: 'Ahmet Yılmaz',
});

describe('/passiveSerial', () => {
  let off: Set<number>;
  let deactivate: (c: ApiCall) => [number, unknown];
  let server: ReturnType<typeof fakeApi>;
  const searches = () => server.to('/passiveSerial/searchSerial');
  const route = (c: ApiCall): [number, unknown] | undefined => {
    if (c.path === '/api/passiveSerial/searchSerial') {
      const rows = [11, 12, 13].map((id) => serial(id, !off.has(id)));
      return [200, { content: rows, totalElements: rows.length }];
    }
    if (c.path === '/api/passiveSerial/deactivate') return deactivate(c);
    return undefined;
  };

  beforeEach(() => {
    clearToasts();
    confirmMock.mockClear();
    off = new Set();
    deactivate = (c) => {
      const body = c.body as { serialIdList?: number[] };
      const ids = body.serialIdList ?? [11, 12, 13];
      ids.forEach((id) => off.add(id));
      return [200, { count: ids.length }];
    };
    server = fakeApi(route);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks nothing without a filter or with a range over 7 days', async () => {
    renderScreen(<PassiveSerialPage />, { path: '/passiveSerial' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Seri Numara Pasifleştirme');
    await click('passive-search');
    await settle();
    expect(toastsOf('warn')).toEqual([BATCH_MSG.passiveNeedsFilter]);

    clearToasts();
    await typeIon('passive-filter-startDate', '2025-03-01T10:00');
    await typeIon('passive-filter-endDate', '2025-03-09T10:00');
    await click('passive-search');
    await settle();
    expect(toastsOf('warn')).toEqual([BATCH_MSG.rangeTooLong]);
    expect(searches()).toHaveLength(0);
  });

  it('searches by range, reseller code and serial, the range sent as instants', async () => {
    renderScreen(<PassiveSerialPage />, { path: '/passiveSerial' });
    await typeIon('passive-filter-startDate', '2025-03-01T10:00');
    await typeIon('passive-filter-endDate', '2025-03-07T18:30');
    await typeIon('passive-filter-resellerCode', 'BY10001');
    await click('passive-search');
    await screen.findByTestId('passive-serials-row-11');
    expect(searches()[0].url).toBe('/api/passiveSerial/searchSerial?page=0&size=10&sort=id%2Casc');
    expect(searches()[0].body).toEqual({ startDate: new Date('2025-03-01T10:00').toISOString(), endDate: new Date('2025-03-07T18:30').toISOString(), resellerCode: 'BY10001' });
    expect(within(screen.getByTestId('passive-serials-row-11')).getByText('Evet')).toBeTruthy();
  });

  it('deactivates the chosen serials after confirmation and shows them as inactive', async () => {
    renderScreen(<PassiveSerialPage />, { path: '/passiveSerial' });
    await typeIon('passive-filter-resellerCode', 'BY10001');
    await click('passive-search');
    await click('passive-serials-select-11');
    await click('passive-serials-select-12');

    confirmMock.mockResolvedValueOnce(false);
    await click('passive-serials-deactivate');
    await settle();
    expect(server.to('/deactivate')).toHaveLength(0);

    await click('passive-serials-deactivate');
    await waitFor(() => expect(toastsOf('success')).toEqual([passivatedText(2)]));
    expect(confirmMock).toHaveBeenLastCalledWith(expect.objectContaining({ message: BATCH_MSG.passiveConfirm }));
    expect(server.to('/deactivate')[0].body).toEqual({ serialIdList: [11, 12] });
    await waitFor(() => expect(within(screen.getByTestId('passive-serials-row-11')).getByText('Hayır')).toBeTruthy());
    expect(within(screen.getByTestId('passive-serials-row-13')).getByText('Evet')).toBeTruthy();
    expect(screen.getByTestId('passive-serials-selected-count').textContent).toBe('0 kayıt seçildi');
    expect(passivatedText(2)).toBe('Seri numaralar pasif duruma getirildi. (2 adet)');
  });

  it('with nothing chosen deactivates everything the search found; a failure says so', async () => {
    renderScreen(<PassiveSerialPage />, { path: '/passiveSerial' });
    await typeIon('passive-filter-serial', '7K3M9P2QX11');
    await click('passive-search');
    await screen.findByTestId('passive-serials-row-11');
    await click('passive-serials-deactivate');
    await waitFor(() => expect(toastsOf('success')).toEqual([passivatedText(3)]));
    expect(server.to('/deactivate')[0].body).toEqual({ filter: { serial: '7K3M9P2QX11' } });

    clearToasts();
    deactivate = () => [500, { status: 500, code: 500, errors: [], fields: [] }];
    await click('passive-serials-deactivate');
    await waitFor(() => expect(toastsOf('error')).toEqual([BATCH_MSG.passiveFailed]));
  });
});
