import { describe, expect, it } from 'vitest';
import type { ProductDetail } from '../../../shared/contract/models.js';
import {
  editSaveMessage,
  emptyProductForm,
  fieldInvalid,
  formFromProduct,
  formKeyOfServerField,
  invalidFields,
  parseDecimal,
  priceStartIso,
  type ProductFormValues,
  requiredFields,
  setFormField,
  subCategoryEnabled,
  toUpsert,
  visibleFields,
} from './product-form-state.js';

const supplier = { withPrice: true, hasDisty: false };
const distributor = { withPrice: true, hasDisty: true };

const filled = (patch: Partial<ProductFormValues> = {}): ProductFormValues => ({
  ...emptyProductForm(),
  category: '1',
  subCategory: '11',
  brand: '3',
  name: '  Kılıf  ',
  barcode: 'ABC-123',
  supplyStatus: 'AÇIK',
  eol: 'false',
  startDate: '2025-03-01',
  taxRatio: '20',
  distyPrice: '100,50',
  recommendedEdmPrice: '110',
  recommendedResellerPrice: '120',
  recommendedSellPrice: '150.25',
  ...patch,
});

describe('category before sub-category', () => {
  it('the sub-category waits for a category', () => {
    expect(subCategoryEnabled(emptyProductForm())).toBe(false);
    expect(subCategoryEnabled(setFormField(emptyProductForm(), 'category', '4'))).toBe(true);
  });

  it('a new category clears the chosen sub-category, the same one keeps it', () => {
    const v = filled();
    expect(setFormField(v, 'category', '2').subCategory).toBe('');
    expect(setFormField(v, 'category', '1').subCategory).toBe('11');
    expect(setFormField(v, 'name', 'x').subCategory).toBe('11');
  });
});

describe('required fields are flagged as the user empties them', () => {
  it('only touched fields are flagged while editing', () => {
    const v = filled({ name: '', distyPrice: '' });
    expect([...invalidFields(v, supplier, ['name'])]).toEqual(['name']);
    expect([...invalidFields(v, supplier, ['barcode'])]).toEqual([]);
  });

  it('after a submit attempt every empty required field is flagged', () => {
    const flagged = invalidFields(emptyProductForm(), supplier, 'all');
    for (const k of ['category', 'subCategory', 'brand', 'name', 'barcode', 'supplyStatus', 'startDate', 'taxRatio', 'distyPrice', 'recommendedEdmPrice', 'recommendedResellerPrice', 'recommendedSellPrice'] as const)
      expect(flagged.has(k), k).toBe(true);
    // optional: description, origin, EOL (Girilmedi)
    expect(flagged.has('description') || flagged.has('origin') || flagged.has('eol')).toBe(false);
    expect(invalidFields(filled(), supplier, 'all').size).toBe(0);
  });

  it('whitespace counts as empty; a malformed price is invalid', () => {
    expect(fieldInvalid(filled({ name: '   ' }), 'name', supplier)).toBe(true);
    expect(fieldInvalid(filled({ distyPrice: '12.3.4' }), 'distyPrice', supplier)).toBe(true);
    expect(fieldInvalid(filled({ distyPrice: '12,34' }), 'distyPrice', supplier)).toBe(false);
  });

  it('the edit form has no price block to check', () => {
    const edit = { withPrice: false, hasDisty: false };
    expect(requiredFields(edit)).not.toContain('distyPrice');
    expect(invalidFields(filled({ startDate: '', taxRatio: '', distyPrice: '' }), edit, 'all').size).toBe(0);
  });
});

describe("'Bayi Alış Fiyatı' only for a user with a distributor", () => {
  it('is shown and required only with a distributor, who also picks the supply', () => {
    expect(visibleFields(supplier)).not.toContain('resellerPrice');
    expect(visibleFields(supplier)).not.toContain('supply');
    expect(visibleFields(distributor)).toContain('resellerPrice');
    expect(visibleFields(distributor)).toContain('supply');
    expect(invalidFields(filled(), distributor, 'all')).toEqual(new Set(['supply', 'resellerPrice']));
  });

  it('a supplier never sends a reseller price or a supply, even with stale values', () => {
    const body = toUpsert(filled({ resellerPrice: '99', supply: '5' }), supplier);
    expect(body.price?.resellerPrice).toBeNull();
    expect(body.supplyId).toBeUndefined();
    const disty = toUpsert(filled({ resellerPrice: '99', supply: '5' }), distributor);
    expect(disty.price?.resellerPrice).toBe(99);
    expect(disty.supplyId).toBe(5);
  });
});

describe('upsert body', () => {
  it('price date → ISO at 16:00 Turkish time of that day', () => {
    expect(priceStartIso('2025-03-01')).toBe('2025-03-01T16:00:00+03:00');
    expect(new Date(priceStartIso('2025-03-01')).toISOString()).toBe('2025-03-01T13:00:00.000Z');
    expect(toUpsert(filled(), supplier).price?.startDate).toBe('2025-03-01T16:00:00+03:00');
  });

  it('trims texts, maps picks to ids and decimals to numbers, EOL to true/false/null', () => {
    const body = toUpsert(filled({ description: '  ', origin: ' Çin ' }), supplier);
    expect(body).toMatchObject({ name: 'Kılıf', barcode: 'ABC-123', description: null, origin: 'Çin', brandId: 3, subCategoryId: 11, supplyStatus: 'AÇIK', eol: false });
    expect(body.price).toMatchObject({ taxRatio: 20, distyPrice: 100.5, recommendedSellPrice: 150.25 });
    expect(toUpsert(filled({ eol: 'true' }), supplier).eol).toBe(true);
    expect(toUpsert(filled({ eol: 'null' }), supplier).eol).toBeNull();
  });

  it('an edit carries the id and no price', () => {
    const body = toUpsert(filled(), { withPrice: false, hasDisty: false }, 42);
    expect(body.id).toBe(42);
    expect(body.price).toBeUndefined();
  });

  it('parses decimals with a comma or a point only', () => {
    expect(parseDecimal('1234,5')).toBe(1234.5);
    expect(parseDecimal(' 7 ')).toBe(7);
    expect(parseDecimal('-1')).toBeNull();
    expect(parseDecimal('abc')).toBeNull();
  });
});

describe('server-flagged fields', () => {
  it('zod paths map to the form keys', () => {
    const keys = { brandId: 'brand', subCategoryId: 'subCategory', 'price.distyPrice': 'distyPrice', barcode: 'barcode' };
    for (const [field, key] of Object.entries(keys)) expect(formKeyOfServerField(field), field).toBe(key);
    expect(formKeyOfServerField('nonsense')).toBeNull();
  });
});

describe('edit form starts from the product', () => {
  const current = {
    supplyId: 2,
    name: 'Şarj Aleti',
    barcode: 'B1',
    description: null,
    origin: null,
    eol: null,
    supplyStatus: 'KAPALI',
    brand: { id: 3, name: 'Marka' },
    subCategory: { id: 11, name: 'Alt', category: { id: 1, name: 'Kat' } },
  };

  it('copies the current values, EOL as its option', () => {
    const p = { id: 9, ...current } as unknown as ProductDetail;
    expect(formFromProduct(p)).toMatchObject({ category: '1', subCategory: '11', brand: '3', supply: '2', name: 'Şarj Aleti', description: '', eol: 'null', supplyStatus: 'KAPALI' });
  });

  it('a waiting request is the starting point (a save replaces it), a rejected one is not', () => {
    const request = { status: 'WAITING', name: 'Şarj Aleti 2', barcode: 'B2', description: 'Yeni', origin: 'Çin', eol: true, supplyStatus: 'AÇIK', brand: { id: 4, name: 'B' }, subCategory: { id: 12, name: 'S', category: { id: 1, name: 'Kat' } } };
    const p = { ...current, currentUpdateModel: request } as unknown as ProductDetail;
    expect(formFromProduct(p)).toMatchObject({ subCategory: '12', brand: '4', name: 'Şarj Aleti 2', barcode: 'B2', eol: 'true', supplyStatus: 'AÇIK' });
    const rejected = { ...p, currentUpdateModel: { ...request, status: 'REJECTED' } } as unknown as ProductDetail;
    expect(formFromProduct(rejected)).toMatchObject({ subCategory: '11', name: 'Şarj Aleti', eol: 'null' });
  });
});

describe('save message (spec 2 §4)', () => {
  it("'Ürün Güncellenmiştir.' only when nothing needed approval", () => {
    expect(editSaveMessage({ upsertPending: false, picturesAdded: 0, pictureDeletesPending: 0 })).toBe('Ürün Güncellenmiştir.');
    expect(editSaveMessage({ upsertPending: true, picturesAdded: 0, pictureDeletesPending: 0 })).toBe('Ürün Güncelleme talebiniz onaya gönderilmiştir.');
    expect(editSaveMessage({ upsertPending: false, picturesAdded: 2, pictureDeletesPending: 0 })).toBe('Ürün Güncelleme talebiniz onaya gönderilmiştir.');
    expect(editSaveMessage({ upsertPending: false, picturesAdded: 0, pictureDeletesPending: 1 })).toBe('Ürün Güncelleme talebiniz onaya gönderilmiştir.');
  });
});
