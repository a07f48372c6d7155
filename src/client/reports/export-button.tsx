import { IonButton, IonIcon, IonSpinner } from '@ionic/react';
import { downloadOutline } from 'ionicons/icons';

/** The reports' 'Excel'e Aktar' (the lists' look: outline, success colour, a spinner while the file comes). */
export function ExportButton({ onClick, pending, testId }: { onClick: () => void; pending: boolean; testId: string }) {
  return (
    <IonButton color="success" fill="outline" onClick={onClick} disabled={pending} data-testid={testId}>
      {pending ? <IonSpinner slot="start" name="crescent" className="button-spinner" /> : <IonIcon aria-hidden="true" slot="start" icon={downloadOutline} />}
      Excel&apos;e Aktar
    </IonButton>
  );
}
