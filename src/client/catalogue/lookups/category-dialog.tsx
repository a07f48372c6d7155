import { useEffect, useState } from 'react';
import { CATALOGUE_MSG, LOOKUP_MSG } from '../../../shared/catalogue.js';
import type { Category } from '../../../shared/contract/catalogue.js';
import { toast } from '../../lib/toast.js';
import { FormDialog } from '../../ui/dialogs/form-dialog.js';
import { TextField } from '../../ui/text-field.js';
import { saveCategory, useInvalidateLookups } from './lookup-mutations.js';

export interface CategoryDialogProps {
  isOpen: boolean;
  /** null: a new category. */
  category: Category | null;
  onClose: () => void;
}

/** Add or rename a category. */
export function CategoryDialog({ isOpen, category, onClose }: CategoryDialogProps) {
  const invalidate = useInvalidateLookups();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();

  useEffect(() => {
    if (!isOpen) return;
    setName(category?.name ?? '');
    setError(undefined);
  }, [isOpen, category]);

  const submit = async () => {
    if (!name.trim()) {
      setError(LOOKUP_MSG.categoryNameRequired);
      toast.warn(LOOKUP_MSG.categoryNameRequired);
      return;
    }
    await saveCategory({ id: category?.id, name });
    toast.success(CATALOGUE_MSG.success);
    void invalidate.categories();
    onClose();
  };

  return (
    <FormDialog isOpen={isOpen} title={category ? 'Kategori Düzenle' : 'Kategori Ekle'} onClose={onClose} onSubmit={submit} testId="category-dialog">
      {(flagged) => (
        <div className="lookup-form">
          <TextField
            testId="category-name"
            label="Kategori Adı"
            value={name}
            onValue={(v) => {
              setName(v);
              setError(undefined);
            }}
            flagged={flagged.name}
            error={error}
          />
        </div>
      )}
    </FormDialog>
  );
}
