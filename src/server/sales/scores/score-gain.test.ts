import { describe, expect, it } from 'vitest';
import { LINE_POINTS_MAX, linePoints } from './score-gain.js';

describe('a sale line\'s points', () => {
  it('UNIT gives scoreRatio points per unit, whole points only', () => {
    expect(linePoints({ scoreType: 'UNIT', scoreRatio: 3 }, 99.99)).toBe(3);
    expect(linePoints({ scoreType: 'UNIT', scoreRatio: 2.5 }, 10)).toBe(2);
    expect(linePoints({ scoreType: 'UNIT', scoreRatio: 0 }, 10)).toBe(0);
  });

  it('AMOUNT gives scoreRatio percent of the price in lira, rounded down, computed in integers', () => {
    expect(linePoints({ scoreType: 'AMOUNT', scoreRatio: 5 }, 200)).toBe(10);
    // 5 % of 199.99 is 9.9995: 9 points, never 10.
    expect(linePoints({ scoreType: 'AMOUNT', scoreRatio: 5 }, 199.99)).toBe(9);
    // 0.1 % of 1,000 is exactly 1 (0.1 × 10 is 1.0000000000000002 in floating point).
    expect(linePoints({ scoreType: 'AMOUNT', scoreRatio: 0.1 }, 1000)).toBe(1);
    expect(linePoints({ scoreType: 'AMOUNT', scoreRatio: 12.5 }, 19.99)).toBe(2);
  });

  it('caps a line at LINE_POINTS_MAX (a ratio typed absurdly high)', () => {
    expect(linePoints({ scoreType: 'AMOUNT', scoreRatio: 999_999_999.9 }, 99_999_999.99)).toBe(LINE_POINTS_MAX);
  });
});
