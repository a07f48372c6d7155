import { describe, expect, it } from 'vitest';
import type { StorefrontFilterOptions } from '../../../shared/contract/storefront.js';
import { cardQuantity, chipsOf, clearAll, clearKeys, EMPTY_FILTER, labelOfTab, priceOf, productPath, setField, tabOf, toRequest } from './shop-filter.js';
import { nextStart } from './similar-carousel.js';

const options: StorefrontFilterOptions = {
  brands: [{ id: 3, name: 'Atlas' }],
  categories: [
    { id: 1, name: 'Kılıflar', subCategories: [{ id: 11, name: 'Silikon' }] },
    { id: 2, name: 'Şarj', subCategories: [{ id: 21, name: 'Hızlı Şarj' }] },
  ],
  origins: ['Çin'],
};

describe('storefront filter', () => {
  it('sends only the fields that are set, with numbers and known choices', () => {
    expect(toRequest(EMPTY_FILTER)).toEqual({});
    expect(
      toRequest({ ...EMPTY_FILTER, category: '1', brand: '3', modelName: '  kılıf ', minPrice: '10.5', maxPrice: '', stockStatus: 'LIMITED', labelStatus: 'DASHBOARD', supplyStatus: 'AÇIK', origin: 'Çin' }),
    ).toEqual({ category: 1, brand: 3, modelName: 'kılıf', minPrice: 10.5, stockStatus: 'LIMITED', labelStatus: 'DASHBOARD', supplyStatus: 'AÇIK', origin: 'Çin' });
    // A price outside 0..100000 or a junk choice is not sent.
    expect(toRequest({ ...EMPTY_FILTER, minPrice: '100001', maxPrice: '-1', stockStatus: 'X', brand: 'abc' })).toEqual({});
  });

  it('searches a barcode typed or scanned into the search box (8+ digits) by barcode, other text by name', () => {
    expect(toRequest({ ...EMPTY_FILTER, modelName: ' 8690000000007 ' })).toEqual({ barcode: '8690000000007' });
    expect(chipsOf({ ...EMPTY_FILTER, modelName: '8690000000007' })[0]).toMatchObject({ label: 'Barkod: 8690000000007', keys: ['modelName'] });
    // A short number is a word of a name ('Powerbank 10000 mAh'); a code among letters is a name too.
    expect(toRequest({ ...EMPTY_FILTER, modelName: '10000' })).toEqual({ modelName: '10000' });
    expect(toRequest({ ...EMPTY_FILTER, modelName: 'A8690000000007' })).toEqual({ modelName: 'A8690000000007' });
    // The sidebar's barcode field wins: the search box stays a name search.
    expect(toRequest({ ...EMPTY_FILTER, modelName: '8690000000007', barcode: '869' })).toEqual({ barcode: '869', modelName: '8690000000007' });
  });

  it('checks the price range 0..100000', () => {
    expect(priceOf('')).toEqual({});
    expect(priceOf('100000')).toEqual({ value: 100000 });
    expect(priceOf('0')).toEqual({ value: 0 });
    expect(priceOf('100000.01').error).toBeTruthy();
    expect(priceOf('abc').error).toBeTruthy();
  });

  it('clears a sub-category of another category when the category changes', () => {
    const f = { ...EMPTY_FILTER, category: '1', subCategory: '11' };
    expect(setField(f, 'category', '2', options).subCategory).toBe('');
    expect(setField(f, 'category', '1', options).subCategory).toBe('11');
    expect(setField(f, 'brand', '3', options)).toEqual({ ...f, brand: '3' });
  });

  it('makes one removable chip per active filter, the price range as one', () => {
    const f = { ...EMPTY_FILTER, brand: '3', subCategory: '21', minPrice: '100', maxPrice: '2500', stockStatus: 'NONE', modelName: 'kablo', labelStatus: 'NEW_PRODUCT' };
    const chips = chipsOf(f, options);
    expect(chips.map((c) => c.label)).toEqual(['Ürün Adı: kablo', 'Alt Kategori: Hızlı Şarj', 'Marka: Atlas', 'Fiyat: ₺100.00 – ₺2,500.00', 'Stok: YOK']);
    expect(chips.map((c) => c.testId)).toEqual(['chip-modelName', 'chip-subCategory', 'chip-brand', 'chip-minPrice', 'chip-stockStatus']);
    expect(chipsOf({ ...EMPTY_FILTER, maxPrice: '50' })[0].label).toBe('Fiyat: ₺50.00 ve altı');
    const withoutPrice = clearKeys(f, chips[3].keys);
    expect(withoutPrice.minPrice).toBe('');
    expect(withoutPrice.maxPrice).toBe('');
    // 'Filtreleri Temizle' keeps the tab.
    expect(clearAll(f)).toEqual({ ...EMPTY_FILTER, labelStatus: 'NEW_PRODUCT' });
  });

  it('maps tabs to label filters', () => {
    expect(tabOf(EMPTY_FILTER)).toBe('ALL');
    expect(labelOfTab('ALL')).toBe('');
    expect(labelOfTab('SELL_BEST_PRODUCT')).toBe('SELL_BEST_PRODUCT');
  });

  it('takes a card quantity of 1..10000 whole units', () => {
    expect(cardQuantity('1', 10000)).toBe(1);
    expect(cardQuantity('10000', 10000)).toBe(10000);
    expect(cardQuantity('0', 10000)).toBeNull();
    expect(cardQuantity('10001', 10000)).toBeNull();
    expect(cardQuantity('1.5', 10000)).toBeNull();
    expect(cardQuantity('', 10000)).toBeNull();
  });

  it('builds the detail address and turns the similar carousel round', () => {
    expect(productPath(5, 'A B/1')).toBe('/resellerProduct/5/A%20B%2F1');
    expect(nextStart(0, 1, 3)).toBe(0);
    expect(nextStart(4, 1, 5)).toBe(0);
    expect(nextStart(0, -1, 5)).toBe(4);
  });
});
