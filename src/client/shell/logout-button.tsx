import { useState } from 'react';
import { IonButton, IonIcon, IonPopover } from '@ionic/react';
import { logOutOutline } from 'ionicons/icons';
import { useLogout } from './logout.js';

const LOGOUT = 'Çıkış Yap';

/** The logout item: a small confirmation popover, so a stray tap on a phone does not end the session. */
export function LogoutButton() {
  const [event, setEvent] = useState<Event | null>(null);
  const [busy, setBusy] = useState(false);
  const logout = useLogout();
  const confirm = async () => {
    setBusy(true);
    await logout();
  };
  return (
    <>
      <IonButton title={LOGOUT} aria-label={LOGOUT} onClick={(e) => setEvent(e.nativeEvent)} data-testid="topbar-logout">
        <IonIcon slot="icon-only" icon={logOutOutline} />
      </IonButton>
      <IonPopover isOpen={event !== null} event={event ?? undefined} onDidDismiss={() => setEvent(null)} className="logout-popover">
        <div className="logout-popover-body">
          <p>Oturumunuzu kapatmak istediğinize emin misiniz?</p>
          <div className="logout-popover-actions">
            <IonButton fill="clear" color="medium" size="small" onClick={() => setEvent(null)}>
              Vazgeç
            </IonButton>
            <IonButton color="danger" size="small" disabled={busy} onClick={confirm} data-testid="logout-confirm">
              <IonIcon slot="start" icon={logOutOutline} />
              {LOGOUT}
            </IonButton>
          </div>
        </div>
      </IonPopover>
    </>
  );
}
