import { useEffect, useRef, useState, type DragEvent } from 'react';
import { IonButton, IonIcon } from '@ionic/react';
import { closeOutline, imagesOutline } from 'ionicons/icons';
import { IMAGE_ACCEPT } from '../../shared/catalogue.js';
import { detectImageType } from '../../shared/file-signatures.js';
import { MSG } from '../../shared/messages.js';
import { toast } from '../lib/toast.js';
import { readHead } from './read-head.js';
import { formatTrCount } from '../../shared/format.js';

export interface ImageInputProps {
  label: string;
  files: File[];
  onFiles: (files: File[]) => void;
  /** Several images; without it a new choice replaces the current one. */
  multiple?: boolean;
  maxFiles?: number;
  maxBytes?: number;
  /** `${testId}` (the box), `${testId}-input` (hidden file input), `${testId}-pick`, `${testId}-thumb-${i}`, `${testId}-remove-${i}`. */
  testId: string;
  disabled?: boolean;
  /** Marks the box invalid (a required image the server or the form flagged). */
  flagged?: boolean;
  /** Warning when more files are chosen than allowed (a screen's own spec text). */
  tooManyText?: string;
  /** A screen's own texts for a file over maxBytes and one that is not an image (default: MSG.fileTooBig, MSG.notImage). */
  tooBigText?: string;
  notImageText?: string;
}

type CheckOptions = Pick<ImageInputProps, 'multiple' | 'maxFiles' | 'maxBytes' | 'tooManyText' | 'tooBigText' | 'notImageText'>;

/**
 * Sorts chosen files into the accepted ones and the warnings to show: a file must be an
 * image by its first bytes (not its name), at most `maxBytes`, and the total at most `maxFiles`.
 */
export async function checkImages(
  current: File[],
  chosen: File[],
  { multiple = false, maxFiles = 10, maxBytes = 1_000_000, tooManyText, tooBigText, notImageText }: CheckOptions = {},
) {
  const warnings = new Set<string>();
  const ok: File[] = [];
  for (const file of chosen) {
    if (file.size > maxBytes) warnings.add(tooBigText ?? MSG.fileTooBig(maxBytes));
    else if (!detectImageType(await readHead(file))) warnings.add(notImageText ?? MSG.notImage);
    else ok.push(file);
  }
  const limit = multiple ? maxFiles : 1;
  // One image wanted but several chosen at once: say so instead of silently keeping one.
  if (!multiple && chosen.length > 1) warnings.add(tooManyText ?? MSG.tooManyFiles(1));
  if (ok.length === 0) return { files: current, warnings: [...warnings] };
  // One image: a new choice replaces the old one; several: added up to the limit.
  const all = multiple ? [...current, ...ok] : ok;
  if (all.length > limit) warnings.add(tooManyText ?? MSG.tooManyFiles(limit));
  return { files: multiple ? all.slice(0, limit) : all.slice(-1), warnings: [...warnings] };
}

/** Object URLs for previews, revoked when the files change or the box goes away (also the faulty report's photo picker). */
export function usePreviews(files: File[]) {
  const [urls, setUrls] = useState<string[]>([]);
  useEffect(() => {
    if (typeof URL.createObjectURL !== 'function') return;
    const made = files.map((f) => URL.createObjectURL(f));
    setUrls(made);
    return () => made.forEach((u) => URL.revokeObjectURL(u));
  }, [files]);
  return urls;
}

/** Image picker with thumbnails: PNG/JPEG/GIF/WEBP only (checked by content), size and count limits. */
export function ImageInput({ label, files, onFiles, multiple, maxFiles = 10, maxBytes = 1_000_000, testId, disabled, flagged, tooManyText, tooBigText, notImageText }: ImageInputProps) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const urls = usePreviews(files);

  const take = async (chosen: File[]) => {
    if (disabled || chosen.length === 0) return;
    const result = await checkImages(files, chosen, { multiple, maxFiles, maxBytes, tooManyText, tooBigText, notImageText });
    result.warnings.forEach((w) => toast.warn(w));
    if (result.files !== files) onFiles(result.files);
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    void take(Array.from(e.dataTransfer.files));
  };

  return (
    <div
      className={['image-input', dragging ? 'is-dragging' : '', flagged ? 'is-invalid' : '', disabled ? 'is-disabled' : ''].filter(Boolean).join(' ')}
      data-testid={testId}
      onDragOver={(e) => {
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <div className="image-input-head">
        <span className="image-input-label">{label}</span>
        <IonButton size="small" fill="outline" disabled={disabled} onClick={() => input.current?.click()} data-testid={`${testId}-pick`}>
          <IonIcon aria-hidden="true" slot="start" icon={imagesOutline} />
          {multiple ? 'Resim Ekle' : 'Resim Seç'}
        </IonButton>
      </div>
      <input
        ref={input}
        type="file"
        hidden
        accept={IMAGE_ACCEPT}
        multiple={multiple}
        disabled={disabled}
        data-testid={`${testId}-input`}
        onChange={(e) => {
          const chosen = Array.from(e.target.files ?? []);
          // Cleared so that choosing the same file again still fires a change.
          e.target.value = '';
          void take(chosen);
        }}
      />
      {files.length === 0 ? (
        <p className="image-input-hint">
          {multiple ? `En fazla ${maxFiles} resim` : 'Bir resim'} (PNG, JPEG, GIF, WEBP; en fazla {formatTrCount(maxBytes)} bayt)
        </p>
      ) : (
        <ul className="image-input-thumbs">
          {files.map((f, i) => (
            <li key={`${f.name}-${f.size}-${i}`} data-testid={`${testId}-thumb-${i}`} title={f.name}>
              {urls[i] ? <img src={urls[i]} alt={f.name} /> : <span className="image-input-name">{f.name}</span>}
              {!disabled && (
                <button type="button" className="image-input-remove" aria-label={`${f.name} kaldır`} data-testid={`${testId}-remove-${i}`} onClick={() => onFiles(files.filter((_, j) => j !== i))}>
                  <IonIcon aria-hidden="true" icon={closeOutline} />
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
