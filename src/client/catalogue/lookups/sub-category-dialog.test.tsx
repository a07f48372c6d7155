import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { LOOKUP_MSG } from '../../../shared/catalogue.js';
import type { SubCategory } from '../../../shared/contract/catalogue.js';
import { MSG } from '../../../shared/messages.js';
import { chooseIon, clearToasts, click, fakeApi, renderScreen, settle, toastsOf, typeIon, type ApiCall } from '../../testing/screen-testing.js';
import { parseScoreValue, scoreValueLabel, SubCategoryDialog } from './sub-category-dialog.js';

const CATEGORIES = [
  { id: 1, name: 'Telefon Aksesuarları' },
  { id: 2, name: 'Ses' },
];
const RATIO_SUB: SubCategory = { id: 31, name: 'Kulaklık', category: CATEGORIES[1], productScoreType: 'AMOUNT', scoreRatio: 2.5 };

const api = (c: ApiCall): [number, unknown] | undefined => {
  if (c.path.endsWith('/category/getAll')) return [200, CATEGORIES];
  if (c.path.endsWith('/enum/scoretype')) return [200, [{ key: 'UNIT', value: 'Puan' }, { key: 'AMOUNT', value: 'Oran' }]];
  if (c.path.endsWith('/subCategory/upsert')) return [200, { ...RATIO_SUB, ...(c.body as object) }];
  return undefined;
};

const valueLabel = () => (screen.getByTestId('subcategory-value') as HTMLElement & { label?: string }).label;

describe('sub-category score value', () => {
  it('is labelled Puan for UNIT and Oran for AMOUNT', () => {
    expect(scoreValueLabel('UNIT')).toBe('Puan');
    expect(scoreValueLabel('AMOUNT')).toBe('Oran');
  });

  it('is a number of step 0.1, not negative', () => {
    expect(parseScoreValue('2.5')).toEqual({ value: 2.5 });
    expect(parseScoreValue('2,5')).toEqual({ value: 2.5 });
    expect(parseScoreValue('10')).toEqual({ value: 10 });
    expect(parseScoreValue('0.1')).toEqual({ value: 0.1 });
    expect(parseScoreValue('2.55')).toEqual({ error: LOOKUP_MSG.scoreValueOneDecimal });
    expect(parseScoreValue('-1')).toEqual({ error: MSG.invalidValue });
    expect(parseScoreValue('')).toEqual({ error: MSG.requiredField });
  });
});

describe('sub-category dialog', () => {
  beforeEach(() => clearToasts());
  afterEach(() => vi.unstubAllGlobals());

  it('switches the value label between Puan and Oran with the chosen score type', async () => {
    fakeApi(api);
    renderScreen(<SubCategoryDialog isOpen subCategory={null} defaultCategoryId="1" onClose={() => undefined} />);
    await screen.findByTestId('subcategory-value');
    expect(valueLabel()).toBe('Puan');
    await chooseIon('subcategory-type', 'AMOUNT');
    await waitFor(() => expect(valueLabel()).toBe('Oran'));
    await chooseIon('subcategory-type', 'UNIT');
    await waitFor(() => expect(valueLabel()).toBe('Puan'));
  });

  it('opens an AMOUNT sub-category with the Oran label and saves its edit', async () => {
    const server = fakeApi(api);
    const onClose = vi.fn();
    renderScreen(<SubCategoryDialog isOpen subCategory={RATIO_SUB} onClose={onClose} />);
    await screen.findByTestId('subcategory-value');
    expect(valueLabel()).toBe('Oran');
    await typeIon('subcategory-value', '3.5');
    await click('subcategory-dialog-submit');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.to('/subCategory/upsert')[0].body).toEqual({ id: 31, name: 'Kulaklık', categoryId: 2, productScoreType: 'AMOUNT', scoreRatio: 3.5 });
    expect(toastsOf('success')).toEqual(['İşlem Başarılı']);
  });

  it('flags a missing name and a value with two decimals, sending nothing', async () => {
    const server = fakeApi(api);
    renderScreen(<SubCategoryDialog isOpen subCategory={null} defaultCategoryId="1" onClose={() => undefined} />);
    await typeIon('subcategory-value', '1.25');
    await click('subcategory-dialog-submit');
    await settle();
    expect(toastsOf('warn')).toEqual([LOOKUP_MSG.subCategoryNameRequired]);
    expect(screen.getByTestId('subcategory-name').classList.contains('ion-invalid')).toBe(true);
    expect(screen.getByTestId('subcategory-value').classList.contains('ion-invalid')).toBe(true);
    expect(screen.getByTestId('subcategory-category').classList.contains('ion-invalid')).toBe(false);
    expect(server.to('/subCategory/upsert')).toHaveLength(0);
  });
});
