import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import type { Page } from 'playwright-core';
import { REPORT_MSG, type DailyReport, type DashboardValues, type MonthlyReport } from '../../src/shared/contract/reports.js';
import { formatMoney, formatQuantity } from '../../src/shared/format.js';
import { DESKTOP, loginWithPassword, openPage, PHONE, screenshot } from './support/browser.js';
import { byTestId, chooseOption, toastsGone, toastText } from './support/page-helpers.js';
import { useServerAndBrowser } from './support/setup.js';

/** A report answers after its debounce on a busy 2-core machine: seconds. */
const SLOW = { timeout: 20_000 };
const ECHARTS = /\/assets\/echarts-[^/]+\.js$/;

const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);
const money = (xs: number[]) => Math.round(sum(xs) * 100) / 100;
const cells = (page: Page, testId: string) =>
  page.locator(`[data-testid="${testId}"] tr`).evaluateAll((trs) => trs.map((tr) => Array.from(tr.children).map((c) => c.textContent ?? '')));
/** The rows of a downloaded xlsx's first sheet, as arrays (header row first). */
const sheetRows = (path: string) => {
  const book = XLSX.read(readFileSync(path), { type: 'buffer' });
  return XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]], { header: 1, blankrows: false });
};

/**
 * Reports (issue 34) on the production build, real server and database with the demo seed:
 * TTG_ADMIN's gauges, the six-month report (dimensions, links, Excel) and the daily report (checks,
 * totals, Excel) at 1440 and 390 px and in the dark scheme; a dealer's dashboard loads no chart code.
 */
describe('reports: the six-month and daily reports and the dashboard gauges', () => {
  const env = useServerAndBrowser();

  async function signedIn(username: string, viewport: typeof PHONE) {
    const opened = await openPage(env.browser, env.server.url, viewport);
    opened.page.setDefaultTimeout(20_000);
    const scripts: string[] = [];
    opened.page.on('request', (r) => scripts.push(r.url()));
    const dashboard = opened.page.waitForResponse((r) => r.url().endsWith('/api/report/dashboard'), SLOW).catch(() => null);
    await loginWithPassword(opened.page, username);
    return { ...opened, requests: scripts, dashboard };
  }

  it('TTG_ADMIN at 1440 px: the gauges, the six-month report by two dimensions with a link and Excel, the daily report with its checks and Excel', async () => {
    const { page, context, errors, requests, dashboard } = await signedIn('ttg_admin', DESKTOP);

    // ---- The gauges: today and the 30-day average, drawn and in words.
    const values = (await (await dashboard)!.json()) as DashboardValues;
    await expect.poll(() => byTestId(page, 'gauge-quantity-text').textContent(), SLOW).toContain(`Bugün ${formatQuantity(values.saleQuantityTotal)};`);
    expect(await byTestId(page, 'gauge-amount-text').textContent()).toBe(`Bugün ${formatMoney(values.salePriceTotal)}; son 30 gün ortalaması ${formatMoney(values.salePriceAverage)}`);
    await byTestId(page, 'gauge-amount-chart').locator('svg').waitFor();
    expect(requests.some((u) => ECHARTS.test(u))).toBe(true);
    await screenshot(page, 'reports-dashboard-desktop');

    // ---- The six-month report by brand: its tables are the answer's figures with their totals.
    const brands = page.waitForResponse((r) => r.url().includes('/api/report/monthly?dimension=BRAND'));
    await page.goto('/reportingMonthly');
    const brandReport = (await (await brands).json()) as MonthlyReport;
    expect(brandReport.months).toHaveLength(6);
    expect(brandReport.rows.length).toBeGreaterThan(0);
    await byTestId(page, 'monthly-report').and(page.locator('[data-dimension="BRAND"]')).waitFor(SLOW);
    const quantity = await cells(page, 'monthly-quantity-table');
    expect(quantity).toHaveLength(brandReport.rows.length + 2);
    expect(quantity.at(-1)).toEqual([
      REPORT_MSG.total,
      ...brandReport.months.map((_, i) => formatQuantity(sum(brandReport.rows.map((r) => r.saleQuantityList[i])))),
      formatQuantity(sum(brandReport.rows.flatMap((r) => r.saleQuantityList))),
    ]);
    const amount = await cells(page, 'monthly-amount-table');
    expect(amount.at(-1)!.at(-1)).toBe(formatMoney(money(brandReport.rows.flatMap((r) => r.salePriceList))));
    await byTestId(page, 'monthly-quantity-chart').locator('svg').waitFor();
    await screenshot(page, 'reports-monthly-desktop');

    // A figure opens the sales list filtered by its month and brand, with a removable chip.
    const link = page.locator('[data-testid="monthly-quantity-table"] tbody a').first();
    const href = (await link.getAttribute('href'))!;
    const search = page.waitForRequest((r) => r.url().includes('/api/sale/search'));
    await link.click();
    await page.waitForURL('**/productSaleList?**');
    const sent = (await search).postDataJSON() as Record<string, string>;
    const asked = Object.fromEntries(new URL(href, env.server.url).searchParams);
    expect(sent).toMatchObject({ saleDateStart: asked.saleDateStart, saleDateEnd: asked.saleDateEnd, brandId: asked.brandId });
    expect(await byTestId(page, 'sales-linked-filter-label').textContent()).toBe(asked.filterLabel);
    await byTestId(page, 'sales-table').waitFor();
    await screenshot(page, 'reports-sales-link-desktop');
    await page.goBack();

    // ---- By sale type, exported: the file holds both tables with the screen's totals.
    await byTestId(page, 'monthly-report').waitFor(SLOW);
    const types = page.waitForResponse((r) => r.url().includes('/api/report/monthly?dimension=SALE_TYPE'));
    await chooseOption(page, 'monthly-dimension', 'Satış Tipi');
    const typeReport = (await (await types).json()) as MonthlyReport;
    await byTestId(page, 'monthly-report').and(page.locator('[data-dimension="SALE_TYPE"]')).waitFor(SLOW);
    expect((await cells(page, 'monthly-quantity-table'))[0][0]).toBe('Satış Tipi');
    const [monthlyFile] = await Promise.all([page.waitForEvent('download'), byTestId(page, 'monthly-export').click()]);
    expect(monthlyFile.suggestedFilename()).toBe(`${REPORT_MSG.monthlyExport} - Satış Tipi.xlsx`);
    const monthlyRows = sheetRows((await monthlyFile.path())!);
    const totals = monthlyRows.filter((r) => r[0] === REPORT_MSG.total);
    expect(totals).toHaveLength(2);
    expect(totals[0].at(-1)).toBe(sum(typeReport.rows.flatMap((r) => r.saleQuantityList)));
    expect(totals[1].at(-1)).toBeCloseTo(money(typeReport.rows.flatMap((r) => r.salePriceList)), 2);

    // ---- The daily report: the defaults asked at once, the totals under the days, Excel.
    const firstDaily = page.waitForResponse((r) => r.url().endsWith('/api/report/daily'));
    await page.goto('/dailySaleReport');
    const daily = (await (await firstDaily).json()) as DailyReport;
    await byTestId(page, 'daily-table').waitFor(SLOW);
    expect(daily.reportDailyDataList).toHaveLength(31);
    expect(daily.saleQuantity).toBe(sum(daily.reportDailyDataList.map((d) => d.saleQuantity)));
    expect(await byTestId(page, 'daily-total-quantity').textContent()).toBe(formatQuantity(daily.saleQuantity));
    expect(await byTestId(page, 'daily-total-amount').textContent()).toBe(formatMoney(daily.salePrice));
    await screenshot(page, 'reports-daily-desktop');
    const [dailyFile] = await Promise.all([page.waitForEvent('download'), byTestId(page, 'daily-export').click()]);
    expect(dailyFile.suggestedFilename()).toBe(`${REPORT_MSG.dailyExport}.xlsx`);
    const dailyRows = sheetRows((await dailyFile.path())!);
    expect(dailyRows[0]).toEqual([REPORT_MSG.day, REPORT_MSG.quantity, REPORT_MSG.amount]);
    expect(dailyRows).toHaveLength(31 + 2);
    expect(dailyRows.at(-1)!.slice(0, 2)).toEqual([REPORT_MSG.total, daily.saleQuantity]);

    // The spec's checks come before any request: no start date.
    const asks = requests.filter((u) => u.endsWith('/api/report/daily')).length;
    await page.locator('[data-testid="daily-dateStart"] input').fill('');
    await byTestId(page, 'daily-search').click();
    await toastText(page, REPORT_MSG.datesRequired).waitFor();
    expect((await byTestId(page, 'daily-check').textContent({ timeout: 10_000 })) ?? '').toBe(REPORT_MSG.datesRequired);
    expect(requests.filter((u) => u.endsWith('/api/report/daily')).length).toBe(asks);

    // The start date picked on the Turkish calendar (the end date shown as the portal shows dates).
    const endShown = await page.locator('[data-testid="daily-dateEnd"] input').inputValue();
    expect(endShown).toMatch(/^\d{2}-\d{2}-\d{4}$/);
    const [, month, year] = endShown.split('-');
    await byTestId(page, 'daily-dateStart-calendar').click();
    const calendar = page.locator('ion-modal.date-field-modal ion-datetime');
    await calendar.waitFor();
    // Turkish weekdays, Monday first: Pazartesi Salı Çarşamba Perşembe Cuma Cumartesi Pazar.
    expect(await calendar.locator('.calendar-days-of-week').first().textContent()).toBe('PSÇPCCP');
    await calendar.locator(`.calendar-day[data-day="1"][data-month="${Number(month)}"][data-year="${year}"]`).click();
    await screenshot(page, 'reports-daily-date-picker-desktop');
    await calendar.getByText('Tamam').click();
    await calendar.waitFor({ state: 'detached' });
    expect(await page.locator('[data-testid="daily-dateStart"] input').inputValue()).toBe(`01-${month}-${year}`);
    const picked = page.waitForRequest((r) => r.url().endsWith('/api/report/daily'));
    await byTestId(page, 'daily-search').click();
    expect((await picked).postDataJSON()).toMatchObject({ dateStart: `01.${month}.${year}`, dateEnd: endShown.replaceAll('-', '.') });

    expect(errors).toEqual([]);
    await context.close();
  });

  it('TTG_ADMIN at 390 px, light and dark: the gauges and the six-month report fit the phone', async () => {
    const { page, context, errors } = await signedIn('ttg_admin', PHONE);
    await byTestId(page, 'gauge-quantity-chart').locator('svg').waitFor(SLOW);
    await byTestId(page, 'gauge-amount-chart').locator('svg').waitFor(SLOW);
    await screenshot(page, 'reports-dashboard-phone');
    await page.goto('/reportingMonthly');
    await byTestId(page, 'monthly-quantity-chart').locator('svg').waitFor(SLOW);
    // Nothing wider than the phone but the tables' own scroll areas.
    expect(await page.evaluate(() => document.querySelector('.app-main')!.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(page, 'reports-monthly-phone');

    await page.evaluate(() => localStorage.setItem('layoutSettings', JSON.stringify({ colorScheme: 'dark' })));
    await page.reload();
    await byTestId(page, 'monthly-amount-chart').locator('svg').waitFor(SLOW);
    await byTestId(page, 'monthly-amount-chart').scrollIntoViewIfNeeded();
    await screenshot(page, 'reports-monthly-phone-dark');
    await page.goto('/dashboard');
    await byTestId(page, 'gauge-amount-chart').locator('svg').waitFor(SLOW);
    await toastsGone(page).catch(() => undefined);
    await screenshot(page, 'reports-dashboard-phone-dark');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a dealer's dashboard at 390 px: no gauges, no report call, no chart code", async () => {
    const { page, context, errors, requests } = await signedIn('reseller_admin', PHONE);
    await byTestId(page, 'dashboard-welcome').waitFor();
    await byTestId(page, 'quick-links').waitFor();
    // Whatever the dashboard loads later (its lazy parts, the service worker's first install).
    await page.waitForLoadState('networkidle');
    expect(await byTestId(page, 'dashboard-gauges').count()).toBe(0);
    expect(requests.filter((u) => u.includes('/api/report/'))).toEqual([]);
    expect(requests.filter((u) => ECHARTS.test(u) || u.includes('report-gauges'))).toEqual([]);
    const loaded = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
    expect(loaded.filter((u) => /echarts|report-gauges/.test(u))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
