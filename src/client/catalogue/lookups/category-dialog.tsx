import { useMemo } from 'react';
import { CATALOGUE_MSG, LOOKUP_MSG } from '../../../shared/catalogue.js';
import type { Category } from '../../../shared/contract/catalogue.js';
import { TextField } from '../../ui/text-field.js';
import { LookupDialog, useLookupForm, type LookupDialogBase } from './lookup-dialog.js';
import { saveCategory, useInvalidateLookups } from './lookup-mutations.js';

export interface CategoryDialogProps extends LookupDialogBase {
  /** null: a new category. */
  category: Category | null;
}

/** Add or rename a category. */
export function CategoryDialog({ category, ...open }: CategoryDialogProps) {
  const invalidate = useInvalidateLookups();
  const fresh = useMemo(() => ({ name: category?.name ?? '' }), [category]);
  const { form, patch, problems, refuse } = useLookupForm(open.isOpen, fresh);

  const save = async () => {
    if (refuse({ name: form.name.trim() ? undefined : LOOKUP_MSG.categoryNameRequired })) return null;
    await saveCategory({ id: category?.id, name: form.name });
    return CATALOGUE_MSG.success;
  };

  return (
    <LookupDialog {...open} title={category ? 'Kategori Düzenle' : 'Kategori Ekle'} save={save} refresh={invalidate.categories} testId="category-dialog">
      {(flagged) => (
        <TextField testId="category-name" label="Kategori Adı" value={form.name} onValue={(name) => patch({ name })} flagged={flagged.name} error={problems.name} />
      )}
    </LookupDialog>
  );
}
