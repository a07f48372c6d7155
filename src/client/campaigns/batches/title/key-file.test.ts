import { describe, expect, it } from 'vitest';
import { KEY_MSG, keyError } from '../../../../shared/distribution-key.js';
import { cleanCount } from './count-input.js';
import { readKeyFile } from './key-file.js';
import { keyXlsx } from './title-testing.js';

describe('reseller distribution key file', () => {
  it('reads "Bayi Kodu" and "Yüzde %" (headers trimmed, any order), skipping rows missing either', async () => {
    const file = keyXlsx([
      ['Açıklama', 'Yüzde % ', ' Bayi Kodu'],
      ['a', 40, 'BY10001'],
      ['b', '12,5', 'BY10002'],
      ['c', null, 'BY10003'],
      ['d', 10, null],
      ['e', 7.25, 10004],
    ]);
    expect(await readKeyFile(file)).toEqual([
      { bayiKodu: 'BY10001', yuzde: 40 },
      { bayiKodu: 'BY10002', yuzde: 12.5 },
      { bayiKodu: '10004', yuzde: 7.25 },
    ]);
  });

  it('takes a cell formatted as a percentage (0.025 shown as 2.5%) as 2.5', async () => {
    const file = keyXlsx(
      [
        ['Bayi Kodu', 'Yüzde %'],
        ['BY10001', 0.025],
        ['BY10002', 0.333],
      ],
      (sheet) => {
        sheet.B2.z = '0.0%';
        sheet.B3.z = '0.0%';
      },
    );
    expect(await readKeyFile(file)).toEqual([
      { bayiKodu: 'BY10001', yuzde: 2.5 },
      { bayiKodu: 'BY10002', yuzde: 33.3 },
    ]);
  });

  it('gives no rows without the columns (the screen says the key is invalid), and a sum above 100.0001 is refused', async () => {
    const none = await readKeyFile(keyXlsx([['Kod', 'Oran'], ['BY10001', 50]]));
    expect(none).toEqual([]);
    expect(keyError(none)).toBe(KEY_MSG.noValidRows);
    const over = await readKeyFile(keyXlsx([['Bayi Kodu', 'Yüzde %'], ['BY10001', 60], ['BY10002', 40.0002]]));
    expect(keyError(over)).toBe(KEY_MSG.sumTooHigh);
  });
});

describe('count input', () => {
  it('keeps digits only, without leading zeros, at most 10,000,000', () => {
    expect(cleanCount('')).toBe('');
    expect(cleanCount('-5')).toBe('5');
    expect(cleanCount('1.000')).toBe('1000');
    expect(cleanCount('007')).toBe('7');
    expect(cleanCount('0')).toBe('0');
    expect(cleanCount('99999999999')).toBe('10000000');
  });
});
