/**
 * Vite (build) plugin: index.html preloads the app that src/client/boot.ts imports after the first
 * paint — the app chunk (main.tsx), every chunk it imports statically (modulepreload: fetched and
 * compiled, not run) and its stylesheets (preload as style: fetched, not applied). The downloads
 * start with the HTML, as if main.tsx were the entry, while the splash paints without waiting for
 * any of them. They are asked for at low priority: the first paint needs none of them, so the
 * splash's band image goes first. bench-bundle.ts counts them as the first load.
 */
import type { Plugin } from 'vite';

type Chunk = { type: 'chunk'; fileName: string; imports: string[]; facadeModuleId: string | null; viteMetadata?: { importedCss: Set<string> } };

export function appPreload(appModule = '/src/client/main.tsx'): Plugin {
  return {
    name: 'bp-app-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((c): c is never => c.type === 'chunk') as unknown as Chunk[];
        const app = chunks.find((c) => c.facadeModuleId?.replace(/\\/g, '/').endsWith(appModule));
        if (!app) throw new Error(`vite-app-preload: no chunk for ${appModule}`);
        const byName = new Map(chunks.map((c) => [c.fileName, c]));
        const scripts = new Set<string>();
        const styles = new Set<string>();
        const visit = (name: string) => {
          if (scripts.has(name)) return;
          scripts.add(name);
          const chunk = byName.get(name);
          for (const css of chunk?.viteMetadata?.importedCss ?? []) styles.add(css);
          for (const dep of chunk?.imports ?? []) visit(dep);
        };
        visit(app.fileName);
        return [
          ...[...styles].map((href) => ({ tag: 'link', attrs: { rel: 'preload', as: 'style', href: `/${href}`, fetchpriority: 'low' }, injectTo: 'head' as const })),
          ...[...scripts].map((href) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${href}`, fetchpriority: 'low' }, injectTo: 'head' as const })),
        ];
      },
    },
  };
}
