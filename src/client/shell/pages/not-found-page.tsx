import { IonContent, IonPage } from '@ionic/react';
import { compassOutline } from 'ionicons/icons';
import { MSG } from '../../../shared/messages.js';
import { StatusCard } from './status-card.js';

/** Unknown paths; no shell, since a signed-out visitor can land here too. */
export default function NotFoundPage() {
  return (
    <IonPage>
      <IonContent>
        <div className="center-page" data-testid="not-found">
          <StatusCard icon={compassOutline} home="/">
            <p className="status-code">404</p>
            <h1>{MSG.notFound}</h1>
          </StatusCard>
        </div>
      </IonContent>
    </IonPage>
  );
}
