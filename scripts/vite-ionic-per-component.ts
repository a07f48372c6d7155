/**
 * Vite (build) plugin: gives each of @ionic/react's plain component wrappers a module of its own.
 *
 * Why: @ionic/react ships one module (dist/index.js) holding every wrapper, each importing its
 * web component (`@ionic/core/components/ion-select.js` …). A module cannot be split across chunks,
 * so any wrapper used by any lazy screen (IonSelect, IonTextarea, IonSegment …) kept its web
 * component in the chunk every page loads first. With one module per wrapper, a component lands
 * in the chunk of the screens that render it.
 *
 * How: each wrapper of the dist file that stands alone — `const IonX = createComponent({ tagName,
 * elementClass, events, defineCustomElement })`, and the overlays and routing components made by
 * its own factories (IonModal, IonPopover, IonButton, IonItem …, which share the real module's
 * factory and NavContext) — becomes a virtual module built from that same source text, and the
 * app's `import { IonX, IonPage } from '@ionic/react'` is rewritten to import IonX from it and the
 * rest (IonPage, IonRouterOutlet, hooks …) from the real module. Code in node_modules (e.g.
 * @ionic/react-router) keeps the real module. If a future @ionic/react changes the shape, no
 * wrapper matches and nothing is rewritten (tests/e2e/pwa.spec.ts's size budget then fails).
 */
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const PREFIX = '\0ionic-react/';
const WRAPPER = /^const (Ion\w+) = \/\*@__PURE__\*\/ createComponent\(\{\n([\s\S]*?)\n\}\);$/gm;

// `const IonModal = /*@__PURE__*/ createInlineOverlayComponent('ion-modal', defineCustomElement$1c, true);`
const FACTORY_CALL = /^const (Ion\w+) = \/\*@__PURE__\*\/ (createInlineOverlayComponent|createRoutingComponent)\((.*)\);$/gm;
// The dist file's own factories, exported under these names so the split modules share them (one NavContext …).
const HELPERS: Record<string, string> = { createInlineOverlayComponent: '__ionInlineOverlay', createRoutingComponent: '__ionRouting' };

/** The import line of the dist file that brings `identifier` (`import { IonButton as IonButton$1 } from …`). */
const importOf = (imports: string[], identifier: string) =>
  imports.find((line) => new RegExp(`\\bas ${identifier.replace(/\$/g, '\\$')}\\b`).test(line));

/** One module source per wrapper of @ionic/react's dist file that can stand alone. */
export function splitWrappers(source: string, realId: string): Map<string, string> {
  const imports = source.split('\n').filter((line) => line.startsWith('import '));
  const modules = new Map<string, string>();
  for (const [, name, body] of source.matchAll(WRAPPER)) {
    const element = body.match(/elementClass: (\w+\$\w+)/)?.[1];
    const define = body.match(/defineCustomElement: (defineCustomElement\$\w+)/)?.[1];
    const from = imports.find((line) => element && define && line.includes(` as ${element}`) && line.includes(` as ${define}`));
    if (!from) continue;
    modules.set(
      name,
      [
        `import React from 'react';`,
        `import { createComponent } from '@stencil/react-output-target/runtime';`,
        from,
        `export const ${name} = /*@__PURE__*/ createComponent({\n${body}\n});`,
      ].join('\n'),
    );
  }
  for (const [, name, factory, args] of source.matchAll(FACTORY_CALL)) {
    const identifier = args.match(/\b(\w+\$\w+)\b/)?.[1];
    const from = identifier && importOf(imports, identifier);
    if (!from) continue;
    // A routing component (IonButton, IonItem …) defines only its own element, not the ones it
    // renders (its ripple effect): the core module's defineCustomElement defines both. Without
    // it a press threw 'addRipple is not a function' on every screen where no other component
    // had happened to define <ion-ripple-effect>.
    const core = factory === 'createRoutingComponent' ? from.match(/from ('[^']+'|"[^"]+")/)?.[1] : undefined;
    modules.set(
      name,
      [
        `import { ${HELPERS[factory]} as ${factory} } from ${JSON.stringify(realId)};`,
        from,
        ...(core
          ? [
              `import { defineCustomElement as __defineWithDependencies } from ${core};`,
              `export const ${name} = /*@__PURE__*/ (() => {\n  __defineWithDependencies();\n  return ${factory}(${args});\n})();`,
            ]
          : [`export const ${name} = /*@__PURE__*/ ${factory}(${args});`]),
      ].join('\n'),
    );
  }
  return modules;
}

/** `import { IonX, IonPage as Page } from pkg` → IonX from its own module, the rest as before. */
export function rewriteImports(code: string, pkg: string, prefix: string, own: ReadonlySet<string>): string | null {
  const pattern = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*['"]${pkg.replace(/[/.]/g, '\\$&')}['"];?`, 'g');
  let changed = false;
  const out = code.replace(pattern, (statement, list: string) => {
    const specs = list.split(',').map((s) => s.trim()).filter(Boolean);
    const mine = specs.filter((s) => own.has(s.split(/\s+as\s+/)[0]));
    if (!mine.length) return statement;
    changed = true;
    const rest = specs.filter((s) => !mine.includes(s));
    return [
      ...mine.map((s) => `import { ${s} } from '${prefix}${s.split(/\s+as\s+/)[0]}';`),
      ...(rest.length ? [`import { ${rest.join(', ')} } from '${pkg}';`] : []),
    ].join(' ');
  });
  return changed ? out : null;
}

const isAppCode = (id: string) => !id.includes('/node_modules/') && !id.startsWith('\0') && /\.[jt]sx?$/.test(id);

/**
 * Marks the dist file's remaining top-level factory calls and component classes (`const IonNavInner =
 * createReactComponent(…)`, `createForwardRef(…)`, `React.memo(…)`) as pure, as its other
 * wrappers already are: unannotated, they kept ion-nav, ion-tabs, ion-tab-bar, ion-tab-button and
 * ion-back-button in every build although the app renders none of them.
 */
export const annotatePure = (code: string) =>
  code
    .concat(`\nexport { ${Object.entries(HELPERS).map(([local, exported]) => `${local} as ${exported}`).join(', ')} };\n`)
    .replace(/^(const \w+ = )(createReactComponent|createForwardRef|React\.memo)\(/gm, '$1/*@__PURE__*/ $2(')
    // `class X extends React.Component` reads a property of an import, which the bundler must assume
    // has effects; as a pure class expression it goes when unused (IonTabs, IonTabButton, IonBackButton …).
    .replace(/^class (\w+) extends (React\.(?:Pure)?Component) \{\n([\s\S]*?)\n\}$/gm, 'const $1 = /*@__PURE__*/ (() => class $1 extends $2 {\n$3\n})();');

export function ionicReactPerComponent(): Plugin {
  let modules = new Map<string, string>();
  let realId = '';
  return {
    name: 'ionic-react-per-component',
    apply: 'build',
    enforce: 'pre',
    async buildStart() {
      const real = await this.resolve('@ionic/react', undefined, { skipSelf: true });
      if (!real) throw new Error('@ionic/react not found');
      realId = real.id;
      modules = splitWrappers(readFileSync(real.id, 'utf8'), real.id);
    },
    resolveId: (source) => (source.startsWith(PREFIX) ? source : null),
    load: (id) => (id.startsWith(PREFIX) ? (modules.get(id.slice(PREFIX.length)) ?? null) : null),
    transform(code, id) {
      if (id === realId) return { code: annotatePure(code), map: null };
      if (!isAppCode(id) || !code.includes('@ionic/react')) return null;
      const out = rewriteImports(code, '@ionic/react', PREFIX, new Set(modules.keys()));
      return out === null ? null : { code: out, map: null };
    },
  };
}

const ICON_PREFIX = '\0ionicon/';

/**
 * The same for ionicons: `ionicons/icons` is one module of 1,357 `export const name = "data:…"`
 * SVGs, so the icons of every screen travelled in one chunk that the entry loaded for its two.
 * Each icon the app imports becomes a module of its own, so it lands beside its screen.
 */
export function ionIconsPerIcon(): Plugin {
  let icons = new Map<string, string>();
  return {
    name: 'ionicons-per-icon',
    apply: 'build',
    enforce: 'pre',
    async buildStart() {
      const real = await this.resolve('ionicons/icons', undefined, { skipSelf: true });
      if (!real) throw new Error('ionicons/icons not found');
      const source = readFileSync(real.id, 'utf8');
      icons = new Map([...source.matchAll(/^export const (\w+) = (".*");?$/gm)].map(([, name, value]) => [name, value]));
    },
    resolveId: (source) => (source.startsWith(ICON_PREFIX) ? source : null),
    load(id) {
      if (!id.startsWith(ICON_PREFIX)) return null;
      const value = icons.get(id.slice(ICON_PREFIX.length));
      return value === undefined ? null : `export const ${id.slice(ICON_PREFIX.length)} = ${value};`;
    },
    transform(code, id) {
      if (!isAppCode(id) || !code.includes('ionicons/icons')) return null;
      const out = rewriteImports(code, 'ionicons/icons', ICON_PREFIX, new Set(icons.keys()));
      return out === null ? null : { code: out, map: null };
    },
  };
}
