import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, fillIon, loginWithPassword, openPage, PHONE, screenshot, showFilters } from './support/browser.js';
import { useServerAndBrowser } from './support/setup.js';

interface Named {
  id: number;
  name: string;
}
interface Detail {
  id: number;
  name: string;
  barcode: string;
  description: string | null;
  brand: Named;
  subCategory: Named;
  supplyStatus: 'AÇIK' | 'KAPALI';
  origin: string | null;
  eol: boolean | null;
  approveType: string;
  lastApproveType: string;
  labels: { labelStatus: string }[];
  currentUpdateModel: { name: string; approveDescription: string | null } | null;
}
interface Waiting {
  id: number;
  currentModelId: number;
  kind: 'CREATE' | 'UPDATE';
  barcode: string;
}

const toastText = (page: Page, text: string) => page.locator('[data-testid="toast"]').filter({ hasText: text }).first();
const badge = (n: number) => (n > 99 ? '99+' : String(n));

describe('catalogue approval: waiting products, the bell, decisions and home-page products', () => {
  const env = useServerAndBrowser();
  const tokens = new Map<string, string>();

  async function api<T>(username: string, method: 'GET' | 'POST', url: string, payload?: unknown): Promise<T> {
    const app = env.server.built.app;
    if (!tokens.has(username)) {
      const login = await app.inject({ method: 'POST', url: '/auth/public/login', payload: { username, password: 'demo1234' } });
      tokens.set(username, login.json().token);
    }
    const res = await app.inject({ method, url, headers: { authorization: `Bearer ${tokens.get(username)}` }, payload: payload as object });
    if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json() as T;
  }

  const detailOf = (id: number) => api<Detail>('ttg_admin', 'GET', `/api/model/byid/${id}`);
  const waitingCount = () => api<number>('ttg_admin', 'GET', '/api/model/waiting/count');
  async function requestFor(barcode: string): Promise<Waiting> {
    const page = await api<{ content: Waiting[] }>('ttg_admin', 'POST', '/api/model/waiting/getAll?page=0&size=25', { barcode });
    expect(page.content).toHaveLength(1);
    return page.content[0];
  }

  /** Approved products of the supplier's own supply (TDR001) that nothing waits on, `skip` taken already. */
  async function approvedProduct(skip: number): Promise<Detail> {
    const list = await api<{ content: { id: number }[] }>('supply_admin', 'POST', `/api/model/getAll/supply?page=0&size=10&sort=id,asc`, {
      lastApproveType: 'APPROVED',
    });
    return detailOf(list.content[skip].id);
  }

  /** The supplier asks for a change of an approved product (as the edit screen would send it). */
  async function requestChange(p: Detail, change: Partial<{ name: string; description: string }>) {
    const res = await api<{ pending: boolean }>('supply_admin', 'POST', '/api/model/upsert', {
      id: p.id,
      name: change.name ?? p.name,
      barcode: p.barcode,
      description: change.description ?? p.description,
      brandId: p.brand.id,
      subCategoryId: p.subCategory.id,
      supplyStatus: p.supplyStatus,
      origin: p.origin,
      eol: p.eol,
    });
    expect(res.pending).toBe(true);
  }

  /** A new product of the supplier, waiting for its first approval. */
  async function createProduct(name: string, barcode: string): Promise<number> {
    const [brand] = await api<Named[]>('supply_admin', 'GET', '/api/brand/getAll');
    const [category] = await api<Named[]>('supply_admin', 'GET', '/api/category/getAll');
    const [sub] = await api<Named[]>('supply_admin', 'GET', `/api/subCategory/getAll?categoryId=${category.id}`);
    const res = await api<{ id: number; pending: boolean }>('supply_admin', 'POST', '/api/model/upsert', {
      name,
      barcode,
      description: 'Tarayıcı testi ürünü.',
      brandId: brand.id,
      subCategoryId: sub.id,
      supplyStatus: 'AÇIK',
      origin: 'Türkiye',
      eol: false,
      price: { startDate: '2026-12-01T16:00:00+03:00', taxRatio: 20, distyPrice: 100, recommendedEdmPrice: 110, recommendedResellerPrice: 120, recommendedSellPrice: 149.9 },
    });
    expect(res.pending).toBe(true);
    return res.id;
  }

  async function openWaitingFiltered(page: Page, key: 'barcode' | 'modelName', value: string) {
    await page.locator('[data-testid="waiting-table"]').waitFor();
    await showFilters(page, 'waiting');
    await fillIon(page, `waiting-filter-${key}`, value);
    await page.locator('[data-testid="waiting-search"]').click();
  }

  it("shows a supplier's change to the admin: bell count, the diff in 'Detay', approved with 'Onayla'", async () => {
    const product = await approvedProduct(0);
    const newName = `${product.name} (Yeni Kasa)`;
    await requestChange(product, { name: newName });
    const before = await waitingCount();
    expect(before).toBeGreaterThan(0);

    const { context, page, errors } = await openPage(env.browser, env.server.url, DESKTOP);
    page.setDefaultTimeout(15_000);
    // Straight after the in-app login (no reload): the login page Ionic keeps mounted must
    // not bounce the bell's navigation back to /dashboard.
    await loginWithPassword(page, 'ttg_admin');
    const bellCount = page.locator('[data-testid="bell-waiting-count"]').first();
    await expect.poll(() => bellCount.textContent()).toBe(badge(before));
    await page.locator('[data-testid="bell-waiting"]').first().click();
    await page.waitForURL('**/WaitingMyAction');
    expect(await page.locator('h1.page-title').last().textContent()).toBe('Onay Bekleyen Ürünler');

    const request = await requestFor(product.barcode);
    expect(request).toMatchObject({ currentModelId: product.id, kind: 'UPDATE' });
    await openWaitingFiltered(page, 'barcode', product.barcode);
    const row = page.locator(`[data-testid="waiting-row-${request.id}"]`);
    await row.waitFor();
    expect(await row.textContent()).toContain('Değişiklik');

    await page.locator(`[data-testid="waiting-detail-${request.id}"]`).click();
    await expect.poll(() => page.locator('[data-testid="waiting-changes-title"]').textContent()).toBe('Ürün Değişiklikleri');
    const nameRow = page.locator('[data-testid="waiting-changes-field-name"]');
    expect(await nameRow.getAttribute('data-changed')).toBe('true');
    expect(await nameRow.textContent()).toContain(newName);
    expect(await page.locator('[data-testid="waiting-changes-field-barcode"]').getAttribute('data-changed')).toBe('false');
    await page.locator('[data-testid="waiting-changes-close"]').click();
    await page.locator('[data-testid="waiting-changes"]').waitFor({ state: 'hidden' });

    await page.locator(`[data-testid="waiting-approve-${request.id}"]`).click();
    await toastText(page, 'Ürün Onaylandı').waitFor();
    await row.waitFor({ state: 'detached' });
    await expect.poll(() => page.locator('[data-testid="waiting-empty"]').textContent()).toBe('Ürün Bulunamadı.');
    // The bell follows the decision without a reload.
    await expect.poll(() => bellCount.textContent()).toBe(badge(before - 1));

    const after = await detailOf(product.id);
    expect(after).toMatchObject({ name: newName, approveType: 'APPROVED', lastApproveType: 'APPROVED' });
    expect(errors.filter((e) => !e.includes('favicon'))).toEqual([]);
    await context.close();
  });

  it("rejects a change with a description; the supplier finds it under 'Onaylanmayan Değişiklikler' (phone)", async () => {
    const product = await approvedProduct(1);
    await requestChange(product, { description: 'Yeni açıklama: kutu içeriğine kablo eklendi.' });
    const request = await requestFor(product.barcode);
    const reason = 'Açıklama ürün sayfasındaki bilgilerle uyuşmuyor.';

    const admin = await openPage(env.browser, env.server.url, PHONE);
    admin.page.setDefaultTimeout(15_000);
    await loginWithPassword(admin.page, 'ttg_admin');
    await admin.page.goto('/WaitingMyAction');
    await admin.page.locator('[data-testid="waiting-table"] tbody tr').first().waitFor();
    await screenshot(admin.page, 'waiting-list-phone');
    await openWaitingFiltered(admin.page, 'barcode', product.barcode);
    const row = admin.page.locator(`[data-testid="waiting-row-${request.id}"]`);
    await row.waitFor();
    await row.scrollIntoViewIfNeeded();
    await screenshot(admin.page, 'waiting-row-phone');
    await admin.page.locator(`[data-testid="waiting-reject-${request.id}"]`).click();
    const dialog = admin.page.locator('[data-testid="reject-dialog"]');
    await dialog.waitFor();
    expect(await admin.page.locator('[data-testid="reject-dialog-subject"]').textContent()).toBe(`${product.name} (${product.barcode})`);
    await admin.page.locator('[data-testid="reject-dialog-description"] textarea').fill(reason);
    // The floating label settles before the picture is taken.
    await screenshot(admin.page, 'reject-dialog-phone');
    await admin.page.locator('[data-testid="reject-dialog-submit"]').click();
    await toastText(admin.page, 'Ürün Reddedildi').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await admin.context.close();

    const rejected = await detailOf(product.id);
    expect(rejected).toMatchObject({ approveType: 'APPROVED', lastApproveType: 'REJECTED', description: product.description });
    expect(rejected.currentUpdateModel?.approveDescription).toBe(reason);

    const supplier = await openPage(env.browser, env.server.url, PHONE);
    supplier.page.setDefaultTimeout(15_000);
    await loginWithPassword(supplier.page, 'supply_admin');
    await supplier.page.goto('/ProductManagement');
    await supplier.page.locator('[data-testid="products-supply-table"]').waitFor();
    await showFilters(supplier.page, 'products-supply');
    await fillIon(supplier.page, 'products-supply-filter-barcode', product.barcode);
    await supplier.page.locator('[data-testid="products-supply-search"]').click();
    const button = supplier.page.locator(`[data-testid="product-rejected-${product.id}"]`);
    await button.waitFor();
    expect(await button.textContent()).toContain('Onaylanmayan Değişiklikler');
    await button.click();
    await expect.poll(() => supplier.page.locator('[data-testid="product-changes-description"]').textContent()).toBe(reason);
    await supplier.context.close();
  });

  it("approves two new products at once: 'Toplu Onaylama başarılı'", async () => {
    const token = `Toplu${Date.now()}`;
    const ids = [await createProduct(`${token} Kılıf A`, `${token}-A`), await createProduct(`${token} Kılıf B`, `${token}-B`)];
    const requests = [await requestFor(`${token}-A`), await requestFor(`${token}-B`)];
    expect(requests.map((r) => r.kind)).toEqual(['CREATE', 'CREATE']);

    const { context, page } = await openPage(env.browser, env.server.url, DESKTOP);
    page.setDefaultTimeout(15_000);
    await loginWithPassword(page, 'ttg_admin');
    await page.goto('/WaitingMyAction');
    await openWaitingFiltered(page, 'modelName', token);
    for (const r of requests) await page.locator(`[data-testid="waiting-row-${r.id}"]`).waitFor();
    // Nothing chosen: approving waits; rejecting opens the dialog with 'Gönder' disabled.
    expect(await page.locator('[data-testid="waiting-bulk-approve"]').evaluate((el) => (el as HTMLIonButtonElement).disabled)).toBe(true);
    await page.locator('[data-testid="waiting-bulk-reject"]').click();
    await page.locator('[data-testid="reject-dialog-count"]').waitFor();
    expect(await page.locator('[data-testid="reject-dialog-count"]').textContent()).toBe('Seçili ürün yok.');
    expect(await page.locator('[data-testid="reject-dialog-submit"]').evaluate((el) => (el as HTMLIonButtonElement).disabled)).toBe(true);
    await page.locator('[data-testid="reject-dialog-cancel"]').click();
    await page.locator('[data-testid="reject-dialog"]').waitFor({ state: 'hidden' });

    for (const r of requests) await page.locator(`[data-testid="waiting-select-${r.id}"]`).check();
    expect(await page.locator('[data-testid="waiting-selected-count"]').textContent()).toBe('2 kayıt seçildi');
    await page.locator('[data-testid="waiting-bulk-approve"]').click();
    await toastText(page, 'Toplu Onaylama başarılı').waitFor();
    await expect.poll(() => page.locator('[data-testid="waiting-selected-count"]').textContent()).toBe('0 kayıt seçildi');
    await page.locator('[data-testid="waiting-empty"]').waitFor();

    for (const id of ids) expect(await detailOf(id)).toMatchObject({ approveType: 'APPROVED', lastApproveType: 'APPROVED' });
    await context.close();
  });

  it("puts a product on the home page and takes it off again ('Ana Sayfa Ürünleri')", async () => {
    const list = await api<{ content: { id: number; barcode: string; labels: { labelStatus: string }[] }[] }>(
      'ttg_admin',
      'POST',
      '/api/model/getAll/admin?page=0&size=25&sort=id,asc',
      { lastApproveType: 'APPROVED' },
    );
    const product = list.content.find((p) => !p.labels.some((l) => l.labelStatus === 'DASHBOARD'))!;
    const onDashboard = async () => (await detailOf(product.id)).labels.some((l) => l.labelStatus === 'DASHBOARD');

    const { context, page } = await openPage(env.browser, env.server.url, PHONE);
    page.setDefaultTimeout(15_000);
    await loginWithPassword(page, 'ttg_admin');
    await page.goto('/addToDashboard');
    await page.locator('[data-testid="dashboard-products-table"] tbody tr').first().waitFor();
    await showFilters(page, 'dashboard-products');
    await fillIon(page, 'dashboard-products-filter-barcode', product.barcode);
    await page.locator('[data-testid="dashboard-products-search"]').click();
    const toggle = page.locator(`[data-testid="dashboard-toggle-${product.id}"]`);
    await expect.poll(() => toggle.textContent()).toBe('Ana Sayfaya Ekle');
    await screenshot(page, 'add-to-dashboard-phone');

    await toggle.click();
    await toastText(page, 'Ürün Ana Sayfaya eklendi.').waitFor();
    await expect.poll(() => toggle.textContent()).toBe('Ana Sayfadan Çıkar');
    expect(await onDashboard()).toBe(true);

    await toggle.click();
    await toastText(page, 'Ürün Ana Sayfadan çıkartıldı.').waitFor();
    await expect.poll(() => toggle.textContent()).toBe('Ana Sayfaya Ekle');
    expect(await onDashboard()).toBe(false);
    await context.close();
  });
});
