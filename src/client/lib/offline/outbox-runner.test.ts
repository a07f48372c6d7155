import { afterEach, describe, expect, it, vi } from 'vitest';
import { kickOutbox } from './outbox-runner.js';

/**
 * The outbox's drain and its next timer when storage cannot be read (a page being closed, a
 * private mode refusing it): the drain gives up quietly, and so does the timer's scheduling —
 * no rejection left unhandled (CI caught one after a test file's page was torn down).
 */
describe('outbox runner without storage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('neither drains nor schedules, and leaves no rejection unhandled', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    const getItem = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    try {
      await kickOutbox();
      // The scheduling runs after the drain settles: give it its turns.
      for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0));
      expect(getItem).toHaveBeenCalled();
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});
