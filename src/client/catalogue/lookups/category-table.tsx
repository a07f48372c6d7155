import type { Category } from '../../../shared/contract/catalogue.js';
import { useCategories } from '../catalogue-queries.js';
import { CategoryDialog } from './category-dialog.js';
import { LookupTable, type LookupKind } from './lookup-table.js';

const CATEGORY: LookupKind<Category> = {
  kind: 'category',
  columns: [{ header: 'Kategori Adı', cell: (c) => <strong>{c.name}</strong> }],
  prefix: 'category',
  addText: 'Kategori Ekle',
  deleteHeader: 'Kategori Sil',
  deleteMessage: (c) => `"${c.name}" kategorisini silmek istediğinize emin misiniz?`,
  emptyText: 'Kategori Bulunamadı.',
  testId: 'categories-table',
};

/** The category tab of /CategoryManagement, and read-only of /CategoryView. */
export function CategoryTable({ readOnly }: { readOnly: boolean }) {
  const categories = useCategories();
  return <LookupTable lookup={CATEGORY} readOnly={readOnly} rows={categories} dialog={({ item, ...open }) => <CategoryDialog {...open} category={item} />} />;
}
