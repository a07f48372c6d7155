import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import type { Config } from '../../../src/server/config.js';
import { launchBrowser } from './browser.js';
import { startE2eServer, type E2eServer } from './server.js';

/**
 * One real server and one Chromium for the enclosing describe block, started before its
 * tests and stopped after them. Read `env.server` / `env.browser` inside the tests.
 */
export function useServerAndBrowser(overrides: () => Partial<Config> = () => ({})) {
  const env = {} as { server: E2eServer; browser: Browser };
  beforeAll(async () => {
    env.server = await startE2eServer(overrides());
    env.browser = await launchBrowser();
  });
  afterAll(async () => {
    await env.browser?.close();
    await env.server?.close();
  });
  return env;
}
