import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ProductFormDialog } from './product-form-dialog.js';
import { chooseIon, fakeApi, isDisabled, isFlagged, renderScreen, toastsOf, typeIon } from '../../testing/screen-testing.js';
import { lookupRoute, signInAs } from './product-testing.js';

const open = (onSaved = vi.fn(), onClose = vi.fn()) => renderScreen(<ProductFormDialog isOpen onClose={onClose} onSaved={onSaved} />);

/** Fills every required field of a new product: the selects first (the category before its sub-category), then the inputs. */
async function fillRequired() {
  const chosen = { category: '3', subCategory: '2', brand: '1', supplyStatus: 'AÇIK', taxRatio: '20' };
  const typed = { name: 'Silikon Kılıf', barcode: 'KLF-001', startDate: '2025-03-01', distyPrice: '100,5', recommendedEdmPrice: '110', recommendedResellerPrice: '120', recommendedSellPrice: '150' };
  for (const [field, value] of Object.entries(chosen)) await chooseIon(`product-new-${field}`, value);
  for (const [field, value] of Object.entries(typed)) await typeIon(`product-new-${field}`, value);
}

describe('new product dialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for a category first: sub-categories load for the chosen one', async () => {
    signInAs('supply');
    const api = fakeApi(lookupRoute);
    open();
    await screen.findByTestId('product-new-subCategory');
    expect(isDisabled('product-new-subCategory')).toBe(true);
    expect(api.to('/subCategory/getAll')).toHaveLength(0);
    await chooseIon('product-new-category', '3');
    await waitFor(() => expect(isDisabled('product-new-subCategory')).toBe(false));
    await waitFor(() => expect(api.to('/subCategory/getAll')).toHaveLength(1));
    expect(api.to('/subCategory/getAll')[0].search).toBe('?categoryId=3');
  });

  it("shows 'Bayi Alış Fiyatı' and the supply pick only to a user with a distributor", async () => {
    signInAs('supply');
    fakeApi(lookupRoute);
    const { unmount } = open();
    await screen.findByTestId('product-new-distyPrice');
    expect(screen.queryByTestId('product-new-resellerPrice')).toBeNull();
    expect(screen.queryByTestId('product-new-supply')).toBeNull();
    unmount();
    signInAs('disty');
    open();
    expect(await screen.findByTestId('product-new-resellerPrice')).toBeTruthy();
    expect((screen.getByTestId('product-new-resellerPrice') as HTMLIonInputElement).label).toBe('Bayi Alış Fiyatı');
    expect(screen.getByTestId('product-new-supply')).toBeTruthy();
  });

  it('flags a required field the user empties, and every empty one on save without sending', async () => {
    signInAs('supply');
    const api = fakeApi(lookupRoute);
    open();
    await typeIon('product-new-name', 'x');
    expect(isFlagged('product-new-name')).toBe(false);
    await typeIon('product-new-name', '');
    await waitFor(() => expect(isFlagged('product-new-name')).toBe(true));
    await typeIon('product-new-distyPrice', '5');
    await typeIon('product-new-distyPrice', '');
    await waitFor(() => expect(isFlagged('product-new-distyPrice')).toBe(true));
    expect(isFlagged('product-new-barcode')).toBe(false);
    // The barcode is a ScanField: typed, or read by the camera.
    expect(screen.getByTestId('product-new-barcode-scan')).toBeTruthy();

    fireEvent.click(screen.getByTestId('product-new-submit'));
    await waitFor(() => expect(isFlagged('product-new-barcode')).toBe(true));
    for (const id of ['category', 'subCategory', 'brand', 'supplyStatus', 'taxRatio', 'startDate', 'recommendedSellPrice']) expect(isFlagged(`product-new-${id}`), id).toBe(true);
    expect(isFlagged('product-new-origin')).toBe(false);
    expect(toastsOf('warn')).toContain('Ürün kaydı için zorunlu alanlar dolu olmalıdır.');
    expect(api.to('/model/upsert')).toHaveLength(0);
  });

  it("sends the product with its first price (16:00 +03:00) and reports 'Ürün Onaya Gönderildi'", async () => {
    signInAs('supply');
    const api = fakeApi((c) => (c.path === '/api/model/upsert' ? [200, { id: 99, pending: true }] : lookupRoute(c)));
    const onSaved = vi.fn();
    const onClose = vi.fn();
    open(onSaved, onClose);
    await fillRequired();
    fireEvent.click(screen.getByTestId('product-new-submit'));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(onClose).toHaveBeenCalled();
    expect(api.to('/model/upsert')[0].body).toEqual({
      name: 'Silikon Kılıf',
      barcode: 'KLF-001',
      description: null,
      brandId: 1,
      subCategoryId: 2,
      supplyStatus: 'AÇIK',
      origin: null,
      eol: null,
      price: {
        startDate: '2025-03-01T16:00:00+03:00',
        taxRatio: 20,
        distyPrice: 100.5,
        recommendedEdmPrice: 110,
        recommendedResellerPrice: 120,
        recommendedSellPrice: 150,
        resellerPrice: null,
      },
    });
    // no pictures chosen: no upload
    expect(api.to('/model/photo/upsert')).toHaveLength(0);
    expect(toastsOf('success')).toContain('Ürün Onaya Gönderildi');
  });

  it('flags the fields the server rejected', async () => {
    signInAs('supply');
    fakeApi((c) =>
      c.path === '/api/model/upsert'
        ? [400, { status: 400, code: 10001, errors: [{ field: 'barcode', message: 'Barkod sadece harf, rakam ve tire içerebilir.' }, { field: 'price.distyPrice', message: 'Geçersiz değer.' }], fields: [] }]
        : lookupRoute(c),
    );
    const onSaved = vi.fn();
    open(onSaved);
    await fillRequired();
    fireEvent.click(screen.getByTestId('product-new-submit'));
    await waitFor(() => expect(isFlagged('product-new-barcode')).toBe(true));
    expect(isFlagged('product-new-distyPrice')).toBe(true);
    expect(isFlagged('product-new-name')).toBe(false);
    expect(toastsOf('error')).toContain('Barkod sadece harf, rakam ve tire içerebilir.');
    expect(onSaved).not.toHaveBeenCalled();
  });
});
