import { useEffect, useState } from 'react';
import { type Banner, BANNER_MAX_BYTES, BANNER_MSG, BANNER_UPLOAD_TIMEOUT_MS, bannerCreate, bannerUpdate } from '../../../shared/contract/banners.js';
import { call, upload } from '../../lib/api.js';
import { toast } from '../../lib/toast.js';
import { DateField } from '../../ui/date-field.js';
import { FormDialog } from '../../ui/dialogs/form-dialog.js';
import { ImageInput } from '../../ui/image-input.js';
import { type BannerDates, checkBanner, toPicker, toWire } from './banner-form.js';
import { useInvalidateBanners } from './banner-data.js';

export interface BannerDialogProps {
  /** null: 'Yeni Banner Ekle'; a banner: its dates only. */
  banner: Banner | null;
  isOpen: boolean;
  onClose: () => void;
}

const EMPTY: BannerDates = { startDate: '', endDate: '' };

/**
 * 'Yeni Banner Ekle' (start and end date-time, exactly one image ≤ 1,000,000 bytes; Save only
 * after an image is chosen; 60 s upload) and the edit dialog (dates only), spec 3 §2.4, §5, §9.
 */
export function BannerDialog({ banner, isOpen, onClose }: BannerDialogProps) {
  const invalidate = useInvalidateBanners();
  const creating = banner === null;
  const [dates, setDates] = useState<BannerDates>(EMPTY);
  const [files, setFiles] = useState<File[]>([]);
  const [invalid, setInvalid] = useState<ReturnType<typeof checkBanner>['fields']>({});

  useEffect(() => {
    if (!isOpen) return;
    setDates(banner ? { startDate: toPicker(banner.startDate), endDate: toPicker(banner.endDate) } : EMPTY);
    setFiles([]);
    setInvalid({});
  }, [isOpen, banner]);

  const change = (field: keyof BannerDates) => (value: string) => {
    setDates((d) => ({ ...d, [field]: value }));
    setInvalid({});
  };

  const submit = async () => {
    const checked = checkBanner(dates, creating ? files.length : null);
    if (checked.messages.length) {
      setInvalid(checked.fields);
      checked.messages.forEach((m) => toast.warn(m));
      return;
    }
    const wire = { startDate: toWire(dates.startDate), endDate: toWire(dates.endDate) };
    if (creating) await upload(bannerCreate, { fields: wire, files, timeoutMs: BANNER_UPLOAD_TIMEOUT_MS });
    else await call(bannerUpdate, { body: { id: banner.id, ...wire } });
    toast.success(creating ? BANNER_MSG.created : BANNER_MSG.updated);
    void invalidate();
    onClose();
  };

  return (
    <FormDialog
      isOpen={isOpen}
      title={creating ? BANNER_MSG.createTitle : BANNER_MSG.editTitle}
      onClose={onClose}
      onSubmit={submit}
      submitDisabled={creating && files.length === 0}
      testId="banner-dialog"
    >
      {(flagged) => (
        <div className="settings-form">
          <DateField testId="banner-dialog-start" label="Başlangıç Tarihi" withTime value={dates.startDate} onValue={change('startDate')} flagged={invalid.startDate || flagged.startDate} />
          <DateField testId="banner-dialog-end" label="Bitiş Tarihi" withTime value={dates.endDate} onValue={change('endDate')} flagged={invalid.endDate || flagged.endDate} />
          {creating && (
            <ImageInput
              testId="banner-dialog-image"
              label="Resim"
              files={files}
              onFiles={(f) => {
                setFiles(f);
                setInvalid({});
              }}
              maxBytes={BANNER_MAX_BYTES}
              tooManyText={BANNER_MSG.oneImage}
              flagged={invalid.file || flagged.file}
            />
          )}
        </div>
      )}
    </FormDialog>
  );
}
