import { CATALOGUE_MSG } from '../../shared/catalogue.js';
import { productsAdmin, type ProductRow } from '../../shared/contract/models.js';
import { AppPage } from '../app/app-page.js';
import { ListScreen } from '../ui/list/list-screen.js';
import type { ColumnDef, ListDef } from '../ui/list/list-types.js';
import { DashboardLabelButton } from './dashboard-label-button.js';
import { dashboardEolLabel } from './dashboard-label.js';
import { productColumns } from './product-columns.js';
import { PRODUCT_FILTERS } from './product-filters.js';

const columns = (productColumns as ColumnDef<ProductRow>[]).map((c) => (c.header === 'EOL' ? { ...c, cell: (r: ProductRow) => dashboardEolLabel(r.eol) } : c));

/**
 * Spec 3 §2.7: the admin product list (its filter bar has the 'Ara' button) with a
 * home-page toggle per row.
 */
const dashboardListDef: ListDef<ProductRow> = {
  id: 'dashboard-products',
  endpoint: productsAdmin,
  filters: PRODUCT_FILTERS,
  columns: [...columns, { header: 'Ana Sayfa', width: '13rem', cell: (row) => <DashboardLabelButton row={row} /> }],
  rowKey: (row) => row.id,
  emptyText: CATALOGUE_MSG.noProduct,
};

/** /addToDashboard 'Ana Sayfa Ürünleri' (TTG_ADMIN). */
export default function AddToDashboardPage() {
  return (
    <AppPage>
      <ListScreen def={dashboardListDef} />
    </AppPage>
  );
}
