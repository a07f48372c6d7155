import type { ReactNode } from 'react';
import { IonButton, IonButtons, IonHeader, IonIcon, IonTitle, IonToolbar } from '@ionic/react';
import { closeOutline } from 'ionicons/icons';

export interface DialogHeaderProps {
  title: ReactNode;
  onClose: () => void;
  /** The close button's test id (`${testId}-close` of the dialog). */
  closeTestId?: string;
  titleTestId?: string;
  /** Blocks closing (a save is running). */
  disabled?: boolean;
}

/** A modal's title bar with its 'Kapat' (×) button on the right. */
export function DialogHeader({ title, onClose, closeTestId, titleTestId, disabled }: DialogHeaderProps) {
  return (
    <IonHeader>
      <IonToolbar>
        <IonTitle data-testid={titleTestId}>{title}</IonTitle>
        <IonButtons slot="end">
          <IonButton onClick={onClose} disabled={disabled} aria-label="Kapat" title="Kapat" data-testid={closeTestId}>
            <IonIcon aria-hidden="true" slot="icon-only" icon={closeOutline} />
          </IonButton>
        </IonButtons>
      </IonToolbar>
    </IonHeader>
  );
}
