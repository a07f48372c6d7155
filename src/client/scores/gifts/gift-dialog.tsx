import { useEffect, useState } from 'react';
import { trashOutline, arrowUndoOutline } from 'ionicons/icons';
import {
  type Gift,
  GIFT_DESCRIPTION_MAX,
  GIFT_IMAGE_MAX_BYTES,
  GIFT_MAX_IMAGES,
  GIFT_MSG,
  GIFT_NAME_MAX,
  GIFT_SCORE_MAX,
  GIFT_SCORE_MIN,
  giftUpsert,
} from '../../../shared/contract/gifts.js';
import { upload } from '../../lib/api.js';
import { toast } from '../../lib/toast.js';
import { FormDialog } from '../../ui/dialogs/form-dialog.js';
import { ImageInput } from '../../ui/image-input.js';
import { NumberField } from '../../ui/number-field.js';
import { PlainButton } from '../../ui/plain-button.js';
import { TextField } from '../../ui/text-field.js';
import { TextareaField } from '../../ui/textarea-field.js';
import { checkGift, EMPTY_GIFT, type GiftCheck, giftUploadFields, type GiftValues, valuesOf } from './gift-form.js';
import { GIFT_UI } from './gift-views.js';

export interface GiftDialogProps {
  /** null: 'Yeni Ürün Ekle'; a gift: its edit dialog. */
  gift: Gift | null;
  isOpen: boolean;
  onClose: () => void;
  /** After a save (the grid reloads). */
  onSaved: () => void;
}

/** The saved images of the gift being edited; a removed one stays shown, marked, until saved (a second click keeps it). */
function SavedImages({ gift, removed, onToggle }: { gift: Gift; removed: number[]; onToggle: (id: number) => void }) {
  if (gift.images.length === 0) return null;
  return (
    <div className="gift-saved-images" data-testid="gift-dialog-saved">
      <span className="image-input-label">{GIFT_UI.savedImages}</span>
      <ul>
        {gift.images.map((img) => {
          const marked = removed.includes(img.id);
          return (
            <li key={img.id} className={marked ? 'is-removed' : undefined} data-testid={`gift-dialog-saved-${img.id}`}>
              <img src={img.url} alt="" loading="lazy" />
              {marked && <span className="gift-saved-badge">{GIFT_UI.willRemove}</span>}
              <PlainButton
                size="small"
                fill="clear"
                color={marked ? 'medium' : 'danger'}
                icon={marked ? arrowUndoOutline : trashOutline}
                aria-label={marked ? GIFT_UI.keepImage : GIFT_UI.removeImage}
                title={marked ? GIFT_UI.keepImage : GIFT_UI.removeImage}
                onClick={() => onToggle(img.id)}
                data-testid={`gift-dialog-saved-${img.id}-remove`}
              />
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/**
 * 'Yeni Ürün Ekle' and the edit dialog of spec 3 §2.10: name, description, score (1 to 1,000,000)
 * and images (new ones picked by content and size, saved ones removed → willRemoveImageList), at
 * most GIFT_MAX_IMAGES in all, saved in one multipart call (contract giftUpsert). 'Puan Ürünü
 * Kaydedildi.' after a save; a refusal shows the server's words and flags its fields.
 */
export function GiftDialog({ gift, isOpen, onClose, onSaved }: GiftDialogProps) {
  const [values, setValues] = useState<GiftValues>(EMPTY_GIFT);
  const [files, setFiles] = useState<File[]>([]);
  const [removed, setRemoved] = useState<number[]>([]);
  const [errors, setErrors] = useState<GiftCheck['errors']>({});

  // Every opening starts from the gift as saved.
  useEffect(() => {
    if (!isOpen) return;
    setValues(valuesOf(gift));
    setFiles([]);
    setRemoved([]);
    setErrors({});
  }, [isOpen, gift]);

  const kept = (gift?.images.length ?? 0) - removed.length;
  const set = (field: keyof GiftValues) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors(({ [field]: _, ...rest }) => rest);
  };
  const toggle = (id: number) => {
    setRemoved((r) => (r.includes(id) ? r.filter((x) => x !== id) : [...r, id]));
    setErrors(({ files: _, ...rest }) => rest);
  };

  const submit = async () => {
    const checked = await checkGift(values, kept, files);
    if (checked.messages.length) {
      setErrors(checked.errors);
      checked.messages.forEach((m) => toast.warn(m));
      return;
    }
    await upload(giftUpsert, { fields: giftUploadFields(gift?.id ?? null, values, removed), files });
    toast.success(GIFT_MSG.saved);
    onSaved();
    onClose();
  };

  return (
    <FormDialog isOpen={isOpen} title={gift ? GIFT_MSG.edit : GIFT_MSG.newGift} onClose={onClose} onSubmit={submit} testId="gift-dialog">
      {(flagged) => (
        <div className="gift-form">
          <TextField
            testId="gift-dialog-name"
            label={GIFT_UI.name}
            value={values.name}
            onValue={set('name')}
            maxlength={GIFT_NAME_MAX}
            error={errors.name}
            flagged={flagged.name}
          />
          <TextareaField
            testId="gift-dialog-description"
            label={GIFT_UI.description}
            value={values.description}
            onValue={set('description')}
            maxlength={GIFT_DESCRIPTION_MAX}
            error={errors.description}
            flagged={flagged.description}
          />
          <NumberField
            testId="gift-dialog-score"
            label={GIFT_UI.score}
            value={values.giftScore}
            onValue={set('giftScore')}
            step={1}
            min={GIFT_SCORE_MIN}
            max={GIFT_SCORE_MAX}
            error={errors.giftScore}
            flagged={flagged.giftScore}
          />
          {gift && <SavedImages gift={gift} removed={removed} onToggle={toggle} />}
          <ImageInput
            testId="gift-dialog-images"
            label={GIFT_UI.images}
            files={files}
            onFiles={(f) => {
              setFiles(f);
              setErrors(({ files: _, ...rest }) => rest);
            }}
            multiple
            maxFiles={Math.max(0, GIFT_MAX_IMAGES - kept)}
            maxBytes={GIFT_IMAGE_MAX_BYTES}
            tooManyText={GIFT_MSG.tooManyImages}
            tooBigText={GIFT_MSG.imageTooBig}
            notImageText={GIFT_MSG.imageNotImage}
            flagged={!!errors.files || flagged.files}
          />
          {errors.files && (
            <p className="gift-form-error" role="alert" data-testid="gift-dialog-images-error">
              {errors.files}
            </p>
          )}
        </div>
      )}
    </FormDialog>
  );
}
