import { lazy, Suspense } from 'react';
import type { useRegisterSW } from 'virtual:pwa-register/react';
import { outboxCount, useOutboxCount } from '../lib/offline/outbox-count.js';

// The banner comes when a new version waits, not with every start.
const UpdateBanner = lazy(() => import('./update-banner.js').then((m) => ({ default: m.UpdateBanner })));

export const UPDATE_CHECK_MS = 60 * 60_000;

/**
 * Asks the server for a new service worker hourly and whenever the window gets focus again
 * (a shop counter's tab stays open for days; a phone brings the app back to the front), while
 * online. Returns the cleanup.
 */
export function watchForUpdates(registration: { update(): Promise<unknown> }, win: Window = window) {
  const check = () => {
    if (win.navigator.onLine) void registration.update().catch(() => undefined);
  };
  const timer = win.setInterval(check, UPDATE_CHECK_MS);
  win.addEventListener('focus', check);
  return () => {
    win.clearInterval(timer);
    win.removeEventListener('focus', check);
  };
}

/**
 * The bottom stack: the offline banner, and the update banner when a new worker waits. Takes
 * vite-plugin-pwa's hook as a prop (update-prompt.tsx passes it): its module exists only in
 * Vite builds, so tests hand in a stand-in.
 */
export function UpdateStack({ useRegister }: { useRegister: typeof useRegisterSW }) {
  const pending = useOutboxCount();
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegister({
    onRegisteredSW(_url, registration) {
      if (registration) watchForUpdates(registration);
    },
  });
  // The count is read again at the click: a write may have been queued since the last render.
  const reload = () => {
    if (outboxCount() === 0) void updateServiceWorker(true);
  };
  return (
    <div className="bottom-banners">
      {needRefresh && (
        <Suspense fallback={null}>
          <UpdateBanner pending={pending} onReload={reload} onClose={() => setNeedRefresh(false)} />
        </Suspense>
      )}
    </div>
  );
}
