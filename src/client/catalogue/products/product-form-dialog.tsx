import { useEffect, useState } from 'react';
import { CATALOGUE_MSG, IMAGE_MAX_BYTES, IMAGE_MAX_FILES, UPLOAD_TIMEOUT_MS } from '../../../shared/catalogue.js';
import { productPhotoUpsert, productUpsert } from '../../../shared/contract/models.js';
import { call, upload } from '../../lib/api.js';
import { toast } from '../../lib/toast.js';
import { FormDialog } from '../../ui/dialogs/form-dialog.js';
import { ImageInput } from '../../ui/image-input.js';
import { ProductFields, useHasDisty, useProductForm } from './product-form.js';
import { PRODUCT_REQUIRED_MSG, toUpsert } from './product-form-state.js';
import './product-screens.css';

export interface ProductFormDialogProps {
  isOpen: boolean;
  onClose(): void;
  /** After the product went to approval (the list reloads). */
  onSaved(): void;
}

/**
 * 'Yeni Ürün' (spec 2 §2.2): the product, its first price and pictures; it goes to
 * approval ('Ürün Onaya Gönderildi').
 */
export function ProductFormDialog({ isOpen, onClose, onSaved }: ProductFormDialogProps) {
  const hasDisty = useHasDisty();
  const mode = { withPrice: true, hasDisty };
  const form = useProductForm(mode);
  const [files, setFiles] = useState<File[]>([]);
  // Once the product exists, a failed picture upload is retried without creating it again.
  const [createdId, setCreatedId] = useState<number | null>(null);

  useEffect(() => {
    if (!isOpen) return;
    form.reset();
    setFiles([]);
    setCreatedId(null);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a fresh form per opening
  }, [isOpen]);

  const submit = async () => {
    if (createdId === null && !form.check()) {
      toast.warn(PRODUCT_REQUIRED_MSG);
      return;
    }
    const id = createdId ?? (await call(productUpsert, { body: toUpsert(form.values, mode) })).id;
    setCreatedId(id);
    if (files.length) await upload(productPhotoUpsert, { fields: { modelId: id }, files, timeoutMs: UPLOAD_TIMEOUT_MS });
    toast.success(CATALOGUE_MSG.productSentToApproval);
    onSaved();
    onClose();
  };

  return (
    <FormDialog isOpen={isOpen} title="Yeni Ürün" onClose={onClose} onSubmit={submit} testId="product-new" wide>
      {(serverFlagged) => (
        <>
          <ProductFields
            values={form.values}
            onField={form.setField}
            mode={mode}
            flagged={form.flagged}
            serverFlagged={serverFlagged}
            testId="product-new"
            disabled={createdId !== null}
          />
          <div className="product-section">
            <ImageInput label="Ürün Resimleri" files={files} onFiles={setFiles} multiple maxFiles={IMAGE_MAX_FILES} maxBytes={IMAGE_MAX_BYTES} testId="product-new-images" />
          </div>
        </>
      )}
    </FormDialog>
  );
}
