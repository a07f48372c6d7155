import { useSyncExternalStore } from 'react';
import { IonIcon } from '@ionic/react';
import { cloudOfflineOutline } from 'ionicons/icons';

function subscribe(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

export const useOnline = () => useSyncExternalStore(subscribe, () => navigator.onLine, () => true);

/** A small fixed banner while the browser reports no connection. */
export function OfflineIndicator() {
  const online = useOnline();
  if (online) return null;
  return (
    <div className="offline-indicator" role="status" aria-live="polite" data-testid="offline-indicator">
      <IonIcon icon={cloudOfflineOutline} aria-hidden="true" />
      <span>Çevrimdışısınız. Bazı işlemler bağlantı gelince yapılacaktır.</span>
    </div>
  );
}
