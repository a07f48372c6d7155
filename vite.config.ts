import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

export default defineConfig({
  plugins: [
    react(),
    VitePWA({
      // The app registers the worker itself (shell/update-prompt.tsx) and asks before updating.
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.svg', 'icons/*.png'],
      manifest: {
        name: 'Bayi Portalı',
        short_name: 'Bayi Portalı',
        description: 'Aksesuar dağıtım ağı için bayi, tedarikçi ve distribütör portalı',
        lang: 'tr',
        start_url: '/dashboard',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        background_color: '#ffffff',
        theme_color: '#1565c0',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // The app shell and every lazy area chunk are precached: the shell loads offline.
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/auth\//, /^\/notification\//],
        cleanupOutdatedCaches: true,
        maximumFileSizeToCacheInBytes: 5_000_000,
        // Brand and product images: keys are never reused, so cache-first is always right;
        // the catalogue keeps its pictures offline. Bounded so a big catalogue cannot fill the disk.
        runtimeCaching: [
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
    rolldownOptions: {
      // @ionic/react imports every component; the ones the app never renders can go.
      treeshake: { moduleSideEffects: [{ test: /@ionic[\\/]core[\\/]components[\\/]ion-[^/\\]*\.js$/, sideEffects: false }] },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:8080', '/auth': 'http://localhost:8080', '/notification': 'http://localhost:8080' },
  },
});
