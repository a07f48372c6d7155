import { randomBytes } from 'node:crypto';
import { type Database, openDatabase } from '../../src/server/db/client.js';
import { dbTemplates, pgliteTemplate } from './db-templates.js';

export type DbKind = 'pglite' | 'postgres';

/**
 * Which databases the suite runs against: always embedded PGlite, and PostgreSQL when
 * DATABASE_URL is set. Under CI=true a missing PostgreSQL is a failure, never a skip.
 * TEST_DB_KINDS=postgres (or pglite) narrows a run to one of them: .ci/run's second pass of the
 * API tests, on Node 22, runs where production runs — Node 22 with PostgreSQL.
 */
export function dbKinds(): DbKind[] {
  if (process.env.CI === 'true' && !process.env.DATABASE_URL) {
    throw new Error('CI=true but DATABASE_URL is not set: the API tests must run against PostgreSQL in CI.');
  }
  const all: DbKind[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
  const only = process.env.TEST_DB_KINDS?.split(',').map((k) => k.trim()).filter(Boolean);
  if (!only?.length) return all;
  const missing = only.filter((k) => !all.includes(k as DbKind));
  if (missing.length) throw new Error(`TEST_DB_KINDS names ${missing.join(', ')}, which this run does not have (DATABASE_URL ${process.env.DATABASE_URL ? 'set' : 'not set'}).`);
  return all.filter((k) => only.includes(k));
}

export interface TestDatabase extends Database {
  /** PostgreSQL: the database's URL (another process may open it). */
  url?: string;
  /** Closes and removes the database. */
  drop(): Promise<void>;
}

/** CREATE DATABASE, from a template when given (retried while the template's last session is still closing). */
async function createPgDatabase(adminUrl: string, name: string, template?: string) {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
        return;
      } catch (error) {
        const busy = (error as { code?: string }).code === '55006'; // object_in_use: "being accessed by other users"
        if (!busy || attempt >= 50) throw error;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  } finally {
    await admin.end();
  }
}

/**
 * A database of its own for one test file (PostgreSQL: a new database): migrated, and with
 * `seeded` a copy of the run's seeded template (tests/support/db-templates.ts) when there is one.
 */
export async function createTestDatabase(kind: DbKind, opts: { seeded?: boolean } = {}): Promise<TestDatabase> {
  const templates = opts.seeded ? dbTemplates() : null;
  if (kind === 'pglite') {
    const database = await openDatabase({ dataDir: null, loadDataDir: templates ? pgliteTemplate() : undefined });
    return { ...database, drop: () => database.close() };
  }
  const { default: pg } = await import('pg');
  const adminUrl = process.env.DATABASE_URL!;
  const name = `bp_test_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  await createPgDatabase(adminUrl, name, templates?.postgres);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  return {
    ...database,
    url: url.toString(),
    async drop() {
      await database.close();
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      // pool.end() returns before the server has closed every backend: wait for them.
      for (let i = 0; i < 50; i++) {
        const { rows } = await c.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
        if (rows[0].n === 0) break;
        await new Promise((r) => setTimeout(r, 20));
      }
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
