import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { adminProductList } from '../../../shared/contract/product-lists.js';
import { AppPage } from '../../ui/app-page.js';
import { ListScreen } from '../../ui/list/list-screen.js';
import { ProductChangesDialog } from './product-changes-dialog.js';
import { productListView, useDelayedChanges } from './product-list-def.js';
import './product-screens.css';

/** /ProductManagement-Admin 'Ürün Yönetimi (Admin)' (spec 2 §2.2): every product, read-only detail. */
export default function ProductAdminPage() {
  const navigate = useNavigate();
  const changes = useDelayedChanges();
  const { open: openChanges } = changes;
  const view = useMemo(
    () =>
      productListView({
        list: adminProductList,
        open: { label: 'Detay', testId: 'product-detail', onClick: (r) => navigate(`/ProductDetailAdmin/${r.id}`) },
        onChanges: openChanges,
      }),
    [navigate, openChanges],
  );
  return (
    <AppPage>
      <ListScreen view={view} />
      <ProductChangesDialog productId={changes.productId} isOpen={changes.isOpen} onClose={changes.close} />
    </AppPage>
  );
}
