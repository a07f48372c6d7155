import { lazy, Suspense, useState } from 'react';
import { IonBadge, IonButton, IonIcon, IonModal } from '@ionic/react';
import { cloudUploadOutline } from 'ionicons/icons';
import { useOutboxCount } from '../lib/offline/outbox-count.js';
import { OFFLINE_MSG } from '../lib/offline/offline-texts.js';
import { DialogHeader } from '../ui/dialogs/dialog-header.js';
import './pending-tray.css';

// The list reads the outbox from IndexedDB: loaded when opened, not with the top bar.
const PendingTrayList = lazy(() => import('./pending-tray-list.js').then((m) => ({ default: m.PendingTrayList })));

/** The pending tray (ARCHITECTURE "Offline field kit"): a top-bar badge with the number of writes waiting to be sent, opening their list. */
export function PendingTray() {
  const count = useOutboxCount();
  const [open, setOpen] = useState(false);
  if (count === 0 && !open) return null;
  const label = `${OFFLINE_MSG.trayTitle} (${count})`;
  return (
    <span className="bell">
      <IonButton onClick={() => setOpen(true)} title={label} aria-label={label} data-testid="pending-tray">
        <IonIcon slot="icon-only" icon={cloudUploadOutline} />
      </IonButton>
      {count > 0 && (
        <IonBadge color="warning" className="bell-badge" data-testid="pending-tray-count" aria-hidden="true">
          {count > 99 ? '99+' : count}
        </IonBadge>
      )}
      <IonModal isOpen={open} onDidDismiss={() => setOpen(false)} className="pending-tray-modal" data-testid="pending-tray-panel">
        <DialogHeader title={OFFLINE_MSG.trayTitle} onClose={() => setOpen(false)} closeTestId="pending-tray-close" />
        <Suspense fallback={null}>{open && <PendingTrayList onNavigate={() => setOpen(false)} />}</Suspense>
      </IonModal>
    </span>
  );
}
