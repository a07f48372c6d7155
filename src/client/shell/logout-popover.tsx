import { useState } from 'react';
import { IonButton, IonIcon, IonPopover } from '@ionic/react';
import { logOutOutline } from 'ionicons/icons';
import { useLogout } from './logout.js';
import { LOGOUT } from './logout-texts.js';

/** 'Oturumunuzu kapatmak istediğinize emin misiniz?' beside the logout button (shell/logout-button.tsx). */
export function LogoutPopover({ event, isOpen, onClose, onDismissed }: { event?: Event; isOpen: boolean; onClose: () => void; onDismissed: () => void }) {
  const [busy, setBusy] = useState(false);
  const logout = useLogout();
  const confirm = async () => {
    setBusy(true);
    await logout();
  };
  return (
    <IonPopover
      isOpen={isOpen}
      event={event}
      onDidDismiss={onDismissed}
      className="logout-popover"
    >
      <div className="logout-popover-body">
        <p>Oturumunuzu kapatmak istediğinize emin misiniz?</p>
        <div className="logout-popover-actions">
          <IonButton fill="clear" color="medium" size="small" onClick={onClose}>
            Vazgeç
          </IonButton>
          <IonButton color="danger" size="small" disabled={busy} onClick={confirm} data-testid="logout-confirm">
            <IonIcon aria-hidden="true" slot="start" icon={logOutOutline} />
            {LOGOUT}
          </IonButton>
        </div>
      </div>
    </IonPopover>
  );
}
