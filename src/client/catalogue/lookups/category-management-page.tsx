import { AppPage } from '../../ui/app-page.js';
import { CategoryTabs } from './category-tabs.js';

/** /CategoryManagement 'Kategori Yönetimi' (TTG_ADMIN). */
export default function CategoryManagementPage() {
  return (
    <AppPage>
      <CategoryTabs readOnly={false} />
    </AppPage>
  );
}
