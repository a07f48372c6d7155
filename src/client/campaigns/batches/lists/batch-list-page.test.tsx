import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { BATCH_MSG, type CodeRow, type LowStockRow, type Title } from '../../../../shared/contract/code-batches.js';
import { type ApiCall, clearToasts, click, fakeApi, fillFilters, renderScreen, settle, toastsOf } from '../../../testing/screen-testing.js';
import { readBatchId } from '../batch-storage.js';
import { summaryFigures } from './batch-summary.js';
import PassTitleListPage from './pass-title-list-page.js';
import SerialTitleListPage from './serial-title-list-page.js';

const title = (id: number, patch: Partial<Title> = {}): Title => ({
  id,
  createDateTime: '2025-03-04T09:30:00.000Z',
  userName: 'Ahmet Yılmaz',
  totalCount: 12500,
  createdCount: 12500,
  usedCount: 1250,
  titleStatus: 'COMPLETED',
  titleStatusDisplay: 'Tamamlandı',
  isActivated: true,
  progress: 12500,
  params: '{}',
  error: null,
  ...patch,
});

const code = (id: number, patch: Partial<CodeRow> = {}): CodeRow => ({
  id,
  value: `7K3M9P2QXR${id % 10}`,
  titleId: 7,
  ownerCode: 'BY10001',
  ownerName: 'Kadıköy İletişim',
  distyName: 'Boğaziçi Dağıtım A.Ş.',
  amount: 1250,
  termNumber: 6,
  voucherCode: 'AK00001',
  used: false,
  usageStatusDisplay: 'Kullanılmadı',
  isActivated: true,
  createDateTime: '2025-03-04T09:30:00.000Z',
  userName: 'Ahmet Yılmaz',
  ...patch,
});

const LOW: LowStockRow[] = [{ id: 3, ownerCode: 'BY10002', distyCode: 'DST001', amount: 1250, voucherCode: 'AK00001', remaining: 1200, total: 5000, warning: 1500 }];
const TITLES = [title(8, { titleStatus: 'CONTINUING', titleStatusDisplay: 'Devam Ediyor', createdCount: 0, progress: 5312, isActivated: false }), title(7)];
const page = <T,>(rows: T[]) => ({ content: rows, totalElements: rows.length });

describe('/accessoryCampaignSerialTitleList', () => {
  let server: ReturnType<typeof fakeApi>;
  let lowStockExport: () => [number, unknown];
  const S = '/api/accessoryCampaignSerial';
  const route = (c: ApiCall): [number, unknown] | undefined => {
    if (c.path === `${S}/summary`) return [200, { canBeCreatedUnit: 1_125_899_906_842_624, createdUnit: 37_500, usedUnit: 1_250 }];
    if (c.path === `${S}/titles`) return [200, page(TITLES)];
    if (c.path === `${S}/codes`) {
      const f = c.body as { value?: string; resellerCode?: string };
      return [200, page(f.value ? [code(1, { value: f.value })] : f.resellerCode ? [code(1), code(2, { isActivated: false })] : [])];
    }
    if (c.path === `${S}/codes/export`) return [200, {}];
    if (c.path === `${S}/lowStock`) return [200, page(LOW)];
    if (c.path === `${S}/lowStock/export`) return lowStockExport();
    return undefined;
  };

  beforeEach(() => {
    clearToasts();
    localStorage.clear();
    lowStockExport = () => [200, {}];
    server = fakeApi(route);
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:x');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('sums up with thousands separators and 4-decimal percentages', async () => {
    renderScreen(<SerialTitleListPage />, { path: '/accessoryCampaignSerialTitleList' });
    await waitFor(() => expect(screen.getByTestId('batch-summary-canBeCreated-value').textContent).toBe('1,125,899,906,842,624'));
    expect(screen.getByTestId('batch-summary-created-value').textContent).toBe('37,500');
    expect(screen.getByTestId('batch-summary-created-percent').textContent).toBe('%0.0000');
    expect(screen.getByTestId('batch-summary-used-value').textContent).toBe('1,250');
    expect(screen.getByTestId('batch-summary-used-percent').textContent).toBe('%3.3333');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Seri Numara Paketleri');
    expect(summaryFigures({ canBeCreatedUnit: 750, createdUnit: 250, usedUnit: 0 }).map((f) => f.percent)).toEqual([undefined, '%25.0000', '%0.0000']);
  });

  it('lists the batches 5 at a time, newest first, a running one with its 0-decimal progress', async () => {
    renderScreen(<SerialTitleListPage />, { path: '/accessoryCampaignSerialTitleList' });
    const done = await screen.findByTestId('serial-titles-row-7');
    expect(server.to('/titles')[0].url).toBe(`${S}/titles?page=0&size=5&sort=id%2Cdesc`);
    const headers = Array.from(screen.getByTestId('serial-titles-table').querySelectorAll('th')).map((th) => th.textContent);
    expect(headers.slice(0, 8)).toEqual(['Paket No', 'Oluşturma Tarihi', 'Oluşturan', 'Toplam Seri Numara', 'Oluşturulan', 'Kullanılan', 'Durum', 'Aktif']);
    for (const text of ['12,500', '1,250', 'Tamamlandı', 'Evet']) expect(within(done).getAllByText(text).length).toBeGreaterThan(0);
    // 5312 of 12500 = 42.5 % → '42' (0 decimals, spec 1 §9)
    expect(screen.getByTestId('batch-status-8').textContent).toBe('Devam Ediyor %42');
    expect(within(screen.getByTestId('serial-titles-row-8')).getByText('Hayır')).toBeTruthy();
  });

  it('searches the batches by a serial or a reseller code', async () => {
    renderScreen(<SerialTitleListPage />, { path: '/accessoryCampaignSerialTitleList' });
    await screen.findByTestId('serial-titles-row-7');
    await fillFilters('serial-titles', { value: '7K3M9P2QXR1', resellerCode: 'BY10001' });
    await click('serial-titles-search');
    await waitFor(() => expect(server.to('/titles')).toHaveLength(2));
    expect(server.to('/titles')[1].body).toEqual({ value: '7K3M9P2QXR1', resellerCode: 'BY10001' });
  });

  it("'Yeni' stores no batch and opens the batch screen; 'Detay' and the batch number store its id base64 encoded", async () => {
    const { unmount } = renderScreen(<SerialTitleListPage />, { path: '/accessoryCampaignSerialTitleList' });
    await screen.findByTestId('serial-titles-row-7');
    await click('serial-titles-new');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/accessoryCampaignSerialTitle'));
    expect(localStorage.getItem('accessoryCampaignSerialTitleId')).toBe('null');
    unmount();

    renderScreen(<SerialTitleListPage />, { path: '/accessoryCampaignSerialTitleList' });
    await click('serial-titles-detail-7');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/accessoryCampaignSerialTitle'));
    expect(localStorage.getItem('accessoryCampaignSerialTitleId')).toBe(btoa('7'));
    expect(readBatchId('serial')).toBe(7);
  });

  it('opens a batch from its number too', async () => {
    renderScreen(<SerialTitleListPage />, { path: '/accessoryCampaignSerialTitleList' });
    await click('serial-titles-open-8');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/accessoryCampaignSerialTitle'));
    expect(readBatchId('serial')).toBe(8);
  });

  it('finds serials by value (10 a page), says "Seri numara bulunamadı" without a match', async () => {
    renderScreen(<SerialTitleListPage />, { path: '/accessoryCampaignSerialTitleList' });
    await waitFor(() => expect(screen.getByTestId('serial-codes-empty').textContent).toBe(BATCH_MSG.serial.empty));
    expect(server.to('/codes')[0].url).toBe(`${S}/codes?page=0&size=10&sort=id%2Casc`);
    await fillFilters('serial-codes', { value: '5V1N8B2C3D4' });
    await click('serial-codes-search');
    const row = await screen.findByTestId('serial-codes-row-1');
    expect(server.to('/codes').at(-1)!.body).toEqual({ value: '5V1N8B2C3D4' });
    for (const text of ['5V1N8B2C3D4', 'BY10001', 'Boğaziçi Dağıtım A.Ş.', 'AK00001', '₺1,250.00', 'Kullanılmadı']) expect(within(row).getByText(text)).toBeTruthy();
  });

  it('exports serials only with a serial or reseller code filter', async () => {
    renderScreen(<SerialTitleListPage />, { path: '/accessoryCampaignSerialTitleList' });
    await screen.findByTestId('serial-codes-empty');
    await click('serial-codes-export');
    await settle();
    expect(toastsOf('warn')).toEqual([BATCH_MSG.exportNeedsFilter]);
    expect(server.to('/codes/export')).toHaveLength(0);

    await fillFilters('serial-codes', { resellerCode: 'BY10001' });
    await click('serial-codes-export');
    await waitFor(() => expect(server.to('/codes/export')).toHaveLength(1));
    expect(server.to('/codes/export')[0].body).toEqual({ resellerCode: 'BY10001' });
  });

  it('lists the low stock; its export failure goes only to the console', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    lowStockExport = () => [500, { status: 500, code: 500, errors: [], fields: [] }];
    renderScreen(<SerialTitleListPage />, { path: '/accessoryCampaignSerialTitleList' });
    const row = await screen.findByTestId('serial-low-stock-row-3');
    for (const text of ['BY10002', 'DST001', 'Paket 1250', '1,200', '5,000']) expect(within(row).getByText(text)).toBeTruthy();
    await click('serial-low-stock-export');
    await waitFor(() => expect(logged).toHaveBeenCalled());
    await settle();
    expect(server.to('/lowStock/export')[0].url).toBe(`${S}/lowStock/export?sort=remaining%2Casc`);
    expect(toastsOf('error')).toEqual([]);
    expect(toastsOf('warn')).toEqual([]);
  });
});

describe('/accessoryCampaignPassTitleList', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks the password endpoints and names passwords and TT CRM codes', async () => {
    const P = '/api/accessoryCampaignPass';
    const server = fakeApi((c) => {
      if (c.path === `${P}/summary`) return [200, { canBeCreatedUnit: 1000, createdUnit: 200, usedUnit: 0 }];
      if (c.path === `${P}/titles`) return [200, page([title(4, { totalCount: 200, createdCount: 200, usedCount: 0 })])];
      if (c.path === `${P}/codes`) return [200, page([])];
      if (c.path === `${P}/lowStock`) return [200, page([])];
      return undefined;
    });
    renderScreen(<PassTitleListPage />, { path: '/accessoryCampaignPassTitleList' });
    await screen.findByTestId('pass-titles-row-4');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Şifre Paketleri');
    expect(within(screen.getByTestId('pass-titles-table')).getByText('Toplam Şifre')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('pass-codes-empty').textContent).toBe(BATCH_MSG.pass.empty));
    expect(screen.getByTestId('batch-summary-created-percent').textContent).toBe('%16.6667');
    expect((screen.getByTestId('pass-codes-filter-resellerCode') as HTMLIonInputElement).label).toBe('TT CRM Kodu');
    const headers = Array.from(screen.getByTestId('pass-codes-table').querySelectorAll('th')).map((th) => th.textContent);
    expect(headers.slice(0, 3)).toEqual(['Şifre', 'TT CRM', 'TT CRM Adı']);
    await click('pass-titles-new');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/accessoryCampaignPassTitle'));
    expect(localStorage.getItem('accessoryCampaignPassTitleId')).toBe('null');
    expect(server.to('/summary')).toHaveLength(1);
  });
});
