import { IonButton, IonIcon } from '@ionic/react';
import { lockClosedOutline } from 'ionicons/icons';
import { MSG } from '../../../shared/messages.js';
import { AppPage } from '../../ui/app-page.js';

/** A route whose role list has none of the user's roles (spec 1 §2.6). */
export default function NoAccessPage() {
  return (
    <AppPage title={MSG.noAccessTitle}>
      <div className="status-card" data-testid="no-access">
        <IonIcon icon={lockClosedOutline} className="status-icon status-icon-danger" aria-hidden="true" />
        <h2>{MSG.noAccessTitle}</h2>
        <p>{MSG.noAccessText}</p>
        <IonButton routerLink="/dashboard" routerDirection="root">
          Ana Sayfaya Dön
        </IonButton>
      </div>
    </AppPage>
  );
}
