import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const VIRTUAL = '\0zod-turkish';

/**
 * Every `import … from 'zod'` of the client gets zod with its Turkish messages already set (as
 * shared/zod-tr.ts sets them on the server and in tests): a module that imports zod and sets
 * `config(tr())` before re-exporting it. So no screen has to wait for the messages, and a screen
 * that validates nothing (the storefront's first screen) does not load zod at all. The real
 * package is imported by its file, which this plugin does not redirect. Client zod runs jitless.
 */
export function zodTurkish(): Plugin {
  const real = JSON.stringify(fileURLToPath(new URL('../node_modules/zod/index.js', import.meta.url)));
  return {
    name: 'zod-turkish',
    enforce: 'pre',
    // Side-effect free for tree shaking: a module whose schemas all go (zod's calls are marked
    // pure, vite.config.ts) no longer pulls zod in; a module that uses zod gets the messages set.
    resolveId(id) {
      return id === 'zod' ? { id: VIRTUAL, moduleSideEffects: false } : undefined;
    },
    load(id) {
      if (id !== VIRTUAL) return undefined;
      // `z` is the module's own binding, not a pass-through: importers of a side-effect-free module
      // that only passes bindings through bind to the real module, and the bundler dropped this
      // module with its config calls (the client had zod's English messages). Every client module
      // imports only `z` (and types).
      // jitless: the page's CSP allows no eval (src/server/plugins/security-headers.ts), so zod could
      // never compile its fast parsers; without it zod probes with `new Function`, which the browser
      // reports as a CSP violation (an issue in DevTools, Lighthouse's best practices) even though caught.
      return [
        `import { config, z as zod } from ${real};`,
        `import { tr } from 'zod/locales';`,
        'config(tr());',
        'config({ jitless: true });',
        `export * from ${real};`,
        'export const z = zod;',
        'export default zod;',
      ].join('\n');
    },
  };
}
