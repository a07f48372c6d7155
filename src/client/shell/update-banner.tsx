import { IonButton, IonIcon } from '@ionic/react';
import { closeOutline, refreshOutline } from 'ionicons/icons';
import type { useRegisterSW } from 'virtual:pwa-register/react';
import { outboxCount, useOutboxCount } from '../lib/offline/outbox-count.js';

export const UPDATE_MSG = {
  ready: 'Yeni sürüm hazır.',
  waiting: (n: number) => `Gönderilmeyi bekleyen ${n.toLocaleString('tr-TR')} işleminiz var; yeni sürüm bunlar gönderildikten sonra yüklenebilir.`,
  reload: 'Yenile',
  close: 'Kapat',
};

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
 * The 'new version' banner. While writes wait in the outbox (`pending` > 0) it says so and
 * offers no reload: a reload then would start the new version with writes the old one queued.
 */
export function UpdateBanner({ pending, onReload, onClose }: { pending: number; onReload: () => void; onClose: () => void }) {
  return (
    <div className="update-prompt" role="alert" data-testid="update-prompt">
      <IonIcon icon={refreshOutline} aria-hidden="true" />
      <span className="update-prompt-text" data-testid="update-text">
        {pending > 0 ? UPDATE_MSG.waiting(pending) : UPDATE_MSG.ready}
      </span>
      <IonButton size="small" onClick={() => pending === 0 && onReload()} disabled={pending > 0} data-testid="update-reload">
        {UPDATE_MSG.reload}
      </IonButton>
      <IonButton size="small" fill="clear" color="medium" onClick={onClose} title={UPDATE_MSG.close} aria-label={UPDATE_MSG.close}>
        <IonIcon slot="icon-only" icon={closeOutline} />
      </IonButton>
    </div>
  );
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
      {needRefresh && <UpdateBanner pending={pending} onReload={reload} onClose={() => setNeedRefresh(false)} />}
    </div>
  );
}
