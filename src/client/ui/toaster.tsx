import { IonIcon } from '@ionic/react';
import { alertCircleOutline, checkmarkCircleOutline, closeOutline, informationCircleOutline, warningOutline } from 'ionicons/icons';
import { dismissToast, useToasts, type Severity } from '../lib/toast.js';

const ICONS: Record<Severity, string> = {
  error: alertCircleOutline,
  warn: warningOutline,
  success: checkmarkCircleOutline,
  info: informationCircleOutline,
};

/** The toasts of lib/toast as a stack: top right on desktop, full width at the top on phones. */
export function Toaster() {
  const toasts = useToasts();
  return (
    <div className="toaster" role="status" aria-live="polite" aria-atomic="false">
      {toasts.map((t) => (
        <div key={t.id} className={`toast toast-${t.severity}`} role={t.severity === 'error' ? 'alert' : undefined} data-testid="toast">
          <IonIcon className="toast-icon" icon={ICONS[t.severity]} aria-hidden="true" />
          <div className="toast-body">
            <strong className="toast-title">{t.title}</strong>
            <span className="toast-text">{t.text}</span>
          </div>
          <button type="button" className="toast-close" onClick={() => dismissToast(t.id)} aria-label="Kapat" title="Kapat">
            <IonIcon icon={closeOutline} aria-hidden="true" />
          </button>
        </div>
      ))}
    </div>
  );
}
