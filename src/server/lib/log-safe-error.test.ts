import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { logSafeError } from './log-safe-error.js';

describe('logSafeError', () => {
  it('keeps the statement and the cause, drops the parameters and the detail', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "campaign_serials_code_uq"'), { detail: 'Key (code)=(123456789) already exists.' });
    const error = new DrizzleQueryError('select * from campaign_serials where code = $1', [123456789], cause);
    const safe = logSafeError(error) as Error;
    expect(safe.message).toContain('select * from campaign_serials where code = $1');
    expect(safe.message).toContain('campaign_serials_code_uq');
    expect(`${safe.message}${safe.stack}${JSON.stringify(safe)}`).not.toContain('123456789');
    const plain = new Error('x');
    expect(logSafeError(plain)).toBe(plain);
  });
});
