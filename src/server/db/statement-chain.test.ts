import { describe, expect, it } from 'vitest';
import { statementChain } from './statement-chain.js';

/** A step that records when it starts and ends, finishing after `ms`. */
const stepLog = (log: string[]) => (name: string, ms = 1, fail = false) => async () => {
  log.push(`start ${name}`);
  await new Promise((resolve) => setTimeout(resolve, ms));
  log.push(`end ${name}`);
  if (fail) throw new Error(`${name} refused`);
};

describe('statementChain', () => {
  it('runs the steps one after the other, in the order queued, while the caller goes on building', async () => {
    const log: string[] = [];
    const step = stepLog(log);
    const chain = statementChain(2);
    chain.run(step('a', 5));
    log.push('built b');
    chain.run(step('b'));
    await chain.ahead();
    chain.run(step('c'));
    await chain.done();
    expect(log).toEqual(['built b', 'start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
  });

  it('stops at the first failing step: the later ones are skipped and done() throws its error', async () => {
    const log: string[] = [];
    const step = stepLog(log);
    const chain = statementChain(2);
    chain.run(step('a'));
    chain.run(step('b', 1, true));
    chain.run(step('c'));
    await chain.settled();
    await expect(chain.done()).rejects.toThrow('b refused');
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b']);
    expect(chain.failed).toBe(true);
  });

  it('keeps the caller at most `limit` steps ahead of the running one', async () => {
    let running = 0;
    let queued = 0;
    let most = 0;
    const chain = statementChain(2);
    for (let k = 0; k < 8; k++) {
      queued++;
      most = Math.max(most, queued - running);
      chain.run(async () => {
        await new Promise((resolve) => setTimeout(resolve, 2));
        running++;
      });
      await chain.ahead();
    }
    await chain.done();
    expect(running).toBe(8);
    expect(most).toBeLessThanOrEqual(3);
  });
});
