import { DrizzleQueryError } from 'drizzle-orm/errors';

/**
 * What a failed query may leave in a log: the statement and the database's message, never its
 * parameters (codes, phone numbers, e-mail addresses travel there) nor the database's `detail`
 * (a unique violation names the value). Other errors pass as they are.
 */
export function logSafeError(error: unknown): unknown {
  if (!(error instanceof DrizzleQueryError)) return error;
  const cause = error.cause instanceof Error ? error.cause.message : '';
  const safe = new Error(`Failed query: ${error.query}\n(parameters withheld) ${cause}`);
  safe.stack = [safe.message, ...(error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line))].join('\n');
  return safe;
}
