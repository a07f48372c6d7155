import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { queryRows } from '../../src/server/db/sql.js';
import { DESKTOP, fillIon, loginWithPassword, openPage, PHONE, screenshot, showFilters } from './support/browser.js';
import { useServerAndBrowser } from './support/setup.js';

const byTestId = (page: Page, id: string) => page.locator(`[data-testid="${id}"]`);
/** Today in Istanbul (UTC+3 all year), as the feeds take a day. */
const today = () => new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);
/**
 * On phones, fold the filters that showFilters opened so the screenshot shows the found rows
 * (Ionic moves aria-expanded off the button's host, so the toggle's state is not read here).
 */
async function hideFilters(page: Page, listId: string) {
  const toggle = byTestId(page, `${listId}-filters-toggle`);
  if (await toggle.isVisible()) await toggle.click();
}

describe('serial ledger: a distributor admin reads an invoice sent with two waybills', () => {
  const env = useServerAndBrowser();
  const db = () => env.server.built.database.db;

  /** The feeds as the suppliers' and distributors' systems call them: over HTTP, as the service user. */
  async function ingest(path: string, rows: object[]) {
    const login = await fetch(`${env.server.url}/auth/public/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'web_service', password: 'demo1234' }),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const res = await fetch(`${env.server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': crypto.randomUUID() },
      body: JSON.stringify({ rows }),
    });
    const body = await res.text();
    expect(res.status, body).toBe(200);
    expect(JSON.parse(body)).toEqual({ accepted: rows.length });
  }

  it('DST001 finds the invoice by a serial of its second waybill and sees one block per waybill (desktop and 390 px)', async () => {
    const [product] = await queryRows<{ barcode: string }>(
      db(),
      sql`select m.barcode from models m join supplies s on s.id = m.supply_id
          where s.code = 'TDR001' and m.approve_type = 'APPROVED' order by m.id limit 1`,
    );
    expect(product).toBeTruthy();
    const run = Date.now().toString(36).toUpperCase();
    const serials = [1, 2, 3].map((n) => `E2E-${run}-${n}`);
    const day = today();
    const money = { price: 100, vatRatio: 20 };

    // The supplier invoices three units to DST001, then DST001 invoices them to BY10001 in two waybills.
    await ingest(
      '/api/ingest/supplyInvoices',
      serials.map((serialNo) => ({ supplyCode: 'TDR001', distyCode: 'DST001', invoiceNo: `TF-${run}`, invoiceDate: day, barcode: product.barcode, serialNo, ...money })),
    );
    await ingest(
      '/api/ingest/distribution',
      serials.map((serialNo, i) => ({
        type: 'INVOICE',
        distyCode: 'DST001',
        resellerCode: 'BY10001',
        invoiceNo: `DF-${run}`,
        invoiceDate: day,
        waybillNo: i < 2 ? 'W-1' : 'W-2',
        waybillDate: day,
        barcode: product.barcode,
        serialNo,
        ...money,
        ...(i < 2 ? { shipmentCompanyName: 'Yurtiçi Kargo', shipmentTrackingCode: `YK${run}`, shipmentTrackingUrl: `https://kargo.example/${run}` } : {}),
      })),
    );

    for (const [viewport, name] of [
      [DESKTOP, 'desktop'],
      [PHONE, 'phone'],
    ] as const) {
      const { page, errors, context } = await openPage(env.browser, env.server.url, viewport);
      page.setDefaultTimeout(15_000);
      await loginWithPassword(page, 'disty_admin');
      await page.goto('/saleInfoList');
      await byTestId(page, 'sale-infos-table').waitFor();
      await showFilters(page, 'sale-infos');
      // The distributor's own code, locked (spec 2 §2.10).
      await expect.poll(() => byTestId(page, 'sale-infos-filter-distyCode').locator('input').inputValue()).toBe('DST001');
      expect(await byTestId(page, 'sale-infos-filter-distyCode').locator('input').isDisabled()).toBe(true);

      // A serial of the second waybill finds its invoice (a scan searches at once).
      await fillIon(page, 'sale-infos-filter-serialNo', serials[2]);
      await page.keyboard.press('Enter');
      const button = page.locator('[data-testid^="sale-info-waybills-"]').filter({ hasText: 'İrsaliyeler (2)' });
      await button.first().waitFor();
      await expect.poll(() => page.locator('[data-testid^="sale-infos-row-"]').count()).toBe(1);
      await hideFilters(page, 'sale-infos');
      await screenshot(page, `serials-distribution-list-${name}`);

      await button.first().click();
      const first = byTestId(page, 'waybill-block-W-1');
      const second = byTestId(page, 'waybill-block-W-2');
      await first.waitFor();
      await second.waitFor();
      expect(await byTestId(page, 'waybill-block-W-1-lines-paginator-report').textContent()).toBe('2 kayıttan 1 - 2 arası gösteriliyor');
      expect(await byTestId(page, 'waybill-block-W-2-lines-paginator-report').textContent()).toBe('1 kayıttan 1 - 1 arası gösteriliyor');
      expect(await byTestId(page, 'waybill-block-W-1-fields-shipment-company').textContent()).toBe('Yurtiçi Kargo');
      expect(await first.textContent()).toContain(serials[0]);
      expect(await second.textContent()).toContain(serials[2]);
      await screenshot(page, `serials-distribution-waybills-${name}`);
      await byTestId(page, 'sale-info-dialog-close').click();
      await byTestId(page, 'sale-info-dialog').waitFor({ state: 'hidden' });

      // The supplier's invoice of the same units, DST001's code locked there too (spec 2 §2.12).
      await page.goto('/supplyInvoiceList');
      await byTestId(page, 'supply-invoices-table').waitFor();
      await showFilters(page, 'supply-invoices');
      await fillIon(page, 'supply-invoices-filter-serialNo', serials[0]);
      await page.keyboard.press('Enter');
      const detail = page.locator('[data-testid^="supply-invoice-detail-"]');
      await detail.first().waitFor();
      await expect.poll(() => page.locator('[data-testid^="supply-invoices-row-"]').count()).toBe(1);
      await hideFilters(page, 'supply-invoices');
      await screenshot(page, `serials-invoices-list-${name}`);
      await detail.first().click();
      await byTestId(page, 'supply-invoice-fields').waitFor();
      expect(await byTestId(page, 'supply-invoice-fields-invoice-no').textContent()).toBe(`TF-${run}`);
      expect(await byTestId(page, 'supply-invoice-lines-paginator-report').textContent()).toBe('3 kayıttan 1 - 3 arası gösteriliyor');
      await screenshot(page, `serials-invoices-detail-${name}`);

      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
