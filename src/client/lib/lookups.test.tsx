import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { LOOKUP_LOAD_MSG } from '../../shared/catalogue.js';
import type { ApiCall } from '../testing/screen-testing.js';
import { clearToasts, fakeApi, renderScreen, toastsOf } from '../testing/screen-testing.js';
import { FilterBar } from '../ui/list/filter-bar.js';
import { useBrands, useCategories, useSubCategories } from './lookups.js';
import { PRODUCT_FILTERS } from './product-filters.js';

/**
 * Spec 3 §8: a failed lookup says which one failed — 'Markaları getirme başarısız.',
 * 'Kategorileri getirme başarısız.', 'Alt kategorileri getirme başarısız.' (the distributors'
 * 'Distributör getirme başarısız.' is tested with the screens that read them) — through the
 * shared handler; a 400/422 with the server's words still shows those words.
 */
const LOOKUPS = ['/api/brand/getAll', '/api/category/getAll', '/api/subCategory/getAll'];
const failing =
  (answer: [number, unknown]) =>
  (c: ApiCall): [number, unknown] | undefined =>
    LOOKUPS.includes(c.path) ? answer : c.path === '/api/supply/getAll' ? [200, []] : undefined;
const serverError: [number, unknown] = [500, { status: 500, code: 500, errors: [], fields: [] }];

function Dropdowns() {
  useBrands();
  useCategories();
  useSubCategories(3);
  return <p>seçimler</p>;
}

describe('lookup failures', () => {
  beforeEach(() => clearToasts());
  afterEach(() => vi.unstubAllGlobals());

  it("the dropdowns' lookups each say their own text", async () => {
    fakeApi(failing(serverError));
    renderScreen(<Dropdowns />);
    await waitFor(() =>
      expect(new Set(toastsOf('error'))).toEqual(new Set(['Markaları getirme başarısız.', 'Kategorileri getirme başarısız.', 'Alt kategorileri getirme başarısız.'])),
    );
    expect(toastsOf('error')).toHaveLength(3);
  });

  it("a refusal with the server's words shows those words instead", async () => {
    fakeApi(failing([422, { status: 422, code: 10000, description: 'x', errors: [], fields: ['Sunucunun sözü.'] }]));
    renderScreen(<Dropdowns />);
    await waitFor(() => expect(toastsOf('error')).toEqual(['Sunucunun sözü.', 'Sunucunun sözü.', 'Sunucunun sözü.']));
  });

  it("the product lists' filters: categories, sub-categories of the chosen category, brands", async () => {
    fakeApi(failing(serverError));
    renderScreen(<FilterBar id="products" filters={PRODUCT_FILTERS} values={{ category: '3' }} onChange={() => undefined} />);
    await screen.findByTestId('products-filter-brand');
    await waitFor(() => expect(new Set(toastsOf('error'))).toEqual(new Set([LOOKUP_LOAD_MSG.brands, LOOKUP_LOAD_MSG.categories, LOOKUP_LOAD_MSG.subCategories])));
    expect(toastsOf('error')).toHaveLength(3);
  });
});
