import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const litBrowser = fileURLToPath(new URL('./node_modules/@lit/react/index.js', import.meta.url));

/**
 * Four projects: unit-node (shared and server rules in node), unit (client in jsdom), api
 * (buildApp + inject against PGlite and, with DATABASE_URL, PostgreSQL) and e2e
 * (Playwright + Chromium against the built app and a real server).
 */
export default defineConfig({
  test: {
    /**
     * One known artefact, and only it, is not a failure: an Ionic overlay whose dismiss animation
     * was still running when its test file's jsdom was torn down touches `document` afterwards
     * (tests/setup/unit.ts waits for open overlays, but an overlay already removed from the page
     * can still be finishing). Anything else unhandled still fails the run.
     */
    onUnhandledError(error) {
      const where = `${error.stack ?? ''}${JSON.stringify((error as { stacks?: unknown }).stacks ?? [])}`;
      if (!where.includes('@ionic/core')) return;
      // In a process of its own the torn-down page has no `document`; in a VM context (vmThreads)
      // the modal's nested-modal lookup finds its document gone.
      if (error.name === 'ReferenceError' && /^(document|window) is not defined$/.test(error.message)) return false;
      if (error.name === 'TypeError' && error.message === "Cannot read properties of undefined (reading 'querySelectorAll')" && where.includes('dismissNestedModals')) return false;
    },
    projects: [
      {
        // Rules with no screen (src/shared, src/server): node, without jsdom and Ionic's set-up.
        test: {
          name: 'unit-node',
          include: ['src/shared/**/*.test.ts', 'src/server/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/setup/unit-node.ts'],
          // As the client unit files (vitest runs the two projects together, with one worker count).
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'unit',
          include: ['src/client/**/*.test.ts', 'src/client/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/setup/unit.ts'],
          // Screens wait up to 5 s for their async steps (tests/setup/unit.ts); a test may take several.
          testTimeout: 30_000,
          // Two files at once (vitest takes cores − 1, a single worker on a 2-core machine): each
          // file has its own jsdom and module graph, so they do not meet.
          maxWorkers: 2,
          // Each file in a VM context of a reused worker thread rather than a process of its own:
          // jsdom, Ionic and React are loaded once per worker, not once per file (the client files
          // took twice as long). A file still gets a fresh module graph and globals, so mocks and
          // module state do not leak; tests/setup/unit.ts gives the context Node's User Timing.
          pool: 'vmThreads',
          // In CI a failed screen test runs once more: Ionic's overlays present and dismiss on timers
          // that a starved 2-core machine can stretch past a test's end (one such failure in ~800
          // tests, not reproducible alone). A test that fails twice is a failure; locally none retries.
          retry: process.env.CI ? 1 : 0,
          server: { deps: { inline: ['@ionic/react', '@ionic/core', '@stencil/react-output-target', '@lit/react', 'ionicons'] } },
        },
        resolve: { alias: { '@lit/react': litBrowser } },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          // One migrated, seeded database per kind per run; each file starts from a copy (tests/support/db-templates.ts).
          globalSetup: ['tests/setup/db-templates-api.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Every file has databases of its own, so two files run at once (halves the wall time).
          fileParallelism: true,
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.spec.ts'],
          environment: 'node',
          globalSetup: ['tests/setup/db-templates-e2e.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // A screen's data can take seconds to show on a busy 2-core CI machine (two browsers,
          // two servers, PostgreSQL): expect.poll waits up to 15 s, not vitest's 1 s.
          expect: { poll: { timeout: 15_000, interval: 100 } },
          // Each file has its own server, database and Chromium: two files run at once.
          fileParallelism: true,
          maxWorkers: 2,
        },
      },
    ],
  },
});
