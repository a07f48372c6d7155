import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { SETTINGS_MSG, type SubCategoryThreshold } from '../../../shared/contract/settings.js';
import { type ApiCall, clearToasts, click, fakeApi, isDisabled, isFlagged, renderScreen, settle, toastsOf, typeIon } from '../../testing/screen-testing.js';
import StockStatusPage from './stock-status-page.js';

const ROWS: SubCategoryThreshold[] = [
  { id: 1, name: 'Araç Kameraları', categoryName: 'Araç Aksesuarları', noneStockStatusMax: 0, limitedStockStatusMax: 1500, stockStatusManual: true, manuelUpdateDisabled: false },
  { id: 2, name: 'Hafıza Kartları', categoryName: 'Depolama', noneStockStatusMax: 0, limitedStockStatusMax: 10, stockStatusManual: false, manuelUpdateDisabled: true },
];
const param = (key: string, value: string) => ({ key, description: key, value, resellerCode: null, manuelUpdateDisabled: false });

describe('/stockStatus', () => {
  let noneAnswer: () => [number, unknown];
  const route = (c: ApiCall): [number, unknown] | undefined => {
    if (c.path === '/api/subCategory/stockStatus/getAll') return [200, ROWS];
    if (c.path === '/api/parameter/getByKey/NONE_STOCK_STATUS_MAX') return noneAnswer();
    if (c.path === '/api/parameter/getByKey/LIMITED_STOCK_STATUS_MAX') return [200, param('LIMITED_STOCK_STATUS_MAX', '10')];
    if (c.path === '/api/subCategory/stockStatus/updateAll') return [200, { updated: 2 }];
    if (c.path === '/api/subCategory/stockStatus/update') return [200, ROWS[0]];
    if (c.path === '/api/subCategory/stockStatus/lock') return [200, ROWS[0]];
    return undefined;
  };
  const valueOf = (testId: string) => (screen.getByTestId(testId) as HTMLElement & { value?: string }).value;

  beforeEach(() => {
    clearToasts();
    noneAnswer = () => [200, param('NONE_STOCK_STATUS_MAX', '0')];
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the global thresholds and the rows with thousand separators; a locked row cannot be edited', async () => {
    fakeApi(route);
    renderScreen(<StockStatusPage />, { path: '/stockStatus' });
    const row = await screen.findByTestId('threshold-row-1');
    expect(within(row).getByText('1,500')).toBeTruthy();
    await waitFor(() => expect([valueOf('global-thresholds-none'), valueOf('global-thresholds-limited')]).toEqual(['0', '10']));
    expect(isDisabled('threshold-edit-2')).toBe(true);
    expect(isDisabled('threshold-edit-1')).toBe(false);
  });

  it('says "Stok yok sınır getirme başarısız." when the none threshold cannot be read', async () => {
    noneAnswer = () => [500, { status: 500, code: 500, errors: [], fields: [] }];
    fakeApi(route);
    renderScreen(<StockStatusPage />, { path: '/stockStatus' });
    await waitFor(() => expect(toastsOf('error')).toEqual([SETTINGS_MSG.noneLoadFailed]));
  });

  it('"Hepsini Güncelle" checks the rule, then sends both values and the box', async () => {
    const server = fakeApi(route);
    renderScreen(<StockStatusPage />, { path: '/stockStatus' });
    await waitFor(() => expect(valueOf('global-thresholds-limited')).toBe('10'));
    await typeIon('global-thresholds-none', '');
    await click('global-thresholds-update');
    await settle();
    expect(toastsOf('warn')).toEqual([SETTINGS_MSG.thresholdsRequired]);
    expect(isFlagged('global-thresholds-none')).toBe(true);
    clearToasts();
    await typeIon('global-thresholds-none', '10');
    await click('global-thresholds-update');
    await settle();
    expect(toastsOf('warn')).toEqual([SETTINGS_MSG.noneBelowLimited]);
    expect(server.to('/api/subCategory/stockStatus/updateAll')).toHaveLength(0);

    await typeIon('global-thresholds-none', '3');
    act(() => {
      screen.getByTestId('global-thresholds-manual').dispatchEvent(new CustomEvent('ionChange', { detail: { checked: true }, bubbles: true }));
    });
    await click('global-thresholds-update');
    await waitFor(() => expect(toastsOf('success')).toEqual([SETTINGS_MSG.allUpdated]));
    expect(server.to('/api/subCategory/stockStatus/updateAll')[0].body).toEqual({ noneStockStatusMax: 3, limitedStockStatusMax: 10, updateStockStatusMaxManuelUpdated: true });
  });

  it('edits one row: "Stok durumu düzenlendi."', async () => {
    const server = fakeApi(route);
    renderScreen(<StockStatusPage />, { path: '/stockStatus' });
    await click('threshold-edit-1');
    await waitFor(() => expect(valueOf('threshold-dialog-limited')).toBe('1500'));
    await typeIon('threshold-dialog-none', '1500');
    await click('threshold-dialog-submit');
    await settle();
    expect(toastsOf('warn')).toEqual([SETTINGS_MSG.noneBelowLimited]);
    await typeIon('threshold-dialog-none', '5');
    await click('threshold-dialog-submit');
    await waitFor(() => expect(toastsOf('success')).toEqual([SETTINGS_MSG.oneEdited]));
    expect(server.to('/api/subCategory/stockStatus/update')[0].body).toEqual({ subCategoryId: 1, noneStockStatusMax: 5, limitedStockStatusMax: 1500 });
  });

  it('locks a row with its toggle', async () => {
    const server = fakeApi(route);
    renderScreen(<StockStatusPage />, { path: '/stockStatus' });
    const toggle = await screen.findByTestId('threshold-lock-1');
    act(() => {
      toggle.dispatchEvent(new CustomEvent('ionChange', { detail: { checked: true }, bubbles: true }));
    });
    await waitFor(() => expect(server.to('/api/subCategory/stockStatus/lock')[0]?.body).toEqual({ subCategoryId: 1, manuelUpdateDisabled: true }));
    await waitFor(() => expect(toastsOf('success')).toEqual([SETTINGS_MSG.locked]));
  });
});
