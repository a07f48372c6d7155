import { useMemo, useState } from 'react';
import { IonButton, IonIcon } from '@ionic/react';
import { addOutline } from 'ionicons/icons';
import { SCORE_TYPE_LABELS } from '../../../shared/catalogue.js';
import type { SubCategory } from '../../../shared/contract/catalogue.js';
import { confirm } from '../../ui/dialogs/confirm.js';
import { ClientTable } from '../../ui/list/client-table.js';
import type { ColumnDef, RowAction } from '../../ui/list/list-types.js';
import { SelectField } from '../../ui/select-field.js';
import { useCategories, useSubCategories } from '../catalogue-queries.js';
import { useLookupDelete } from './lookup-mutations.js';
import { SubCategoryDialog } from './sub-category-dialog.js';

const columns: ColumnDef<SubCategory>[] = [
  { header: 'Alt Kategori Adı', cell: (s) => <strong>{s.name}</strong> },
  { header: 'Kategori', cell: (s) => s.category.name },
  { header: 'Puan Tipi', width: '7rem', cell: (s) => SCORE_TYPE_LABELS[s.productScoreType] },
  { header: 'Değer', width: '6rem', align: 'end', cell: (s) => String(s.scoreRatio) },
];

/** The sub-category tab (spec 2 §2.6): a category select filters the list; read-only in /CategoryView. */
export function SubCategoryTable({ readOnly }: { readOnly: boolean }) {
  const [categoryId, setCategoryId] = useState('');
  const categories = useCategories();
  const subCategories = useSubCategories(categoryId || undefined, true);
  const remove = useLookupDelete();
  const [dialog, setDialog] = useState<{ open: boolean; subCategory: SubCategory | null }>({ open: false, subCategory: null });
  const categoryOptions = useMemo(() => (categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name })), [categories.data]);

  const askDelete = async (subCategory: SubCategory) => {
    if (await confirm({ header: 'Alt Kategori Sil', message: `"${subCategory.name}" alt kategorisini silmek istediğinize emin misiniz?`, danger: true })) {
      remove.mutate({ kind: 'subCategory', id: subCategory.id });
    }
  };

  const actions: RowAction<SubCategory>[] = [
    { label: 'Düzenle', color: 'primary', onClick: (subCategory) => setDialog({ open: true, subCategory }), testId: (s) => `subcategory-edit-${s.id}` },
    { label: 'Sil', color: 'danger', onClick: (s) => void askDelete(s), testId: (s) => `subcategory-delete-${s.id}` },
  ];

  return (
    <section className="lookup-list">
      <div className="lookup-toolbar">
        <div className="lookup-filter">
          <SelectField
            testId="subcategory-filter-category"
            label="Kategori"
            value={categoryId}
            options={categoryOptions}
            onValue={setCategoryId}
            placeholder="Tüm Kategoriler"
            clearable
          />
        </div>
        {!readOnly && (
          <IonButton data-testid="subcategory-add" onClick={() => setDialog({ open: true, subCategory: null })}>
            <IonIcon slot="start" icon={addOutline} aria-hidden="true" />
            Alt Kategori Ekle
          </IonButton>
        )}
      </div>
      <ClientTable
        resetKey={categoryId}
        columns={columns}
        rows={subCategories.data ?? []}
        rowKey={(s) => s.id}
        rowActions={readOnly ? undefined : actions}
        emptyText="Alt Kategori Bulunamadı."
        loading={subCategories.isPending || remove.isPending}
        testId="subcategories-table"
      />
      {!readOnly && (
        <SubCategoryDialog
          isOpen={dialog.open}
          subCategory={dialog.subCategory}
          defaultCategoryId={categoryId}
          onClose={() => setDialog((d) => ({ ...d, open: false }))}
        />
      )}
    </section>
  );
}
