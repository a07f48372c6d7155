import { describe, expect, it } from 'vitest';
import { CODE_ALPHABET, CODE_LENGTH, CODE_SPACE, formatCode, parseCode } from './campaign-code.js';

describe('campaign codes', () => {
  const samples = [0, 1, 31, 32, 123_456_789, CODE_SPACE - 1, 987_654_321_012_345];

  it('writes 11 characters of the alphabet and reads them back', () => {
    for (const v of samples) {
      const text = formatCode(v);
      expect(text).toHaveLength(CODE_LENGTH);
      expect([...text].every((c) => CODE_ALPHABET.includes(c))).toBe(true);
      expect(parseCode(text)).toBe(v);
    }
  });

  it('forgives case, spaces, dashes and the look-alike letters', () => {
    const v = 987_654_321_012_345;
    const text = formatCode(v);
    expect(parseCode(`${text.slice(0, 4).toLowerCase()}-${text.slice(4, 8)} ${text.slice(8)}`)).toBe(v);
    const withZero = formatCode(0);
    expect(parseCode(withZero.replace(/0/g, 'O'))).toBe(0);
  });

  it('catches every single mistyped character', () => {
    for (const v of samples) {
      const text = formatCode(v);
      for (let i = 0; i < text.length; i++)
        for (const c of CODE_ALPHABET) {
          if (c === text[i]) continue;
          expect(parseCode(text.slice(0, i) + c + text.slice(i + 1))).toBeNull();
        }
    }
  });

  it('catches swaps of neighbours (all but a few of the 32×31 pairs)', () => {
    let caught = 0;
    let tried = 0;
    for (let v = 1; v < 2000; v++) {
      const text = formatCode(v * 562_949_953_421 + 7);
      for (let i = 0; i + 1 < text.length; i++) {
        if (text[i] === text[i + 1]) continue;
        tried++;
        if (parseCode(text.slice(0, i) + text[i + 1] + text[i] + text.slice(i + 2)) === null) caught++;
      }
    }
    expect(caught / tried).toBeGreaterThan(0.95);
  });

  it('refuses text of another length or alphabet', () => {
    expect(parseCode('')).toBeNull();
    expect(parseCode('ABC')).toBeNull();
    expect(parseCode(`${formatCode(5)}0`)).toBeNull();
    expect(parseCode('UUUUUUUUUUU')).toBeNull();
  });
});
