import { useRef, useState } from 'react';
import { IonButton, IonIcon } from '@ionic/react';
import { addOutline } from 'ionicons/icons';
import { supplyProductList } from '../../../shared/contract/product-lists.js';
import { AppPage } from '../../ui/app-page.js';
import type { ListHandle } from '../../ui/list/list-types.js';
import { ListScreen } from '../../ui/list/list-screen.js';
import { ProductChangesDialog } from './product-changes-dialog.js';
import { ProductFormDialog } from './product-form-dialog.js';
import { useProductListPage } from './product-list-def.js';
import './product-screens.css';

/** /ProductManagement 'Ürün Yönetimi' (spec 2 §2.2): the supplier's or distributor's products. */
export default function ProductManagementPage() {
  const { view, changes } = useProductListPage(supplyProductList, { label: 'Düzenle', testId: 'product-edit', path: '/ProductDetail' });
  const [creating, setCreating] = useState(false);
  const listRef = useRef<ListHandle>(null);

  return (
    <AppPage>
      <ListScreen
        view={view}
        listRef={listRef}
        toolbar={
          <IonButton onClick={() => setCreating(true)} data-testid="product-new-open">
            <IonIcon aria-hidden="true" slot="start" icon={addOutline} />
            Yeni Ürün
          </IonButton>
        }
      />
      <ProductFormDialog isOpen={creating} onClose={() => setCreating(false)} onSaved={() => listRef.current?.reload()} />
      <ProductChangesDialog productId={changes.productId} isOpen={changes.isOpen} onClose={changes.close} />
    </AppPage>
  );
}
