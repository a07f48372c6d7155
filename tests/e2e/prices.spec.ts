import { describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { queryRows } from '../../src/server/db/sql.js';
import { recomputeDistyTimelines, recomputeSupplyTimelines } from '../../src/server/prices/price-versions.js';
import { SUPPLY_PRICE_EXCEL_COLUMNS } from '../../src/shared/contract/price-excel.js';
import { xlsxBuffer } from '../support/sheet-files.js';
import { DESKTOP, fillIon, loginWithPassword, openPage, PHONE, screenshot, showFilters } from './support/browser.js';
import { useServerAndBrowser } from './support/setup.js';

const toastText = (page: Page, text: string) => page.locator('[data-testid="toast"]').filter({ hasText: text }).first();

/** Today in Istanbul as yyyymmdd (the sheet's date; a price may not start before today). */
function today() {
  const at = new Date(Date.now() + 3 * 3_600_000);
  return `${at.getUTCFullYear()}${String(at.getUTCMonth() + 1).padStart(2, '0')}${String(at.getUTCDate()).padStart(2, '0')}`;
}

interface Product {
  id: number;
  barcode: string;
  name: string;
}

describe('prices: supplier sheet → distributor approval → reseller price list', () => {
  const env = useServerAndBrowser();
  const db = () => env.server.built.database.db;

  it('a supplier uploads a price sheet; DST001 approves one price and rejects one; the reseller sees the approved price, the supplier the rejection', async () => {
    // Two approved TDR001 products (distributed by DST001) that nothing waits on.
    const products = await queryRows<Product>(
      db(),
      sql`select m.id, m.barcode, m.name from models m join supplies s on s.id = m.supply_id and s.code = 'TDR001'
          where m.approve_type = 'APPROVED'
            and not exists (select 1 from model_price_disties d where d.model_id = m.id and d.approve_type <> 'APPROVED')
            and exists (select 1 from model_price_supplies p where p.model_id = m.id)
          order by m.id desc limit 2`,
    );
    expect(products).toHaveLength(2);
    const [kept, refused] = products;
    const sheet = await xlsxBuffer(
      SUPPLY_PRICE_EXCEL_COLUMNS.map(([header]) => header),
      [
        [kept.barcode, today(), 111.11, 115, 133.33, 166.66, 20],
        [refused.barcode, today(), 999.99, 1005, 1010, 1100, 20],
      ],
    );
    const file = join(tmpdir(), `fiyat-${Date.now()}.xlsx`);
    writeFileSync(file, sheet);

    // 1. The supplier uploads and sends both rows to approval.
    const supplier = await openPage(env.browser, env.server.url, DESKTOP);
    supplier.page.setDefaultTimeout(15_000);
    await loginWithPassword(supplier.page, 'supply_admin');
    await supplier.page.goto('/ProductPrice-Supply-Excel');
    await supplier.page.locator('[data-testid="supply-price-excel-upload-input"]').setInputFiles(file);
    await toastText(supplier.page, 'Hatalı Ürün Bulunamadı').waitFor();
    await supplier.page.locator('[data-testid="supply-price-excel-save"]').click();
    await toastText(supplier.page, 'İşleminiz Onaya Gönderilmiştir').waitFor();
    const waiting = await queryRows<{ id: number; model_id: number; mps: number }>(
      db(),
      sql`select d.id, d.model_id, d.model_price_supply_id as mps from model_price_disties d join disties x on x.id = d.disty_id and x.code = 'DST001'
          where d.approve_type = 'WAITING' and d.model_id in (${kept.id}, ${refused.id})`,
    );
    expect(waiting).toHaveLength(2);
    const rowOf = (p: Product) => waiting.find((w) => w.model_id === p.id)!;

    // 2. DST001's admin approves one and rejects the other with a reason.
    const disty = await openPage(env.browser, env.server.url, DESKTOP);
    disty.page.setDefaultTimeout(15_000);
    await loginWithPassword(disty.page, 'disty_admin');
    await disty.page.goto('/WaitingMySupplyPrice');
    await disty.page.locator(`[data-testid="waiting-prices-approve-${rowOf(kept).id}"]`).click();
    await toastText(disty.page, 'Ürün Fiyatı Onaylandı').waitFor();
    await disty.page.locator(`[data-testid="waiting-prices-reject-${rowOf(refused).id}"]`).click();
    const reason = 'Alış fiyatı piyasanın çok üzerinde.';
    await disty.page.locator('[data-testid="price-reject-dialog-description"] textarea').fill(reason);
    await disty.page.locator('[data-testid="price-reject-dialog-submit"]').click();
    await toastText(disty.page, 'Ürün Fiyatı Reddedildi').waitFor();
    expect(disty.errors.filter((e) => !e.includes('favicon'))).toEqual([]);
    await disty.context.close();

    // Time passes: a price dated today starts at 16:00 Istanbul; move the approved one into force.
    await db().execute(sql`update model_price_supplies set start_date = now() - interval '1 minute' where id = ${rowOf(kept).mps} and start_date > now()`);
    await db().execute(sql`update model_price_disties set start_date = now() - interval '1 minute' where model_price_supply_id = ${rowOf(kept).mps} and start_date > now()`);
    await recomputeSupplyTimelines(db(), [kept.id]);
    await recomputeDistyTimelines(db(), [kept.id]);

    // 3. The reseller (under DST001) finds the approved price on its phone.
    const reseller = await openPage(env.browser, env.server.url, PHONE);
    reseller.page.setDefaultTimeout(15_000);
    await loginWithPassword(reseller.page, 'reseller_admin');
    await reseller.page.goto('/productPriceInfoList');
    await reseller.page.locator('[data-testid="reseller-prices"]').waitFor();
    await showFilters(reseller.page, 'reseller-prices');
    await fillIon(reseller.page, 'reseller-prices-filter-barcode', kept.barcode);
    const row = reseller.page.locator('[data-testid^="reseller-prices-row-"]');
    await expect.poll(() => row.count()).toBe(1);
    const text = (await row.first().textContent()) ?? '';
    expect(text).toContain(kept.name);
    expect(text).toContain('₺133.33');
    expect(text).toContain('₺166.66');
    expect(text).not.toContain('₺111.11'); // never the distributor purchase price
    await screenshot(reseller.page, 'reseller-price-list-phone');
    // The refused price never reaches the reseller.
    await fillIon(reseller.page, 'reseller-prices-filter-barcode', refused.barcode);
    await expect.poll(async () => (await row.first().textContent()) ?? '').toContain(refused.name);
    expect((await row.first().textContent()) ?? '').not.toContain('₺1,010.00');
    expect(reseller.errors.filter((e) => !e.includes('favicon'))).toEqual([]);
    await reseller.context.close();

    // 4. The supplier's detail screen lists the rejection with its reason.
    await supplier.page.goto(`/ProductPrice-Detail/${rowOf(refused).mps}/${refused.id}`);
    const rejected = supplier.page.locator('[data-testid="price-rejected-table"]');
    await expect.poll(async () => (await rejected.textContent()) ?? '').toContain(reason);
    expect((await rejected.textContent()) ?? '').toContain('Boğaziçi Dağıtım');
    expect(supplier.errors.filter((e) => !e.includes('favicon'))).toEqual([]);
    await supplier.context.close();
  });
});
