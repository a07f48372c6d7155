import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { DEMO_PASSWORD, DEMO_USERS } from './db/seed/demo.js';
import { SERVICE_USERNAME } from './db/seed/stock.js';

/**
 * Why the start failed, with the causes a wrapped error carries (a failed query's own reason is its
 * cause), each cut at 2,000 characters (a failed seed statement's message carries its parameters).
 */
function failedStart(error: unknown): never {
  const reasons: string[] = [];
  for (let e: unknown = error, depth = 0; e !== undefined && depth < 5; e = e instanceof Error ? e.cause : undefined, depth++) {
    const text = e instanceof Error ? e.message : String(e);
    reasons.push(text.length > 2_000 ? `${text.slice(0, 2_000)} …` : text);
  }
  console.error(`\nBayi Portalı başlatılamadı: ${reasons.join('\n  neden: ')}\n`);
  process.exit(1);
}

// A wrong setting (IMAGE_STORE, S3_* …) stops the start with its reason, like a failed start below.
const config = (() => {
  try {
    return loadConfig();
  } catch (error) {
    failedStart(error);
  }
})();
let built;
try {
  // The first start seeds the demo for minutes: its steps are printed as they end (db/seed/seed-progress.ts).
  built = await buildApp(config, { seedProgress: (line) => console.log(line) });
} catch (error) {
  failedStart(error);
}
const { app, database } = built;
let metricsAt: string | null;
try {
  await app.listen({ port: config.port, host: config.host });
  metricsAt = await built.listenMetrics();
} catch (error) {
  // A port taken by another process (another portal, say) is a setting to change, not a stack trace to read.
  const { code, port } = error as { code?: string; port?: number };
  await built.close().catch(() => undefined);
  failedStart(code === 'EADDRINUSE' ? `${port ?? config.port} numaralı port kullanımda: başka bir işlem dinliyor; PORT (ölçümler için METRICS_PORT) ile başka bir port seçin.` : error);
}

const address = `http://localhost:${config.port}`;
const lines = [
  '',
  `  Bayi Portalı 1.0.16 çalışıyor: ${address}`,
  `  Veritabanı: ${database.kind === 'pglite' ? `gömülü PGlite (${config.dataDir}/pglite)` : 'PostgreSQL (DATABASE_URL)'}`,
];
const metricsUrl = metricsAt ?? (config.metrics.token ? address : null);
if (metricsUrl) lines.push(`  Ölçümler (Prometheus): ${metricsUrl}/metrics${config.metrics.token ? ' (METRICS_TOKEN ile)' : ''}`);
if (config.seedDemo) {
  lines.push('', `  Demo hesapları (şifre: ${DEMO_PASSWORD}):`);
  for (const u of DEMO_USERS) lines.push(`    ${u.username.padEnd(22)} ${u.roles.join(', ').padEnd(22)} ${u.gsmNo}  ${u.email}`);
  lines.push(`    ${SERVICE_USERNAME.padEnd(22)} ${'WEB_SERVICE'.padEnd(22)} yalnızca aktarım API'si: ${address}/api/docs`);
  lines.push('', '  Kodla giriş: doğrulama kodları bu konsola yazılır (NOTIFY_ADAPTER=console).');
}
console.log(lines.join('\n') + '\n');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void built!.close().finally(() => process.exit(0));
  });
}
