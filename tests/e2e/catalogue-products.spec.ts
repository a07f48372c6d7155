import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import * as XLSX from 'xlsx';
import { fillIon, loginWithPassword, openPage, PHONE, screenshot } from './support/browser.js';
import { useServerAndBrowser } from './support/setup.js';
import { chooseOption } from './support/page-helpers.js';

const PHOTO = resolve('tests/fixtures/images/product-photo.jpg');

/** Chooses an option of an Ionic select (desktop popover / phone action sheet) by its text. */
const toastText = (page: Page, text: string) => page.locator('[data-testid="toast"]').filter({ hasText: text }).first();

describe('catalogue products: management, detail, admin, export, tree', () => {
  const env = useServerAndBrowser();

  async function api<T>(username: string, method: 'GET' | 'POST', url: string, payload?: unknown): Promise<T> {
    const app = env.server.built.app;
    const login = await app.inject({ method: 'POST', url: '/auth/public/login', payload: { username, password: 'demo1234' } });
    const res = await app.inject({ method, url, headers: { authorization: `Bearer ${login.json().token}` }, payload: payload as object });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res.json() as T;
  }

  it('a supplier creates a product with a picture; TTG_ADMIN opens the new product entry in /WaitingMyAction and approves it', async () => {
    // Names the form will offer, read from the same server.
    const categories = await api<{ id: number; name: string }[]>('supply_admin', 'GET', '/api/category/getAll');
    const category = categories[0];
    const subs = await api<{ id: number; name: string }[]>('supply_admin', 'GET', `/api/subCategory/getAll?categoryId=${category.id}`);
    const brands = await api<{ id: number; name: string }[]>('supply_admin', 'GET', '/api/brand/getAll');
    const barcode = `E2E-${Date.now()}`;

    const { context, page, errors } = await openPage(env.browser, env.server.url);
    page.setDefaultTimeout(15_000);
    await loginWithPassword(page, 'supply_admin');
    await page.goto('/ProductManagement');
    await page.locator('[data-testid="products-supply-table"] tbody tr').first().waitFor();

    await page.locator('[data-testid="product-new-open"]').click();
    const dialog = page.locator('[data-testid="product-new"]');
    await dialog.locator('[data-testid="product-new-category"]').waitFor();
    // category first: the sub-category waits for it
    expect(await page.locator('[data-testid="product-new-subCategory"]').evaluate((el) => (el as HTMLIonSelectElement).disabled)).toBe(true);
    await chooseOption(page, 'product-new-category', category.name);
    await expect.poll(() => page.locator('[data-testid="product-new-subCategory"]').evaluate((el) => (el as HTMLIonSelectElement).disabled)).toBe(false);
    await chooseOption(page, 'product-new-subCategory', subs[0].name);
    await chooseOption(page, 'product-new-brand', brands[0].name);
    await fillIon(page, 'product-new-name', 'E2E Silikon Kılıf');
    await fillIon(page, 'product-new-barcode', barcode);
    await fillIon(page, 'product-new-origin', 'Türkiye');
    await chooseOption(page, 'product-new-supplyStatus', 'AÇIK');
    await chooseOption(page, 'product-new-eol', 'Hayır');
    // a supplier has no distributor: no 'Bayi Alış Fiyatı'
    expect(await page.locator('[data-testid="product-new-resellerPrice"]').count()).toBe(0);
    // Typed the Turkish way (dots), shown as the portal shows dates (DD-MM-YYYY), kept as 2025-03-01.
    await page.locator('[data-testid="product-new-startDate"] input').fill('01.03.2025');
    expect(await page.locator('[data-testid="product-new-startDate"] input').inputValue()).toBe('01-03-2025');
    await chooseOption(page, 'product-new-taxRatio', '%20');
    await fillIon(page, 'product-new-distyPrice', '100,50');
    await fillIon(page, 'product-new-recommendedEdmPrice', '110');
    await fillIon(page, 'product-new-recommendedResellerPrice', '120');
    await fillIon(page, 'product-new-recommendedSellPrice', '149.90');
    await page.locator('[data-testid="product-new-images-input"]').setInputFiles(PHOTO);
    await page.locator('[data-testid="product-new-images-thumb-0"]').waitFor();
    await page.locator('[data-testid="product-new-submit"]').click();
    await toastText(page, 'Ürün Onaya Gönderildi').waitFor();
    await dialog.waitFor({ state: 'hidden' });

    const found = await api<{ content: { id: number; lastApproveType: string }[] }>('supply_admin', 'POST', '/api/model/getAll/supply?page=0&size=5', { barcode });
    expect(found.content).toHaveLength(1);
    const id = found.content[0].id;
    expect(found.content[0].lastApproveType).toBe('WAITING');
    const detail = await api<{ pictures: { pictureCrudType: string }[]; currentUpdateModel: { distyPrice: number; startDate: string; eol: boolean } }>(
      'supply_admin',
      'GET',
      `/api/model/byid/${id}`,
    );
    expect(detail.pictures.map((p) => p.pictureCrudType)).toEqual(['WANTINSERT']);
    expect(detail.currentUpdateModel).toMatchObject({ distyPrice: 100.5, eol: false });
    expect(new Date(detail.currentUpdateModel.startDate).toISOString()).toBe('2025-03-01T13:00:00.000Z');

    // the list reloaded with the new product and its pending-changes button
    const pending = page.locator(`[data-testid="product-pending-${id}"]`);
    await pending.waitFor();
    expect(await pending.textContent()).toContain('Onay Bekleyen Değişiklikler');
    await pending.click();
    const changes = page.locator('[data-testid="product-changes-title"]');
    await expect.poll(() => changes.textContent(), { timeout: 5000 }).toBe('Yeni Ürün Girişi');
    await page.locator('[data-testid="product-changes-added"] img').first().waitFor();
    await screenshot(page, 'products-changes-new-desktop');
    expect(await page.locator('[data-testid="product-changes-field-barcode"]').textContent()).toContain(barcode);
    expect(await page.locator('[data-testid="product-changes-price-distyPrice"]').textContent()).toContain('₺100.50');
    await page.locator('[data-testid="product-changes-close"]').click();

    // TTG_ADMIN finds it in /WaitingMyAction, opens the diff, approves it.
    const waiting = await api<{ content: { id: number; currentModelId: number }[] }>('ttg_admin', 'POST', '/api/model/waiting/getAll?page=0&size=5', { barcode });
    const requestId = waiting.content[0].id;
    const admin = await openPage(env.browser, env.server.url);
    admin.page.setDefaultTimeout(15_000);
    await loginWithPassword(admin.page, 'ttg_admin');
    await admin.page.goto('/WaitingMyAction');
    await admin.page.locator('[data-testid="waiting-table"] tbody tr').first().waitFor();
    await fillIon(admin.page, 'waiting-filter-barcode', barcode);
    await admin.page.locator('[data-testid="waiting-search"]').click();
    await admin.page.locator(`[data-testid="waiting-row-${requestId}"]`).waitFor();
    await admin.page.locator(`[data-testid="waiting-detail-${requestId}"]`).click();
    await expect.poll(() => admin.page.locator('[data-testid="waiting-changes-title"]').textContent()).toBe('Yeni Ürün Girişi');
    await admin.page.locator('[data-testid="waiting-changes-added"] img').first().waitFor();
    await admin.page.locator('[data-testid="waiting-changes-close"]').click();
    await admin.page.locator('[data-testid="waiting-changes"]').waitFor({ state: 'hidden' });
    await admin.page.locator(`[data-testid="waiting-approve-${requestId}"]`).click();
    await toastText(admin.page, 'Ürün Onaylandı').waitFor();
    await admin.page.locator(`[data-testid="waiting-row-${requestId}"]`).waitFor({ state: 'detached' });
    await admin.context.close();

    // Back at the supplier: approved, the picture is the product's now.
    await page.reload();
    await page.locator('[data-testid="products-supply-table"] tbody tr').first().waitFor();
    await expect.poll(() => page.locator(`[data-testid="product-approve-${id}"]`).textContent()).toBe('Onaylandı');
    expect(await page.locator(`[data-testid="product-pending-${id}"]`).count()).toBe(0);
    const approved = await api<{ approveType: string; pictures: { pictureCrudType: string }[]; price: { distyPrice: number } | null }>(
      'supply_admin',
      'GET',
      `/api/model/byid/${id}`,
    );
    expect(approved).toMatchObject({ approveType: 'APPROVED', price: { distyPrice: 100.5 } });
    expect(approved.pictures.map((p) => p.pictureCrudType)).toEqual(['INSERTED']);
    expect(errors.filter((e) => !e.includes('favicon'))).toEqual([]);
    await context.close();
  });

  it("a supplier edits an approved product's name: the change goes to approval and the list comes back", async () => {
    const approved = await api<{ content: { id: number; name: string }[] }>('supply_admin', 'POST', '/api/model/getAll/supply?page=0&size=1', {
      lastApproveType: 'APPROVED',
    });
    const product = approved.content[0];
    const { context, page } = await openPage(env.browser, env.server.url);
    await loginWithPassword(page, 'supply_admin');
    await page.goto(`/ProductDetail/${product.id}`);
    const name = page.locator('[data-testid="product-edit-form-name"] input');
    await expect.poll(() => name.inputValue()).toBe(product.name);
    await screenshot(page, 'products-edit-desktop');
    await fillIon(page, 'product-edit-form-name', `${product.name} V2`);
    await page.locator('[data-testid="product-edit-save"]').click();
    await toastText(page, 'Ürün Güncelleme talebiniz onaya gönderilmiştir.').waitFor();
    await page.waitForURL('**/ProductManagement');
    await page.locator(`[data-testid="product-pending-${product.id}"]`).waitFor();

    const detail = await api<{ name: string; lastApproveType: string; currentUpdateModel: { name: string } }>('supply_admin', 'GET', `/api/model/byid/${product.id}`);
    expect(detail).toMatchObject({ name: product.name, lastApproveType: 'WAITING', currentUpdateModel: { name: `${product.name} V2` } });

    // the dialog of a change to an approved product compares and highlights the name
    await page.locator(`[data-testid="product-pending-${product.id}"]`).click();
    await expect.poll(() => page.locator('[data-testid="product-changes-title"]').textContent(), { timeout: 5000 }).toBe('Ürün Değişiklikleri');
    expect(await page.locator('[data-testid="product-changes-field-name"]').getAttribute('data-changed')).toBe('true');
    expect(await page.locator('[data-testid="product-changes-field-barcode"]').getAttribute('data-changed')).toBe('false');
    await screenshot(page, 'products-changes-update-desktop');
    await context.close();
  });

  it("exports the supplier's list as 'Ürün Listesi.xlsx'", async () => {
    const { context, page } = await openPage(env.browser, env.server.url);
    await loginWithPassword(page, 'supply_admin');
    await page.goto('/ProductManagement');
    await page.locator('[data-testid="products-supply-table"] tbody tr').first().waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.locator('[data-testid="products-supply-export"]').click()]);
    expect(download.suggestedFilename()).toBe('Ürün Listesi.xlsx');
    const path = await download.path();
    const book = XLSX.read(readFileSync(path), { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]], { header: 1 });
    expect(rows[0]).toEqual(['Kategori', 'Alt Kategori', 'Marka', 'Tedarikçi', 'Ürün Adı', 'Barkod', 'Tedarikçi Durumu', 'Menşei', 'EOL', 'Onay Durumu']);
    expect(rows.length).toBeGreaterThan(1);
    await context.close();
  });

  it('the operator admin sees every product and a read-only detail with a way back', async () => {
    const { context, page } = await openPage(env.browser, env.server.url);
    await loginWithPassword(page, 'ttg_admin');
    await page.goto('/ProductManagement-Admin');
    const firstRow = page.locator('[data-testid="products-admin-table"] tbody tr').first();
    await firstRow.waitFor();
    await screenshot(page, 'products-admin-list-desktop');
    expect(await page.locator('h1.page-title').textContent()).toBe('Ürün Yönetimi (Admin)');
    const detailButton = firstRow.locator('[data-testid^="product-detail-"]');
    const id = (await detailButton.getAttribute('data-testid'))!.replace('product-detail-', '');
    await detailButton.click();
    await page.waitForURL(`**/ProductDetailAdmin/${id}`);
    await page.locator('[data-testid="product-admin-fields"]').waitFor();
    expect(await page.locator('[data-testid="product-admin-detail"] input, [data-testid="product-admin-detail"] ion-input').count()).toBe(0);
    await page.locator('[data-testid="product-admin-audit"]').waitFor();
    await screenshot(page, 'products-admin-detail-desktop');
    await page.locator('[data-testid="product-admin-back"]').click();
    await page.waitForURL('**/ProductManagement-Admin');
    await context.close();
  });

  it("keeps product pictures in the service worker's image cache for offline use", async () => {
    const list = await api<{ content: { id: number; picture: string | null }[] }>('ttg_admin', 'POST', '/api/model/getAll/admin?page=0&size=20', {});
    const product = list.content.find((p) => p.picture)!;
    const { context, page } = await openPage(env.browser, env.server.url);
    await page.goto('/login');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
    await loginWithPassword(page, 'ttg_admin');
    await page.goto(`/ProductDetailAdmin/${product.id}`);
    const image = page.locator('[data-testid="product-admin-pictures"] img').first();
    await image.waitFor();
    await expect.poll(() => image.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0)).toBe(true);
    const url = (await image.getAttribute('src'))!;
    const cached = () => page.evaluate(async () => (await (await caches.open('images')).keys()).map((r) => new URL(r.url).pathname));
    await expect.poll(cached).toContain(url);
    // Offline the picture still comes, from the cache.
    await context.setOffline(true);
    const offline = await page.evaluate(async (u) => {
      const res = await fetch(u);
      return { status: res.status, type: res.headers.get('content-type') };
    }, url);
    expect(offline).toEqual({ status: 200, type: url.endsWith('.jpg') ? 'image/jpeg' : 'image/png' });
    await context.setOffline(false);
    await context.close();
  });

  it('shows the product tree with counts; a brand opens its products', async () => {
    const tree = await api<{ id: number; count: number; subCategories: { id: number; count: number; brands: { id: number; count: number }[] }[] }[]>(
      'supply_admin',
      'POST',
      '/api/model/tree/supply',
    );
    const category = tree.find((c) => c.count > 0)!;
    const sub = category.subCategories.find((s) => s.count > 0)!;
    const brand = sub.brands.find((b) => b.count > 0)!;
    const { context, page } = await openPage(env.browser, env.server.url, PHONE);
    await loginWithPassword(page, 'supply_admin');
    await page.goto('/Model');
    await page.locator(`[data-testid="tree-category-${category.id}"]`).click();
    expect(await page.locator(`[data-testid="tree-category-${category.id}-count"]`).textContent()).toBe(String(category.count));
    await page.locator(`[data-testid="tree-subcategory-${sub.id}"]`).click();
    await page.locator(`[data-testid="tree-brand-${sub.id}-${brand.id}"]`).click();
    const products = page.locator(`[data-testid="tree-products-${sub.id}-${brand.id}"] a`);
    await products.first().waitFor();
    expect(await products.count()).toBe(Math.min(brand.count, 25));
    await screenshot(page, 'products-tree-phone');
    await products.first().click();
    await page.waitForURL('**/ProductDetail/*');
    await context.close();
  });

  it('works on a phone: the product list and the new product dialog (screenshots)', async () => {
    const { context, page } = await openPage(env.browser, env.server.url, PHONE);
    await loginWithPassword(page, 'disty_admin');
    await page.goto('/ProductManagement');
    await page.locator('[data-testid="products-supply-table"] tbody tr').first().waitFor();
    await page.locator('[data-testid="products-supply-table"]').scrollIntoViewIfNeeded();
    await screenshot(page, 'products-list-phone');
    await page.locator('[data-testid="product-new-open"]').click();
    await page.locator('[data-testid="product-new-category"]').waitFor();
    // a distributor user picks the supply and gives 'Bayi Alış Fiyatı'
    await page.locator('[data-testid="product-new-supply"]').waitFor();
    await page.locator('[data-testid="product-new-resellerPrice"]').waitFor();
    await screenshot(page, 'products-new-dialog-phone');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
    await context.close();
  });
});
