import { IonChip, IonIcon, IonLabel } from '@ionic/react';
import { closeCircle, funnelOutline } from 'ionicons/icons';
import './linked-filter-chip.css';

/** The filter another screen opened the sales list with and no field shows (lib/sale-list-link.ts), with its ×. */
export function LinkedFilterChip({ label, onRemove }: { label: string; onRemove: () => void }) {
  return (
    <div className="linked-filters" data-testid="sales-linked-filter">
      <IonChip color="primary" outline>
        <IonIcon aria-hidden="true" icon={funnelOutline} />
        <IonLabel data-testid="sales-linked-filter-label">{label}</IonLabel>
        <button type="button" className="linked-filter-remove" aria-label={`Filtreyi kaldır: ${label}`} title="Filtreyi kaldır" onClick={onRemove} data-testid="sales-linked-filter-remove">
          <IonIcon aria-hidden="true" icon={closeCircle} />
        </button>
      </IonChip>
    </div>
  );
}
