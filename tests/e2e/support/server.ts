import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { AddressInfo } from 'node:net';
import { buildApp, type BuiltApp } from '../../../src/server/app.js';
import type { Config } from '../../../src/server/config.js';
import { seededDataDir } from '../../support/db-templates.js';
import { testConfig } from '../../support/test-config.js';
import { createTestDatabase, dbKinds, type TestDatabase } from '../../support/test-db.js';

export interface E2eServer {
  url: string;
  built: BuiltApp;
  close(): Promise<void>;
}

/**
 * The real server as `npm start` runs it (built PWA, demo seed) on a fresh database:
 * PostgreSQL when DATABASE_URL is set (always in CI), else PGlite.
 */
export async function startE2eServer(overrides: Partial<Config> = {}): Promise<E2eServer> {
  // E2E_CLIENT_DIR lets parallel work build the client into its own folder.
  const clientDir = resolve(process.env.E2E_CLIENT_DIR ?? 'dist');
  if (!existsSync(join(clientDir, 'index.html'))) throw new Error('dist/ is missing: run "npm run build:client" first (npm run test:e2e does).');
  const kinds = dbKinds();
  const testDb: TestDatabase = await createTestDatabase(kinds.includes('postgres') ? 'postgres' : 'pglite', { seeded: true });
  const config = testConfig(seededDataDir('bp-e2e-'), { clientDir, ...overrides });
  const built = await buildApp(config, { database: testDb });
  await built.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = built.app.server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    built,
    async close() {
      await built.close();
      await testDb.drop();
    },
  };
}
