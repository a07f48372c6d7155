import { IonButton, IonSpinner } from '@ionic/react';
import { CATALOGUE_MSG } from '../../../shared/catalogue.js';

/** What a detail page shows before its product is there: a spinner, or 'Ürün Bulunamadı.' with a way back. */
export function ProductPageState({ loading, backTo, onBack }: { loading: boolean; backTo: string; onBack: (path: string) => void }) {
  if (loading)
    return (
      <div className="product-loading">
        <IonSpinner />
      </div>
    );
  return (
    <div className="product-card" data-testid="product-not-found">
      <p>{CATALOGUE_MSG.noProduct}</p>
      <IonButton fill="outline" onClick={() => onBack(backTo)}>
        Geri
      </IonButton>
    </div>
  );
}
