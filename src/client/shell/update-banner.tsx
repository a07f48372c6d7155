import { IonButton, IonIcon } from '@ionic/react';
import { closeOutline, refreshOutline } from 'ionicons/icons';

/** The 'new version' banner; kept apart from the service-worker wiring so it can be tested. */
export function UpdateBanner({ onReload, onClose }: { onReload: () => void; onClose: () => void }) {
  return (
    <div className="update-prompt" role="alert" data-testid="update-prompt">
      <IonIcon icon={refreshOutline} aria-hidden="true" />
      <span className="update-prompt-text">Yeni sürüm hazır.</span>
      <IonButton size="small" onClick={onReload} data-testid="update-reload">
        Yenile
      </IonButton>
      <IonButton size="small" fill="clear" color="medium" onClick={onClose} title="Kapat" aria-label="Kapat">
        <IonIcon slot="icon-only" icon={closeOutline} />
      </IonButton>
    </div>
  );
}
