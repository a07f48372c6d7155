import { lazy, Suspense } from 'react';
import { IonHeader, IonToolbar } from '@ionic/react';

const frame = () => import('./shell-frame.js');
const LazyTopBar = lazy(() => frame().then((m) => ({ default: m.TopBarWithBells })));
const LazyFooter = lazy(() => frame().then((m) => ({ default: m.Footer })));
const LazySideMenu = lazy(() => frame().then((m) => ({ default: m.SideMenu })));

/** The top bar; until its chunk is there, an empty bar of the same height holds its place (no layout shift). */
export function FrameTopBar() {
  return (
    <Suspense
      fallback={
        <IonHeader className="top-bar">
          <IonToolbar />
        </IonHeader>
      }
    >
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
