import { describe, expect, it } from 'vitest';
import { changeValue, initialValues, waitsForDependencies, withoutEmpty } from './filter-values.js';
import type { FilterDef } from './list-types.js';

const filters: FilterDef[] = [
  { kind: 'select', key: 'category', label: 'Kategori', options: [] },
  { kind: 'select', key: 'subCategory', label: 'Alt Kategori', options: async () => [], dependsOn: ['category'], requiresDependencies: true },
  { kind: 'select', key: 'model', label: 'Model', options: async () => [], dependsOn: ['subCategory'] },
  { kind: 'text', key: 'name', label: 'Ürün Adı' },
];

describe('filter values', () => {
  it('starts every filter empty, then the initial values', () => {
    expect(initialValues(filters, { name: 'kablo' })).toEqual({ category: '', subCategory: '', model: '', name: 'kablo' });
  });

  it('drops empty and blank values from the body', () => {
    expect(withoutEmpty({ category: '3', subCategory: '', name: '  ', origin: 'Çin' })).toEqual({ category: '3', origin: 'Çin' });
  });

  it('clears dependent filters, transitively, when their dependency changes', () => {
    const values = { category: '1', subCategory: '4', model: '9', name: 'x' };
    expect(changeValue(filters, values, 'category', '2')).toEqual({ category: '2', subCategory: '', model: '', name: 'x' });
    expect(changeValue(filters, values, 'name', 'y')).toEqual({ ...values, name: 'y' });
  });

  it('keeps a dependent select waiting until its dependency has a value', () => {
    expect(waitsForDependencies(filters[1], { category: '' })).toBe(true);
    expect(waitsForDependencies(filters[1], { category: '1' })).toBe(false);
    expect(waitsForDependencies(filters[2], { subCategory: '' })).toBe(false);
  });
});
