import { IonSpinner } from '@ionic/react';

/**
 * Shown while a screen's chunk or the signed-in user loads; no shell. Deliberately not an
 * IonPage: as a Suspense fallback an IonPage registers with the router outlet first, and
 * the screen's own IonPage that replaces it then stays 'ion-page-invisible'.
 */
export default function LoadingPage() {
  return (
    <div className="loading-page" role="status" aria-label="Yükleniyor" data-testid="loading">
      <IonSpinner name="crescent" color="primary" />
    </div>
  );
}
