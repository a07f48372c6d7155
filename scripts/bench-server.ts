/**
 * A bench server in a process of its own, so its memory is measured apart from the bench
 * that builds the files: the real app on a fresh test database (BENCH_DB = pglite or
 * postgres) with the demo seed. Prints `listening <url>` when ready; ends on SIGTERM.
 */
import { startTestApp } from '../tests/support/test-app.js';
import type { DbKind } from '../tests/support/test-db.js';

const t = await startTestApp((process.env.BENCH_DB ?? 'pglite') as DbKind);
const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
console.log(`listening ${url}`);
process.on('SIGTERM', () => {
  void t.close().finally(() => process.exit(0));
});
