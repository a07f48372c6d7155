import { describe, expect, it } from 'vitest';
import { dateEntryError, dateEntryText, maskDateEntry, readDateEntry } from './date-entry.js';

describe('typed dates (DD-MM-YYYY, spec 1 §9)', () => {
  it('puts the dashes in as the digits come, whatever separator was typed', () => {
    expect(maskDateEntry('0', false)).toBe('0');
    expect(maskDateEntry('010', false)).toBe('01-0');
    expect(maskDateEntry('0103', false)).toBe('01-03');
    expect(maskDateEntry('01032025', false)).toBe('01-03-2025');
    expect(maskDateEntry('01.03.2025', false)).toBe('01-03-2025');
    expect(maskDateEntry('01/03/2025', false)).toBe('01-03-2025');
    // A removed dash with its digit: the text shrinks back without a dangling separator.
    expect(maskDateEntry('01-', false)).toBe('01');
    // Letters and digits beyond the shape are dropped.
    expect(maskDateEntry('01a03b2025999', false)).toBe('01-03-2025');
    expect(maskDateEntry('010320251430', true)).toBe('01-03-2025 14:30');
    expect(maskDateEntry('01-03-2025 14', true)).toBe('01-03-2025 14');
  });

  it('turns a pasted ISO value round whole (the API format and the old input)', () => {
    expect(maskDateEntry('2025-03-01', false)).toBe('01-03-2025');
    expect(maskDateEntry('2025-03-01T14:30', true)).toBe('01-03-2025 14:30');
    expect(maskDateEntry('2025-03-01', true)).toBe('01-03-2025 00:00');
    expect(maskDateEntry('2025-03-01T14:30', false)).toBe('01-03-2025');
  });

  it('shows an ISO value as the portal shows dates', () => {
    expect(dateEntryText('', false)).toBe('');
    expect(dateEntryText('2026-11-30', false)).toBe('30-11-2026');
    expect(dateEntryText('2026-11-30T09:05', true)).toBe('30-11-2026 09:05');
    expect(dateEntryText('2026-11-30T09:05:00', false)).toBe('30-11-2026');
  });

  it('reads a whole valid date as its ISO value, and says why another is not', () => {
    expect(readDateEntry('', false)).toEqual({ kind: 'empty' });
    expect(readDateEntry('01-03-20', false)).toEqual({ kind: 'partial' });
    expect(readDateEntry('01-03-2025', true)).toEqual({ kind: 'partial' });
    expect(readDateEntry('01-03-2025', false)).toEqual({ kind: 'date', iso: '2025-03-01' });
    expect(readDateEntry('29-02-2024', false)).toEqual({ kind: 'date', iso: '2024-02-29' });
    expect(readDateEntry('29-02-2025', false)).toEqual({ kind: 'invalid' });
    expect(readDateEntry('31-04-2025', false)).toEqual({ kind: 'invalid' });
    expect(readDateEntry('00-01-2025', false)).toEqual({ kind: 'invalid' });
    expect(readDateEntry('01-13-2025', false)).toEqual({ kind: 'invalid' });
    expect(readDateEntry('01-03-2025 23:59', true)).toEqual({ kind: 'date', iso: '2025-03-01T23:59' });
    expect(readDateEntry('01-03-2025 24:00', true)).toEqual({ kind: 'invalid' });
    expect(readDateEntry('01-03-2025 12:60', true)).toEqual({ kind: 'invalid' });
  });

  it('keeps within min and max, a bound of either shape', () => {
    expect(readDateEntry('30-11-2026', false, undefined, '2026-11-30')).toEqual({ kind: 'date', iso: '2026-11-30' });
    expect(readDateEntry('01-12-2026', false, undefined, '2026-11-30')).toEqual({ kind: 'late' });
    expect(readDateEntry('31-12-2024', false, '2025-01-01')).toEqual({ kind: 'early' });
    expect(readDateEntry('30-11-2026 10:00', true, undefined, '2026-11-30T09:59')).toEqual({ kind: 'late' });
    expect(readDateEntry('30-11-2026 00:00', true, '2026-11-30')).toEqual({ kind: 'date', iso: '2026-11-30T00:00' });
  });

  it('its own messages, in Turkish, with the bound as shown', () => {
    expect(dateEntryError({ kind: 'invalid' }, false)).toBe('Geçerli bir tarih girin (GG-AA-YYYY).');
    expect(dateEntryError({ kind: 'invalid' }, true)).toBe('Geçerli bir tarih girin (GG-AA-YYYY SS:DD).');
    expect(dateEntryError({ kind: 'late' }, false, undefined, '2026-11-30')).toBe('Tarih 30-11-2026 veya öncesi olmalı.');
    expect(dateEntryError({ kind: 'early' }, false, '2025-01-01')).toBe('Tarih 01-01-2025 veya sonrası olmalı.');
    expect(dateEntryError({ kind: 'partial' }, false)).toBeUndefined();
    expect(dateEntryError({ kind: 'date', iso: '2025-01-01' }, false)).toBeUndefined();
  });
});
