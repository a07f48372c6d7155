import { IonModal } from '@ionic/react';
import { OFFLINE_MSG } from '../lib/offline/offline-texts.js';
import { DialogHeader } from '../ui/dialogs/dialog-header.js';
import type { Overlay } from '../ui/use-overlay.js';
import { PendingTrayList } from './pending-tray-list.js';
import './pending-tray.css';

/** The pending tray's panel: each queued write with its state, error, retry and discard (pending-tray-list.tsx). */
export function PendingTrayPanel({ overlay }: { overlay: Overlay }) {
  return (
    <IonModal isOpen={overlay.isOpen} onDidDismiss={overlay.dismissed} className="pending-tray-modal" data-testid="pending-tray-panel">
      <DialogHeader title={OFFLINE_MSG.trayTitle} onClose={overlay.close} closeTestId="pending-tray-close" />
      <PendingTrayList onNavigate={overlay.close} />
    </IonModal>
  );
}
