/**
 * `npm run seed:large [count]`: fills the catalogue of the configured database (DATABASE_URL,
 * else the PGlite data dir, like `npm start`) up to `count` products (default 100,000) for
 * trying the screens and the list/export speed with realistic volume. Set-based, in batches
 * of 20,000; the demo organisation and catalogue are seeded first when missing. Refuses to
 * run while a server holds the PGlite data dir. Then adds price history: about 1,000,000 price
 * versions for 100,000 products (src/server/db/seed/prices-large.ts), the distributors' stock, and
 * VACUUM ANALYZE as after any bulk load.
 */
import { sql } from 'drizzle-orm';
import { join } from 'node:path';
import { loadConfig } from '../src/server/config.js';
import { type Database, openDatabase } from '../src/server/db/client.js';
import { seedCatalogue } from '../src/server/db/seed/catalogue.js';
import { addProducts } from '../src/server/db/seed/catalogue-large.js';
import { addPriceHistory } from '../src/server/db/seed/prices-large.js';
import { addStock } from '../src/server/db/seed/stock.js';
import { seedDemo } from '../src/server/db/seed/demo.js';
import { seedReference } from '../src/server/db/seed/reference.js';
import { execute } from '../src/server/db/sql.js';
import { tickStorefront } from '../src/server/storefront/storefront-clock.js';
import { fileImageStore } from '../src/server/lib/image-store.js';

const target = Number(process.argv[2] ?? 100_000);
if (!Number.isInteger(target) || target < 1) {
  console.error(`Geçersiz ürün sayısı: ${process.argv[2]}`);
  process.exit(1);
}

const config = loadConfig();
if (config.production) {
  console.error('seed:large üretim ortamında çalıştırılamaz (NODE_ENV=production).');
  process.exit(1);
}

let database: Database;
try {
  database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
} catch (error) {
  console.error(`Veritabanı açılamadı: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}

const where = database.kind === 'pglite' ? `PGlite (${join(config.dataDir, 'pglite')})` : 'PostgreSQL (DATABASE_URL)';
try {
  const started = performance.now();
  const images = fileImageStore(join(config.dataDir, 'images'));
  await seedReference(database.db);
  await seedDemo(database.db, images);
  // A database from before the catalogue existed has users but no catalogue yet.
  await seedCatalogue(database.db, images);
  console.log(`${where}: ürün sayısı ${target.toLocaleString('tr-TR')} olana kadar ekleniyor…`);
  const added = await addProducts(database.db, target, {
    onBatch: (n, total) => console.log(`  +${n.toLocaleString('tr-TR')} → ${total.toLocaleString('tr-TR')} ürün (${((performance.now() - started) / 1000).toFixed(1)} sn)`),
  });
  console.log(`${added.toLocaleString('tr-TR')} ürün eklendi, süre ${((performance.now() - started) / 1000).toFixed(1)} sn.`);
  console.log('Fiyat geçmişi ekleniyor (tedarikçi sürümleri ve distribütör satırları)…');
  const versions = await addPriceHistory(database.db, {
    onBatch: (n, done, total) => console.log(`  +${n.toLocaleString('tr-TR')} fiyat satırı (${Math.round((done / total) * 100)} %, ${((performance.now() - started) / 1000).toFixed(1)} sn)`),
  });
  console.log(`${versions.toLocaleString('tr-TR')} fiyat satırı eklendi, toplam süre ${((performance.now() - started) / 1000).toFixed(1)} sn.`);
  console.log('Distribütör stokları ekleniyor (aktarım servisiyle)…');
  const stock = await addStock(database.db, { onBatch: (n, total) => console.log(`  +${n.toLocaleString('tr-TR')} stok satırı → ${total.toLocaleString('tr-TR')}`) });
  console.log(`${Number(stock).toLocaleString('tr-TR')} stok satırı yazıldı, toplam süre ${((performance.now() - started) / 1000).toFixed(1)} sn.`);
  // After a bulk load the planner needs fresh statistics (storefront_items was estimated at 93 rows
  // for 67,413) and index-only scans need the visibility map: VACUUM ANALYZE, then the storefront's clock.
  console.log('İstatistikler güncelleniyor (VACUUM ANALYZE)…');
  await execute(database.db, sql`vacuum analyze`);
  await tickStorefront(database.db, 0);
  console.log(`Hazır, toplam süre ${((performance.now() - started) / 1000).toFixed(1)} sn.`);
} finally {
  await database.close();
}
