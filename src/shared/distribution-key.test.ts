import { describe, expect, it } from 'vitest';
import { distribute, KEY_MSG, keyError, keyRowsOf } from './distribution-key.js';

describe('distribution key', () => {
  const counts = [
    { campaignId: 1, amount: 100, unit: 1000 },
    { campaignId: 2, amount: 250, unit: 7 },
  ];

  it('gives each reseller the whole part of count × percent ÷ 100, exactly', () => {
    const rows = distribute(counts, [
      { bayiKodu: 'A', yuzde: 33.3 },
      { bayiKodu: 'B', yuzde: 14.3 },
      { bayiKodu: 'C', yuzde: 0.05 },
    ]);
    expect(rows).toEqual([
      { bayiKodu: 'A', yuzde: 33.3, toplamSayi: 335, sayilar: [{ id: 1, amount: 100, unit: 333 }, { id: 2, amount: 250, unit: 2 }] },
      // 7 × 14.3 % = 1.001 → 1; 1000 × 14.3 % = 143
      { bayiKodu: 'B', yuzde: 14.3, toplamSayi: 144, sayilar: [{ id: 1, amount: 100, unit: 143 }, { id: 2, amount: 250, unit: 1 }] },
      // 0.5 and 0.0035: zero counts dropped, a row left with none too
    ]);
  });

  it('allows a percent sum of exactly 100.0001 and refuses one just above', () => {
    expect(keyError([{ bayiKodu: 'A', yuzde: 50 }, { bayiKodu: 'B', yuzde: 50.0001 }])).toBeNull();
    expect(keyError([{ bayiKodu: 'A', yuzde: 50 }, { bayiKodu: 'B', yuzde: 50.000101 }])).toBe(KEY_MSG.sumTooHigh);
    expect(keyError([])).toBe(KEY_MSG.noValidRows);
    expect(keyError([{ bayiKodu: 'A', yuzde: 5 }, { bayiKodu: 'A', yuzde: 5 }])).toBe(KEY_MSG.repeated('A'));
    expect(keyError([{ bayiKodu: 'A', yuzde: -1 }])).toBe(KEY_MSG.badPercent('A'));
  });

  it('reads sheet rows: skips rows missing a code or a percent, reads a comma and a % sign', () => {
    expect(
      keyRowsOf([
        { 'Bayi Kodu': 'BY10001', 'Yüzde %': 12.5 },
        { 'Bayi Kodu': ' BY10002 ', 'Yüzde %': '7,25 %' },
        { 'Bayi Kodu': 10003, 'Yüzde %': '1' },
        { 'Bayi Kodu': '', 'Yüzde %': 3 },
        { 'Bayi Kodu': 'BY10004' },
        { 'Bayi Kodu': 'BY10005', 'Yüzde %': 'on' },
      ]),
    ).toEqual([
      { bayiKodu: 'BY10001', yuzde: 12.5 },
      { bayiKodu: 'BY10002', yuzde: 7.25 },
      { bayiKodu: '10003', yuzde: 1 },
    ]);
  });
});
