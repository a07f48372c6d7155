import { useEffect, useState } from 'react';
import { CATALOGUE_MSG, IMAGE_MAX_BYTES } from '../../../shared/catalogue.js';
import type { Brand } from '../../../shared/contract/catalogue.js';
import { toast } from '../../lib/toast.js';
import { CheckboxField } from '../../ui/checkbox-field.js';
import { FormDialog } from '../../ui/dialogs/form-dialog.js';
import { ImageInput } from '../../ui/image-input.js';
import { TextField } from '../../ui/text-field.js';
import { isServerVerdict, saveBrand, useInvalidateLookups } from './lookup-mutations.js';
import './lookup-screens.css';

export interface BrandForm {
  name: string;
  newBrand: boolean;
  files: File[];
}

/** The brand rules of spec 2 §5, in the order the user meets them; null when the form may be sent. */
export function brandFormProblem(form: BrandForm, creating: boolean): { field: 'name' | 'file'; text: string } | null {
  if (!form.name.trim()) return { field: 'name', text: CATALOGUE_MSG.brandNameRequired };
  if (creating && form.files.length === 0) return { field: 'file', text: CATALOGUE_MSG.brandImageRequired };
  if (form.files.length > 1) return { field: 'file', text: CATALOGUE_MSG.brandOneImage };
  return null;
}

const emptyForm = (brand: Brand | null): BrandForm => ({ name: brand?.name ?? '', newBrand: brand?.newBrand ?? false, files: [] });

export interface BrandDialogProps {
  isOpen: boolean;
  /** null: a new brand. */
  brand: Brand | null;
  onClose: () => void;
}

/** Create or edit a brand: name, 'Yeni Marka' flag and one image (required for a new brand). */
export function BrandDialog({ isOpen, brand, onClose }: BrandDialogProps) {
  const creating = !brand;
  const [form, setForm] = useState<BrandForm>(() => emptyForm(brand));
  const [problem, setProblem] = useState<ReturnType<typeof brandFormProblem>>(null);
  const invalidate = useInvalidateLookups();

  // Each opening starts from the chosen brand (or blank), not from the last attempt.
  useEffect(() => {
    if (!isOpen) return;
    setForm(emptyForm(brand));
    setProblem(null);
  }, [isOpen, brand]);

  const patch = (next: Partial<BrandForm>) => {
    setForm((f) => ({ ...f, ...next }));
    setProblem(null);
  };

  const submit = async () => {
    const found = brandFormProblem(form, creating);
    if (found) {
      setProblem(found);
      toast.warn(found.text);
      return;
    }
    try {
      await saveBrand({ id: brand?.id, ...form });
    } catch (error) {
      // The server's own verdict (flagged fields) is shown by the dialog's generic handler.
      if (isServerVerdict(error)) throw error;
      toast.error(creating ? CATALOGUE_MSG.brandCreateFailed : CATALOGUE_MSG.brandUpdateFailed);
      return;
    }
    toast.success(creating ? CATALOGUE_MSG.brandCreated : CATALOGUE_MSG.brandUpdated);
    void invalidate.brands();
    onClose();
  };

  return (
    <FormDialog isOpen={isOpen} title={creating ? 'Marka Oluştur' : 'Marka Düzenle'} onClose={onClose} onSubmit={submit} testId="brand-dialog">
      {(flagged) => (
        <div className="lookup-form">
          <TextField
            testId="brand-name"
            label="Marka Adı"
            value={form.name}
            onValue={(name) => patch({ name })}
            flagged={flagged.name}
            error={problem?.field === 'name' ? problem.text : undefined}
          />
          <CheckboxField testId="brand-new-flag" label="Yeni Marka" checked={form.newBrand} onChecked={(newBrand) => patch({ newBrand })} />
          {brand?.image && (
            <figure className="brand-current-image">
              <img src={brand.image.publicAddress} alt={brand.name} data-testid="brand-current-image" />
              <figcaption>Mevcut resim; yeni bir resim seçilirse değiştirilir.</figcaption>
            </figure>
          )}
          <ImageInput
            label={creating ? 'Marka Resmi' : 'Yeni Marka Resmi'}
            files={form.files}
            onFiles={(files) => patch({ files })}
            maxFiles={1}
            maxBytes={IMAGE_MAX_BYTES}
            tooManyText={CATALOGUE_MSG.brandOneImage}
            testId="brand-file"
            flagged={problem?.field === 'file' || flagged.file}
          />
          {problem?.field === 'file' && (
            <p className="lookup-field-error" role="alert" data-testid="brand-file-error">
              {problem.text}
            </p>
          )}
        </div>
      )}
    </FormDialog>
  );
}
