/**
 * The bench parts' own PostgreSQL databases (BENCH_ONLY=sales|faulty|scores): a fresh
 * bench_<part>_<time> database next to DATABASE_URL's, created through its server's admin
 * connection and dropped (with force) at the end, or a kept one reopened by name.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../src/server/db/client.js';
import { type Db, execute } from '../src/server/db/sql.js';

/** Runs `fn` on a connection to DATABASE_URL's database (the one CREATE / DROP DATABASE run from). */
export async function admin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

/** DATABASE_URL with another database name. */
export const urlOf = (name: string) => {
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
};

export interface BenchDatabase {
  name: string;
  url: string;
  drop: () => Promise<void>;
}

/** A new bench_<part>_<time> database, empty or a copy of `template` (a kept one). */
export async function createBenchDatabase(part: string, template?: string): Promise<BenchDatabase> {
  const name = `bench_${part}_${Date.now().toString(36)}`;
  await admin((c) => c.query(`create database ${name}${template ? ` template "${template.replace(/"/g, '')}"` : ''}`));
  return { name, url: urlOf(name), drop: () => admin((c) => c.query(`drop database if exists ${name} with (force)`)).then(() => undefined) };
}

/**
 * A PostgreSQL-only part's run (faulty, scores): on PGlite the note why not; with `reuse` (its
 * BENCH_<PART>_REUSE) the load alone on that kept database; otherwise `full`. Then the part's
 * time and its figures for bench.ts, and the process ends.
 */
export async function runPostgresPart(o: {
  kind: string;
  pgliteNote: string;
  reuse: string | undefined;
  reuseTitle: string;
  load: (url: string, db: Db) => Promise<void>;
  full: () => Promise<void>;
  figures: unknown[];
  /**
   * Tables to VACUUM ANALYZE before the load on a kept database: what autovacuum keeps in
   * production, while the runs before left dead rows and this machine's PostgreSQL runs without it.
   */
  vacuumOnReuse?: readonly string[];
}): Promise<never> {
  const t0 = performance.now();
  if (o.kind === 'pglite') console.log(`\npglite: ${o.pgliteNote}`);
  else if (o.reuse) {
    const database = await openDatabase({ databaseUrl: urlOf(o.reuse) });
    try {
      console.log(`\npostgres: ${o.reuseTitle}, bırakılmış veritabanı ${o.reuse} (yalnız yük)`);
      if (o.vacuumOnReuse?.length) {
        const v0 = performance.now();
        for (const table of o.vacuumOnReuse) await execute(database.db, sql.raw(`vacuum analyze ${table}`));
        console.log(`  önceki koşuların ölü satırları (vacuum analyze) ${((performance.now() - v0) / 1000).toFixed(1)} sn`);
      }
      await o.load(urlOf(o.reuse), database.db);
    } finally {
      await database.close();
    }
  } else await o.full();
  console.log(`  (bölüm ${((performance.now() - t0) / 1000).toFixed(1)} sn)`);
  console.log(`FIGURES ${JSON.stringify(o.figures)}`);
  process.exit(0);
}
