import { describe, expect, it } from 'vitest';
import { distributionExportRule } from './contract/distribution.js';
import { supplyInvoiceExportRule } from './contract/supply-invoices.js';
import { transferExportRule } from './contract/serial-transfers.js';
import { resellerStockFilterSchema } from './contract/reseller-stock.js';
import { dayRange, LEDGER_MSG, pickedInstant } from './ledger.js';

const at = (local: string) => pickedInstant(local)!;

describe('ledger dates and rules (spec 2 §5)', () => {
  it('reads a picked date or date-time as Istanbul time, and an ISO instant as it is', () => {
    expect(pickedInstant('2026-11-02')).toBe('2026-11-01T21:00:00.000Z');
    expect(pickedInstant('2026-11-02T09:30')).toBe('2026-11-02T06:30:00.000Z');
    expect(pickedInstant('2026-11-02 09:30:15')).toBe('2026-11-02T06:30:15.000Z');
    expect(pickedInstant('2026-11-02T09:30:00Z')).toBe('2026-11-02T09:30:00.000Z');
    for (const bad of ['2026-02-30', '2026-13-01', '2026-11-02T24:00', 'yesterday', '02.11.2026']) expect(pickedInstant(bad)).toBeNull();
  });

  it('takes a date-only filter as that whole Istanbul day', () => {
    expect(dayRange(at('2026-11-02T23:59'))).toEqual(['2026-11-01T21:00:00.000Z', '2026-11-02T21:00:00.000Z']);
  });

  it('exports distribution with a document filter, or both sale dates within 32 days, the start first', () => {
    expect(distributionExportRule({ serialNo: 'X' })).toBeNull();
    expect(distributionExportRule({ waybillNo: 'IR-1' })).toBeNull();
    expect(distributionExportRule({})).toBe(LEDGER_MSG.exportNeedsDates);
    expect(distributionExportRule({ saleDateStart: at('2026-10-01') })).toBe(LEDGER_MSG.exportNeedsDates);
    expect(distributionExportRule({ saleDateStart: at('2026-10-01'), saleDateEnd: at('2026-11-02') })).toBeNull();
    expect(distributionExportRule({ saleDateStart: at('2026-10-01'), saleDateEnd: at('2026-11-02T00:01') })).toBe(LEDGER_MSG.exportOverMonth);
    expect(distributionExportRule({ saleDateStart: at('2026-10-02'), saleDateEnd: at('2026-10-01') })).toBe(LEDGER_MSG.exportOrder);
  });

  it('exports transfers within 93 days; invoices also by a serial instead of dates', () => {
    expect(transferExportRule({ saleDateStart: at('2026-08-01'), saleDateEnd: at('2026-11-02') })).toBeNull();
    expect(transferExportRule({ saleDateStart: at('2026-08-01'), saleDateEnd: at('2026-11-03') })).toBe(LEDGER_MSG.exportOverThreeMonths);
    expect(transferExportRule({ serialNo: 'X' })).toBe(LEDGER_MSG.exportNeedsDates);
    expect(supplyInvoiceExportRule({ serialNo: 'X' })).toBeNull();
  });

  it('lets the stock search start up to 20 hours after its end, no more', () => {
    expect(resellerStockFilterSchema.safeParse({ startDate: '2026-11-02T20:00', endDate: '2026-11-02T00:00' }).success).toBe(true);
    const late = resellerStockFilterSchema.safeParse({ startDate: '2026-11-02T20:01', endDate: '2026-11-02T00:00' });
    expect(late.success).toBe(false);
    expect(late.error?.issues[0].message).toBe(LEDGER_MSG.searchOrder);
  });
});
