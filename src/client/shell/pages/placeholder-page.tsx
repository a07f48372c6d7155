import { IonIcon } from '@ionic/react';
import { constructOutline } from 'ionicons/icons';
import { AppPage } from '../../ui/app-page.js';

/** A route of the table whose screen has not landed yet. */
export default function PlaceholderPage({ title }: { title: string }) {
  return (
    <AppPage title={title}>
      <div className="status-card" data-testid="placeholder">
        <IonIcon icon={constructOutline} className="status-icon" aria-hidden="true" />
        <p>Bu ekran hazırlanıyor.</p>
      </div>
    </AppPage>
  );
}
