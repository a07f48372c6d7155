import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, fillIon, loginWithPassword, openPage, screenshot } from './support/browser.js';
import { useServerAndBrowser } from './support/setup.js';
import { chooseOption } from './support/page-helpers.js';

const LOGO = 'tests/fixtures/images/brand-logo.png';
const byId = (testId: string) => `[data-testid="${testId}"]`;

/** Waits for a toast with this text (title 'Başarılı İşlem', 'Uyarı' or 'Hata'). */
const toastSays = (page: Page, text: string) => page.locator(byId('toast'), { hasText: text }).first().waitFor();

/** The numeric id behind a table row that shows this text (rows are `${prefix}-row-${id}`). */
async function rowId(page: Page, prefix: string, text: string) {
  const row = page.locator(`[data-testid^="${prefix}-row-"]`, { hasText: text }).first();
  await row.waitFor();
  return Number((await row.getAttribute('data-testid'))!.replace(`${prefix}-row-`, ''));
}

const dialogOpen = (page: Page, testId: string) => page.locator(`ion-modal${byId(testId)}`).waitFor({ state: 'visible' });
const dialogClosed = (page: Page, testId: string) =>
  expect.poll(() => page.locator(`ion-modal${byId(testId)}.show-modal`).count(), { timeout: 10_000 }).toBe(0);
const fieldLabel = (page: Page, testId: string) => page.locator(byId(testId)).evaluate((el) => (el as HTMLElement & { label?: string }).label);
const isInvalid = (page: Page, testId: string) => page.locator(byId(testId)).evaluate((el) => el.classList.contains('ion-invalid'));

describe('catalogue lookups: brands, tolerance ratios, categories', () => {
  const env = useServerAndBrowser();

  it('TTG admin creates a brand with its logo, views the image, edits, passivates and re-activates it', async () => {
    const { context, page, errors } = await openPage(env.browser, env.server.url, DESKTOP);
    await loginWithPassword(page, 'ttg_admin');
    await page.goto('/brandCreate');
    await page.locator(byId('brands-table')).waitFor();
    expect(await page.locator('h1.page-title').textContent()).toBe('Markalar');

    await page.locator(byId('brand-new')).click();
    await dialogOpen(page, 'brand-dialog');
    await page.locator(byId('brand-dialog-submit')).click();
    await toastSays(page, 'Marka adı dolu olmalıdır.');
    await fillIon(page, 'brand-name', 'Deneme Aksesuar');
    await page.locator(byId('brand-dialog-submit')).click();
    await toastSays(page, 'Marka resmi seçili olmalıdır.');
    await page.locator(byId('brand-file-input')).setInputFiles(LOGO);
    await page.locator(byId('brand-file-thumb-0')).waitFor();
    await page.locator(byId('brand-new-flag')).click();
    await page.locator(byId('brand-dialog-submit')).click();
    await toastSays(page, 'Marka oluşturuldu.');
    await dialogClosed(page, 'brand-dialog');

    // The name filter ignores case and Turkish letters.
    await fillIon(page, 'brands-filter-name', 'DENEME aksesuar');
    const id = await rowId(page, 'brands', 'Deneme Aksesuar');
    const row = page.locator(byId(`brands-row-${id}`));
    expect(await row.textContent()).toContain('Evet');
    expect(await row.textContent()).toContain('Aktif');

    await page.locator(byId(`brand-image-${id}`)).click();
    const image = page.locator(byId('brand-image-viewer-image'));
    await image.waitFor({ state: 'visible' });
    expect(await image.getAttribute('src')).toMatch(/^\/api\/public\/image\//);
    await expect.poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(48);
    await screenshot(page, 'brand-image-viewer-desktop');
    await page.locator(byId('brand-image-viewer-close')).click();
    await dialogClosed(page, 'brand-image-viewer');

    await page.locator(byId(`brand-edit-${id}`)).click();
    await dialogOpen(page, 'brand-dialog');
    await expect.poll(() => page.locator(`${byId('brand-name')} input`).inputValue()).toBe('Deneme Aksesuar');
    await page.locator(byId('brand-current-image')).waitFor();
    await fillIon(page, 'brand-name', 'Deneme Aksesuar Pro');
    await page.locator(byId('brand-dialog-submit')).click();
    await toastSays(page, 'Marka düzenlendi.');
    await dialogClosed(page, 'brand-dialog');
    await expect.poll(() => row.textContent()).toContain('Deneme Aksesuar Pro');

    await page.locator(byId(`brand-passive-${id}`)).click();
    await page.locator(byId('confirm-ok')).click();
    await toastSays(page, 'Marka pasif edildi.');
    await expect.poll(() => row.textContent()).toContain('Pasif');
    expect(await page.locator(byId(`brand-edit-${id}`)).count()).toBe(0);

    await page.locator(byId(`brand-activate-${id}`)).click();
    await toastSays(page, 'Marka aktif edildi.');
    await expect.poll(() => row.textContent()).toContain('Aktif');
    await page.locator(byId(`brand-edit-${id}`)).waitFor();
    await fillIon(page, 'brands-filter-name', '');
    await expect.poll(() => page.locator('[data-testid^="brands-row-"]').count()).toBe(10);
    await screenshot(page, 'brands-desktop');

    expect(errors).toEqual([]);
    await context.close();
  });

  it('TTG admin adds, edits and deletes categories and adds and edits a sub-category (Puan/Oran label)', async () => {
    const { context, page, errors } = await openPage(env.browser, env.server.url, DESKTOP);
    await loginWithPassword(page, 'ttg_admin');
    await page.goto('/CategoryManagement');
    await page.locator(byId('categories-table')).waitFor();

    await page.locator(byId('category-add')).click();
    await dialogOpen(page, 'category-dialog');
    await fillIon(page, 'category-name', 'Deneme Kategorisi');
    await page.locator(byId('category-dialog-submit')).click();
    await toastSays(page, 'İşlem Başarılı');
    await dialogClosed(page, 'category-dialog');
    const categoryId = await rowId(page, 'categories', 'Deneme Kategorisi');

    await page.locator(byId(`category-edit-${categoryId}`)).click();
    await dialogOpen(page, 'category-dialog');
    await fillIon(page, 'category-name', 'Deneme Kategorisi Yeni');
    await page.locator(byId('category-dialog-submit')).click();
    await dialogClosed(page, 'category-dialog');
    await expect.poll(() => page.locator(byId(`categories-row-${categoryId}`)).textContent()).toContain('Deneme Kategorisi Yeni');

    await page.locator(byId('category-add')).click();
    await dialogOpen(page, 'category-dialog');
    await fillIon(page, 'category-name', 'Silinecek Kategori');
    await page.locator(byId('category-dialog-submit')).click();
    await dialogClosed(page, 'category-dialog');
    const doomed = await rowId(page, 'categories', 'Silinecek Kategori');
    await page.locator(byId(`category-delete-${doomed}`)).click();
    const question = page.locator(byId('confirm-dialog'));
    await question.waitFor();
    expect(await question.textContent()).toContain('"Silinecek Kategori" kategorisini silmek istediğinize emin misiniz?');
    await page.locator(byId('confirm-ok')).click();
    await expect.poll(() => page.locator(byId(`categories-row-${doomed}`)).count()).toBe(0);

    await page.locator(byId('category-tabs-subCategories')).click();
    await page.locator(byId('subcategories-table')).waitFor();
    await page.locator(byId('subcategory-add')).click();
    await dialogOpen(page, 'subcategory-dialog');
    await chooseOption(page, 'subcategory-category', 'Deneme Kategorisi Yeni');
    await fillIon(page, 'subcategory-name', 'Deneme Alt Kategori');
    expect(await fieldLabel(page, 'subcategory-value')).toBe('Puan');
    await chooseOption(page, 'subcategory-type', 'Oran');
    await expect.poll(() => fieldLabel(page, 'subcategory-value')).toBe('Oran');
    await fillIon(page, 'subcategory-value', '2,5');
    await page.locator(byId('subcategory-dialog-submit')).click();
    await toastSays(page, 'İşlem Başarılı');
    await dialogClosed(page, 'subcategory-dialog');

    await chooseOption(page, 'subcategory-filter-category', 'Deneme Kategorisi Yeni');
    const subId = await rowId(page, 'subcategories', 'Deneme Alt Kategori');
    const subRow = page.locator(byId(`subcategories-row-${subId}`));
    expect(await subRow.textContent()).toContain('Oran');
    expect(await subRow.textContent()).toContain('2.5');

    await page.locator(byId(`subcategory-edit-${subId}`)).click();
    await dialogOpen(page, 'subcategory-dialog');
    await expect.poll(() => fieldLabel(page, 'subcategory-value')).toBe('Oran');
    await chooseOption(page, 'subcategory-type', 'Puan');
    await expect.poll(() => fieldLabel(page, 'subcategory-value')).toBe('Puan');
    await fillIon(page, 'subcategory-value', '3');
    await page.locator(byId('subcategory-dialog-submit')).click();
    await dialogClosed(page, 'subcategory-dialog');
    await expect.poll(() => subRow.textContent()).toContain('Puan');
    expect(await subRow.textContent()).toContain('3');

    await screenshot(page, 'category-management-desktop');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('TTG admin adds a tolerance ratio (flagged above 100) and edits it; ratios show as whole percent', async () => {
    const { context, page, errors } = await openPage(env.browser, env.server.url, DESKTOP);
    await loginWithPassword(page, 'ttg_admin');
    await page.goto('/Marj');
    await page.locator(byId('tolerances-table')).waitFor();

    await page.locator(byId('tolerance-add')).click();
    await dialogOpen(page, 'tolerance-dialog');
    await chooseOption(page, 'tolerance-category', 'Deneme Kategorisi Yeni');
    await chooseOption(page, 'tolerance-subcategory', 'Deneme Alt Kategori');
    await fillIon(page, 'tolerance-ratio', '150');
    await expect.poll(() => isInvalid(page, 'tolerance-ratio')).toBe(true);
    await screenshot(page, 'tolerance-dialog-desktop');
    await page.locator(byId('tolerance-dialog-submit')).click();
    await toastSays(page, 'Tolerans oranı 0 ile 100 arasında olmalıdır.');
    await fillIon(page, 'tolerance-ratio', '15');
    await expect.poll(() => isInvalid(page, 'tolerance-ratio')).toBe(false);
    await page.locator(byId('tolerance-dialog-submit')).click();
    await toastSays(page, 'Tolerans Oranı Eklendi.');
    await dialogClosed(page, 'tolerance-dialog');

    const id = await rowId(page, 'tolerances', 'Deneme Alt Kategori');
    const row = page.locator(byId(`tolerances-row-${id}`));
    expect(await row.textContent()).toContain('Deneme Kategorisi Yeni');
    expect(await row.textContent()).toContain('%15');

    await page.locator(byId(`tolerance-edit-${id}`)).click();
    await dialogOpen(page, 'tolerance-dialog');
    await expect.poll(() => page.locator(`${byId('tolerance-ratio')} input`).inputValue()).toBe('15');
    await fillIon(page, 'tolerance-ratio', '22.4');
    await page.locator(byId('tolerance-dialog-submit')).click();
    await toastSays(page, 'İşlem Başarılı');
    await dialogClosed(page, 'tolerance-dialog');
    await expect.poll(() => row.textContent()).toContain('%22');

    await screenshot(page, 'tolerances-desktop');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a supplier admin sees /CategoryView read-only: both tabs, no buttons', async () => {
    const { context, page, errors } = await openPage(env.browser, env.server.url, DESKTOP);
    await loginWithPassword(page, 'supply_admin');
    await page.goto('/CategoryView');
    await page.locator(byId('categories-table')).waitFor();
    expect(await page.locator('h1.page-title').textContent()).toBe('Kategoriler');
    await rowId(page, 'categories', 'Deneme Kategorisi Yeni');
    const actionButtons = (table: string) => page.locator(`${byId(table)} ion-button`).count();
    expect(await actionButtons('categories-table')).toBe(0);
    expect(await page.locator(byId('category-add')).count()).toBe(0);

    await page.locator(byId('category-tabs-subCategories')).click();
    await rowId(page, 'subcategories', 'Deneme Alt Kategori');
    expect(await actionButtons('subcategories-table')).toBe(0);
    expect(await page.locator(byId('subcategory-add')).count()).toBe(0);
    expect(await page.locator('[data-testid^="subcategory-edit-"], [data-testid^="subcategory-delete-"]').count()).toBe(0);
    await screenshot(page, 'category-view-desktop');

    // The admin screens stay closed to suppliers.
    await page.goto('/CategoryManagement');
    await page.locator(byId('no-access')).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('brands list and brand dialog at phone width (390×844)', async () => {
    const { context, page, errors } = await openPage(env.browser, env.server.url, PHONE);
    await loginWithPassword(page, 'ttg_admin');
    await page.goto('/brandCreate');
    await page.locator('[data-testid^="brands-row-"]').first().waitFor();
    await screenshot(page, 'brands-phone');
    // Nothing sticks out sideways at phone width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.locator(byId('brand-new')).click();
    await dialogOpen(page, 'brand-dialog');
    await page.locator(byId('brand-file-input')).setInputFiles(LOGO);
    await page.locator(byId('brand-file-thumb-0')).waitFor();
    await fillIon(page, 'brand-name', 'Telefon Genişliği');
    await screenshot(page, 'brand-dialog-phone');
    await page.locator(byId('brand-dialog-cancel')).click();
    await dialogClosed(page, 'brand-dialog');

    await page.goto('/Marj');
    await page.locator('[data-testid^="tolerances-row-"]').first().waitFor();
    await screenshot(page, 'tolerances-phone');
    await page.goto('/CategoryManagement');
    await page.locator('[data-testid^="categories-row-"]').first().waitFor();
    await screenshot(page, 'category-management-phone');
    expect(errors).toEqual([]);
    await context.close();
  });
});
