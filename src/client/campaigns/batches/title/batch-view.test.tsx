import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { BATCH_MSG, type Title } from '../../../../shared/contract/code-batches.js';
import { type ApiCall, clearToasts, click, fakeApi, renderScreen, settle, toastsOf } from '../../../testing/screen-testing.js';
import { readBatchId, storeBatchId } from '../batch-storage.js';
import PassTitlePage from './pass-title-page.js';
import SerialTitlePage from './serial-title-page.js';
import { codeRow, pageOf, title } from './title-testing.js';

const confirmMock = vi.hoisted(() => vi.fn(async () => true));
vi.mock('../../../ui/dialogs/confirm.js', () => ({ confirm: confirmMock }));

const S = '/api/accessoryCampaignSerial';
const isDisabled = (testId: string) => (screen.getByTestId(testId) as HTMLIonButtonElement).disabled;

describe('a stored batch on /accessoryCampaignSerialTitle', () => {
  let current: Title;
  let answer: (c: ApiCall) => [number, unknown] | undefined;
  const route = (c: ApiCall): [number, unknown] | undefined => {
    const own = answer(c);
    if (own) return own;
    if (c.path === `${S}/title/12`) return [200, current];
    if (c.path === `${S}/codes`) return [200, pageOf([codeRow(1, 12), codeRow(2, 12), codeRow(3, 12)], 1000)];
    if (c.path === `${S}/activate`) return [200, { ...current, isActivated: true }];
    if (c.path === `${S}/delete`) return [200, { id: 12 }];
    if (c.path === `${S}/cancelSerials`) return [200, { count: (c.body as { serialIdList: number[] }).serialIdList.length }];
    return undefined;
  };

  beforeEach(() => {
    clearToasts();
    confirmMock.mockClear();
    current = title(12);
    answer = () => undefined;
    storeBatchId('serial', 12);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the facts and the codes of the batch (10 a page, 10/20/30), by its id', async () => {
    const server = fakeApi(route);
    renderScreen(<SerialTitlePage />, { path: '/accessoryCampaignSerialTitle' });
    expect((await screen.findByTestId('batch-status')).textContent).toBe('Tamamlandı');
    expect(screen.getByTestId('batch-fact-id').textContent).toBe('12');
    expect(screen.getByTestId('batch-fact-userName').textContent).toBe('Ahmet Yılmaz');
    expect(screen.getByTestId('batch-fact-totalCount').textContent).toBe('1,000');
    expect(screen.getByTestId('batch-fact-usedCount').textContent).toBe('3');
    expect(screen.getByTestId('batch-fact-isActivated').textContent).toBe('Hayır');
    expect(screen.getByTestId('batch-fact-createDateTime').textContent).toMatch(/^04-03-2025 \d\d:15$/);
    await screen.findByTestId('batch-codes-row-1');
    const page = server.to('/accessoryCampaignSerial/codes')[0];
    expect(page.body).toEqual({ titleId: '12' });
    expect(page.search).toContain('size=10');
    expect(screen.getByTestId('batch-codes-paginator-report').textContent).toBe('1,000 kayıttan 1 - 10 arası gösteriliyor');
    expect(screen.queryByTestId('batch-codes-export')).toBeNull();
    expect(isDisabled('batch-activate')).toBe(false);
    expect(isDisabled('batch-cancel')).toBe(false);
  });

  it('activates: the spec’s text, both buttons off, and back to the list after 2 s', async () => {
    const server = fakeApi(route);
    renderScreen(<SerialTitlePage />, { path: '/accessoryCampaignSerialTitle' });
    await screen.findByTestId('batch-activate');
    await click('batch-activate');
    await waitFor(() => expect(toastsOf('success')).toEqual([BATCH_MSG.serial.activated]));
    expect(server.to('/accessoryCampaignSerial/activate')[0].body).toEqual({ id: 12 });
    expect(isDisabled('batch-activate')).toBe(true);
    expect(isDisabled('batch-cancel')).toBe(true);
    expect(screen.getByTestId('location').textContent).toBe('/accessoryCampaignSerialTitle');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/accessoryCampaignSerialTitleList'), { timeout: 3500 });
    expect(readBatchId('serial')).toBe(12);
  });

  it('an activation failure says the spec’s text and enables the buttons again', async () => {
    answer = (c) => (c.path === `${S}/activate` ? [400, { status: 400, code: 10000, errors: [], fields: [BATCH_MSG.alreadyActive] }] : undefined);
    fakeApi(route);
    renderScreen(<SerialTitlePage />, { path: '/accessoryCampaignSerialTitle' });
    await screen.findByTestId('batch-activate');
    await click('batch-activate');
    await waitFor(() => expect(toastsOf('error')).toEqual([BATCH_MSG.serial.activateFailed]));
    await waitFor(() => expect(isDisabled('batch-activate')).toBe(false));
    expect(isDisabled('batch-cancel')).toBe(false);
  });

  it('cancels after confirmation: the spec’s text, a new batch next time, back to the list after 2 s', async () => {
    const server = fakeApi(route);
    renderScreen(<SerialTitlePage />, { path: '/accessoryCampaignSerialTitle' });
    await screen.findByTestId('batch-cancel');
    confirmMock.mockResolvedValueOnce(false);
    await click('batch-cancel');
    await settle();
    expect(server.to('/accessoryCampaignSerial/delete')).toHaveLength(0);
    await click('batch-cancel');
    await waitFor(() => expect(toastsOf('success')).toEqual([BATCH_MSG.serial.cancelled]));
    expect(server.to('/accessoryCampaignSerial/delete')[0].body).toEqual({ id: 12 });
    expect(readBatchId('serial')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/accessoryCampaignSerialTitleList'), { timeout: 3500 });
  });

  it('a cancel failure says the spec’s text and stays', async () => {
    answer = (c) => (c.path === `${S}/delete` ? [500, { status: 500, code: 500, errors: [], fields: [] }] : undefined);
    fakeApi(route);
    renderScreen(<SerialTitlePage />, { path: '/accessoryCampaignSerialTitle' });
    await click('batch-cancel');
    await waitFor(() => expect(toastsOf('error')).toEqual([BATCH_MSG.serial.cancelFailed]));
    await waitFor(() => expect(isDisabled('batch-cancel')).toBe(false));
    expect(readBatchId('serial')).toBe(12);
  });

  it('an active batch has both buttons off', async () => {
    current = title(12, { isActivated: true });
    fakeApi(route);
    renderScreen(<SerialTitlePage />, { path: '/accessoryCampaignSerialTitle' });
    await screen.findByTestId('batch-activate');
    expect(isDisabled('batch-activate')).toBe(true);
    expect(isDisabled('batch-cancel')).toBe(true);
    expect(screen.getByTestId('batch-fact-isActivated').textContent).toBe('Evet');
  });

  it('cancels the chosen codes after confirmation and reloads them', async () => {
    const server = fakeApi(route);
    renderScreen(<SerialTitlePage />, { path: '/accessoryCampaignSerialTitle' });
    await screen.findByTestId('batch-codes-row-1');
    expect(isDisabled('batch-codes-cancel')).toBe(true);
    await click('batch-codes-select-1');
    await click('batch-codes-select-3');
    await click('batch-codes-cancel');
    await waitFor(() => expect(toastsOf('success')).toEqual(['2 seri numara iptal edildi.']));
    expect(confirmMock).toHaveBeenLastCalledWith(expect.objectContaining({ message: 'Seçilen seri numaralar iptal edilecek. Emin misiniz?' }));
    expect(server.to('/accessoryCampaignSerial/cancelSerials')[0].body).toEqual({ serialIdList: [1, 3] });
    await waitFor(() => expect(server.to('/accessoryCampaignSerial/codes').length).toBeGreaterThanOrEqual(2));
    expect(screen.getByTestId('batch-codes-selected-count').textContent).toBe('0 kayıt seçildi');
  });

  it('a batch being made shows the spinner and percent (0 decimals) and asks again every 2 s; a failed one its error', async () => {
    current = title(12, { titleStatus: 'CONTINUING', titleStatusDisplay: 'Devam Ediyor', totalCount: 3000, createdCount: 0, progress: 1999 });
    const server = fakeApi(route);
    renderScreen(<SerialTitlePage />, { path: '/accessoryCampaignSerialTitle' });
    expect((await screen.findByTestId('batch-percent')).textContent).toBe('%66');
    expect(screen.getByTestId('batch-progress').textContent).toContain(BATCH_MSG.continuing);
    expect(screen.queryByTestId('batch-activate')).toBeNull();
    expect(screen.queryByTestId('batch-codes')).toBeNull();
    current = { ...current, titleStatus: 'FAILED', titleStatusDisplay: 'Başarısız', error: 'Kod üretimi durdu.' };
    await waitFor(() => expect(screen.getByTestId('batch-error').textContent).toBe('Başarısız: Kod üretimi durdu.'), { timeout: 3500 });
    expect(server.to('/accessoryCampaignSerial/title/12')).toHaveLength(2);
    await new Promise((r) => setTimeout(r, 2300));
    expect(server.to('/accessoryCampaignSerial/title/12')).toHaveLength(2);
  });
});

describe('a stored batch on /accessoryCampaignPassTitle', () => {
  beforeEach(() => {
    clearToasts();
    storeBatchId('pass', 5);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('uses the password calls and texts', async () => {
    const server = fakeApi((c) => {
      if (c.path === '/api/accessoryCampaignPass/title/5') return [200, title(5)];
      if (c.path === '/api/accessoryCampaignPass/codes') return [200, pageOf([{ ...codeRow(9, 5), ownerCode: 'TTCRM001', ownerName: 'Bireysel Mobil' }])];
      if (c.path === '/api/accessoryCampaignPass/cancelPasses') return [200, { count: 1 }];
      if (c.path === '/api/accessoryCampaignPass/activate') return [500, { status: 500, code: 500, errors: [], fields: [] }];
      return undefined;
    });
    renderScreen(<PassTitlePage />, { path: '/accessoryCampaignPassTitle' });
    expect((await screen.findByTestId('batch-codes-row-9')).textContent).toContain('Bireysel Mobil');
    await click('batch-codes-select-9');
    await click('batch-codes-cancel');
    await waitFor(() => expect(toastsOf('success')).toEqual(['1 şifre iptal edildi.']));
    expect(server.to('/accessoryCampaignPass/cancelPasses')[0].body).toEqual({ serialIdList: [9] });
    await click('batch-activate');
    await waitFor(() => expect(toastsOf('error')).toEqual([BATCH_MSG.pass.activateFailed]));
  });
});
