import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { NO_PRICE, type ProductDetail } from '../../../shared/contract/models.js';
import { ProductChangesDialog } from './product-changes-dialog.js';
import { fakeApi, renderScreen } from '../../testing/screen-testing.js';
import { productDetail } from './product-testing.js';

const update = (patch: Partial<NonNullable<ProductDetail['currentUpdateModel']>> = {}): NonNullable<ProductDetail['currentUpdateModel']> => {
  const p = productDetail();
  return {
    id: 7,
    currentModelId: p.id,
    kind: 'UPDATE',
    status: 'WAITING',
    approveDescription: null,
    requestDate: '2025-03-01T10:00:00+03:00',
    requestedBy: 'Tedarikçi Admin',
    name: p.name,
    barcode: p.barcode,
    description: p.description,
    brand: p.brand,
    subCategory: p.subCategory,
    supplyStatus: p.supplyStatus,
    origin: p.origin,
    eol: p.eol,
    ...NO_PRICE,
    ...patch,
  };
};

const serve = (product: ProductDetail) => fakeApi((c) => (c.path === `/api/model/byid/${product.id}` ? [200, product] : undefined));

describe('product changes dialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("a change to an approved product: 'Ürün Değişiklikleri' with the differing fields highlighted", async () => {
    const product = productDetail({
      lastApproveType: 'WAITING',
      currentUpdateModel: update({ name: 'Kılıf Pro', eol: null, origin: 'Türkiye' }),
      pictures: [
        { id: 1, baseUrl: '/api/public/image/a', pictureType: 'WEB', pictureCrudType: 'INSERTED' },
        { id: 2, baseUrl: '/api/public/image/b', pictureType: 'WEB', pictureCrudType: 'WANTINSERT' },
        { id: 3, baseUrl: '/api/public/image/c', pictureType: 'WEB', pictureCrudType: 'WANTDELETE' },
      ],
      audit: [{ action: 'UPDATE_REQUESTED', userName: 'Tedarikçi Admin', description: null, at: '2025-03-01T10:00:00+03:00' }],
    });
    serve(product);
    renderScreen(<ProductChangesDialog productId={42} isOpen onClose={() => undefined} />);
    await waitFor(() => expect(screen.getByTestId('product-changes-title').textContent).toBe('Ürün Değişiklikleri'));
    const changed = (key: string) => screen.getByTestId(`product-changes-field-${key}`).getAttribute('data-changed');
    expect(changed('name')).toBe('true');
    expect(changed('origin')).toBe('true');
    expect(changed('eol')).toBe('true');
    expect(changed('barcode')).toBe('false');
    expect(changed('category')).toBe('false');
    expect(screen.getByTestId('product-changes-field-name').className).toContain('product-compare-changed');
    expect(screen.getByTestId('product-changes-field-name').textContent).toContain('Kılıf Pro');
    expect(screen.getByTestId('product-changes-field-eol').textContent).toContain('Hayır');
    expect(screen.getByTestId('product-changes-field-eol').textContent).toContain('Boş');
    // new and to-be-deleted pictures in their groups, the approved one in neither
    expect(screen.getByTestId('product-changes-added-picture-2')).toBeTruthy();
    expect(screen.getByTestId('product-changes-deleted-picture-3')).toBeTruthy();
    expect(screen.queryByTestId('product-changes-added-picture-1')).toBeNull();
    expect(screen.getByTestId('product-changes-description').textContent).toBe('Yok.');
    expect(screen.getByTestId('product-changes-audit').textContent).toContain('Değişiklik talebi');
  });

  it("a new product: 'Yeni Ürün Girişi' with the requested values and prices, empty picture groups", async () => {
    const product = productDetail({
      approveType: 'REJECTED',
      lastApproveType: 'REJECTED',
      approveDescription: 'Barkod hatalı',
      currentUpdateModel: update({ kind: 'CREATE', status: 'REJECTED', approveDescription: 'Barkod hatalı', distyPrice: 100, taxRatio: 20, recommendedSellPrice: 1234.5 }),
    });
    serve(product);
    renderScreen(<ProductChangesDialog productId={42} isOpen onClose={() => undefined} />);
    await waitFor(() => expect(screen.getByTestId('product-changes-title').textContent).toBe('Yeni Ürün Girişi'));
    expect(screen.getByTestId('product-changes-field-name').textContent).toContain('Kılıf');
    expect(screen.getByTestId('product-changes-price-distyPrice').textContent).toContain('₺100.00');
    expect(screen.getByTestId('product-changes-price-recommendedSellPrice').textContent).toContain('₺1,234.50');
    expect(screen.getByTestId('product-changes-price-taxRatio').textContent).toContain('%20');
    expect(screen.getByTestId('product-changes-added-empty').textContent).toBe('Resim Bulunmamaktadır.');
    expect(screen.getByTestId('product-changes-description').textContent).toBe('Barkod hatalı');
  });

  it('fetches nothing while closed', () => {
    const api = serve(productDetail());
    renderScreen(<ProductChangesDialog productId={42} isOpen={false} onClose={() => undefined} />);
    expect(api.calls).toHaveLength(0);
  });
});
