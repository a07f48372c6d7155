import { execFileSync } from 'node:child_process';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { ionicReactPerComponent, ionIconsPerIcon } from './scripts/vite-ionic-per-component.js';
import { ionicFirstViewTransition } from './scripts/vite-ionic-first-view.js';
import { appPreload } from './scripts/vite-app-preload.js';
import { routePreload } from './scripts/vite-route-preload.js';
import { zodTurkish } from './scripts/vite-zod-turkish.js';
import { clientContracts } from './scripts/vite-client-contracts.js';

/**
 * zod's schema builders have no effects, but the bundler cannot know: a module-level schema in a
 * shared file the client imports for one constant (shared/errors.ts: errorEnvelopeSchema beside
 * ERROR_CODES) kept all of zod in the entry chunk. Marking calls on `z` pure lets unused schemas
 * go. It also marks `z.config(…)` and `z.globalRegistry…` pure: client code must not call zod for
 * an effect through `z` — scripts/vite-zod-turkish.ts sets the Turkish messages inside zod's own core module.
 */
const PURE_CALLS = ['z'];

/** The build's identity for the client's cache buster (lib/config.ts): the git commit, else the build's time. */
function buildId(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
  } catch {
    return `t${Date.now().toString(36)}`;
  }
}

export default defineConfig({
  define: { __APP_BUILD__: JSON.stringify(buildId()) },
  plugins: [
    zodTurkish(),
    clientContracts(),
    ionicReactPerComponent(),
    ionIconsPerIcon(),
    ionicFirstViewTransition(),
    react(),
    appPreload(),
    routePreload({ appModule: '/src/client/main.tsx', frameModule: '/src/client/app/shell-frame.tsx' }),
    VitePWA({
      // The app registers the worker itself (shell/update-prompt.tsx) and asks before updating.
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.svg', 'icons/*.png'],
      manifest: {
        id: '/',
        name: 'Bayi Portalı',
        short_name: 'Bayi Portalı',
        description: 'Aksesuar dağıtım ağı için bayi, tedarikçi ve distribütör portalı',
        lang: 'tr',
        dir: 'ltr',
        start_url: '/dashboard',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        background_color: '#ffffff',
        theme_color: '#1565c0',
        categories: ['business', 'shopping', 'productivity'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          // The mark sits inside the central 80 % circle that every launcher mask keeps (scripts/make-icons.ts).
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
        // A long press on the installed icon: the dealer's two daily screens (shared/access.ts routes).
        shortcuts: [
          {
            name: 'Mağaza',
            short_name: 'Mağaza',
            description: 'Distribütörünüzün ürünleri ve sepetiniz',
            url: '/resellerOrderManagement',
            icons: [{ src: '/icons/shortcut-shop-96.png', sizes: '96x96', type: 'image/png' }],
          },
          {
            name: 'Sipariş Takibi',
            short_name: 'Siparişler',
            description: 'Verdiğiniz siparişler ve durumları',
            url: '/resellerProductOrder/follow',
            icons: [{ src: '/icons/shortcut-orders-96.png', sizes: '96x96', type: 'image/png' }],
          },
        ],
      },
      workbox: {
        // The app shell and every lazy chunk are precached, so every screen opens offline, the
        // camera scanner (zxing) included. Not SheetJS (xlsx, ~480 KB): it only reads and writes
        // Excel files, and exports and uploads need the server anyway; once used it is kept by
        // the 'assets' rule below.
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        // Nor the chart library (ECharts, ~ 190 KB): only TTG_ADMIN's report screens and gauges use it, so a
        // dealer's install does not download it; once used it is kept by the 'assets' rule below.
        globIgnores: ['**/assets/xlsx-*.js', '**/assets/echarts-*.js'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/auth\//, /^\/notification\//],
        cleanupOutdatedCaches: true,
        maximumFileSizeToCacheInBytes: 5_000_000,
        // Brand and product images: keys are never reused, so cache-first is always right;
        // the catalogue keeps its pictures offline. Bounded so a big catalogue cannot fill the disk.
        runtimeCaching: [
          {
            // Hashed build files outside the precache (SheetJS): their names change with their content.
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: { cacheName: 'assets', expiration: { maxEntries: 20, purgeOnQuotaError: true }, cacheableResponse: { statuses: [200] } },
          },
          {
            urlPattern: ({ url }) => url.pathname.startsWith('/api/public/image/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'images',
              expiration: { maxEntries: 2000, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
      },
    }),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    // No modulepreload links for lazy chunks (their stylesheets are still loaded with them): Vite's
    // helper appended one <link> per chunk a lazy import needs — ~80 for the storefront's first
    // screen — and each insertion starts a request from script, ~1 ms of main thread apiece on a
    // phone, in the start's longest tasks (profile: blocking time at 4× CPU ~890 → ~440 ms,
    // Lighthouse storefront 72 → 76). The browser finds a chunk's imports itself when it parses it;
    // index.html still preloads the app's static graph (scripts/vite-app-preload.ts), and after the
    // first visit every chunk comes from the service worker's precache.
    modulePreload: false,
    rolldownOptions: {
      output: {
        // One module per Ionic component and icon (scripts/vite-ionic-per-component.ts) made many
        // chunks of a few hundred bytes; grouping them by the screens that load them, merging the
        // groups under 2 KB into their neighbours, keeps a page's requests few without pulling lazy
        // components into the entry (checked by tests/e2e/pwa.spec.ts). The threshold is brittle: with
        // the batch screens (issue 14) 4 KB merged the input and icon helpers of lazy screens into the
        // first download (+8.6 KB); 2 KB keeps them out (193.9 KB). Re-measure when screens are added.
        // The groups' names list every screen that shares them: a short name is enough.
        chunkFileNames: (chunk) => (chunk.name.startsWith('ionic~') ? 'assets/ionic-[hash].js' : 'assets/[name]-[hash].js'),
        codeSplitting: {
          // Common chunks under 4 KB (before minifying) are copied into the chunks that import them
          // (rolldown 1.2, experimental; it turns on strictExecutionOrder, so modules still run once
          // and in source order): the storefront's first screen came in 94 files, 66 of them under
          // 2 KB, now 47 (/login 63 → 31). Each request costs the page ~1 ms of main thread on the
          // 2-core bench machine, and over HTTP/1.1 Lighthouse simulates its round trips: storefront
          // 48–70 → 67–70 back to back, its LCP in the runs with a late first frame 5–6 s → 3.5 s;
          // first download 192.1 → 194.5 KB gzip. Checked by tests/e2e/pwa.spec.ts (budget, lazy parts).
          experimentalInlineCommonChunks: { maxSize: 4_000 },
          groups: [
            // Apache ECharts (and zrender under it), for the report screens and TTG_ADMIN's gauges only: one named
            // chunk, so it is left out of the precache below and tests can see that no one else loads it.
            { name: 'echarts', test: /[\\/]node_modules[\\/](?:echarts|zrender)[\\/]/, priority: 2 },
            // The modal's component (a dialog is never on the first screen) in a chunk of its own: merged
            // into a neighbour, it rode into the first download with the shared header/content code.
            { name: 'ionic~modal', test: /[\\/]@ionic[\\/]core[\\/]components[\\/]ion-modal\.js$/, priority: 1 },
            { name: 'ionic', test: /\0ionic-react\/|[\\/]@ionic[\\/]core[\\/]components[\\/]|\0ionicon\//, entriesAware: true, entriesAwareMergeThreshold: 2_000 },
          ],
        },
      },
      // @ionic/react imports every component; the ones the app never renders can go. The shared
      // modules (contracts, rules, texts) only declare values — zod-tr.ts, which configures zod, is
      // not in the client (scripts/vite-zod-turkish.ts) — so one the client uses nothing of is not
      // loaded for its effects: the offline kit's sync contract had pulled the price and product
      // contracts, and zod with them, into every dealer's start.
      treeshake: {
        manualPureFunctions: PURE_CALLS,
        moduleSideEffects: [
          { test: /@ionic[\\/]core[\\/]components[\\/]ion-[^/\\]*\.js$/, sideEffects: false },
          { test: /[\\/]src[\\/]shared[\\/](?!zod-tr\.ts$).+\.ts$/, sideEffects: false },
        ],
      },
    },
  },
  // The offline sync worker (lib/offline/sync-worker.ts) reads the sync contracts: without their
  // schemas too, it starts without zod.
  worker: {
    format: 'es',
    plugins: () => [clientContracts()],
    rolldownOptions: { treeshake: { manualPureFunctions: PURE_CALLS } },
  },
  // zod is served file by file in development, so scripts/vite-zod-turkish.ts's transform of its
  // core module applies there too (the optimizer would bundle it past the plugins).
  optimizeDeps: { exclude: ['zod'] },
  server: {
    proxy: { '/api': 'http://localhost:8080', '/auth': 'http://localhost:8080', '/notification': 'http://localhost:8080' },
  },
});
