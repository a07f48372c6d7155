import { useState } from 'react';
import { IonButton, IonButtons, IonCheckbox, IonContent, IonFooter, IonHeader, IonModal, IonTitle, IonToolbar } from '@ionic/react';
import { KvkkNotice } from './kvkk-notice.js';
import { AUTH_TEXT } from './texts.js';

interface Props {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The required-message, shown under the box when set. */
  error?: string;
  disabled?: boolean;
  testId: string;
}

/**
 * KVKK consent: the checkbox carries no label of its own so that a click on it never
 * lands on the notice link (browser tests click the checkbox's centre).
 */
export function KvkkConsent({ checked, onChange, error, disabled, testId }: Props) {
  const [open, setOpen] = useState(false);
  const accept = () => {
    onChange(true);
    setOpen(false);
  };
  return (
    <div>
      <div className="auth-consent">
        <IonCheckbox
          data-testid={testId}
          checked={checked}
          disabled={disabled}
          aria-label={`${AUTH_TEXT.kvkkLink}${AUTH_TEXT.kvkkSuffix}`}
          className={error ? 'ion-invalid ion-touched' : undefined}
          onIonChange={(e) => onChange(e.detail.checked)}
        />
        <span>
          <button type="button" className="auth-link" data-testid={`${testId}-open`} onClick={() => setOpen(true)}>
            {AUTH_TEXT.kvkkLink}
          </button>
          {AUTH_TEXT.kvkkSuffix}
        </span>
      </div>
      {error && (
        <p className="auth-error" role="alert">
          {error}
        </p>
      )}
      <IonModal isOpen={open} onDidDismiss={() => setOpen(false)} data-testid={`${testId}-dialog`}>
        <IonHeader>
          <IonToolbar color="primary">
            <IonTitle>{AUTH_TEXT.kvkkTitle}</IonTitle>
            <IonButtons slot="end">
              <IonButton onClick={() => setOpen(false)}>{AUTH_TEXT.close}</IonButton>
            </IonButtons>
          </IonToolbar>
        </IonHeader>
        <IonContent className="ion-padding">
          <KvkkNotice />
        </IonContent>
        <IonFooter>
          <IonToolbar className="ion-padding-horizontal">
            <IonButton expand="block" onClick={accept} disabled={disabled}>
              {AUTH_TEXT.kvkkAccept}
            </IonButton>
          </IonToolbar>
        </IonFooter>
      </IonModal>
    </div>
  );
}
