import { Suspense } from 'react';
import { lazyScreen } from '../lib/lazy-screen.js';

const frame = () => import('./shell-frame.js');
const LazyTopBar = lazyScreen(() => frame().then((m) => ({ default: m.TopBarWithBells })));
const LazyFooter = lazyScreen(() => frame().then((m) => ({ default: m.Footer })));
const LazySideMenu = lazyScreen(() => frame().then((m) => ({ default: m.SideMenu })));

/** The signed-in frame's parts, asked for before the first render of a shell route (app/first-screen.ts). */
export const preloadFrame = () => Promise.all([LazyTopBar.preload(), LazyFooter.preload(), LazySideMenu.preload()]);

/**
 * The top bar; until its chunk is there, an empty bar of the same height holds its place (no
 * layout shift). A plain element, not IonHeader/IonToolbar: those would bring the header's code
 * (and the title's and buttons' it leans on) into the first download for a placeholder that
 * app/first-screen.ts makes rare.
 */
export function FrameTopBar() {
  return (
    <Suspense fallback={<div className="top-bar top-bar-placeholder" aria-hidden="true" />}>
      <LazyTopBar />
    </Suspense>
  );
}

export function FrameFooter() {
  return (
    <Suspense fallback={null}>
      <LazyFooter />
    </Suspense>
  );
}

export function FrameSideMenu({ contentId }: { contentId: string }) {
  return (
    <Suspense fallback={null}>
      <LazySideMenu contentId={contentId} />
    </Suspense>
  );
}
