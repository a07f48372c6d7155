import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { productsAdmin, productsAdminExcel } from '../../shared/contract/models.js';
import { AppPage } from '../app/app-page.js';
import { ListScreen } from '../ui/list/list-screen.js';
import { ProductChangesDialog } from './product-changes-dialog.js';
import { productListDef, useDelayedChanges } from './product-list-def.js';
import './product-screens.css';

/** /ProductManagement-Admin 'Ürün Yönetimi (Admin)' (spec 2 §2.2): every product, read-only detail. */
export default function ProductAdminPage() {
  const navigate = useNavigate();
  const changes = useDelayedChanges();
  const { open: openChanges } = changes;
  const def = useMemo(
    () =>
      productListDef({
        id: 'products-admin',
        endpoint: productsAdmin,
        exportEndpoint: productsAdminExcel,
        open: { label: 'Detay', testId: 'product-detail', onClick: (r) => navigate(`/ProductDetailAdmin/${r.id}`) },
        onChanges: openChanges,
      }),
    [navigate, openChanges],
  );
  return (
    <AppPage>
      <ListScreen def={def} />
      <ProductChangesDialog productId={changes.productId} isOpen={changes.isOpen} onClose={changes.close} />
    </AppPage>
  );
}
