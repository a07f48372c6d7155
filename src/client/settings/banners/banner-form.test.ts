import { describe, expect, it } from 'vitest';
import { BANNER_MSG } from '../../../shared/contract/banners.js';
import { checkBanner, toPicker, toWire } from './banner-form.js';

describe('banner dialog rules (spec 3 §2.4, §5)', () => {
  it('sends local date-times without zone, with seconds', () => {
    expect(toWire('2030-01-05T09:30')).toBe('2030-01-05T09:30:00');
    expect(toWire('2030-01-05T09:30:15')).toBe('2030-01-05T09:30:15');
    expect(toPicker('2030-01-05T09:30:00')).toBe('2030-01-05T09:30');
  });

  it('wants both dates, the end after the start and exactly one image when creating', () => {
    expect(checkBanner({ startDate: '2030-01-05T09:30', endDate: '2030-01-06T09:30' }, 1)).toEqual({ messages: [], fields: {} });
    expect(checkBanner({ startDate: '', endDate: '' }, 0).messages).toEqual([BANNER_MSG.startRequired, BANNER_MSG.endRequired, BANNER_MSG.oneImage]);
    expect(checkBanner({ startDate: '2030-01-05T09:30', endDate: '2030-01-05T09:30' }, 1)).toEqual({ messages: [BANNER_MSG.endAfterStart], fields: { endDate: true } });
    expect(checkBanner({ startDate: '2030-01-05T09:30', endDate: '2030-01-06T09:30' }, 2).messages).toEqual([BANNER_MSG.oneImage]);
    // Editing checks the dates only.
    expect(checkBanner({ startDate: '2030-01-05T09:30', endDate: '2030-01-06T09:30' }, null).messages).toEqual([]);
  });
});
