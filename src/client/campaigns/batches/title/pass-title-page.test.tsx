import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { BATCH_MSG } from '../../../../shared/contract/code-batches.js';
import { type ApiCall, clearToasts, click, fakeApi, renderScreen, toastsOf } from '../../../testing/screen-testing.js';
import { readBatchId } from '../batch-storage.js';
import PassTitlePage from './pass-title-page.js';
import { campaign, crm, title } from './title-testing.js';

const CAMPAIGNS = [campaign(1), campaign(2, { status: 0 }), campaign(3, { amount: 250, termNumber: 12 })];
const CRMS = [crm(1, 'Bireysel Mobil'), crm(2, 'Kurumsal')];

const typeCount = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('/accessoryCampaignPassTitle create', () => {
  let createAnswer: () => [number, unknown];
  const route = (c: ApiCall): [number, unknown] | undefined => {
    if (c.path === '/api/accessoryCampaign/getAllWithPassive') return [200, CAMPAIGNS];
    if (c.path === '/api/ttCrm/getAll') return [200, CRMS];
    if (c.path === '/api/accessoryCampaignPass/create') return createAnswer();
    if (c.path === '/api/accessoryCampaignPass/title/31') return [200, title(31, { totalCount: 55, createdCount: 55, progress: 55 })];
    if (c.path === '/api/accessoryCampaignPass/codes') return [200, { content: [], totalElements: 0 }];
    return undefined;
  };

  beforeEach(() => {
    clearToasts();
    createAnswer = () => [200, title(31, { titleStatus: 'CONTINUING', titleStatusDisplay: 'Devam Ediyor', totalCount: 55, createdCount: 0, progress: 0 })];
  });
  afterEach(() => vi.unstubAllGlobals());

  it('has a row per TT CRM record and active campaign; a total of zero is refused before sending', async () => {
    const server = fakeApi(route);
    renderScreen(<PassTitlePage />, { path: '/accessoryCampaignPassTitle' });
    const row = await screen.findByTestId('pass-counts-row-2-3');
    for (const text of ['TTCRM002', 'Kurumsal', 'Paket 250', 'AK00003', '12']) expect(within(row).getByText(text)).toBeTruthy();
    expect(screen.queryByTestId('pass-counts-row-1-2')).toBeNull();
    expect(screen.getByTestId('pass-counts-paginator-report').textContent).toBe('4 kayıttan 1 - 4 arası gösteriliyor');
    await click('pass-create');
    expect(toastsOf('warn')).toEqual([BATCH_MSG.pass.totalZero]);
    expect(server.to('/accessoryCampaignPass/create')).toHaveLength(0);
  });

  it('sends the rows with a count, stores the new id and shows the batch with the spec’s text once made', async () => {
    const server = fakeApi(route);
    renderScreen(<PassTitlePage />, { path: '/accessoryCampaignPassTitle' });
    await screen.findByTestId('pass-counts-row-1-1');
    typeCount('pass-counts-count-1-1', '50');
    typeCount('pass-counts-count-2-3', '5');
    expect(screen.getByTestId('pass-total').textContent).toBe('Toplam: 55');
    await click('pass-create');
    await waitFor(() => expect(server.to('/accessoryCampaignPass/create')).toHaveLength(1));
    expect(server.to('/accessoryCampaignPass/create')[0].body).toEqual({
      rows: [
        { ttCrmId: 1, ttCrmName: 'Bireysel Mobil', accessoryCampaignId: 1, amount: 100, termNumber: 6, unit: 50 },
        { ttCrmId: 2, ttCrmName: 'Kurumsal', accessoryCampaignId: 3, amount: 250, termNumber: 12, unit: 5 },
      ],
    });
    expect(readBatchId('pass')).toBe(31);
    await waitFor(() => expect(screen.getByTestId('batch-status').textContent).toBe('Tamamlandı'), { timeout: 4000 });
    expect(toastsOf('success')).toEqual([BATCH_MSG.pass.created]);
    expect(screen.getByTestId('batch-facts').textContent).toContain('Toplam Şifre');
    expect(await screen.findByTestId('batch-codes-empty')).toBeTruthy();
    expect(screen.getByTestId('batch-codes-empty').textContent).toBe(BATCH_MSG.pass.empty);
  });

  it('keeps "Oluştur" off while the request runs', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => (release = r));
    const server = fakeApi(route);
    const plain = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
      if (String(input).endsWith('/accessoryCampaignPass/create')) await held;
      return plain(input, init);
    });
    renderScreen(<PassTitlePage />, { path: '/accessoryCampaignPassTitle' });
    await screen.findByTestId('pass-counts-row-1-1');
    typeCount('pass-counts-count-1-1', '5');
    await click('pass-create');
    await waitFor(() => expect((screen.getByTestId('pass-create') as HTMLIonButtonElement).disabled).toBe(true));
    release();
    await screen.findByTestId('batch-view');
    expect(server.to('/accessoryCampaignPass/create')).toHaveLength(1);
  });
});
