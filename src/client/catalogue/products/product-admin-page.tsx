import { adminProductList } from '../../../shared/contract/product-lists.js';
import { AppPage } from '../../ui/app-page.js';
import { ListScreen } from '../../ui/list/list-screen.js';
import { ProductChangesDialog } from './product-changes-dialog.js';
import { useProductListPage } from './product-list-def.js';
import './product-screens.css';

/** /ProductManagement-Admin 'Ürün Yönetimi (Admin)' (spec 2 §2.2): every product, read-only detail. */
export default function ProductAdminPage() {
  const { view, changes } = useProductListPage(adminProductList, { label: 'Detay', testId: 'product-detail', path: '/ProductDetailAdmin' });
  return (
    <AppPage>
      <ListScreen view={view} />
      <ProductChangesDialog productId={changes.productId} isOpen={changes.isOpen} onClose={changes.close} />
    </AppPage>
  );
}
