import { lazy, Suspense, useState } from 'react';
import { IonCheckbox } from '@ionic/react';
import { AUTH_TEXT } from './texts.js';

const KvkkDialog = lazy(() => import('./kvkk-dialog.js'));

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
  const [everOpened, setEverOpened] = useState(false);
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
          <button
            type="button"
            className="auth-link"
            data-testid={`${testId}-open`}
            onClick={() => {
              setEverOpened(true);
              setOpen(true);
            }}
          >
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
      {/* The notice's dialog loads when first opened: the login page draws without it. */}
      {everOpened && (
        <Suspense fallback={null}>
          <KvkkDialog open={open} onClose={() => setOpen(false)} onAccept={accept} disabled={disabled} testId={testId} />
        </Suspense>
      )}
    </div>
  );
}
