import { IonButton, IonContent, IonIcon, IonPage } from '@ionic/react';
import { compassOutline } from 'ionicons/icons';
import { MSG } from '../../../shared/messages.js';

/** Unknown paths; no shell, since a signed-out visitor can land here too. */
export default function NotFoundPage() {
  return (
    <IonPage>
      <IonContent>
        <div className="center-page" data-testid="not-found">
          <div className="status-card">
            <IonIcon icon={compassOutline} className="status-icon" aria-hidden="true" />
            <p className="status-code">404</p>
            <h1>{MSG.notFound}</h1>
            <IonButton routerLink="/" routerDirection="root">
              Ana Sayfaya Dön
            </IonButton>
          </div>
        </div>
      </IonContent>
    </IonPage>
  );
}
