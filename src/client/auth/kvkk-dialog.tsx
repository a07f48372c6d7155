import { IonButton, IonButtons, IonContent, IonFooter, IonHeader, IonModal, IonTitle, IonToolbar } from '@ionic/react';
import { KvkkNotice } from './kvkk-notice.js';
import { AUTH_TEXT } from './texts.js';

interface Props {
  open: boolean;
  onClose: () => void;
  onAccept: () => void;
  disabled?: boolean;
  testId: string;
}

/** The KVKK notice in a dialog, with 'close' and 'accept' (kvkk-consent.tsx loads it on first open). */
export default function KvkkDialog({ open, onClose, onAccept, disabled, testId }: Props) {
  return (
    <IonModal isOpen={open} onDidDismiss={onClose} data-testid={`${testId}-dialog`}>
      <IonHeader>
        <IonToolbar color="primary">
          <IonTitle>{AUTH_TEXT.kvkkTitle}</IonTitle>
          <IonButtons slot="end">
            <IonButton onClick={onClose}>{AUTH_TEXT.close}</IonButton>
          </IonButtons>
        </IonToolbar>
      </IonHeader>
      <IonContent className="ion-padding">
        <KvkkNotice />
      </IonContent>
      <IonFooter>
        <IonToolbar className="ion-padding-horizontal">
          <IonButton expand="block" onClick={onAccept} disabled={disabled}>
            {AUTH_TEXT.kvkkAccept}
          </IonButton>
        </IonToolbar>
      </IonFooter>
    </IonModal>
  );
}
