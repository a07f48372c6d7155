import { loadConfig } from '../config.js';
import { openDatabase } from './client.js';

/**
 * `npm run db:migrate`: applies the migrations to DATABASE_URL (or the embedded database in
 * DATA_DIR, default ./data) and exits — the release step of a deployment with many nodes
 * (docs/operations.md "Production"): run it once, then start the nodes. Each node still checks
 * the migrations at start under an advisory lock, a no-op once they are applied, so a node
 * started before the step waits for it instead of running against an old schema.
 */
const started = performance.now();
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await database.close();
console.log(`Göçler uygulandı (${database.kind}, ${Math.round(performance.now() - started)} ms).`);
