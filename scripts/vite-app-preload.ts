/**
 * Vite (build) plugin: index.html preloads the app that src/client/boot.ts imports after the first
 * paint — the app chunk (main.tsx), every chunk it imports statically (modulepreload: fetched and
 * compiled, not run) and its stylesheets (preload as style: fetched, not applied). The downloads
 * start with the HTML, as if main.tsx were the entry, while the splash paints without waiting for
 * any of them. They are asked for at low priority: the first paint needs none of them, so the
 * splash's band image goes first. bench-bundle.ts counts them as the first load.
 */
import type { Plugin } from 'vite';
import { chunkClosure, chunkOfEntry, chunksOf } from './vite-chunk-graph.js';

export function appPreload(appModules = ['/src/client/start/react-stage.ts', '/src/client/start/ionic-stage.ts', '/src/client/main.tsx']): Plugin {
  return {
    name: 'bp-app-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return [];
        const chunks = chunksOf(bundle);
        const files = new Set<string>();
        for (const module of appModules) {
          const app = chunkOfEntry(chunks, module);
          if (!app) throw new Error(`vite-app-preload: no chunk for ${module}`);
          chunkClosure(app, chunks, files);
        }
        const styles = [...files].filter((f) => f.endsWith('.css'));
        const scripts = [...files].filter((f) => !f.endsWith('.css'));
        return [
          ...styles.map((href) => ({ tag: 'link', attrs: { rel: 'preload', as: 'style', href: `/${href}`, fetchpriority: 'low' }, injectTo: 'head' as const })),
          ...scripts.map((href) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${href}`, fetchpriority: 'low' }, injectTo: 'head' as const })),
        ];
      },
    },
  };
}
