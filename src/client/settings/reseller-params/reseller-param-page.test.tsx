import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { type Parameter, RESELLER_PARAM_MSG, SETTINGS_MSG } from '../../../shared/contract/settings.js';
import { clearSession, setUser } from '../../lib/session.js';
import { type ApiCall, clearToasts, click, fakeApi, isFlagged, renderScreen, settle, toastsOf, typeIon } from '../../testing/screen-testing.js';
import { demoUser } from '../../testing/session-testing.js';
import { percentText, ratioError } from './reseller-param-data.js';
import ResellerParamPage from './reseller-param-page.js';

const RATIO: Parameter = { key: 'MAX_DISCOUNT_RATIO', description: 'Azami indirim oranı', value: '7.5', resellerCode: 'BY10001', manuelUpdateDisabled: false };

describe('/resellerParamList', () => {
  let listAnswer: () => [number, unknown];
  let updateAnswer: (body: Record<string, unknown>) => [number, unknown];
  const route = (c: ApiCall): [number, unknown] | undefined => {
    if (c.path === '/api/parameter/reseller/getAll') return listAnswer();
    if (c.path === '/api/parameter/reseller/update') return updateAnswer(c.body as Record<string, unknown>);
    return undefined;
  };

  beforeEach(() => {
    clearToasts();
    setUser(demoUser(['RESELLER_ADMIN']));
    listAnswer = () => [200, [RATIO]];
    updateAnswer = (body) => [200, { ...RATIO, ...body }];
  });
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  it('shows the description, the value as a percent with a decimal comma, and the TESF note', async () => {
    fakeApi(route);
    renderScreen(<ResellerParamPage />, { path: '/resellerParamList' });
    const row = await screen.findByTestId('reseller-param-row-MAX_DISCOUNT_RATIO');
    expect(within(row).getByText('Azami indirim oranı')).toBeTruthy();
    expect(screen.getByTestId('reseller-param-percent-MAX_DISCOUNT_RATIO').textContent).toBe('%7,5');
    expect(screen.getByTestId('reseller-param-note').textContent).toBe(RESELLER_PARAM_MSG.tesfNote);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Bayi Parametreleri');
  });

  it('says "Parametre bulunamadı" when there is none and "Parametre bilgisi getirme başarısız." when the read fails', async () => {
    listAnswer = () => [500, { status: 500, code: 500, errors: [], fields: [] }];
    fakeApi(route);
    renderScreen(<ResellerParamPage />, { path: '/resellerParamList' });
    await waitFor(() => expect(toastsOf('error')).toEqual([SETTINGS_MSG.paramLoadFailed]));
    expect((await screen.findByTestId('reseller-param-empty')).textContent).toContain(RESELLER_PARAM_MSG.empty);
  });

  it('warns and flags an empty value and one outside 0–100 without saving, then saves and reloads', async () => {
    const server = fakeApi(route);
    renderScreen(<ResellerParamPage />, { path: '/resellerParamList' });
    await click('reseller-param-edit');
    await waitFor(() => expect((screen.getByTestId('reseller-param-value') as HTMLElement & { value?: string }).value).toBe('7.5'));

    await typeIon('reseller-param-value', '');
    await click('reseller-param-dialog-submit');
    await settle();
    expect(toastsOf('warn')).toEqual([SETTINGS_MSG.valueRequired]);
    expect(isFlagged('reseller-param-value')).toBe(true);

    clearToasts();
    await typeIon('reseller-param-value', '150');
    expect(isFlagged('reseller-param-value')).toBe(false);
    await click('reseller-param-dialog-submit');
    await settle();
    expect(toastsOf('warn')).toEqual([SETTINGS_MSG.ratioRange]);
    expect(isFlagged('reseller-param-value')).toBe(true);
    expect(server.to('/api/parameter/reseller/update')).toHaveLength(0);

    clearToasts();
    await typeIon('reseller-param-value', '12,5');
    await click('reseller-param-dialog-submit');
    await waitFor(() => expect(toastsOf('success')).toEqual([SETTINGS_MSG.paramEdited]));
    expect(server.to('/api/parameter/reseller/update')[0].body).toEqual({ key: 'MAX_DISCOUNT_RATIO', value: '12.5' });
    await waitFor(() => expect(server.to('/api/parameter/reseller/getAll')).toHaveLength(2));
  });

  it('says "Parametre düzenlenemedi." when the save fails', async () => {
    updateAnswer = () => [500, { status: 500, code: 500, errors: [], fields: [] }];
    fakeApi(route);
    renderScreen(<ResellerParamPage />, { path: '/resellerParamList' });
    await click('reseller-param-edit');
    await typeIon('reseller-param-value', '20');
    await click('reseller-param-dialog-submit');
    await waitFor(() => expect(toastsOf('error')).toEqual([SETTINGS_MSG.paramEditFailed]));
    expect(toastsOf('success')).toEqual([]);
  });

  it('reads ratios as the server does', () => {
    expect(percentText('10')).toBe('%10');
    expect(percentText('7.25')).toBe('%7,25');
    expect(ratioError(' ')).toBe(SETTINGS_MSG.valueRequired);
    expect(ratioError('100')).toBeUndefined();
    expect(ratioError('0')).toBeUndefined();
    expect(ratioError('5,')).toBeUndefined();
    expect(ratioError('100.01')).toBe(SETTINGS_MSG.ratioRange);
    expect(ratioError('7.125')).toBe(SETTINGS_MSG.ratioRange);
    expect(ratioError('-1')).toBe(SETTINGS_MSG.ratioRange);
  });
});
