import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { type Parameter, SETTINGS_MSG } from '../../../shared/contract/settings.js';
import { type ApiCall, clearToasts, click, fakeApi, isDisabled, isFlagged, renderScreen, settle, toastsOf, typeIon } from '../../testing/screen-testing.js';
import ParamListPage from './param-list-page.js';

const PARAMS: Parameter[] = [
  { key: 'LIMITED_STOCK_STATUS_MAX', description: 'Stok limitli için en yüksek adet', value: '10', resellerCode: null, manuelUpdateDisabled: false },
  { key: 'MAX_DISCOUNT_RATIO', description: 'En yüksek indirim oranı (%)', value: '10', resellerCode: null, manuelUpdateDisabled: false },
  { key: 'SYSTEM_KEPT', description: 'Sistem', value: '1', resellerCode: null, manuelUpdateDisabled: true },
];

describe('/paramList', () => {
  let updateAnswer: (body: Record<string, unknown>) => [number, unknown];
  let listAnswer: () => [number, unknown];
  const route = (c: ApiCall): [number, unknown] | undefined => {
    if (c.path === '/api/parameter/getAll') return listAnswer();
    if (c.path === '/api/parameter/update') return updateAnswer(c.body as Record<string, unknown>);
    return undefined;
  };

  beforeEach(() => {
    clearToasts();
    listAnswer = () => [200, PARAMS];
    updateAnswer = (body) => [200, { ...PARAMS[1], ...body, resellerCode: null, manuelUpdateDisabled: false }];
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows key, description and value; the empty text when there is none', async () => {
    fakeApi(route);
    renderScreen(<ParamListPage />, { path: '/paramList' });
    const row = await screen.findByTestId('param-row-MAX_DISCOUNT_RATIO');
    expect(within(row).getByText('En yüksek indirim oranı (%)')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Parametreler');
    expect(isDisabled('param-edit-SYSTEM_KEPT')).toBe(true);
    expect(isDisabled('param-edit-MAX_DISCOUNT_RATIO')).toBe(false);
    // Pages of 10/20/30 (spec 3 §2.3), not the shared tables' 5/10/25.
    expect(Array.from(screen.getByTestId('param-paginator-size').querySelectorAll('option')).map((o) => o.textContent)).toEqual(['10', '20', '30']);
  });

  it('says "Parametre bulunamadı" for no parameters and "Parametre bilgisi getirme başarısız." when the read fails', async () => {
    listAnswer = () => [500, { status: 500, code: 500, errors: [], fields: [] }];
    fakeApi(route);
    renderScreen(<ParamListPage />, { path: '/paramList' });
    await waitFor(() => expect(toastsOf('error')).toEqual([SETTINGS_MSG.paramLoadFailed]));
    expect((await screen.findByTestId('param-empty')).textContent).toContain(SETTINGS_MSG.paramEmpty);
  });

  it('edits: key read-only, value required, then "Parametre düzenlendi."', async () => {
    const server = fakeApi(route);
    renderScreen(<ParamListPage />, { path: '/paramList' });
    await click('param-edit-MAX_DISCOUNT_RATIO');
    await waitFor(() => expect((screen.getByTestId('param-dialog-key') as HTMLElement & { value?: string }).value).toBe('MAX_DISCOUNT_RATIO'));
    expect((screen.getByTestId('param-dialog-key') as HTMLElement & { disabled?: boolean }).disabled).toBe(true);
    await typeIon('param-dialog-value', '  ');
    await click('param-dialog-submit');
    await settle();
    expect(toastsOf('warn')).toEqual([SETTINGS_MSG.valueRequired]);
    expect(isFlagged('param-dialog-value')).toBe(true);
    expect(server.to('/api/parameter/update')).toHaveLength(0);

    await typeIon('param-dialog-value', '15');
    await click('param-dialog-submit');
    await waitFor(() => expect(toastsOf('success')).toEqual([SETTINGS_MSG.paramEdited]));
    expect(server.to('/api/parameter/update')[0].body).toEqual({ key: 'MAX_DISCOUNT_RATIO', description: 'En yüksek indirim oranı (%)', value: '15' });
    await waitFor(() => expect(server.to('/api/parameter/getAll')).toHaveLength(2));
  });

  it('shows the server’s value message, or "Parametre düzenlenemedi." when the save fails otherwise', async () => {
    updateAnswer = () => [400, { status: 400, code: 10001, errors: [{ field: 'value', message: SETTINGS_MSG.ratioRange }], fields: ['value'] }];
    fakeApi(route);
    renderScreen(<ParamListPage />, { path: '/paramList' });
    await click('param-edit-MAX_DISCOUNT_RATIO');
    await typeIon('param-dialog-value', '150');
    await click('param-dialog-submit');
    await waitFor(() => expect(toastsOf('error')).toEqual([SETTINGS_MSG.ratioRange]));
    expect(isFlagged('param-dialog-value')).toBe(true);

    clearToasts();
    updateAnswer = () => [500, { status: 500, code: 500, errors: [], fields: [] }];
    await click('param-dialog-submit');
    await waitFor(() => expect(toastsOf('error')).toEqual([SETTINGS_MSG.paramEditFailed]));
    expect(toastsOf('success')).toEqual([]);
  });
});
