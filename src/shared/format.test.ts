import { describe, expect, it } from 'vitest';
import { digitsOnly, normalizeGsm } from './digits.js';
import { formatDate, formatDateTime, formatMoney, formatPercent, formatQuantity, formatShortDate, formatTrDateTime } from './format.js';
import { upperTr } from './text.js';

describe('format', () => {
  it('shows money with ₺, two decimals and comma thousands', () => {
    expect(formatMoney(1234.5)).toBe('₺1,234.50');
    expect(formatMoney('99')).toBe('₺99.00');
    expect(formatMoney(0)).toBe('₺0.00');
    expect(formatMoney(null)).toBe('');
    expect(formatMoney('abc')).toBe('');
  });

  it('formats quantities, percents and dates', () => {
    expect(formatQuantity(1234567)).toBe('1,234,567');
    expect(formatPercent(18)).toBe('%18');
    expect(formatDate('2026-11-21T10:00:00')).toBe('21-11-2026');
    expect(formatTrDateTime('2026-11-21T09:05:03')).toBe('21.11.2026 09:05:03');
  });

  it('upper-cases with Turkish rules', () => {
    expect(upperTr('Selin Aydın')).toBe('SELİN AYDIN');
    expect(upperTr('ışık iğne')).toBe('IŞIK İĞNE');
  });

  it('normalises mobile numbers and strips code dashes', () => {
    expect(normalizeGsm('0532 111 00 01')).toBe('5321110001');
    expect(normalizeGsm('+90 532 111 00 01')).toBe('5321110001');
    expect(normalizeGsm('212 111 00 01')).toBeNull();
    expect(digitsOnly('123-456')).toBe('123456');
  });
});

describe('dates without dayjs', () => {
  it('format as dayjs formats them, local time for strings without a zone', async () => {
    const { default: dayjs } = await import('dayjs');
    const inputs = ['2026-11-21', '2026-11-21T10:00:00', '2026-01-05T23:59:59.999', '2026-11-21T09:05:03Z', '2026-11-21T09:05:03.123+03:00', '2026-11-21 07:08', '2026/3/4', '1999-12-31T23:59:59.5Z', new Date(2024, 1, 29, 13, 7, 9)];
    for (const input of inputs) {
      expect(formatDate(input)).toBe(dayjs(input).format('DD-MM-YYYY'));
      expect(formatDateTime(input)).toBe(dayjs(input).format('DD-MM-YYYY HH:mm'));
      expect(formatShortDate(input)).toBe(dayjs(input).format('DD.MM.YY'));
      expect(formatTrDateTime(input)).toBe(dayjs(input).format('DD.MM.YYYY HH:mm:ss'));
    }
  });

  it('leaves empty and unreadable values blank', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });
});

describe('numbers without Intl', () => {
  it('write money and quantities as Intl.NumberFormat en-US does', () => {
    const money = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
    const values = [0, -0, 1e-7, -1e-7, 0.0000015, 1.0000005e21, 1, 9.995, 0.125, 1.005, 999.999, 1000, 1234.5, 12345678.9, 100000, -0.004, -1234.567, 2.5, -2.5, 0.5, 1e15, 123456.785];
    for (let i = 0; i < 2000; i++) values.push(Math.round((Math.random() - 0.3) * 10 ** (1 + (i % 9))) / 10 ** (i % 4));
    for (const v of values) {
      expect(formatMoney(v)).toBe(`₺${money.format(v)}`);
      expect(formatQuantity(v)).toBe(whole.format(v));
    }
  });
});

describe('Turkish counts', () => {
  it('group whole numbers with dots as tr-TR does', async () => {
    const { formatTrCount } = await import('./format.js');
    for (const v of [0, 7, 999, 1000, 1338, 12345, 1234567, 10000, 100000000, -4321]) expect(formatTrCount(v)).toBe(v.toLocaleString('tr-TR'));
  });
});
