import { describe, expect, it } from 'vitest';
import { readUrlFilters, saleListLink, withoutLinked } from './sale-list-link.js';

describe('the sales list opened with filters in its query string', () => {
  const fields = ['saleDateStart', 'saleDateEnd', 'saleType', 'distyCode', 'resellerCode'];

  it('takes the fields it has and the linked filters; the label names the chip', () => {
    const link = saleListLink({ saleDateStart: '2026-11-01T00:00', saleDateEnd: '2026-11-30T23:59:59', brandId: '3', saleType: '' }, 'Marka: Samsung');
    expect(link).toBe('/productSaleList?saleDateStart=2026-11-01T00%3A00&saleDateEnd=2026-11-30T23%3A59%3A59&brandId=3&filterLabel=Marka%3A+Samsung');
    const read = readUrlFilters(link.slice(link.indexOf('?')), fields);
    expect(read).toEqual({ values: { saleDateStart: '2026-11-01T00:00', saleDateEnd: '2026-11-30T23:59:59', brandId: '3' }, linked: ['brandId'], label: 'Marka: Samsung' });
  });

  it('ignores unknown keys and the ones the session locks; no chip without a linked filter', () => {
    expect(readUrlFilters('?saleType=TEMLIK&resellerCode=X&supplyId=9&filterLabel=Y', fields, ['resellerCode'])).toEqual({ values: { saleType: 'TEMLIK' }, linked: [], label: '' });
  });

  it('the chip\'s × leaves the rest of the query', () => {
    expect(withoutLinked('?saleDateStart=a&ttCrmId=0&filterLabel=TT+CRM')).toBe('?saleDateStart=a');
    expect(withoutLinked('?resellerType=TTM')).toBe('');
  });
});
