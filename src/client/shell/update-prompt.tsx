import { useRegisterSW } from 'virtual:pwa-register/react';
import { OfflineIndicator } from './offline-indicator.js';
import { UpdateBanner } from './update-banner.js';

const HOUR = 60 * 60_000;

/**
 * Registers the service worker and asks before switching to a new version (registerType
 * 'prompt'): a half-filled form must not be lost to an automatic reload. Also hosts the
 * offline banner, so both sit in one stack at the bottom of the screen.
 */
export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      // Long-lived tabs (a shop counter) would otherwise never see a new version.
      if (registration) setInterval(() => navigator.onLine && void registration.update().catch(() => undefined), HOUR);
    },
  });

  return (
    <div className="bottom-banners">
      <OfflineIndicator />
      {needRefresh && <UpdateBanner onReload={() => void updateServiceWorker(true)} onClose={() => setNeedRefresh(false)} />}
    </div>
  );
}
