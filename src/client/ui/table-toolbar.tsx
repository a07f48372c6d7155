import type { ReactNode } from 'react';
import { IonButton, IonIcon } from '@ionic/react';
import { addOutline } from 'ionicons/icons';
import './table-toolbar.css';

/** The toolbar above a table: the filter on the left, the buttons on the right (or alone, right-aligned). */
export function TableToolbar({ filter, children }: { filter?: ReactNode; children?: ReactNode }) {
  return (
    <div className={filter ? 'table-toolbar' : 'table-toolbar table-toolbar-end'}>
      {filter && <div className="table-filter">{filter}</div>}
      {children}
    </div>
  );
}

/** The toolbar's 'Ekle' / 'Oluştur' button. */
export function AddButton({ testId, label, onClick }: { testId: string; label: string; onClick: () => void }) {
  return (
    <IonButton data-testid={testId} onClick={onClick}>
      <IonIcon slot="start" icon={addOutline} aria-hidden="true" />
      {label}
    </IonButton>
  );
}
