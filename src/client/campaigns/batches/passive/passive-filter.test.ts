import { describe, expect, it } from 'vitest';
import { BATCH_MSG } from '../../../../shared/contract/code-batches.js';
import { checkPassiveFilter, pickedInstant } from './passive-filter.js';

const iso = (picked: string) => new Date(picked).toISOString();

describe('checkPassiveFilter (spec 2 §5)', () => {
  it('needs a whole date range, a reseller code or a serial', () => {
    expect(checkPassiveFilter({})).toEqual({ ok: false, message: BATCH_MSG.passiveNeedsFilter });
    expect(checkPassiveFilter({ startDate: '', endDate: '', resellerCode: '  ', serial: '' })).toEqual({ ok: false, message: BATCH_MSG.passiveNeedsFilter });
    // One end of the range is no range (the server reads it so too).
    expect(checkPassiveFilter({ startDate: '2025-03-01T10:00' })).toEqual({ ok: false, message: BATCH_MSG.passiveNeedsFilter });
    expect(checkPassiveFilter({ resellerCode: ' BY10001 ' })).toEqual({ ok: true, filter: { resellerCode: 'BY10001' } });
    expect(checkPassiveFilter({ serial: '7K3M9P2QXR1', endDate: '2025-03-01T10:00' })).toEqual({ ok: true, filter: { serial: '7K3M9P2QXR1' } });
  });

  it('takes a range of at most 630,000,000 ms as instants with their zone', () => {
    const week = checkPassiveFilter({ startDate: '2025-03-01T10:00', endDate: '2025-03-08T10:00' });
    expect(week).toEqual({ ok: true, filter: { startDate: iso('2025-03-01T10:00'), endDate: iso('2025-03-08T10:00') } });
    // 7 days + 7 h = 630,000,000 ms exactly: still allowed; a minute more is not.
    expect(checkPassiveFilter({ startDate: '2025-03-01T10:00', endDate: '2025-03-08T17:00' }).ok).toBe(true);
    expect(checkPassiveFilter({ startDate: '2025-03-01T10:00', endDate: '2025-03-08T17:01', resellerCode: 'BY10001' })).toEqual({ ok: false, message: BATCH_MSG.rangeTooLong });
  });

  it('reads a picker value as local time', () => {
    expect(pickedInstant('2025-03-01T10:00')).toBe(iso('2025-03-01T10:00'));
    expect(pickedInstant('')).toBeUndefined();
    expect(pickedInstant('bozuk')).toBeUndefined();
  });
});
