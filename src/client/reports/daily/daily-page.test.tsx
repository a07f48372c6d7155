import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { REPORT_FILTER_DEBOUNCE_MS, REPORT_MSG, type DailyReport } from '../../../shared/contract/reports.js';
import { clearSession, setUser } from '../../lib/session.js';
import { type ApiCall, chooseIon, clearToasts, fakeApi, renderScreen, settle, toastsOf, typeIon } from '../../testing/screen-testing.js';
import { demoUser } from '../../testing/session-testing.js';
import { dailyBody, dailyCheck, dailyDefaults, type DailyForm } from './daily-form.js';
import DailyReportPage from './daily-page.js';

const OPTIONS = {
  ttCrmList: [{ id: 11, name: 'TTCRM-1' }],
  distyList: [{ id: 2, name: 'Dağıtım A.Ş.' }],
  brandList: [{ id: 3, name: 'Samsung' }],
  resellerTypeList: ['TTM'],
  resellerMainAreaList: ['Marmara'],
};
const REPORT: DailyReport = {
  reportDailyDataList: [
    { calculationDayString: '01.11.2026', saleQuantity: 3, salePrice: 1200.5 },
    { calculationDayString: '02.11.2026', saleQuantity: 1200, salePrice: 0.5 },
  ],
  saleQuantity: 1203,
  salePrice: 1201,
};

// 29.11.2026 12:00 in Istanbul.
const NOW = Date.UTC(2026, 10, 29, 9, 0);

describe('/dailySaleReport', () => {
  let server: ReturnType<typeof fakeApi>;
  const route = (c: ApiCall): [number, unknown] | undefined => {
    if (c.path === '/api/report/options') return [200, OPTIONS];
    if (c.path === '/api/report/daily') return [200, REPORT];
    return undefined;
  };
  const daily = () => server.to('/report/daily');

  beforeEach(() => {
    clearToasts();
    server = fakeApi(route);
    setUser(demoUser(['TTG_ADMIN']));
  });
  afterEach(() => {
    clearSession();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const open = async () => {
    renderScreen(<DailyReportPage />, { path: '/dailySaleReport' });
    await screen.findByTestId('daily-table');
  };

  it('asks at once with the defaults (31 days ago to yesterday, AKSESUAR_SATIS, SATIS) and shows the days with their totals', async () => {
    await open();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Günlük Satış Raporu');
    const defaults = dailyDefaults();
    expect(daily()[0].body).toEqual({
      dateStart: defaults.dateStart.split('-').reverse().join('.'),
      dateEnd: defaults.dateEnd.split('-').reverse().join('.'),
      saleReportType: 'AKSESUAR_SATIS',
      saleReportSaleStatus: 'SATIS',
    });
    const rows = Array.from(screen.getByTestId('daily-table').querySelectorAll('tr')).map((tr) => Array.from(tr.children).map((c) => c.textContent));
    expect(rows).toEqual([
      ['Gün', 'Adet', 'Tutar'],
      ['01.11.2026', '3', '₺1,200.50'],
      ['02.11.2026', '1,200', '₺0.50'],
      ['Toplam', '1,203', '₺1,201.00'],
    ]);
  });

  it('a change is asked for 2 s after the last one (spec 3 §9), with the chosen lists', async () => {
    await open();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await chooseIon('daily-brandIdList', '3');
    await chooseIon('daily-saleReportSaleStatus', 'IPTAL');
    await act(async () => vi.advanceTimersByTime(REPORT_FILTER_DEBOUNCE_MS - 500));
    expect(daily()).toHaveLength(1);
    await act(async () => vi.advanceTimersByTime(600));
    vi.useRealTimers();
    await waitFor(() => expect(daily()).toHaveLength(2));
    expect(daily()[1].body).toMatchObject({ saleReportSaleStatus: 'IPTAL', brandIdList: [3] });
  });

  it('a failing check is said instead of asking: on the screen after the pause, and at once on "Sorgula"', async () => {
    await open();
    await typeIon('daily-dateStart', '');
    fireEvent.click(screen.getByTestId('daily-search'));
    await waitFor(() => expect(toastsOf('warn')).toEqual([REPORT_MSG.datesRequired]));
    expect((await screen.findByTestId('daily-check', {}, { timeout: 4000 })).textContent).toBe(REPORT_MSG.datesRequired);
    await settle();
    expect(daily()).toHaveLength(1);
    expect(screen.queryByTestId('daily-table')).toBeNull();
  });

  it('"Sorgula" asks at once; the export sends the same body', async () => {
    await open();
    await chooseIon('daily-productSaleTypeList', 'TEMLIK');
    fireEvent.click(screen.getByTestId('daily-search'));
    await waitFor(() => expect(daily()).toHaveLength(2));
    expect(daily()[1].body).toMatchObject({ productSaleTypeList: ['TEMLIK'] });
    const save = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:x');
    fireEvent.click(screen.getByTestId('daily-export'));
    await waitFor(() => expect(server.to('/report/daily/export')).toHaveLength(1));
    expect(server.to('/report/daily/export')[0].body).toEqual(daily()[1].body);
    save.mockRestore();
  });
});

describe('the daily report checks (spec 3 §5, in order)', () => {
  const base: DailyForm = { ...dailyDefaults(NOW) };

  it('defaults: 31 days ago to yesterday in Istanbul', () => {
    expect(base).toMatchObject({ dateStart: '2026-10-29', dateEnd: '2026-11-28', saleReportType: 'AKSESUAR_SATIS', saleReportSaleStatus: 'SATIS' });
    // 23:30 on the 29th in Istanbul is already the 30th there.
    expect(dailyDefaults(Date.UTC(2026, 10, 29, 21, 30)).dateEnd).toBe('2026-11-29');
  });

  it('dates first, then their order, then the type, then the status', () => {
    const all: DailyForm = { ...base, dateStart: '', dateEnd: '2026-11-01', saleReportType: '', saleReportSaleStatus: '' };
    expect(dailyCheck(all)).toBe(REPORT_MSG.datesRequired);
    expect(dailyCheck({ ...all, dateStart: '2026-11-02' })).toBe(REPORT_MSG.startAfterEnd);
    expect(dailyCheck({ ...all, dateStart: '2026-11-01' })).toBe(REPORT_MSG.typeRequired);
    expect(dailyCheck({ ...all, dateStart: '2026-11-01', saleReportType: 'SATIS_ISLEMI' })).toBe(REPORT_MSG.statusRequired);
    expect(dailyCheck({ ...all, dateStart: '2026-11-01', saleReportType: 'SATIS_ISLEMI', saleReportSaleStatus: 'IPTAL' })).toBeNull();
  });

  it('ours after them: a date that is no day, a span over a year and a day', () => {
    expect(dailyCheck({ ...base, dateStart: '2026-02-30' })).toBe(REPORT_MSG.dateInvalid);
    expect(dailyCheck({ ...base, dateStart: '2025-11-27', dateEnd: '2026-11-28' })).toBe(REPORT_MSG.tooLong);
    expect(dailyCheck({ ...base, dateStart: '2025-11-28', dateEnd: '2026-11-28' })).toBeNull();
  });

  it('the body: tr-TR dates, ids as numbers, nothing unchosen', () => {
    expect(dailyBody({ ...base, ttCrmIdList: ['11'], resellerMainAreaList: ['Marmara'] })).toEqual({
      dateStart: '29.10.2026',
      dateEnd: '28.11.2026',
      saleReportType: 'AKSESUAR_SATIS',
      saleReportSaleStatus: 'SATIS',
      ttCrmIdList: [11],
      resellerMainAreaList: ['Marmara'],
    });
  });
});
