/**
 * Vite (build) plugin: index.html preloads the app that src/client/boot.ts imports after the first
 * paint — every chunk boot.ts imports dynamically (its start steps and main.tsx), every chunk those
 * import statically (modulepreload: fetched and compiled, not run) and their stylesheets (preload
 * as style: fetched, not applied). The list is read off boot.ts's own imports, so a step added
 * there is preloaded without naming it here. The downloads start with the HTML while the splash
 * paints without waiting for any of them. They are asked for at low priority: the first paint
 * needs none of them, so the splash's band image goes first. bench-bundle.ts counts them as the
 * first load.
 */
import type { Plugin } from 'vite';
import { preloadAttrs } from '../src/shared/preload-links.js';
import { chunkClosure, chunksOf } from './vite-chunk-graph.js';

export function appPreload(bootModule = '/src/client/boot.ts'): Plugin {
  return {
    name: 'bp-app-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return [];
        const chunks = chunksOf(bundle);
        // index.html's script: its chunk's facade is the HTML, so it is found by the module it holds.
        const boot = chunks.find((c) => c.moduleIds.some((id) => id.replace(/\\/g, '/').endsWith(bootModule)));
        if (!boot) throw new Error(`vite-app-preload: no chunk for ${bootModule}`);
        if (!boot.dynamicImports.length) throw new Error(`vite-app-preload: ${bootModule} imports no app`);
        const byName = new Map(chunks.map((c) => [c.fileName, c]));
        const files = new Set<string>();
        for (const name of boot.dynamicImports) chunkClosure(byName.get(name)!, chunks, files);
        // Stylesheets first; each with crossorigin, as Vite's loader asks for it (shared/preload-links.ts).
        const ordered = [...[...files].filter((f) => f.endsWith('.css')), ...[...files].filter((f) => !f.endsWith('.css'))];
        return ordered.map((file) => ({ tag: 'link', attrs: { ...preloadAttrs(`/${file}`), fetchpriority: 'low' }, injectTo: 'head' as const }));
      },
    },
  };
}
