import { describe, expect, it } from 'vitest';
import { SETTINGS_MSG } from '../../../shared/contract/settings.js';
import { checkThresholds } from './threshold-form.js';

describe('stock threshold rules (spec 3 §5)', () => {
  it('accepts two integers ≥ 0 with none below limited', () => {
    expect(checkThresholds({ none: '0', limited: '10' })).toEqual({ ok: true, pair: { noneStockStatusMax: 0, limitedStockStatusMax: 10 } });
    expect(checkThresholds({ none: '1000', limited: '1001' }).ok).toBe(true);
  });

  it('wants both fields, with one message', () => {
    expect(checkThresholds({ none: '', limited: '' })).toEqual({ ok: false, messages: [SETTINGS_MSG.thresholdsRequired], fields: { none: true, limited: true } });
    expect(checkThresholds({ none: '3', limited: ' ' })).toEqual({ ok: false, messages: [SETTINGS_MSG.thresholdsRequired], fields: { none: false, limited: true } });
  });

  it('refuses negatives and none not below limited', () => {
    expect(checkThresholds({ none: '-1', limited: '5' })).toMatchObject({ ok: false, messages: [SETTINGS_MSG.thresholdMin] });
    expect(checkThresholds({ none: '5', limited: '5' })).toMatchObject({ ok: false, messages: [SETTINGS_MSG.noneBelowLimited], fields: { none: true } });
    expect(checkThresholds({ none: '9', limited: '5' })).toMatchObject({ ok: false, messages: [SETTINGS_MSG.noneBelowLimited] });
  });
});
