import { AppPage } from '../../ui/app-page.js';
import { CategoryTabs } from './category-tabs.js';

/** /CategoryView 'Kategoriler': the read-only viewer of suppliers and distributors. */
export default function CategoryViewPage() {
  return (
    <AppPage>
      <CategoryTabs readOnly />
    </AppPage>
  );
}
