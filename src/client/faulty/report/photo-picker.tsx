import { useRef, useState } from 'react';
import { cameraOutline, closeOutline } from 'ionicons/icons';
import { FAULTY_MAX_PHOTOS, FAULTY_MSG } from '../../../shared/contract/faulty.js';
import { toast } from '../../lib/toast.js';
import { Glyph } from '../../ui/glyph.js';
import { usePreviews } from '../../ui/image-input.js';
import { PlainButton } from '../../ui/plain-button.js';
import { REPORT_UI } from './report-texts.js';
import { type Imaging, preparePhoto } from './shrink-photo.js';

/**
 * Adds chosen files to the photos: each made ready by preparePhoto (a large camera photo scaled
 * down, a non-picture refused with the contract's text), at most FAULTY_MAX_PHOTOS in all.
 */
export async function addPhotos(current: File[], chosen: File[], imaging?: Imaging): Promise<{ photos: File[]; warnings: string[] }> {
  const warnings = new Set<string>();
  const photos = [...current];
  for (const file of chosen) {
    if (photos.length >= FAULTY_MAX_PHOTOS) {
      warnings.add(FAULTY_MSG.tooManyPhotos);
      break;
    }
    const prepared = await preparePhoto(file, imaging);
    if (prepared.ok) photos.push(prepared.file);
    else warnings.add(FAULTY_MSG.photoNotImage);
  }
  return { photos, warnings: [...warnings] };
}

/**
 * Spec 3 §2.8 photos: on a phone the camera opens (`capture`), elsewhere the file chooser; the
 * thumbnails with a remove button each. The native input is visually hidden, not `hidden`, so a
 * browser test can still set its files.
 */
export function PhotoPicker({ photos, onPhotos, disabled, error }: { photos: File[]; onPhotos: (photos: File[]) => void; disabled?: boolean; error?: string }) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const urls = usePreviews(photos);

  const take = async (chosen: File[]) => {
    if (chosen.length === 0) return;
    setBusy(true);
    try {
      const result = await addPhotos(photos, chosen);
      result.warnings.forEach((w) => toast.warn(w, 4000));
      if (result.photos.length !== photos.length) onPhotos(result.photos);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={['image-input', 'faulty-report-photos', error ? 'is-invalid' : '', disabled ? 'is-disabled' : ''].filter(Boolean).join(' ')} data-testid="faulty-photos">
      <div className="image-input-head">
        <span className="image-input-label">{REPORT_UI.photos}</span>
        <PlainButton size="small" fill="outline" icon={cameraOutline} disabled={disabled || busy || photos.length >= FAULTY_MAX_PHOTOS} onClick={() => input.current?.click()} data-testid="faulty-photos-pick">
          {REPORT_UI.addPhoto}
        </PlainButton>
      </div>
      <input
        ref={input}
        className="faulty-report-file"
        type="file"
        accept="image/*"
        capture="environment"
        multiple
        disabled={disabled}
        tabIndex={-1}
        aria-hidden="true"
        data-testid="faulty-photos-input"
        onChange={(e) => {
          const chosen = Array.from(e.target.files ?? []);
          // Cleared so that choosing the same photo again still fires a change.
          e.target.value = '';
          void take(chosen);
        }}
      />
      {photos.length === 0 ? (
        <p className="image-input-hint">{REPORT_UI.photoHint(FAULTY_MAX_PHOTOS)}</p>
      ) : (
        <ul className="image-input-thumbs">
          {photos.map((f, i) => (
            <li key={`${f.name}-${f.size}-${i}`} data-testid={`faulty-photos-thumb-${i}`} title={f.name}>
              {urls[i] ? <img src={urls[i]} alt={f.name} /> : <span className="image-input-name">{f.name}</span>}
              {!disabled && (
                <button type="button" className="image-input-remove" aria-label={REPORT_UI.removePhoto(f.name)} data-testid={`faulty-photos-remove-${i}`} onClick={() => onPhotos(photos.filter((_, j) => j !== i))}>
                  <Glyph icon={closeOutline} />
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p className="faulty-report-error" role="alert" data-testid="faulty-photos-error">
          {error}
        </p>
      )}
    </div>
  );
}
