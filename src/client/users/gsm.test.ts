import { describe, expect, it } from 'vitest';
import { formatGsm, gsmDigits, gsmGiven, isGsm } from './gsm.js';

describe('mobile number mask 599 999 99 99', () => {
  it('keeps digits only and groups them 3-3-2-2 while typing', () => {
    const shown: Record<string, string> = {
      '': '',
      '5': '5',
      '532': '532',
      '5321': '532 1',
      '532a11x': '532 11',
      '532111001': '532 111 00 1',
      '5321110001': '532 111 00 01',
      '53211100019': '532 111 00 01',
      '532 111 00 ': '532 111 00',
    };
    for (const [typed, masked] of Object.entries(shown)) expect(formatGsm(typed), typed).toBe(masked);
  });

  it('drops the national prefix of a pasted number', () => {
    expect(formatGsm('0532 111 00 01')).toBe('532 111 00 01');
    expect(formatGsm('+90 532 111 00 01')).toBe('532 111 00 01');
    expect(gsmDigits('(0532) 111-00-01')).toBe('5321110001');
  });

  it('shows a stored number grouped and nothing for none', () => {
    expect(formatGsm('5354440002')).toBe('535 444 00 02');
    expect(formatGsm(null)).toBe('');
  });

  it('counts the default 5 as no number, and wants 10 digits starting with 5', () => {
    expect(gsmGiven('5')).toBe(false);
    expect(gsmGiven('')).toBe(false);
    expect(gsmGiven('53')).toBe(true);
    expect(isGsm('5321110001')).toBe(true);
    expect(isGsm('532111000')).toBe(false);
    expect(isGsm('4321110001')).toBe(false);
  });
});
