import { createElement, lazy, type ComponentType } from 'react';

/** A lazily loaded component that can be asked for ahead of its first render. */
export type LazyScreen = ComponentType & { preload(): Promise<unknown> };

/**
 * React.lazy that renders at once when its module is already there. React.lazy suspends on its
 * first render even when the import has settled, so a screen preloaded before the first render
 * (app/first-screen.ts) would still commit a loading page and then the screen: two long tasks on
 * a slow phone instead of one. Once loaded, this renders the module's component directly; before
 * that, the React.lazy inside it (same import) suspends as usual. `loaded` is set before React
 * retries the suspended render, so the lazy element is never the one committed.
 */
export function lazyScreen<C extends ComponentType<any>>(load: () => Promise<{ default: C }>): C & { preload(): Promise<unknown> } {
  let loaded: C | undefined;
  let pending: Promise<{ default: C }> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (m) => {
        loaded = m.default;
        return m;
      },
      (error: unknown) => {
        pending = undefined; // a failed chunk (offline) may be asked for again
        throw error;
      },
    ));
  const Lazy = lazy(preload);
  const Screen = (props: object) => createElement((loaded ?? Lazy) as ComponentType<object>, props);
  return Object.assign(Screen, { preload }) as unknown as C & { preload(): Promise<unknown> };
}
