import { useMemo, useState } from 'react';
import { SCORE_TYPE_LABELS } from '../../../shared/catalogue.js';
import type { SubCategory } from '../../../shared/contract/catalogue.js';
import { SelectField } from '../../ui/select-field.js';
import { useCategories, useSubCategories } from '../catalogue-queries.js';
import { LookupTable, type LookupKind } from './lookup-table.js';
import { SubCategoryDialog } from './sub-category-dialog.js';

const SUB_CATEGORY: LookupKind<SubCategory> = {
  kind: 'subCategory',
  columns: [
    { header: 'Alt Kategori Adı', cell: (s) => <strong>{s.name}</strong> },
    { header: 'Kategori', cell: (s) => s.category.name },
    { header: 'Puan Tipi', width: '7rem', cell: (s) => SCORE_TYPE_LABELS[s.productScoreType] },
    { header: 'Değer', width: '6rem', align: 'end', cell: (s) => String(s.scoreRatio) },
  ],
  prefix: 'subcategory',
  addText: 'Alt Kategori Ekle',
  deleteHeader: 'Alt Kategori Sil',
  deleteMessage: (s) => `"${s.name}" alt kategorisini silmek istediğinize emin misiniz?`,
  emptyText: 'Alt Kategori Bulunamadı.',
  testId: 'subcategories-table',
};

/** The sub-category tab (spec 2 §2.6): a category select filters the list; read-only in /CategoryView. */
export function SubCategoryTable({ readOnly }: { readOnly: boolean }) {
  const [categoryId, setCategoryId] = useState('');
  const categories = useCategories();
  const subCategories = useSubCategories(categoryId || undefined, true);
  const categoryOptions = useMemo(() => (categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name })), [categories.data]);

  return (
    <LookupTable
      lookup={SUB_CATEGORY}
      rows={subCategories}
      readOnly={readOnly}
      filterValue={categoryId}
      filter={
        <SelectField
          testId="subcategory-filter-category"
          label="Kategori"
          value={categoryId}
          options={categoryOptions}
          onValue={setCategoryId}
          placeholder="Tüm Kategoriler"
          clearable
        />
      }
      dialog={({ item, ...open }) => <SubCategoryDialog {...open} subCategory={item} defaultCategoryId={categoryId} />}
    />
  );
}
