import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { LOOKUP_MSG } from '../../../shared/catalogue.js';
import type { Tolerance } from '../../../shared/contract/catalogue.js';
import { chooseIon, clearToasts, click, fakeApi, renderScreen, settle, toastsOf, typeIon, type ApiCall } from '../../testing/screen-testing.js';
import { parseToleranceRatio, ToleranceDialog } from './tolerance-dialog.js';
import { formatToleranceRatio } from './tolerance-page.js';

const TREE = [
  { id: 1, name: 'Telefon Aksesuarları', subCategories: [{ id: 11, name: 'Kılıf' }, { id: 12, name: 'Şarj Aleti' }] },
  { id: 2, name: 'Ses', subCategories: [{ id: 21, name: 'Kulaklık' }] },
];
const TOLERANCE: Tolerance = {
  id: 5,
  marjRatio: 15,
  subCategory: { id: 11, name: 'Kılıf', category: { id: 1, name: 'Telefon Aksesuarları' }, productScoreType: 'UNIT', scoreRatio: 2 },
};

const api = (c: ApiCall): [number, unknown] | undefined => {
  if (c.path.endsWith('/category/tree')) return [200, TREE];
  if (c.path.endsWith('/marj/upsert')) {
    const body = c.body as { id?: number; marjRatio: number; subCategory: { id: number } };
    return [200, { ...TOLERANCE, id: body.id ?? 9, marjRatio: body.marjRatio }];
  }
  return undefined;
};

const isDisabled = (el: HTMLElement) => (el as HTMLElement & { disabled?: boolean }).disabled === true || el.hasAttribute('disabled');

describe('tolerance ratio rules', () => {
  it('accepts a number from 0 to 100 only (spec 2 §5)', () => {
    expect(parseToleranceRatio('0')).toBe(0);
    expect(parseToleranceRatio('100')).toBe(100);
    expect(parseToleranceRatio('15,5')).toBe(15.5);
    expect(parseToleranceRatio(' 42 ')).toBe(42);
    expect(parseToleranceRatio('100.01')).toBeNull();
    expect(parseToleranceRatio('-1')).toBeNull();
    expect(parseToleranceRatio('')).toBeNull();
    expect(parseToleranceRatio('.')).toBeNull();
    expect(parseToleranceRatio('abc')).toBeNull();
  });

  it('shows ratios as whole percent', () => {
    expect(formatToleranceRatio(15)).toBe('%15');
    expect(formatToleranceRatio(14.6)).toBe('%15');
    expect(formatToleranceRatio(0)).toBe('%0');
  });
});

describe('tolerance dialog', () => {
  beforeEach(() => clearToasts());
  afterEach(() => vi.unstubAllGlobals());

  it('flags a ratio above 100 and sends nothing; a valid edit saves with "İşlem Başarılı"', async () => {
    const server = fakeApi(api);
    const onClose = vi.fn();
    renderScreen(<ToleranceDialog isOpen tolerance={TOLERANCE} onClose={onClose} />);
    await waitFor(() => expect(server.to('/category/tree')).toHaveLength(1));
    await typeIon('tolerance-ratio', '101');
    await waitFor(() => expect(screen.getByTestId('tolerance-ratio').classList.contains('ion-invalid')).toBe(true));
    await click('tolerance-dialog-submit');
    await settle();
    expect(toastsOf('warn')).toEqual([LOOKUP_MSG.toleranceRange]);
    expect(server.to('/marj/upsert')).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();

    await typeIon('tolerance-ratio', '20');
    await waitFor(() => expect(screen.getByTestId('tolerance-ratio').classList.contains('ion-invalid')).toBe(false));
    await click('tolerance-dialog-submit');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.to('/marj/upsert')[0].body).toEqual({ id: 5, marjRatio: 20, subCategory: { id: 11 } });
    expect(toastsOf('success')).toEqual(['İşlem Başarılı']);
  });

  it('flags an empty ratio on save', async () => {
    const server = fakeApi(api);
    renderScreen(<ToleranceDialog isOpen tolerance={TOLERANCE} onClose={() => undefined} />);
    await typeIon('tolerance-ratio', '');
    await click('tolerance-dialog-submit');
    await settle();
    expect(screen.getByTestId('tolerance-ratio').classList.contains('ion-invalid')).toBe(true);
    expect(toastsOf('warn')).toEqual([LOOKUP_MSG.toleranceRange]);
    expect(server.to('/marj/upsert')).toHaveLength(0);
  });

  it('adds a ratio once a sub-category of the chosen category is picked', async () => {
    const server = fakeApi(api);
    const onClose = vi.fn();
    renderScreen(<ToleranceDialog isOpen tolerance={null} onClose={onClose} />);
    await waitFor(() => expect(server.to('/category/tree')).toHaveLength(1));
    expect(isDisabled(await screen.findByTestId('tolerance-dialog-submit'))).toBe(true);
    expect(isDisabled(screen.getByTestId('tolerance-subcategory'))).toBe(true);
    await chooseIon('tolerance-category', '2');
    await waitFor(() => expect(isDisabled(screen.getByTestId('tolerance-subcategory'))).toBe(false));
    const options = Array.from(screen.getByTestId('tolerance-subcategory').querySelectorAll('ion-select-option')).map((o) => o.textContent);
    expect(options).toEqual(['Kulaklık']);
    await chooseIon('tolerance-subcategory', '21');
    await typeIon('tolerance-ratio', '7');
    await waitFor(() => expect(isDisabled(screen.getByTestId('tolerance-dialog-submit'))).toBe(false));
    await click('tolerance-dialog-submit');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.to('/marj/upsert')[0].body).toEqual({ marjRatio: 7, subCategory: { id: 21 } });
    expect(toastsOf('success')).toEqual(['Tolerans Oranı Eklendi.']);
  });
});
