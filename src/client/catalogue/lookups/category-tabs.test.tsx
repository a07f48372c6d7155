import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { CategoryTabs } from './category-tabs.js';
import { chooseIon, clearToasts, click, fakeApi, renderScreen, type ApiCall } from '../../testing/screen-testing.js';

const CATEGORIES = [
  { id: 1, name: 'Telefon Aksesuarları' },
  { id: 2, name: 'Ses' },
];
const SUBS = [
  { id: 11, name: 'Kılıf', category: CATEGORIES[0], productScoreType: 'UNIT', scoreRatio: 2 },
  { id: 21, name: 'Kulaklık', category: CATEGORIES[1], productScoreType: 'AMOUNT', scoreRatio: 1.5 },
];

const api = (c: ApiCall): [number, unknown] | undefined => {
  if (c.path.endsWith('/category/getAll')) return [200, CATEGORIES];
  if (c.path.endsWith('/subCategory/getAll')) {
    const categoryId = new URL(c.url, 'http://x').searchParams.get('categoryId');
    return [200, categoryId ? SUBS.filter((s) => String(s.category.id) === categoryId) : SUBS];
  }
  if (c.path.endsWith('/enum/scoretype')) return [200, [{ key: 'UNIT', value: 'Puan' }, { key: 'AMOUNT', value: 'Oran' }]];
  return undefined;
};

const buttonsIn = (testId: string) => screen.getByTestId(testId).querySelectorAll('ion-button, button');

describe('category tabs', () => {
  beforeEach(() => clearToasts());
  afterEach(() => vi.unstubAllGlobals());

  it('management: add, edit and delete on both tabs; the category select filters the sub-categories', async () => {
    const server = fakeApi(api);
    renderScreen(<CategoryTabs readOnly={false} />);
    await screen.findByTestId('categories-row-1');
    expect(screen.getByTestId('category-add')).toBeTruthy();
    expect(screen.getByTestId('category-edit-1')).toBeTruthy();
    expect(screen.getByTestId('category-delete-2')).toBeTruthy();

    await click('category-tabs-subCategories');
    await screen.findByTestId('subcategories-row-21');
    const row = screen.getByTestId('subcategories-row-21');
    expect(row.textContent).toContain('Kulaklık');
    expect(row.textContent).toContain('Ses');
    expect(row.textContent).toContain('Oran');
    expect(screen.getByTestId('subcategories-row-11').textContent).toContain('Puan');
    expect(screen.getByTestId('subcategory-add')).toBeTruthy();
    expect(screen.getByTestId('subcategory-edit-11')).toBeTruthy();
    expect(screen.getByTestId('subcategory-delete-21')).toBeTruthy();

    await chooseIon('subcategory-filter-category', '1');
    await waitFor(() => expect(server.calls.some((c) => c.url.includes('/subCategory/getAll?categoryId=1'))).toBe(true));
    await screen.findByTestId('subcategories-row-11');
    expect(screen.queryByTestId('subcategories-row-21')).toBeNull();
  });

  it('read-only view (/CategoryView): the same two tabs without a single action button', async () => {
    fakeApi(api);
    renderScreen(<CategoryTabs readOnly />);
    await screen.findByTestId('categories-row-1');
    expect(screen.getByTestId('categories-row-2').textContent).toContain('Ses');
    expect(screen.queryByTestId('category-add')).toBeNull();
    expect(screen.queryByTestId('category-edit-1')).toBeNull();
    expect(screen.queryByTestId('category-delete-1')).toBeNull();
    expect(buttonsIn('categories-table')).toHaveLength(0);

    await click('category-tabs-subCategories');
    await screen.findByTestId('subcategories-row-11');
    expect(screen.queryByTestId('subcategory-add')).toBeNull();
    expect(screen.queryByTestId('subcategory-edit-11')).toBeNull();
    expect(screen.queryByTestId('subcategory-delete-11')).toBeNull();
    expect(buttonsIn('subcategories-table')).toHaveLength(0);
    // Filtering stays available to readers.
    expect(screen.getByTestId('subcategory-filter-category')).toBeTruthy();
    expect(screen.queryByTestId('category-dialog')).toBeNull();
    expect(screen.queryByTestId('subcategory-dialog')).toBeNull();
  });
});
