import { describe, expect, it } from 'vitest';
import type { HtmlTagDescriptor, IndexHtmlTransformContext } from 'vite';
import { appPreload } from './vite-app-preload.js';

const chunk = (fileName: string, moduleIds: string[], more: { imports?: string[]; dynamicImports?: string[]; css?: string[] } = {}) => ({
  type: 'chunk',
  fileName,
  moduleIds,
  facadeModuleId: moduleIds[0] ?? null,
  imports: more.imports ?? [],
  dynamicImports: more.dynamicImports ?? [],
  viteMetadata: { importedCss: new Set(more.css ?? []) },
});

describe("index.html's preloads of the app that boot.ts loads", () => {
  const bundle = {
    'assets/index.js': chunk('assets/index.js', ['/src/client/boot.ts'], { dynamicImports: ['assets/main.js'] }),
    'assets/main.js': chunk('assets/main.js', ['/src/client/main.tsx'], { imports: ['assets/ionic.js'], css: ['assets/main.css'] }),
    'assets/ionic.js': chunk('assets/ionic.js', ['/node_modules/@ionic/core/x.js']),
  };
  const plugin = appPreload();
  const transform = plugin.transformIndexHtml as { handler: (html: string, ctx: Partial<IndexHtmlTransformContext>) => HtmlTagDescriptor[] };
  const tags = transform.handler('', { bundle: bundle as never });

  it('names the stylesheets and the modules, stylesheets first, at low priority', () => {
    expect(tags.map((t) => t.attrs)).toEqual([
      { rel: 'preload', as: 'style', crossorigin: true, href: '/assets/main.css', fetchpriority: 'low' },
      { rel: 'modulepreload', crossorigin: true, href: '/assets/main.js', fetchpriority: 'low' },
      { rel: 'modulepreload', crossorigin: true, href: '/assets/ionic.js', fetchpriority: 'low' },
    ]);
  });

  it('every preload has the credentials mode of the request Vite’s loader makes (crossorigin), so none is fetched twice', () => {
    expect(tags.every((t) => t.attrs?.crossorigin === true)).toBe(true);
  });
});
