import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ProductDetail } from '../../../shared/contract/models.js';
import ProductDetailPage from './product-detail-page.js';
import { type ApiRoute, fakeApi, isFlagged, renderScreen, toastsOf, typeIon } from '../../testing/screen-testing.js';
import { lookupRoute, productDetail, signInAs } from './product-testing.js';

const withPictures: Partial<ProductDetail> = {
  pictures: [
    { id: 5, baseUrl: '/api/public/image/a', pictureType: 'WEB', pictureCrudType: 'INSERTED' },
    { id: 6, baseUrl: '/api/public/image/b', pictureType: 'WEB', pictureCrudType: 'WANTINSERT' },
  ],
  price: { startDate: '2025-03-01T16:00:00+03:00', taxRatio: 20, distyPrice: 100, recommendedEdmPrice: null, recommendedResellerPrice: 120, recommendedSellPrice: 150, resellerPrice: null },
};

function serve(upsertPending: boolean, extra?: ApiRoute) {
  const product = productDetail(withPictures);
  return fakeApi((c) => {
    if (c.path === '/api/model/byid/42') return [200, product];
    if (c.path === '/api/model/upsert') return [200, { id: 42, pending: upsertPending }];
    return extra?.(c) ?? lookupRoute(c);
  });
}

const openPage = () => renderScreen(<ProductDetailPage />, { path: '/ProductDetail/42', pattern: '/ProductDetail/:productId' });

describe('product edit page', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("nothing needed approval: 'Ürün Güncellenmiştir.', back to the list after 1.3 s", async () => {
    signInAs('supply');
    const api = serve(false);
    openPage();
    await screen.findByTestId('product-edit-form-fields');
    // the current price is shown read-only, the picture states as badges
    expect(screen.getByTestId('product-edit-price-distyPrice').textContent).toContain('₺100.00');
    expect(screen.queryByTestId('product-edit-form-distyPrice')).toBeNull();
    expect(screen.getByTestId('product-edit-pictures-picture-6').textContent).toContain('Eklenmesi Onay Bekliyor');
    expect(screen.queryByTestId('product-edit-pictures-delete-6')).toBeNull();

    fireEvent.click(screen.getByTestId('product-edit-save'));
    await waitFor(() => expect(toastsOf('success')).toContain('Ürün Güncellenmiştir.'));
    expect(api.to('/model/upsert')[0].body).toMatchObject({ id: 42, name: 'Kılıf', brandId: 1, subCategoryId: 2, eol: false });
    expect((api.to('/model/upsert')[0].body as object)).not.toHaveProperty('price');
    expect(screen.getByTestId('location').textContent).toBe('/ProductDetail/42');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/ProductManagement'), { timeout: 2500 });
  });

  it('a changed name goes to approval', async () => {
    signInAs('supply');
    const api = serve(true);
    openPage();
    await typeIon('product-edit-form-name', 'Kılıf Pro');
    fireEvent.click(screen.getByTestId('product-edit-save'));
    await waitFor(() => expect(toastsOf('success')).toContain('Ürün Güncelleme talebiniz onaya gönderilmiştir.'));
    expect(api.to('/model/upsert')[0].body).toMatchObject({ name: 'Kılıf Pro' });
  });

  it('a picture deletion request makes it an approval even when the fields did not change', async () => {
    signInAs('supply');
    const api = serve(false, (c) => (c.path === '/api/model/photo/delete/5' ? [200, { id: 5, pictureCrudType: 'WANTDELETE' }] : undefined));
    openPage();
    fireEvent.click(await screen.findByTestId('product-edit-pictures-delete-5'));
    expect(screen.getByTestId('product-edit-pictures-picture-5').textContent).toContain('Silinecek');
    fireEvent.click(screen.getByTestId('product-edit-save'));
    await waitFor(() => expect(toastsOf('success')).toContain('Ürün Güncelleme talebiniz onaya gönderilmiştir.'));
    expect(api.to('/model/photo/delete/5')).toHaveLength(1);
  });

  it('an emptied required field stops the save', async () => {
    signInAs('supply');
    const api = serve(false);
    openPage();
    await typeIon('product-edit-form-barcode', '');
    await act(async () => fireEvent.click(screen.getByTestId('product-edit-save')));
    expect(isFlagged('product-edit-form-barcode')).toBe(true);
    expect(api.to('/model/upsert')).toHaveLength(0);
  });
});
