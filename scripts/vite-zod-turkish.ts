import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * The client's zod speaks Turkish and runs jitless, as shared/zod-tr.ts sets it on the server and
 * in tests — without a module of ours in between. zod's own `core.js` (where its `config` lives,
 * and which every schema needs for `$constructor`) gets two lines appended: `config(tr())` and
 * `config({ jitless: true })`. So wherever a screen uses any schema, the messages are set before
 * the first parse, and a screen that uses none (the storefront's first screen) loads no zod.
 *
 * Why not a wrapper module in place of 'zod' (what this plugin did before): as a side-effect-free
 * pass-through the bundler bound its importers to the real zod and dropped it with its config calls
 * (the forms showed zod's English); exporting its own `z` value instead kept zod's whole namespace
 * object — every locale, `core`, the JSON Schema code: 387 KB in the login page's start, where
 * the used part is 89 KB; and as a module with side effects it pulled zod into every start that
 * imports a shared file, even one whose schemas were all shaken out.
 *
 * In development zod is served through this transform too (vite.config.ts excludes it from the
 * dependency optimizer, which would bundle it past the plugins).
 *
 * jitless: the page's CSP allows no eval (src/server/plugins/security-headers.ts), so zod could
 * never compile its fast parsers; without it zod probes with `new Function`, which the browser
 * reports as a CSP violation (an issue in DevTools, Lighthouse's best practices) even though caught.
 */
export function zodTurkish(): Plugin {
  const core = fileURLToPath(new URL('../node_modules/zod/v4/core/core.js', import.meta.url));
  return {
    name: 'zod-turkish',
    transform(code, id) {
      if (id.split('?')[0] !== core) return undefined;
      // tr.js imports only util.js, which core.js already imports: no new cycle.
      return { code: `${code}\nimport __bpTurkish from '../locales/tr.js';\nconfig(__bpTurkish());\nconfig({ jitless: true });\n`, map: null };
    },
  };
}
