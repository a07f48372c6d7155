import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeFileSync, writeSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as schema from './schema/index.js';
import { type Db, registerFixedPlanDb } from './sql.js';

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** PostgreSQL's connection pool now (/metrics); PGlite has one connection and no pool. */
  poolStats?(): PoolStats;
}

export interface PoolStats {
  /** Open connections (idle + in use), the pool's ceiling, and queries waiting for a connection. */
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * PGlite has no lock between processes: two on one folder corrupt it. Take a lock file
 * holding our pid and refuse a second start while that process lives.
 */
function lockDataDir(dir: string): () => void {
  const lockFile = join(dir, 'portal.lock');
  try {
    const fd = openSync(lockFile, 'wx');
    writeSync(fd, String(process.pid));
    closeSync(fd);
  } catch {
    const pid = Number(readFileSync(lockFile, 'utf8'));
    let alive = false;
    try {
      process.kill(pid, 0);
      alive = pid !== process.pid;
    } catch {
      alive = false;
    }
    if (alive) {
      throw new Error(
        `Veri klasörü ${dir} başka bir süreç (pid ${pid}) tarafından kullanılıyor. ` +
          'Aynı veri klasörüyle ikinci bir sunucu başlatılamaz; diğerini durdurun ya da DATA_DIR ile başka bir klasör verin.',
      );
    }
    // The process that held the lock is gone: take it over.
    writeFileSync(lockFile, String(process.pid));
  }
  return () => {
    try {
      unlinkSync(lockFile);
    } catch {
      /* already gone */
    }
  };
}

/** Opens PostgreSQL when a URL is given, else embedded PGlite (in memory for `dataDir: null`, from `loadDataDir` when given). */
export async function openDatabase(opts: { databaseUrl?: string; dataDir?: string | null; loadDataDir?: Blob }): Promise<Database> {
  if (opts.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    // JIT off: it pays off for long analytical scans, while here a large feed batch's set-based
    // statements (100,000 rows: cost estimates far above jit_above_cost) spent a third of their
    // time compiling; DATABASE_JIT=on gives the server's setting back.
    const jit = process.env.DATABASE_JIT === 'on' ? [] : ['-c jit=off'];
    const poolOf = (options: string[]) => {
      const p = new pg.Pool({ connectionString: opts.databaseUrl, max: Number(process.env.DATABASE_POOL_SIZE ?? 10), ...(options.length ? { options: options.join(' ') } : {}) });
      // An idle connection dropped by the server (restart, failover) must not crash the
      // process; the pool opens a new one on the next query.
      p.on('error', (error) => console.error(`[veritabanı] boştaki bağlantı koptu: ${error.message}`));
      return p;
    };
    const pool = poolOf(jit);
    // The second pool: generic plans for the statements of one shape (sql.ts withGenericPlans).
    // Its connections open when first used and close when idle, as the first pool's.
    const fixedPool = poolOf([...jit, '-c plan_cache_mode=force_generic_plan']);
    const db: Db = drizzle(pool, { schema });
    registerFixedPlanDb(db, drizzle(fixedPool, { schema }));
    // Several API nodes may start at once: one migrates, the others wait on the lock.
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock(727274)');
      await migrate(drizzle(client, { schema }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock(727274)').catch(() => undefined);
      client.release();
    }
    // Both pools together (the fixed-plan one is the first's twin).
    const poolStats = (): PoolStats => ({
      total: pool.totalCount + fixedPool.totalCount,
      idle: pool.idleCount + fixedPool.idleCount,
      waiting: pool.waitingCount + fixedPool.waitingCount,
      max: pool.options.max + fixedPool.options.max,
    });
    return { db, kind: 'postgres', close: async () => void (await Promise.all([pool.end(), fixedPool.end()])), poolStats };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  // Contains-search on names and barcodes uses trigram indexes, batch codes pgcrypto's strong
  // random bytes (PostgreSQL ships both in contrib).
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { pgcrypto } = await import('@electric-sql/pglite/contrib/pgcrypto');
  const extensions = { pg_trgm, pgcrypto };
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let unlock = () => {};
  let client;
  if (opts.dataDir) {
    const dir = join(opts.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    unlock = lockDataDir(opts.dataDir);
    client = new PGlite(dir, { extensions });
  } else {
    // In memory; `loadDataDir` starts it from a dump (dumpDataDir) of a migrated, seeded one (tests).
    client = new PGlite({ extensions, loadDataDir: opts.loadDataDir });
  }
  const db: Db = drizzle(client, { schema });
  await migrate(drizzle(client, { schema }), { migrationsFolder });
  return {
    db,
    kind: 'pglite',
    close: async () => {
      await client.close();
      unlock();
    },
  };
}
