import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { buildApp } from '../../src/server/app.js';
import { type Database, openDatabase } from '../../src/server/db/client.js';
import { testConfig } from './test-config.js';
import type { DbKind } from './test-db.js';

/**
 * Seeded templates: every API test file and browser-test server starts from the same migrated
 * database with the demo seed. Migrating and seeding it once per run (vitest's globalSetup,
 * tests/setup/db-templates.ts) and copying it per file saves most of a file's start: PostgreSQL
 * copies a template database (CREATE DATABASE … TEMPLATE), PGlite starts from a dump of its data
 * folder, and the demo images are copied from the template's image folder.
 *
 * The templates travel to the test workers in one environment variable (set before the workers
 * start); without it (a script, a single file run outside the projects) a file seeds its own.
 */
export interface DbTemplates {
  /** Data folder of the seed run: its images/ is copied into each test's DATA_DIR. */
  dataDir: string;
  /** PostgreSQL template database name. */
  postgres?: string;
  /** File holding the PGlite data folder dump. */
  pglite?: string;
  /** What the seed of each template printed as the first start prints it (db/seed/seed-progress.ts), by database kind. */
  seedProgress?: Partial<Record<DbKind, string[]>>;
}

const ENV = 'BP_TEST_DB_TEMPLATES';

export function dbTemplates(): DbTemplates | null {
  const raw = process.env[ENV];
  return raw ? (JSON.parse(raw) as DbTemplates) : null;
}

async function seedInto(database: Database, dataDir: string): Promise<string[]> {
  const config = testConfig(dataDir);
  // buildApp migrates nothing more (the database is open and migrated) and seeds; its close leaves a passed-in database open.
  const progress: string[] = [];
  const built = await buildApp(config, { database, seedProgress: (line) => progress.push(line) });
  await built.close();
  return progress;
}

async function adminQuery(text: string) {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL! });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

/**
 * The dump without the write-ahead log PostgreSQL keeps for reuse: a seeded data folder holds four
 * 16 MB WAL segments next to 58 MB of data, and every API file unpacks the dump. Reopened with WAL
 * recycling off, two checkpoints drop the segments before the last one: the dump shrinks by a
 * quarter and a test database opens in 0.7 s instead of 1.1 s.
 */
async function leanDump(dump: Blob): Promise<Blob> {
  const lean = new PGlite({ extensions: { pg_trgm, pgcrypto }, loadDataDir: dump, startParams: [...PGlite.defaultStartParams, '-c', 'wal_recycle=off', '-c', 'min_wal_size=32MB'] });
  try {
    await lean.exec('checkpoint; checkpoint;');
    return await lean.dumpDataDir('none');
  } finally {
    await lean.close();
  }
}

/** Builds the templates of these kinds and publishes them to the workers; returns the teardown. */
export async function buildDbTemplates(kinds: readonly DbKind[]): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bp-template-'));
  const templates: DbTemplates = { dataDir, seedProgress: {} };
  if (kinds.includes('pglite')) {
    const database = await openDatabase({ dataDir: null });
    templates.seedProgress!.pglite = await seedInto(database, dataDir);
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const dump = await leanDump(await client.dumpDataDir('none'));
    templates.pglite = join(dataDir, 'pglite.tar');
    writeFileSync(templates.pglite, Buffer.from(await dump.arrayBuffer()));
    await database.close();
  }
  if (kinds.includes('postgres')) {
    const name = `bp_tpl_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
    await adminQuery(`create database ${name}`);
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString() });
    templates.seedProgress!.postgres = await seedInto(database, dataDir);
    await database.close();
    templates.postgres = name;
  }
  process.env[ENV] = JSON.stringify(templates);
  return async () => {
    delete process.env[ENV];
    if (templates.postgres) await adminQuery(`drop database if exists ${templates.postgres} with (force)`);
    rmSync(dataDir, { recursive: true, force: true });
  };
}

/** The PGlite dump to start from, if a template run published one. */
export function pgliteTemplate(): Blob | undefined {
  const file = dbTemplates()?.pglite;
  return file && existsSync(file) ? new Blob([readFileSync(file)]) : undefined;
}

/** A new data folder holding the template's demo images (a test's database is a copy of the template's). */
export function seededDataDir(prefix: string) {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  const from = dbTemplates()?.dataDir;
  // The demo images and the demo faulty tickets' photos (the private store, issue 32).
  for (const dir of ['images', 'faulty-photos']) if (from && existsSync(join(from, dir))) cpSync(join(from, dir), join(dataDir, dir), { recursive: true });
  return dataDir;
}
