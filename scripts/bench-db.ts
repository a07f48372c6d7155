/**
 * The bench parts' own PostgreSQL databases (BENCH_ONLY=sales|faulty|scores): a fresh
 * bench_<part>_<time> database next to DATABASE_URL's, created through its server's admin
 * connection and dropped (with force) at the end, or a kept one reopened by name.
 */
import pg from 'pg';

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
