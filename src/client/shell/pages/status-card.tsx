import type { ReactNode } from 'react';
import { IonButton, IonIcon } from '@ionic/react';

export interface StatusCardProps {
  icon: string;
  /** Red icon (a refusal). */
  danger?: boolean;
  /** Where 'Ana Sayfaya Dön' leads; no button without it. */
  home?: string;
  testId?: string;
  children: ReactNode;
}

/** The centred card of a page that has nothing to show: an icon, its texts and a way home. */
export function StatusCard({ icon, danger, home, testId, children }: StatusCardProps) {
  return (
    <div className="status-card" data-testid={testId}>
      <IonIcon icon={icon} className={danger ? 'status-icon status-icon-danger' : 'status-icon'} aria-hidden="true" />
      {children}
      {home && (
        <IonButton routerLink={home} routerDirection="root">
          Ana Sayfaya Dön
        </IonButton>
      )}
    </div>
  );
}
