import { adminProductList } from '../../../shared/contract/product-lists.js';
import { AppPage } from '../../ui/app-page.js';
import { ListScreen } from '../../ui/list/list-screen.js';
import type { ListView } from '../../ui/list/list-types.js';
import { catalogueKeys } from '../catalogue-queries.js';
import { DashboardLabelButton } from './dashboard-label-button.js';
import { dashboardEolLabel } from './dashboard-label.js';
import { productColumnViews } from './product-columns.js';
import { PRODUCT_FILTERS } from '../../lib/product-filters.js';

/**
 * Spec 3 §2.7: the admin product list (its filter bar has the 'Ara' button) with a
 * home-page toggle per row; an unset EOL reads 'Girilmedi' here.
 */
const dashboardView: ListView<typeof adminProductList> = {
  list: adminProductList,
  id: 'dashboard-products',
  queryKey: catalogueKeys.lists(),
  filters: PRODUCT_FILTERS,
  columns: { ...productColumnViews, eol: { ...productColumnViews.eol, cell: (r) => dashboardEolLabel(r.eol) } },
  hidden: ['lastApproveType'],
  trailing: [{ header: 'Ana Sayfa', width: '13rem', cell: (row) => <DashboardLabelButton row={row} /> }],
  rowKey: (row) => row.id,
  exportLabel: false,
};

/** /addToDashboard 'Ana Sayfa Ürünleri' (TTG_ADMIN). */
export default function AddToDashboardPage() {
  return (
    <AppPage>
      <ListScreen view={dashboardView} />
    </AppPage>
  );
}
