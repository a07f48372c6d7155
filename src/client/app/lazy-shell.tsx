import { Suspense, useEffect } from 'react';
import { useLayoutSettings } from '../lib/layout-settings.js';
import { lazyScreen } from '../lib/lazy-screen.js';
import { useMenuWanted, wantMenu } from '../shell/menu-presence.js';
import { useIsDesktop } from '../ui/use-desktop.js';

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

/**
 * The side menu: at once where it stands beside the content (desktop, static or slim), else once
 * the first screen has settled or the menu button is first tapped (shell/menu-presence.ts).
 */
export function FrameSideMenu({ contentId }: { contentId: string }) {
  const { menuMode } = useLayoutSettings();
  const beside = useIsDesktop() && menuMode !== 'overlay';
  const wanted = useMenuWanted();
  useEffect(() => {
    if (wanted || beside) return;
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 2_000));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(wantMenu, { timeout: 5_000 });
    return () => cancel(handle);
  }, [wanted, beside]);
  if (!wanted && !beside) return null;
  return (
    <Suspense fallback={null}>
      <LazySideMenu contentId={contentId} />
    </Suspense>
  );
}
