import { describe, expect, it } from 'vitest';
import { SALE_CONFLICT_TEXTS, WIZARD_MSG } from '../../../shared/contract/sale-texts.js';
import { type SellableUnit } from '../../../shared/contract/sale-wizard.js';
import { basketTotals, lineOf, type PricedUnit, priceError, scanOutcome } from './basket.js';
import { codeErrors } from './code-dialog.js';
import { customerErrors, EMPTY_CUSTOMER, maskPhone } from './customer.js';

const unit = (unitId: number, over: Partial<SellableUnit> = {}): PricedUnit =>
  ({
    unitId,
    serialNo: `SN-${unitId}`,
    barcode: `869${unitId}`,
    modelId: 10,
    modelName: 'Anker Şarj Kablosu',
    brandName: 'Anker',
    subCategory: 'Kablo',
    recommendedSellPrice: 100,
    priceWithTolerance: 110,
    maxDiscountRatio: 10,
    minPrice: 90,
    maxPrice: 110,
    ...over,
  }) as PricedUnit;

describe('the basket rules', () => {
  it('adds a unit of the stock at its recommended sale price', () => {
    expect(scanOutcome([], [unit(1)], new Set())).toEqual({ kind: 'added', line: { unit: unit(1), priceText: '100' } });
  });

  it('refuses a serial not in the stock, one already in the basket, one sold by a waiting sale, one without a price', () => {
    expect(scanOutcome([], [], new Set())).toEqual({ kind: 'refused', message: WIZARD_MSG.notInStock });
    expect(scanOutcome([lineOf(unit(1))], [unit(1)], new Set())).toEqual({ kind: 'refused', message: WIZARD_MSG.alreadyInBasket });
    expect(scanOutcome([], [unit(1)], new Set([1]))).toEqual({ kind: 'refused', message: SALE_CONFLICT_TEXTS.SOLD });
    expect(scanOutcome([], [{ ...unit(1), recommendedSellPrice: null, minPrice: null, maxPrice: null } as SellableUnit], new Set())).toEqual({
      kind: 'refused',
      message: SALE_CONFLICT_TEXTS.NO_PRICE,
    });
  });

  it('asks which product when the serial is on units of two, and takes the other once one is in the basket', () => {
    const a = unit(1);
    const b = unit(2, { modelId: 11, modelName: 'Baseus Kılıf', serialNo: 'SN-1' });
    expect(scanOutcome([], [a, b], new Set())).toEqual({ kind: 'choose', units: [a, b] });
    expect(scanOutcome([lineOf(a)], [a, b], new Set())).toEqual({ kind: 'added', line: lineOf(b) });
  });

  it('lets a price go down to the discount limit and no further, nor above the tolerance price', () => {
    const at = (priceText: string) => priceError({ unit: unit(1), priceText });
    expect(at('90')).toBeNull();
    expect(at('110')).toBeNull();
    expect(at('95.5')).toBeNull();
    expect(at('89.99')).toBe(WIZARD_MSG.priceRange(90, 110));
    expect(at('110.01')).toBe(WIZARD_MSG.priceRange(90, 110));
    expect(at('')).toBe(WIZARD_MSG.priceInvalid);
    expect(at('12.345')).toBe(WIZARD_MSG.priceInvalid);
    expect(basketTotals([{ unit: unit(1), priceText: '95' }, { unit: unit(2), priceText: '100' }])).toEqual({ finalPrice: 195, discountAmount: 25 });
  });
});

describe('the customer and the campaign code', () => {
  it('masks numbers as (999) 999-9999', () => {
    expect(maskPhone('5321112233')).toBe('(532) 111-2233');
    expect(maskPhone('05321112233')).toBe('(532) 111-2233');
    expect(maskPhone('532')).toBe('(532');
    expect(maskPhone('53211')).toBe('(532) 11');
    expect(maskPhone('(532) 111-22334455')).toBe('(532) 111-2233');
    expect(maskPhone('')).toBe('');
  });

  it("requires type, name, surname and the number of the customer's type", () => {
    expect(customerErrors(EMPTY_CUSTOMER)).toEqual({ customerType: WIZARD_MSG.customerRequired, customerName: WIZARD_MSG.customerRequired, customerSurname: WIZARD_MSG.customerRequired });
    const named = { ...EMPTY_CUSTOMER, customerName: 'Ayşe', customerSurname: 'Yılmaz' };
    expect(customerErrors({ ...named, customerType: 'MOBILE' })).toEqual({ customerPhoneNo: WIZARD_MSG.numberRequired.MOBILE });
    expect(customerErrors({ ...named, customerType: 'FIXED_LINE', customerPstnNo: '(216) 345' })).toEqual({ customerPstnNo: WIZARD_MSG.pstnInvalid });
    expect(customerErrors({ ...named, customerType: 'MOBILE', customerPhoneNo: '(532) 111-2233' })).toEqual({});
  });

  it('takes exactly one campaign code, in its form', () => {
    expect(codeErrors({ serialValue: '', passValue: '' })).toEqual({ serialValue: WIZARD_MSG.codeRequired });
    expect(codeErrors({ serialValue: 'A', passValue: 'B' })).toEqual({ passValue: WIZARD_MSG.codeBoth });
    expect(codeErrors({ serialValue: 'bozuk', passValue: '' })).toEqual({ serialValue: WIZARD_MSG.codeInvalid });
  });
});
