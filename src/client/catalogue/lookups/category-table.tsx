import { useState } from 'react';
import { IonButton, IonIcon } from '@ionic/react';
import { addOutline } from 'ionicons/icons';
import type { Category } from '../../../shared/contract/catalogue.js';
import { confirm } from '../../ui/dialogs/confirm.js';
import { ClientTable } from '../../ui/list/client-table.js';
import type { ColumnDef, RowAction } from '../../ui/list/list-types.js';
import { useCategories } from '../catalogue-queries.js';
import { CategoryDialog } from './category-dialog.js';
import { useLookupDelete } from './lookup-mutations.js';

const columns: ColumnDef<Category>[] = [{ header: 'Kategori Adı', cell: (c) => <strong>{c.name}</strong> }];

/** The category tab of /CategoryManagement, and read-only of /CategoryView. */
export function CategoryTable({ readOnly }: { readOnly: boolean }) {
  const categories = useCategories();
  const remove = useLookupDelete();
  const [dialog, setDialog] = useState<{ open: boolean; category: Category | null }>({ open: false, category: null });

  const askDelete = async (category: Category) => {
    if (await confirm({ header: 'Kategori Sil', message: `"${category.name}" kategorisini silmek istediğinize emin misiniz?`, danger: true })) {
      remove.mutate({ kind: 'category', id: category.id });
    }
  };

  const actions: RowAction<Category>[] = readOnly
    ? []
    : [
        { label: 'Düzenle', color: 'primary', onClick: (category) => setDialog({ open: true, category }), testId: (c) => `category-edit-${c.id}` },
        { label: 'Sil', color: 'danger', onClick: (c) => void askDelete(c), testId: (c) => `category-delete-${c.id}` },
      ];

  return (
    <section className="lookup-list">
      {!readOnly && (
        <div className="lookup-toolbar lookup-toolbar-end">
          <IonButton data-testid="category-add" onClick={() => setDialog({ open: true, category: null })}>
            <IonIcon slot="start" icon={addOutline} aria-hidden="true" />
            Kategori Ekle
          </IonButton>
        </div>
      )}
      <ClientTable
        columns={columns}
        rows={categories.data ?? []}
        rowKey={(c) => c.id}
        rowActions={readOnly ? undefined : actions}
        emptyText="Kategori Bulunamadı."
        loading={categories.isPending || remove.isPending}
        testId="categories-table"
      />
      {!readOnly && <CategoryDialog isOpen={dialog.open} category={dialog.category} onClose={() => setDialog((d) => ({ ...d, open: false }))} />}
    </section>
  );
}
