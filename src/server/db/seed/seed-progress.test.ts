import { describe, expect, it } from 'vitest';
import { SEED_HEADING, seedSeconds, seedStep, seedStepLine } from './seed-progress.js';

describe('the first start’s seed progress', () => {
  it('writes seconds the Turkish way: one decimal after a comma', () => {
    expect(seedSeconds(12_345)).toBe('12,3 sn');
    expect(seedSeconds(50)).toBe('0,1 sn');
    expect(seedSeconds(0)).toBe('0,0 sn');
    expect(seedSeconds(-3)).toBe('0,0 sn');
  });

  it('reports each step when it ends, in order, with its label and seconds in a column', async () => {
    const lines: string[] = [];
    const first = await seedStep(lines.push.bind(lines), 'bayiler ve kullanıcılar', async () => 'a');
    const second = await seedStep(lines.push.bind(lines), 'satışlar ve iptal kuyruğu', () => new Promise<number>((r) => setTimeout(() => r(2), 20)));
    expect([first, second]).toEqual(['a', 2]);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^ {4}bayiler ve kullanıcılar +\d+,\d sn$/);
    expect(lines[1]).toMatch(/^ {4}satışlar ve iptal kuyruğu +\d+,\d sn$/);
    // The seconds end in one column whatever the label's length.
    expect(lines[0].length).toBe(lines[1].length);
    expect(seedStepLine('x', 1_000)).toBe(`    x${' '.repeat(51)}    1,0 sn`);
    expect(SEED_HEADING).toContain('demo verisi');
  });

  it('reports nothing without a reporter, and nothing for a step that fails', async () => {
    await expect(seedStep(undefined, 'katalog', async () => 1)).resolves.toBe(1);
    const lines: string[] = [];
    await expect(seedStep(lines.push.bind(lines), 'katalog', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(lines).toEqual([]);
  });
});
