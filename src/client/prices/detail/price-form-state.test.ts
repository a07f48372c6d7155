import { describe, expect, it } from 'vitest';
import { backPathOf, formFromPrice, invalidFields, istanbulDay, type PriceSource, sameControl, toPayload } from './price-form-state.js';

const PRICE: PriceSource = {
  startDate: '2025-03-01T13:00:00.000Z',
  taxRatio: 20,
  distyPrice: 100,
  recommendedEdmPrice: null,
  recommendedResellerPrice: 120,
  recommendedSellPrice: 150,
  resellerPrice: null,
};
const NOW = new Date('2025-06-10T09:00:00.000Z');
const ALL = { supplier: true, reseller: true };

describe('price detail form', () => {
  it('starts at today for a version in force, at its own day for a coming one', () => {
    expect(formFromPrice(PRICE, NOW)).toMatchObject({ startDate: '2025-06-10', taxRatio: '20', distyPrice: '100', recommendedEdmPrice: '', resellerPrice: '' });
    expect(formFromPrice({ ...PRICE, startDate: '2025-07-01T13:00:00.000Z' }, NOW).startDate).toBe('2025-07-01');
    // 22:30 UTC is already the next day in Istanbul.
    expect(istanbulDay('2025-06-10T22:30:00.000Z')).toBe('2025-06-11');
  });

  it('flags an emptied field, a bad number and an empty date; optional fields empty on load may stay empty', () => {
    const initial = formFromPrice({ ...PRICE, resellerPrice: 99 }, NOW);
    expect(invalidFields(initial, initial, ALL).size).toBe(0);
    const edited = { ...initial, distyPrice: '', resellerPrice: '', recommendedSellPrice: '-1', startDate: '' };
    expect([...invalidFields(edited, initial, ALL)].sort()).toEqual(['distyPrice', 'recommendedSellPrice', 'resellerPrice', 'startDate']);
    // The supplier fields a distributor cannot change are not checked.
    expect([...invalidFields(edited, initial, { supplier: false, reseller: true })].sort()).toEqual(['resellerPrice', 'startDate']);
    expect(invalidFields({ ...initial, taxRatio: '7' }, initial, ALL).has('taxRatio')).toBe(true);
  });

  it('sameControl: true when the tax ratio or one of the three supplier prices changed', () => {
    const initial = formFromPrice(PRICE, NOW);
    expect(sameControl({ ...initial, resellerPrice: '90' }, initial)).toBe(false);
    expect(sameControl({ ...initial, distyPrice: '100.0' }, initial)).toBe(false);
    expect(sameControl({ ...initial, taxRatio: '18' }, initial)).toBe(true);
    expect(sameControl({ ...initial, recommendedSellPrice: '151' }, initial)).toBe(true);
  });

  it('sends the day as 16:00 Istanbul, empty optional prices as null, no reseller price for a supplier', () => {
    const initial = formFromPrice(PRICE, NOW);
    const body = toPayload({ ...initial, distyPrice: '101.5', resellerPrice: '80' }, initial, { modelId: 9, access: { supplier: true, reseller: false } });
    expect(body).toEqual({
      modelId: 9,
      startDate: '2025-06-10T13:00:00.000Z',
      taxRatio: 20,
      distyPrice: 101.5,
      recommendedEdmPrice: null,
      recommendedResellerPrice: 120,
      recommendedSellPrice: 150,
      resellerPrice: null,
      sameControl: true,
    });
    const disty = toPayload({ ...initial, resellerPrice: '80' }, initial, { modelId: 9, access: { supplier: false, reseller: true }, mpsStartDate: PRICE.startDate });
    expect(disty).toMatchObject({ resellerPrice: 80, mpsStartDate: PRICE.startDate, sameControl: false });
  });

  it('goes back to the distributor list for distributors, else to the supplier list', () => {
    expect(backPathOf(['DISTY_USER'])).toBe('/ProductPrice-Disty');
    expect(backPathOf(['DISTY_ADMIN'])).toBe('/ProductPrice-Disty');
    expect(backPathOf(['SUPPLY_ADMIN'])).toBe('/ProductPrice-Supply');
    expect(backPathOf(undefined)).toBe('/ProductPrice-Supply');
  });
});
