import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const litBrowser = fileURLToPath(new URL('./node_modules/@lit/react/index.js', import.meta.url));

const ISOLATED_FOLDERS = ['src/client/auth/**/*.test.tsx'];

function unitProject(name: string, files: { include: string[]; exclude?: string[]; isolate: boolean }) {
  return {
    test: {
      name,
      ...files,
      environment: 'jsdom',
      setupFiles: ['tests/setup/unit.ts'],
      unstubGlobals: true,
      restoreMocks: true,
      // Screens wait up to 5 s for their async steps (tests/setup/unit.ts); a test may take several.
      testTimeout: 30_000,
      server: { deps: { inline: ['@ionic/react', '@ionic/core', '@stencil/react-output-target', '@lit/react', 'ionicons'] } },
    },
    resolve: { alias: { '@lit/react': litBrowser } },
  };
}

/**
 * Three kinds of projects: unit (shared rules in node, client components in jsdom), api
 * (buildApp + inject against PGlite and, with DATABASE_URL, PostgreSQL) and e2e
 * (Playwright + Chromium against the built app and a real server).
 */
export default defineConfig({
  test: {
    projects: [
      // Unit tests: files share a worker's module registry and document (isolate: false) — a fresh
      // jsdom, Ionic and module graph per file cost 3 of the project's 5 minutes. The setup file
      // resets what a file may leave behind (DOM, timers, storage; stubbed globals via unstubGlobals).
      // A file that mocks modules is named *.isolated.test.* and runs in a project of its own.
      // The sign-in screens' tests also run isolated: after some other files in the same worker their
      // forms' ion-button submit is lost (order-dependent, seen with --sequence.shuffle; cause not found yet).
      unitProject('unit', { include: ['src/**/*.test.ts', 'src/**/*.test.tsx'], exclude: ['src/**/*.isolated.test.*', ...ISOLATED_FOLDERS], isolate: false }),
      unitProject('unit-isolated', { include: ['src/**/*.isolated.test.ts', 'src/**/*.isolated.test.tsx', ...ISOLATED_FOLDERS], isolate: true }),
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
          // Each file has its own server, database and Chromium: two files run at once.
          fileParallelism: true,
          maxWorkers: 2,
        },
      },
    ],
  },
});
