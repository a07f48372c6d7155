import { sql } from 'drizzle-orm';
import { buildApp, type BuiltApp } from '../../src/server/app.js';
import type { Config } from '../../src/server/config.js';
import { queryRows } from '../../src/server/db/sql.js';
import { createTestDatabase, type DbKind, type TestDatabase } from './test-db.js';
import { seededDataDir } from './db-templates.js';
import { testConfig } from './test-config.js';

export interface TestApp extends BuiltApp {
  kind: DbKind;
  testDb: TestDatabase;
}

/** The real app on a fresh database with the demo seed (a copy of the run's seeded template); notifications stay in the outbox. */
export async function startTestApp(kind: DbKind, overrides: Partial<Config> = {}): Promise<TestApp> {
  const testDb = await createTestDatabase(kind, { seeded: true });
  const config = testConfig(seededDataDir('bp-api-'), overrides);
  const built = await buildApp(config, { database: testDb });
  return {
    ...built,
    kind,
    testDb,
    async close() {
      await built.close();
      await testDb.drop();
    },
  };
}

export async function loginAs(app: BuiltApp['app'], username: string, password = 'demo1234') {
  const res = await app.inject({ method: 'POST', url: '/auth/public/login', payload: { username, password } });
  if (res.statusCode !== 200) throw new Error(`login ${username} failed: ${res.statusCode} ${res.body}`);
  return res.json() as { token: string; refreshToken: string };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The 6-digit code of the newest outbox message sent to `recipient`. */
export async function lastCodeSentTo(built: BuiltApp, recipient: string): Promise<string | null> {
  const [row] = await queryRows<{ body: string }>(
    built.database.db,
    sql`select body from notification_outbox where recipient = ${recipient} order by id desc limit 1`,
  );
  return row?.body.match(/\b(\d{6})\b/)?.[1] ?? null;
}
