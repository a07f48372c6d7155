import { useMemo } from 'react';
import { CATALOGUE_MSG, IMAGE_MAX_BYTES } from '../../../shared/catalogue.js';
import type { Brand } from '../../../shared/contract/catalogue.js';
import { toast } from '../../lib/toast.js';
import { CheckboxField } from '../../ui/checkbox-field.js';
import { ImageInput } from '../../ui/image-input.js';
import { TextField } from '../../ui/text-field.js';
import { LookupDialog, useLookupForm, type LookupDialogBase } from './lookup-dialog.js';
import { isServerVerdict, saveBrand, useInvalidateLookups } from './lookup-mutations.js';

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

export interface BrandDialogProps extends LookupDialogBase {
  /** null: a new brand. */
  brand: Brand | null;
}

/** Create or edit a brand: name, 'Yeni Marka' flag and one image (required for a new brand). */
export function BrandDialog({ brand, ...open }: BrandDialogProps) {
  const creating = !brand;
  const fresh = useMemo(() => emptyForm(brand), [brand]);
  const { form, patch, problems, setProblems, refuse } = useLookupForm(open.isOpen, fresh);
  const invalidate = useInvalidateLookups();
  // One problem at a time: any change clears it.
  const edit = (next: Partial<BrandForm>) => {
    patch(next);
    setProblems({});
  };

  const save = async () => {
    const found = brandFormProblem(form, creating);
    if (found && refuse({ [found.field]: found.text })) return null;
    try {
      await saveBrand({ id: brand?.id, ...form });
    } catch (error) {
      // The server's own verdict (flagged fields) is shown by the dialog's generic handler.
      if (isServerVerdict(error)) throw error;
      toast.error(creating ? CATALOGUE_MSG.brandCreateFailed : CATALOGUE_MSG.brandUpdateFailed);
      return null;
    }
    return creating ? CATALOGUE_MSG.brandCreated : CATALOGUE_MSG.brandUpdated;
  };

  return (
    <LookupDialog {...open} title={creating ? 'Marka Oluştur' : 'Marka Düzenle'} save={save} refresh={invalidate.brands} testId="brand-dialog">
      {(flagged) => (
        <>
          <TextField testId="brand-name" label="Marka Adı" value={form.name} onValue={(name) => edit({ name })} flagged={flagged.name} error={problems.name} />
          <CheckboxField testId="brand-new-flag" label="Yeni Marka" checked={form.newBrand} onChecked={(newBrand) => edit({ newBrand })} />
          {brand?.image && (
            <figure className="brand-current-image">
              <img src={brand.image.publicAddress} alt={brand.name} data-testid="brand-current-image" />
              <figcaption>Mevcut resim; yeni bir resim seçilirse değiştirilir.</figcaption>
            </figure>
          )}
          <ImageInput
            label={creating ? 'Marka Resmi' : 'Yeni Marka Resmi'}
            files={form.files}
            onFiles={(files) => edit({ files })}
            maxFiles={1}
            maxBytes={IMAGE_MAX_BYTES}
            tooManyText={CATALOGUE_MSG.brandOneImage}
            testId="brand-file"
            flagged={!!problems.file || flagged.file}
          />
          {problems.file && (
            <p className="lookup-field-error" role="alert" data-testid="brand-file-error">
              {problems.file}
            </p>
          )}
        </>
      )}
    </LookupDialog>
  );
}
