import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type ImageStoreConfig, imageStoreConfig } from './lib/image-store-config.js';

export interface Config {
  port: number;
  host: string;
  /** Trust X-Forwarded-For only behind a known proxy; else clients could spoof their IP. */
  trustProxy: boolean | string;
  /** Unset → embedded PGlite in `${dataDir}/pglite`. */
  databaseUrl?: string;
  dataDir: string;
  /** Where images live: IMAGE_STORE=file (folders under dataDir, the default) or s3 (S3_*; src/server/lib/image-store-config.ts). */
  imageStore: ImageStoreConfig;
  /** Built PWA to serve; unset in API-only tests. */
  clientDir?: string;
  production: boolean;
  seedDemo: boolean;
  /** Units the demo seed brings in through the ledger's feeds (DEMO_UNITS; README "Configuration"). */
  demoUnits: number;
  jwt: { accessSecret: string; accessTtlSeconds: number; refreshTtlSeconds: number };
  /** Keyed hashing of OTP codes and tickets. */
  codeSecret: string;
  /**
   * One-time codes. Login and reset codes share every send budget (src/server/auth/send-limits.ts):
   * `sendLimit` per typed identity and per destination (the phone or e-mail address) in
   * `sendWindowSeconds`, `sendDailyLimit` per destination in 24 h, and the `ip…` budgets
   * per client address.
   */
  otp: {
    ttlSeconds: number;
    maxTries: number;
    sendLimit: number;
    sendWindowSeconds: number;
    sendDailyLimit: number;
    ipSendLimit: number;
    ipSendDailyLimit: number;
  };
  /**
   * Password login (src/server/auth/login-throttle.ts): failures per (username, address)
   * pair get `freeFailures` tries, then a delay doubling from 1 s up to `maxDelaySeconds`;
   * the pair forgets after `pairMemorySeconds` without a failure. `perUser` is the ceiling
   * across all addresses, `perIp` the failures one address may make, both per `windowSeconds`.
   */
  loginLimit: {
    perUser: number;
    perIp: number;
    windowSeconds: number;
    freeFailures: number;
    maxDelaySeconds: number;
    pairMemorySeconds: number;
  };
  notify: {
    adapter: 'console' | 'smtp-http' | 'memory';
    smtpUrl?: string;
    mailFrom: string;
    smsGatewayUrl?: string;
    smsGatewayToken?: string;
    pollMs: number;
    /** The portal's address in messages (the welcome message's link). */
    publicUrl: string;
  };
  /** Spreadsheet uploads (src/server/lib/sheet-intake): caps of every read. */
  sheets: {
    maxUnpackedBytes: number;
    maxRatio: number;
    maxCellChars: number;
    maxPendingChars: number;
    workers: number;
    queue: number;
    timeoutMs: number;
    workerMemoryMb: number;
  };
  logLevel: string;
  /**
   * GET /metrics (src/server/metrics): off unless one of these is set. `token` (METRICS_TOKEN, at
   * least 16 characters): served on the main port to `Authorization: Bearer <token>` only.
   * `port` (METRICS_PORT): served on its own listener at `host` (METRICS_HOST, default 127.0.0.1)
   * instead (the main port then answers 404), which also asks for the token when one is set.
   */
  metrics: { token?: string; port?: number; host: string };
}

/** Secrets left unset are generated once and kept in the data dir (never committed). */
function loadOrCreateSecrets(dataDir: string): { access: string; code: string } {
  const file = join(dataDir, 'secrets.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
  const secrets = { access: randomBytes(48).toString('base64url'), code: randomBytes(48).toString('base64url') };
  writeFileSync(file, JSON.stringify(secrets), { mode: 0o600 });
  return secrets;
}

const int = (v: string | undefined, d: number) => (v === undefined || v === '' ? d : Number.parseInt(v, 10));

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const production = env.NODE_ENV === 'production';
  const dataDir = resolve(env.DATA_DIR ?? 'data');
  mkdirSync(dataDir, { recursive: true });
  const needSecrets = !env.JWT_SECRET || !env.CODE_SECRET;
  const stored = needSecrets ? loadOrCreateSecrets(dataDir) : { access: '', code: '' };
  const config: Config = {
    port: int(env.PORT, 8080),
    host: env.HOST ?? '0.0.0.0',
    trustProxy: env.TRUST_PROXY === 'true' ? true : env.TRUST_PROXY || false,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    imageStore: imageStoreConfig(env),
    clientDir: resolve(env.CLIENT_DIR ?? 'dist'),
    production,
    seedDemo: !production && env.SEED_DEMO !== 'false',
    demoUnits: Math.max(0, Math.min(5_000_000, Number(env.DEMO_UNITS ?? 300_000) || 0)),
    jwt: {
      accessSecret: env.JWT_SECRET || stored.access,
      accessTtlSeconds: int(env.ACCESS_TOKEN_TTL, 15 * 60),
      refreshTtlSeconds: int(env.REFRESH_TOKEN_TTL, 7 * 24 * 3600),
    },
    codeSecret: env.CODE_SECRET || stored.code,
    otp: {
      ttlSeconds: 180,
      maxTries: 5,
      sendLimit: int(env.OTP_SEND_LIMIT, 5),
      sendWindowSeconds: 15 * 60,
      sendDailyLimit: int(env.OTP_SEND_DAILY_LIMIT, 20),
      ipSendLimit: int(env.OTP_SEND_LIMIT_IP, 50),
      ipSendDailyLimit: int(env.OTP_SEND_DAILY_LIMIT_IP, 200),
    },
    loginLimit: {
      perUser: int(env.LOGIN_LIMIT_USER, 100),
      perIp: int(env.LOGIN_LIMIT_IP, 100),
      windowSeconds: 15 * 60,
      freeFailures: int(env.LOGIN_FREE_FAILURES, 5),
      maxDelaySeconds: int(env.LOGIN_MAX_DELAY_SECONDS, 15 * 60),
      pairMemorySeconds: 24 * 3600,
    },
    notify: {
      adapter: (env.NOTIFY_ADAPTER as Config['notify']['adapter']) ?? (production ? 'smtp-http' : 'console'),
      smtpUrl: env.SMTP_URL,
      mailFrom: env.MAIL_FROM ?? 'Bayi Portalı <no-reply@bayiportali.local>',
      smsGatewayUrl: env.SMS_GATEWAY_URL,
      smsGatewayToken: env.SMS_GATEWAY_TOKEN,
      pollMs: int(env.NOTIFY_POLL_MS, 1000),
      publicUrl: env.PUBLIC_URL ?? `http://localhost:${int(env.PORT, 8080)}`,
    },
    sheets: {
      maxUnpackedBytes: int(env.SHEET_MAX_UNPACKED_BYTES, 300_000_000),
      maxRatio: int(env.SHEET_MAX_RATIO, 200),
      maxCellChars: int(env.SHEET_MAX_CELL_CHARS, 2_000),
      maxPendingChars: 8_000_000,
      workers: int(env.SHEET_WORKERS, 2),
      queue: int(env.SHEET_QUEUE, 8),
      timeoutMs: int(env.SHEET_TIMEOUT_MS, 60_000),
      workerMemoryMb: int(env.SHEET_WORKER_MEMORY_MB, 512),
    },
    logLevel: env.LOG_LEVEL ?? (production ? 'info' : 'warn'),
    metrics: { token: env.METRICS_TOKEN || undefined, port: env.METRICS_PORT ? int(env.METRICS_PORT, 0) : undefined, host: env.METRICS_HOST || '127.0.0.1' },
  };
  return { ...config, ...overrides };
}
