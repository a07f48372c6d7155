import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { sql } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import '../shared/zod-tr.js';
import { MSG } from '../shared/messages.js';
import { ERROR_CODES, type ErrorEnvelope } from '../shared/errors.js';
import type { Config } from './config.js';
import { type Database, openDatabase } from './db/client.js';
import { execute } from './db/sql.js';
import { seedDemo } from './db/seed/demo.js';
import { seedReference } from './db/seed/reference.js';
import { type SeedProgress, seedStep } from './db/seed/seed-progress.js';
import { createTokenService } from './auth/tokens.js';
import { authRoutes } from './auth/routes.js';
import { purgeExpired } from './auth/service.js';
import { userRoutes } from './users/routes.js';
import { notifyRoutes } from './notify/routes.js';
import { consoleAdapter, type DeliveryAdapter, memoryAdapter, productionAdapter } from './notify/adapters.js';
import { deliverDue } from './notify/worker.js';
import { startJobRunner } from './jobs/runner.js';
import { runNextJob } from './jobs/job-queue.js';
import { registerCompression } from './plugins/compression.js';
import { registerErrorHandler, registerNotFound } from './plugins/error-handler.js';
import { isApiPath, registerStaticClient } from './plugins/static-client.js';
import { routeHtml } from './plugins/route-preloads.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerUploads } from './plugins/uploads.js';
import type { ImageStore } from './lib/image-store.js';
import { openImageStores } from './lib/image-store-factory.js';
import { createSheetIntake } from './lib/sheet-intake/read-sheet.js';
import type { AppDeps } from './deps.js';
import { catalogueRoutes } from './catalogue/routes.js';
import { priceRoutes } from './prices/routes.js';
import { storefrontRoutes } from './storefront/routes.js';
import { storefrontClockLane } from './storefront/storefront-clock.js';
import { settingsRoutes } from './settings/routes.js';
import { campaignRoutes } from './campaigns/routes.js';
import { integrationRoutes } from './ingest/routes.js';
import { serialRoutes } from './serials/routes.js';
import { saleRoutes } from './sales/routes.js';
import { scoreRoutes } from './scores/routes.js';
import { reportRoutes } from './reports/routes.js';
import { faultyRoutes } from './faulty/routes.js';
import { syncRoutes } from './sync/routes.js';
import { healthRoutes } from './health/routes.js';
import { noteJsonText } from './lib/nul-text.js';
import { setupMetrics } from './metrics/metrics-routes.js';
import { registerHttpMetrics } from './metrics/http-metrics.js';

export interface BuiltApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** Delivers queued notifications now (tests and the demo use it). */
  flushNotifications(): Promise<void>;
  /** Starts the internal /metrics listener (METRICS_PORT) and answers its address; null when not configured. */
  listenMetrics(): Promise<string | null>;
  close(): Promise<void>;
}

// Access tokens also travel in one path (moveToSubReseller); keep them out of the logs.
const redactUrl = (url: string) => url.replace(/(moveToSubReseller\/[^/]+\/)[^/?]+/, '$1[gizli]');

/**
 * Pure setup: database (migrated), reference data, plugins, routes. `main.ts` listens;
 * tests call this and use `app.inject`. A ready database may be passed in.
 */
export async function buildApp(
  config: Config,
  opts: { database?: Database; adapter?: DeliveryAdapter; images?: ImageStore; seedProgress?: SeedProgress } = {},
): Promise<BuiltApp> {
  const database = opts.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  const { db } = database;
  // Before anything starts: a METRICS_TOKEN too short stops the start-up here.
  const metrics = setupMetrics(config.metrics, database);
  // IMAGE_STORE: the data folder's files (default) or the S3 bucket every node shares (its bucket checked here).
  const stores = await openImageStores(config);
  const images = opts.images ?? stores.images;
  const { faultyPhotos } = stores;
  await seedReference(db);
  // Fresh statistics after a bulk seed, or the planner guesses on empty-table estimates.
  const progress = opts.seedProgress;
  if (config.seedDemo && (await seedDemo(db, images, { ledgerUnits: config.demoUnits, faultyPhotos, progress }))) {
    await seedStep(progress, 'istatistikler (analyze)', () => execute(db, sql`analyze`));
  }

  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization'],
      serializers: { req: (req) => ({ method: req.method, url: redactUrl(req.url), remoteAddress: req.ip }) },
    },
    trustProxy: config.trustProxy,
    bodyLimit: 1_000_000,
    // JSON carrying `__proto__` or `constructor.prototype` is refused (400 in the envelope),
    // never merged into objects: Fastify's default, pinned so it cannot drift to 'ignore'.
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    // An access token travels in one path (moveToSubReseller): allow long segments.
    routerOptions: { maxParamLength: 4096 },
    // Malformed URLs and the like answer in the envelope, without echoing the URL.
    frameworkErrors: (_error, _request, reply) => {
      const body: ErrorEnvelope = { status: 400, code: ERROR_CODES.VALIDATION, description: MSG.invalidValue, errors: [{ message: MSG.invalidValue }], fields: [] };
      void (reply as unknown as FastifyReply).status(400).send(body);
    },
  });
  // Fastify's own JSON parser (prototype poisoning refused as above), noting NUL-free texts first.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, text, done) => {
    noteJsonText(request, text as string);
    parseJson(request, text as string, done);
  });

  const adapter =
    opts.adapter ??
    (config.notify.adapter === 'memory' ? memoryAdapter() : config.notify.adapter === 'console' ? consoleAdapter() : await productionAdapter(config.notify));
  // One runner, three lanes (server/jobs/runner.ts): the notification outbox, the job queue and the storefront's clock.
  // A job's progress is written through another pool connection; PGlite has only the one.
  const side = database.kind === 'postgres' ? db : null;
  const runner = startJobRunner(
    [
      { name: 'notify', work: () => deliverDue(db, adapter) },
      { name: 'jobs', work: () => runNextJob(db, side) },
      storefrontClockLane(db),
    ],
    config.notify.pollMs,
  );
  const sheets = createSheetIntake(config.sheets);
  const deps: AppDeps = {
    db,
    config,
    tokens: createTokenService(config),
    kickNotifications: () => runner.kick('notify'),
    kickJobs: () => runner.kick('jobs'),
    images,
    faultyPhotos,
    sheets,
  };

  // Set on the root before any area: every area plugin inherits the error handler, the
  // headers hook, compression and the multipart parser (Fastify copies them into child contexts).
  registerErrorHandler(app);
  registerSecurityHeaders(app);
  await registerCompression(app);
  await registerUploads(app);
  // /metrics (src/server/metrics): the latency hook only when it is configured.
  if (metrics.enabled) registerHttpMetrics(app);
  metrics.registerPublic(app);
  for (const area of [authRoutes, userRoutes, notifyRoutes, catalogueRoutes, priceRoutes, settingsRoutes, campaignRoutes, storefrontRoutes, serialRoutes, saleRoutes, faultyRoutes, scoreRoutes, reportRoutes, syncRoutes, integrationRoutes, healthRoutes]) await app.register(area(deps));

  const hasClient = config.clientDir ? await registerStaticClient(app, config.clientDir) : false;
  registerNotFound(app, hasClient ? { html: routeHtml(config.clientDir!, readFileSync(join(config.clientDir!, 'index.html'))), isApiPath } : null);

  const purgeTimer = setInterval(() => {
    void purgeExpired(deps).catch(() => undefined);
    // PGlite has no autovacuum: without it counts and searches slow down as rows churn.
    if (database.kind === 'pglite') void execute(db, sql`vacuum (analyze)`).catch(() => undefined);
  }, 3600_000);
  purgeTimer.unref();

  return {
    app,
    database,
    config,
    async flushNotifications() {
      // Let a delivery the worker already started finish first: its rows are locked.
      await runner.idle('notify');
      while ((await deliverDue(db, adapter)) > 0);
    },
    listenMetrics: () => metrics.listen(),
    async close() {
      clearInterval(purgeTimer);
      await metrics.close();
      await runner.stop();
      await sheets.close();
      await app.close();
      await adapter.close?.();
      await stores.close();
      if (!opts.database) await database.close();
    },
  };
}
