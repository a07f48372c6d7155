import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { utils, write } from 'xlsx';
import { LEDGER_MSG, TRANSFER_SERIAL_COLUMN } from '../../src/shared/ledger.js';
import { queryRows } from '../../src/server/db/sql.js';
import { DESKTOP, fillIon, loginWithPassword, openPage, PHONE, screenshot, showFilters } from './support/browser.js';
import { useServerAndBrowser } from './support/setup.js';

const byTestId = (page: Page, id: string) => page.locator(`[data-testid="${id}"]`);
const toastText = (page: Page, text: string) => page.locator('[data-testid="toast"]').filter({ hasText: text }).first();
/** Toasts live a few seconds: wait until they are gone so a screenshot shows what is under them. */
const toastsGone = (page: Page) => page.locator('[data-testid="toast"]').first().waitFor({ state: 'detached', timeout: 8_000 });
/** Today in Istanbul (UTC+3 all year), as the feeds date their documents. */
const today = () => new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);

/** A real .xlsx with the upload's one column, as a dealer would make it. */
function transferFile(serials: string[]): Buffer {
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet([[TRANSFER_SERIAL_COLUMN], ...serials.map((s) => [s])]), 'Sayfa1');
  return write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

describe('serial ledger: a dealer sees its stock and takes its family’s units by a transfer file on its phone', () => {
  const env = useServerAndBrowser();
  const db = () => env.server.built.database.db;

  /** One batch to an ingestion feed as the suppliers' and distributors' systems send it. */
  async function ingest(token: string, path: string, rows: Record<string, unknown>[]) {
    const res = await fetch(`${env.server.url}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
      body: JSON.stringify({ rows }),
    });
    expect(res.status, `${path}: ${await res.clone().text()}`).toBe(200);
    expect(await res.json()).toEqual({ accepted: rows.length });
  }

  it('stock on /stockInfoList; an upload on /mySerialTransfers moves the sub-dealer’s unit and lists not found, sold and already yours', async () => {
    // --- The data, through the real feeds: TDR001 invoices four units to DST001, DST001 sends one to BY10001 and two to BY10002.
    const [product] = await queryRows<{ barcode: string }>(
      db(),
      sql`select m.barcode from models m join supplies s on s.id = m.supply_id
          where s.code = 'TDR001' and m.approve_type = 'APPROVED' order by m.id limit 1`,
    );
    expect(product).toBeTruthy();
    const run = `E2E${Date.now().toString(36).toUpperCase()}`;
    const serial = { moves: `${run}-MOVE`, mine: `${run}-MINE`, sold: `${run}-SOLD`, unknown: `${run}-NONE` };
    const login = await fetch(`${env.server.url}/auth/public/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'web_service', password: 'demo1234' }),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const day = today();
    const line = (serialNo: string) => ({ barcode: product.barcode, serialNo, price: 250, vatRatio: 20 });
    await ingest(
      token,
      '/ingest/supplyInvoices',
      [serial.moves, serial.mine, serial.sold].map((s) => ({ supplyCode: 'TDR001', distyCode: 'DST001', invoiceNo: `${run}-SI`, invoiceDate: day, ...line(s) })),
    );
    const sent = (resellerCode: string, invoiceNo: string, serials: string[]) =>
      ingest(
        token,
        '/ingest/distribution',
        serials.map((s) => ({ type: 'INVOICE', distyCode: 'DST001', resellerCode, invoiceNo, invoiceDate: day, ...line(s), price: 300 })),
      );
    await sent('BY10001', `${run}-D1`, [serial.mine]);
    await sent('BY10002', `${run}-D2`, [serial.moves, serial.sold]);

    // Sales are not built yet: BY10002 sells one unit here, as the sale will (holder, status and its movement).
    const [soldUnit] = await queryRows<{ id: number; holder_id: number }>(
      db(),
      sql`update units set holder = 'CUSTOMER', status = 'SOLD', moves = moves + 1
          where serial_no = ${serial.sold} and holder = 'RESELLER' returning id, holder_id`,
    );
    expect(soldUnit).toBeTruthy();
    await db().execute(sql`insert into unit_movements (unit_id, kind, from_holder, from_id, to_holder, to_id, to_status, document_id, at)
      values (${soldUnit.id}, 'SALE', 'RESELLER', ${soldUnit.holder_id}, 'CUSTOMER', ${soldUnit.holder_id}, 'SOLD', 0, now())`);

    // --- 1. The dealer's stock on its phone: its own unit, not the sub-dealer's.
    const dealer = await openPage(env.browser, env.server.url, PHONE);
    const page = dealer.page;
    page.setDefaultTimeout(15_000);
    await loginWithPassword(page, 'reseller_admin');
    await page.goto('/stockInfoList');
    await expect.poll(() => byTestId(page, 'reseller-stock-table').textContent()).toContain(serial.mine);
    expect(await byTestId(page, 'reseller-stock-table').textContent()).not.toContain(serial.moves);
    await showFilters(page, 'reseller-stock');
    expect(await byTestId(page, 'reseller-stock-filter-parentResellerCode').locator('input').inputValue()).toBe('BY10001');
    expect(await byTestId(page, 'reseller-stock-filter-parentResellerCode').locator('input').isDisabled()).toBe(true);
    await fillIon(page, 'reseller-stock-filter-serialNo', serial.mine);
    await expect.poll(() => page.locator('[data-testid^="reseller-stock-row-"]').count()).toBe(1);
    await screenshot(page, 'serials-stock-phone');

    // --- 2. A file without serials is refused with the server's words, which stay until closed.
    await page.goto('/mySerialTransfers');
    await byTestId(page, 'transfers-to-me-table').waitFor();
    const upload = byTestId(page, 'transfer-upload-input');
    const xlsxMime = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    await upload.setInputFiles({ name: 'bos.xlsx', mimeType: xlsxMime, buffer: transferFile([]) });
    const refused = toastText(page, LEDGER_MSG.uploadInvalid);
    await refused.waitFor();
    await page.waitForTimeout(4_500);
    // Still there, 4.5 s on (a plain toast lives 3–5 s); on a failure the page and its toasts say why.
    const toasts = page.locator('[data-testid="toast"]');
    expect({ path: new URL(page.url()).pathname, toasts: await toasts.allTextContents() }).toMatchObject({
      path: '/mySerialTransfers',
      toasts: expect.arrayContaining([expect.stringContaining(LEDGER_MSG.uploadInvalid)]),
    });
    expect(await refused.isVisible()).toBe(true);
    await screenshot(page, 'serials-transfer-refused-phone');
    await refused.locator('.toast-close').click();
    await refused.waitFor({ state: 'detached' });

    // The transfer file: one serial of each kind.
    await upload.setInputFiles({ name: 'devir.xlsx', mimeType: xlsxMime, buffer: transferFile([serial.moves, serial.unknown, serial.mine, serial.sold]) });
    await toastText(page, LEDGER_MSG.uploadPartial).waitFor();
    await byTestId(page, 'transfer-results').waitFor();
    const listed = (id: string) => byTestId(page, `${id}-list`).locator('li').allTextContents();
    expect(await listed('transfer-not-found')).toEqual([serial.unknown]);
    expect(await listed('transfer-sold')).toEqual([serial.sold]);
    expect(await listed('transfer-already')).toEqual([serial.mine]);
    expect(await byTestId(page, 'transfer-results').textContent()).not.toContain(serial.moves);

    // The unit moved to BY10001 and the transfer row appears (the list reloads after the answer).
    const [moved] = await queryRows<{ code: string }>(db(), sql`select r.code from units u join resellers r on r.id = u.holder_id where u.serial_no = ${serial.moves} and u.holder = 'RESELLER'`);
    expect(moved?.code).toBe('BY10001');
    const [transfer] = await queryRows<{ id: number }>(
      db(),
      sql`select m.document_id as id from unit_movements m join units u on u.id = m.unit_id where u.serial_no = ${serial.moves} and m.kind = 'TRANSFER' order by m.id desc limit 1`,
    );
    expect(transfer).toBeTruthy();
    const row = byTestId(page, `transfers-to-me-row-${transfer.id}`);
    await expect.poll(() => row.textContent()).toContain('BY10002');
    await toastsGone(page);
    await screenshot(page, 'serials-transfers-to-me-phone');

    // Its detail: the one serial it moved.
    await byTestId(page, `transfers-to-me-detail-${transfer.id}`).click();
    await expect.poll(() => byTestId(page, 'transfer-detail-lines-table').textContent()).toContain(serial.moves);
    expect(await byTestId(page, 'transfer-detail-lines-paginator-report').textContent()).toBe('1 kayıttan 1 - 1 arası gösteriliyor');
    await screenshot(page, 'serials-transfer-detail-phone');
    await byTestId(page, 'transfer-detail-close').click();

    // The moved unit is now in the dealer's stock.
    await page.goto('/stockInfoList');
    await expect.poll(() => byTestId(page, 'reseller-stock-table').textContent()).toContain(serial.moves);

    // --- 3. Transfers from me (none from BY10001): the page shows its empty list on the phone.
    await page.goto('/serialTransfersFromMe');
    await byTestId(page, 'transfers-from-me-empty').waitFor();
    await screenshot(page, 'serials-transfers-from-me-phone');

    // --- 4. The same screens on a desktop.
    const wide = await openPage(env.browser, env.server.url, DESKTOP);
    wide.page.setDefaultTimeout(15_000);
    await loginWithPassword(wide.page, 'reseller_admin');
    await wide.page.goto('/stockInfoList');
    await expect.poll(() => byTestId(wide.page, 'reseller-stock-table').textContent()).toContain(serial.mine);
    await screenshot(wide.page, 'serials-stock-desktop');
    await wide.page.goto('/mySerialTransfers');
    await expect.poll(() => byTestId(wide.page, `transfers-to-me-row-${transfer.id}`).textContent()).toContain('BY10002');
    await screenshot(wide.page, 'serials-transfers-to-me-desktop');
    await byTestId(wide.page, `transfers-to-me-detail-${transfer.id}`).click();
    await expect.poll(() => byTestId(wide.page, 'transfer-detail-lines-table').textContent()).toContain(serial.moves);
    await screenshot(wide.page, 'serials-transfer-detail-desktop');

    // The refused file's 400 is the one failed request Chromium logs.
    const unexpected = (errors: string[]) => errors.filter((e) => !e.includes('favicon') && !e.includes('status of 400'));
    for (const who of [dealer, wide]) expect(unexpected(who.errors)).toEqual([]);
    await dealer.context.close();
    await wide.context.close();
  });
});
