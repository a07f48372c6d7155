import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { MonthlyReport, ReportDimension } from '../../../shared/contract/reports.js';
import { clearSession, setUser } from '../../lib/session.js';
import { type ApiCall, chooseIon, clearToasts, fakeApi, renderScreen } from '../../testing/screen-testing.js';
import { demoUser } from '../../testing/session-testing.js';
import type { ChartProps } from '../charts/chart.js';
import { cellLink } from './monthly-model.js';
import MonthlyReportPage from './monthly-page.js';

// The chart library draws nothing in jsdom: a stand-in keeps what the screen hands each chart.
const charts = vi.hoisted(() => new Map<string, ChartProps>());
vi.mock('../charts/chart.js', () => ({
  default: (props: ChartProps) => {
    charts.set(props.testId, props);
    return <div data-testid={props.testId} />;
  },
}));

const MONTHS = ['2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'];
const BRANDS: MonthlyReport = {
  months: MONTHS,
  rows: [
    { dimensionKey: 'Samsung', dimensionValue: '3', saleQuantityList: [1, 2, 0, 4, 5, 6], salePriceList: [100.1, 200.2, 0, 400, 500.55, 1234.5] },
    { dimensionKey: 'Apple', dimensionValue: '7', saleQuantityList: [0, 1, 1, 0, 2, 1000], salePriceList: [0, 99.99, 10, 0, 20.45, 0.01] },
  ],
};
const TT_CRM: MonthlyReport = {
  months: MONTHS,
  rows: [
    { dimensionKey: 'TTCRM-1', dimensionValue: '11', saleQuantityList: [1, 0, 0, 0, 0, 0], salePriceList: [10, 0, 0, 0, 0, 0] },
    { dimensionKey: '—', dimensionValue: null, saleQuantityList: [2, 0, 0, 0, 0, 0], salePriceList: [20, 0, 0, 0, 0, 0] },
  ],
};
const ANSWERS: Partial<Record<ReportDimension, MonthlyReport>> = { BRAND: BRANDS, TT_CRM };

describe('/reportingMonthly', () => {
  let server: ReturnType<typeof fakeApi>;
  const route = (c: ApiCall): [number, unknown] | undefined => {
    if (c.path === '/api/report/monthly') return [200, ANSWERS[new URLSearchParams(c.search).get('dimension') as ReportDimension] ?? { months: MONTHS, rows: [] }];
    return undefined;
  };

  beforeEach(() => {
    clearToasts();
    charts.clear();
    server = fakeApi(route);
    setUser(demoUser(['TTG_ADMIN']));
  });
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  const open = async () => {
    renderScreen(<MonthlyReportPage />, { path: '/reportingMonthly' });
    await screen.findByTestId('monthly-quantity-table');
  };
  const rowTexts = (testId: string) =>
    Array.from(screen.getByTestId(testId).querySelectorAll('tr')).map((tr) => Array.from(tr.children).map((c) => c.textContent));

  it('asks for the brand dimension over six months and shows both tables with Turkish month names and totals rows', async () => {
    await open();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Son 6 Ay Satış Raporu');
    expect(server.to('/report/monthly')[0].url).toBe('/api/report/monthly?dimension=BRAND&monthCount=6');
    expect(rowTexts('monthly-quantity-table')).toEqual([
      ['Marka', 'Haziran 2026', 'Temmuz 2026', 'Ağustos 2026', 'Eylül 2026', 'Ekim 2026', 'Kasım 2026', 'Toplam'],
      ['Samsung', '1', '2', '0', '4', '5', '6', '18'],
      ['Apple', '0', '1', '1', '0', '2', '1,000', '1,004'],
      ['Toplam', '1', '3', '1', '4', '7', '1,006', '1,022'],
    ]);
    expect(rowTexts('monthly-amount-table')).toEqual([
      ['Marka', 'Haziran 2026', 'Temmuz 2026', 'Ağustos 2026', 'Eylül 2026', 'Ekim 2026', 'Kasım 2026', 'Toplam'],
      ['Samsung', '₺100.10', '₺200.20', '₺0.00', '₺400.00', '₺500.55', '₺1,234.50', '₺2,435.35'],
      ['Apple', '₺0.00', '₺99.99', '₺10.00', '₺0.00', '₺20.45', '₺0.01', '₺130.45'],
      ['Toplam', '₺100.10', '₺300.19', '₺10.00', '₺400.00', '₺521.00', '₺1,234.51', '₺2,565.80'],
    ]);
  });

  it('hands each chart its stacked bars: Turkish months, a series a brand, the ten-colour palette, a description in words', async () => {
    await open();
    const quantity = charts.get('monthly-quantity-chart')!;
    const option = quantity.option as { xAxis: { data: string[] }; series: { name: string; data: number[]; stack: string }[]; color: string[] };
    expect(option.xAxis.data).toEqual(['Haziran 2026', 'Temmuz 2026', 'Ağustos 2026', 'Eylül 2026', 'Ekim 2026', 'Kasım 2026']);
    expect(option.series.map((s) => [s.name, s.data, s.stack])).toEqual([
      ['Samsung', [1, 2, 0, 4, 5, 6], 'total'],
      ['Apple', [0, 1, 1, 0, 2, 1000], 'total'],
    ]);
    expect(option.color).toHaveLength(10);
    expect(quantity.description).toContain('Kasım 2026: Samsung 6, Apple 1,000');
    expect(charts.get('monthly-amount-chart')!.description).toContain('Haziran 2026: Samsung ₺100.10, Apple ₺0.00');
  });

  it('a figure links to the sales of that month and brand; zero links nowhere', async () => {
    await open();
    const link = screen.getByTestId('monthly-quantity-table-cell-0-5').querySelector('a')!;
    const url = new URL(link.getAttribute('href')!, 'http://x');
    expect(url.pathname).toBe('/productSaleList');
    expect(Object.fromEntries(url.searchParams)).toEqual({ saleDateStart: '2026-11-01T00:00', saleDateEnd: '2026-11-30T23:59:59', brandId: '3', filterLabel: 'Marka: Samsung' });
    expect(screen.getByTestId('monthly-quantity-table-cell-0-2').querySelector('a')).toBeNull();
    fireEvent.click(link);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/productSaleList'));
  });

  it('a bar opens the same list (its series and month)', async () => {
    await open();
    act(() => charts.get('monthly-amount-chart')!.onClick!({ seriesIndex: 1, dataIndex: 1 }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/productSaleList'));
  });

  it('switching the dimension asks again; TT CRM "none" links with ttCrmId=0', async () => {
    await open();
    await chooseIon('monthly-dimension', 'TT_CRM');
    await waitFor(() => expect(screen.getByTestId('monthly-report').dataset.dimension).toBe('TT_CRM'));
    expect(server.to('/report/monthly').at(-1)!.url).toBe('/api/report/monthly?dimension=TT_CRM&monthCount=6');
    expect(rowTexts('monthly-quantity-table')[0][0]).toBe('TT CRM');
    const href = screen.getByTestId('monthly-quantity-table-cell-1-0').querySelector('a')!.getAttribute('href')!;
    expect(new URL(href, 'http://x').searchParams.get('ttCrmId')).toBe('0');
  });

  it('no sales: says so instead of empty charts', async () => {
    renderScreen(<MonthlyReportPage />, { path: '/reportingMonthly' });
    await chooseIon('monthly-dimension', 'DISTY');
    expect((await screen.findByTestId('monthly-empty')).textContent).toBe('Seçilen aralıkta satış bulunmamaktadır.');
  });

  it('exports both tables of the chosen dimension', async () => {
    await open();
    const save = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:x');
    fireEvent.click(screen.getByTestId('monthly-export'));
    await waitFor(() => expect(server.to('/report/monthly/export')).toHaveLength(1));
    expect(server.to('/report/monthly/export')[0].url).toBe('/api/report/monthly/export?dimension=BRAND');
    save.mockRestore();
  });
});

describe('cellLink', () => {
  const row = (dimensionValue: string | null) => ({ dimensionKey: 'X', dimensionValue, saleQuantityList: [], salePriceList: [] });
  const params = (to: string | null) => (to ? Object.fromEntries(new URL(to, 'http://x').searchParams) : null);

  it('maps each dimension to the sales list filter', () => {
    expect(params(cellLink('SALE_TYPE', row('TEMLIK'), '2026-02'))).toEqual({ saleDateStart: '2026-02-01T00:00', saleDateEnd: '2026-02-28T23:59:59', saleType: 'TEMLIK', filterLabel: 'Satış Tipi: X' });
    expect(params(cellLink('DISTY', row('D001'), '2024-02'))).toMatchObject({ saleDateEnd: '2024-02-29T23:59:59', distyCode: 'D001' });
    expect(params(cellLink('RESELLER_TYPE', row('TTM'), '2026-12'))).toMatchObject({ saleDateEnd: '2026-12-31T23:59:59', resellerType: 'TTM' });
    expect(params(cellLink('RESELLER_MAIN_AREA', row('Marmara'), '2026-01'))).toMatchObject({ resellerMainArea: 'Marmara' });
    expect(params(cellLink('TT_CRM', row(null), '2026-01'))).toMatchObject({ ttCrmId: '0' });
  });

  it('no link for a value the list cannot filter by, or a month it cannot read', () => {
    expect(cellLink('RESELLER_TYPE', row(null), '2026-01')).toBeNull();
    expect(cellLink('BRAND', row('3'), '2026-13')).toBeNull();
  });
});
