import { IonIcon } from '@ionic/react';
import { speedometerOutline } from 'ionicons/icons';

/** A dashboard gauge's card without its figures (loading, failed, or no reports area): the title and a dash. */
export function GaugeDash({ title, text }: { title: string; text?: string }) {
  return (
    <div className="panel gauge-card">
      <IonIcon icon={speedometerOutline} className="gauge-icon" aria-hidden="true" />
      <h3>{title}</h3>
      <p className="gauge-value">—</p>
      {text && <small className="muted">{text}</small>}
    </div>
  );
}
