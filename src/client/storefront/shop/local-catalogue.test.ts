import { describe, expect, it } from 'vitest';
import { itemsContaining, textIndexOf } from './local-catalogue.js';

describe('the text index of the offline storefront', () => {
  it('finds the same items as testing each key, in order, each once', () => {
    let seed = 11;
    const random = (n: number) => ((seed = (seed * 16807) % 2147483647), seed % n);
    const letters = 'abcş 0123';
    for (let round = 0; round < 50; round++) {
      const keys = Array.from({ length: random(40) + 1 }, () => Array.from({ length: random(12) }, () => letters[random(letters.length)]).join(''));
      const items = keys.map((key, id) => ({ id, key }));
      for (let n = 0; n < 10; n++) {
        const needle = Array.from({ length: random(3) + 1 }, () => letters[random(letters.length)]).join('');
        expect(itemsContaining(textIndexOf(keys), items, needle)).toEqual(items.filter((i) => i.key.includes(needle)));
      }
    }
  });
});
