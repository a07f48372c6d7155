import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { BATCH_MSG, type Title } from '../../../../shared/contract/code-batches.js';
import { KEY_MSG } from '../../../../shared/distribution-key.js';
import { type ApiCall, clearToasts, click, fakeApi, renderScreen, settle, toastsOf } from '../../../testing/screen-testing.js';
import { pickFile } from '../../../ui/spreadsheet/spreadsheet-testing.js';
import { readBatchId, storeBatchId } from '../batch-storage.js';
import SerialTitlePage from './serial-title-page.js';
import { campaign, keyXlsx, title } from './title-testing.js';

const confirmMock = vi.hoisted(() => vi.fn(async () => true));
vi.mock('../../../ui/dialogs/confirm.js', () => ({ confirm: confirmMock }));

const CAMPAIGNS = [campaign(1), campaign(2, { status: 0 }), campaign(3, { amount: 250, termNumber: 12 }), ...Array.from({ length: 16 }, (_, i) => campaign(10 + i))];
const KEY = [
  ['Bayi Kodu', 'Yüzde %'],
  ['BY10001', 33.3],
  ['BY10002', 14.3],
  ['BY10003', 0.05],
];

const typeCount = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('/accessoryCampaignSerialTitle create', () => {
  let createAnswer: (c: ApiCall) => [number, unknown];
  let titleAnswer: () => Title;
  const route = (c: ApiCall): [number, unknown] | undefined => {
    if (c.path === '/api/accessoryCampaign/getAllWithPassive') return [200, CAMPAIGNS];
    if (c.path === '/api/accessoryCampaignSerial/create') return createAnswer(c);
    if (c.path === '/api/accessoryCampaignSerial/title/77') return [200, titleAnswer()];
    if (c.path === '/api/accessoryCampaignSerial/codes') return [200, { content: [], totalElements: 0 }];
    return undefined;
  };

  beforeEach(() => {
    clearToasts();
    createAnswer = () => [200, title(77, { titleStatus: 'CONTINUING', titleStatusDisplay: 'Devam Ediyor', createdCount: 0, progress: 0, totalCount: 479 })];
    titleAnswer = () => title(77, { titleStatus: 'CONTINUING', titleStatusDisplay: 'Devam Ediyor', createdCount: 0, progress: 120, totalCount: 479 });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists the active campaigns by package, 15 a page (5/15/50), and wants a total above zero before "Devam"', async () => {
    fakeApi(route);
    renderScreen(<SerialTitlePage />, { path: '/accessoryCampaignSerialTitle' });
    const row = await screen.findByTestId('serial-counts-row-3');
    for (const text of ['Paket 250', 'AK00003', '12']) expect(within(row).getByText(text)).toBeTruthy();
    expect(screen.queryByTestId('serial-counts-row-2')).toBeNull();
    expect(screen.getByTestId('serial-counts-paginator-report').textContent).toBe('18 kayıttan 1 - 15 arası gösteriliyor');
    await click('serial-next');
    expect(toastsOf('warn')).toEqual([BATCH_MSG.serial.totalZero]);
    typeCount('serial-counts-count-1', '0');
    typeCount('serial-counts-count-3', '-abc');
    await click('serial-next');
    // The second tap's warning in place of the first's (one toast per action).
    expect(toastsOf('warn')).toEqual([BATCH_MSG.serial.totalZero]);
    expect(screen.getByTestId('serial-step-counts')).toBeTruthy();
  });

  it('reads the key in the browser, shows the distribution, creates with the exact numbers, stores the id and follows the batch', async () => {
    const server = fakeApi(route);
    renderScreen(<SerialTitlePage />, { path: '/accessoryCampaignSerialTitle' });
    await screen.findByTestId('serial-counts-row-1');
    typeCount('serial-counts-count-1', '1000');
    typeCount('serial-counts-count-3', '7');
    expect(screen.getByTestId('serial-total').textContent).toBe('Toplam: 1,007');
    await click('serial-next');
    expect(screen.getByTestId('serial-step-summary').textContent).toBe('Paket 100 (AK00001): 1,000 · Paket 250 (AK00003): 7');
    expect((screen.getByTestId('serial-create') as HTMLIonButtonElement).disabled).toBe(true);

    await pickFile('serial-key', keyXlsx(KEY));
    await waitFor(() => expect(toastsOf('success')).toEqual([KEY_MSG.loaded]));
    const a = await screen.findByTestId('batch-distribution-row-BY10001');
    for (const text of ['BY10001', '%33.3', '335', '333', '2']) expect(within(a).getByText(text)).toBeTruthy();
    // 0.05 % of 1,000 is 0.5: no code, so the reseller drops out.
    expect(screen.queryByTestId('batch-distribution-row-BY10003')).toBeNull();
    expect(screen.getByTestId('batch-distribution-paginator-report').textContent).toBe('2 kayıttan 1 - 2 arası gösteriliyor');
    expect(screen.getByTestId('serial-distributed').textContent).toBe('Dağıtılan: 479');

    await click('serial-create');
    await waitFor(() => expect(server.to('/accessoryCampaignSerial/create')).toHaveLength(1));
    const body = server.to('/accessoryCampaignSerial/create')[0].body as { accessoryCampaignParams: string; accessoryCampaignNumbers: unknown[] };
    expect(JSON.parse(body.accessoryCampaignParams)).toEqual({
      counts: [
        { campaignId: 1, unit: 1000 },
        { campaignId: 3, unit: 7 },
      ],
      key: [
        { bayiKodu: 'BY10001', yuzde: 33.3 },
        { bayiKodu: 'BY10002', yuzde: 14.3 },
        { bayiKodu: 'BY10003', yuzde: 0.05 },
      ],
    });
    expect(body.accessoryCampaignNumbers).toEqual([
      { resellerCode: 'BY10001', accessoryCampaignId: 1, unit: 333 },
      { resellerCode: 'BY10001', accessoryCampaignId: 3, unit: 2 },
      { resellerCode: 'BY10002', accessoryCampaignId: 1, unit: 143 },
      { resellerCode: 'BY10002', accessoryCampaignId: 3, unit: 1 },
    ]);
    // Stored, and the screen shows the batch being made.
    expect(readBatchId('serial')).toBe(77);
    const progress = await screen.findByTestId('batch-progress');
    expect(progress.textContent).toContain(BATCH_MSG.continuing);
    await waitFor(() => expect(screen.getByTestId('batch-percent').textContent).toBe('%25'));

    titleAnswer = () => title(77, { totalCount: 479, createdCount: 479, progress: 479 });
    await waitFor(() => expect(screen.getByTestId('batch-status').textContent).toBe('Tamamlandı'), { timeout: 4000 });
    expect(toastsOf('success')).toContain(BATCH_MSG.serial.created);
    expect(screen.queryByTestId('batch-progress')).toBeNull();
    expect(screen.getByTestId('batch-fact-totalCount').textContent).toBe('479');
  });

  it('says what is wrong with a key file and keeps "Oluştur" off', async () => {
    fakeApi(route);
    renderScreen(<SerialTitlePage />, { path: '/accessoryCampaignSerialTitle' });
    await screen.findByTestId('serial-counts-row-1');
    typeCount('serial-counts-count-1', '10');
    await click('serial-next');
    await pickFile('serial-key', keyXlsx([['Bayi Kodu', 'Yüzde %'], ['BY10001', 60], ['BY10002', 40.0002]]));
    await waitFor(() => expect(toastsOf('error')).toEqual([KEY_MSG.sumTooHigh]));
    await pickFile('serial-key', keyXlsx([['Kod', 'Oran'], ['BY10001', 60]]));
    await waitFor(() => expect(toastsOf('error')).toEqual([KEY_MSG.sumTooHigh, KEY_MSG.noValidRows]));
    await pickFile('serial-key', keyXlsx([['Bayi Kodu', 'Yüzde %'], ['BY10001', 10], ['BY10001', 10]]));
    await waitFor(() => expect(toastsOf('error')).toEqual([KEY_MSG.sumTooHigh, KEY_MSG.noValidRows, KEY_MSG.repeated('BY10001')]));
    // A zip that is no workbook.
    const broken = new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00, 0x08, 0x00, 0, 0, 0, 0, 0, 0, 1, 2, 3])], 'bozuk.xlsx');
    await pickFile('serial-key', broken);
    await waitFor(() => expect(toastsOf('error')).toContain(KEY_MSG.readFailed));
    expect(screen.queryByTestId('batch-distribution-table')).toBeNull();
    expect((screen.getByTestId('serial-create') as HTMLIonButtonElement).disabled).toBe(true);
    // Back to the counts, which are kept.
    await click('serial-back');
    expect((screen.getByTestId('serial-counts-count-1') as HTMLInputElement).value).toBe('10');
  });

  it('shows the server’s refusal for 4 s and stays on the step', async () => {
    createAnswer = () => [400, { status: 400, code: 10000, errors: [], fields: [BATCH_MSG.unknownResellers(['BY10002'])] }];
    fakeApi(route);
    renderScreen(<SerialTitlePage />, { path: '/accessoryCampaignSerialTitle' });
    await screen.findByTestId('serial-counts-row-1');
    typeCount('serial-counts-count-1', '100');
    await click('serial-next');
    await pickFile('serial-key', keyXlsx(KEY));
    await screen.findByTestId('batch-distribution-row-BY10001');
    await click('serial-create');
    await waitFor(() => expect(toastsOf('error')).toEqual(['Bayi kodu bulunamadı: BY10002']));
    await settle();
    expect(screen.getByTestId('serial-step-key')).toBeTruthy();
    expect(readBatchId('serial')).toBeNull();
    expect((screen.getByTestId('serial-create') as HTMLIonButtonElement).disabled).toBe(false);
  });

  it('opens the create steps for a stored "null", and the stored batch otherwise', async () => {
    fakeApi(route);
    storeBatchId('serial', 77);
    titleAnswer = () => title(77);
    renderScreen(<SerialTitlePage />, { path: '/accessoryCampaignSerialTitle' });
    expect((await screen.findByTestId('batch-status')).textContent).toBe('Tamamlandı');
    await click('batch-new');
    expect(await screen.findByTestId('serial-step-counts')).toBeTruthy();
    expect(localStorage.getItem('accessoryCampaignSerialTitleId')).toBe('null');
  });
});
