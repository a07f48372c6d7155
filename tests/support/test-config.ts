import { type Config, loadConfig } from '../../src/server/config.js';

/** The app's config in tests: a data folder of its own, the demo seed, no logs, notifications kept in memory. */
export function testConfig(dataDir: string, overrides: Partial<Config> = {}): Config {
  const base = loadConfig({ ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: '' });
  return { ...base, clientDir: undefined, seedDemo: true, demoUnits: 6_000, logLevel: 'silent', notify: { ...base.notify, adapter: 'memory', pollMs: 3_600_000 }, ...overrides };
}
