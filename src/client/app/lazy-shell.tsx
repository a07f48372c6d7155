import { memo, Suspense, useEffect } from 'react';
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
export const FrameTopBar = memo(function FrameTopBar() {
  return (
    <Suspense fallback={<div className="top-bar top-bar-placeholder" aria-hidden="true" />}>
      <LazyTopBar />
    </Suspense>
  );
});

// Both parts take no props: memo keeps a page's own re-renders (each answer of its queries,
// each keystroke) from re-rendering the whole top bar and footer; they follow their own state.
export const FrameFooter = memo(function FrameFooter() {
  return (
    <Suspense fallback={null}>
      <LazyFooter />
    </Suspense>
  );
});

/** Ionic's menu opens with a swipe that starts this close to the screen's edge (its `maxEdgeStart`). */
const MENU_EDGE_PX = 50;

/**
 * The side menu: at once where it stands beside the content (desktop, static or slim), else when
 * it is first asked for — the menu button (shell/menu-toggle-button.tsx) or a touch at the edge
 * its swipe starts from (that first swipe makes it; the next one opens it). Not at idle: made
 * then, its Ionic menu, header, toolbar and content were a long task of their own (~100 ms at
 * 4× CPU) while the storefront was still settling, for a menu a dealer may never open.
 */
export function FrameSideMenu({ contentId }: { contentId: string }) {
  const { menuMode } = useLayoutSettings();
  const beside = useIsDesktop() && menuMode !== 'overlay';
  const wanted = useMenuWanted();
  useEffect(() => {
    if (wanted || beside) return;
    const atEdge = (e: PointerEvent) => {
      const fromStart = document.dir === 'rtl' ? window.innerWidth - e.clientX : e.clientX;
      if (fromStart <= MENU_EDGE_PX) wantMenu();
    };
    document.addEventListener('pointerdown', atEdge, { passive: true, capture: true });
    return () => document.removeEventListener('pointerdown', atEdge, { capture: true });
  }, [wanted, beside]);
  if (!wanted && !beside) return null;
  return (
    <Suspense fallback={null}>
      <LazySideMenu contentId={contentId} />
    </Suspense>
  );
}
