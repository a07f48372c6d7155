import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const VIRTUAL = '\0zod-turkish';

/**
 * Every `import … from 'zod'` of the client gets zod with its Turkish messages already set (as
 * shared/zod-tr.ts sets them on the server and in tests): a module that imports zod and sets
 * `config(tr())` before re-exporting it. So no screen has to wait for the messages, and a screen
 * that validates nothing (the storefront's first screen) does not load zod at all. The real
 * package is imported by its file, which this plugin does not redirect.
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
      return [`import { config } from ${real};`, `import { tr } from 'zod/locales';`, 'config(tr());', `export * from ${real};`, `export { z, default } from ${real};`].join('\n');
    },
  };
}
