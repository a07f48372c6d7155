import { FAULTY_PHOTO_MAX_BYTES } from '../../../shared/contract/faulty.js';
import { detectImageType } from '../../../shared/file-signatures.js';
import { readHead } from '../../ui/read-head.js';

/**
 * A phone camera's photo is often 3–6 MB; the server takes at most FAULTY_PHOTO_MAX_BYTES a photo
 * (spec 3 §9). Rather than refuse it, the browser draws it smaller and encodes it as JPEG,
 * lowering the quality and then the size until it fits. A photo within the limit is sent as it is.
 */

/** A decoded picture: its size and what the canvas draws. */
export interface Decoded {
  width: number;
  height: number;
  source: CanvasImageSource;
  close?: () => void;
}

/** Decoding and encoding, replaced in tests (jsdom has no canvas). */
export interface Imaging {
  decode: (file: Blob) => Promise<Decoded>;
  /** Draws the picture at width × height and encodes it as JPEG at this quality (0–1). */
  encode: (picture: Decoded, width: number, height: number, quality: number) => Promise<Blob>;
}

/** The longest edge tried first: a fault on a product reads well at it, and most photos then fit at a good quality. */
export const FIRST_EDGE = 2048;
const QUALITIES = [0.85, 0.72, 0.6];
/** Each round draws the picture this much smaller. */
const EDGE_STEP = 0.75;
const MIN_EDGE = 160;

const browserImaging: Imaging = {
  decode: async (file) => {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    return { width: bitmap.width, height: bitmap.height, source: bitmap, close: () => bitmap.close() };
  },
  encode: async (picture, width, height, quality) => {
    if (typeof OffscreenCanvas !== 'undefined') {
      const canvas = new OffscreenCanvas(width, height);
      canvas.getContext('2d')!.drawImage(picture.source, 0, 0, width, height);
      return canvas.convertToBlob({ type: 'image/jpeg', quality });
    }
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    canvas.getContext('2d')!.drawImage(picture.source, 0, 0, width, height);
    return new Promise((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('toBlob'))), 'image/jpeg', quality));
  },
};

const jpegName = (name: string) => `${name.replace(/\.[^.]*$/, '') || 'foto'}.jpg`;

/**
 * The photo as it is when it fits, else a JPEG of at most `maxBytes`: first at FIRST_EDGE (never
 * larger than the photo) at falling qualities, then ever smaller. Throws when the file cannot be
 * decoded as a picture.
 */
export async function shrinkPhoto(file: File, { maxBytes = FAULTY_PHOTO_MAX_BYTES, imaging = browserImaging, force = false }: { maxBytes?: number; imaging?: Imaging; force?: boolean } = {}): Promise<File> {
  if (file.size <= maxBytes && !force) return file;
  const picture = await imaging.decode(file);
  try {
    const longest = Math.max(picture.width, picture.height);
    let edge = Math.min(longest, FIRST_EDGE);
    for (;;) {
      const ratio = edge / longest;
      const width = Math.max(1, Math.round(picture.width * ratio));
      const height = Math.max(1, Math.round(picture.height * ratio));
      for (const quality of QUALITIES) {
        const blob = await imaging.encode(picture, width, height, quality);
        if (blob.size <= maxBytes) return new File([blob], jpegName(file.name), { type: 'image/jpeg', lastModified: file.lastModified });
      }
      if (edge <= MIN_EDGE) throw new Error('photo does not fit');
      edge = Math.max(MIN_EDGE, Math.floor(edge * EDGE_STEP));
    }
  } finally {
    picture.close?.();
  }
}

export type PreparedPhoto = { ok: true; file: File } | { ok: false };

/**
 * A chosen file made ready to send: a JPEG, PNG, GIF or WebP (by its first bytes, as the server
 * checks) within the limit as it is; a larger one, or another picture the browser can decode (an
 * iPhone's HEIC), re-encoded as JPEG; anything else refused.
 */
export async function preparePhoto(file: File, imaging?: Imaging): Promise<PreparedPhoto> {
  const known = detectImageType(await readHead(file));
  if (!known && !file.type.startsWith('image/')) return { ok: false };
  try {
    return { ok: true, file: await shrinkPhoto(file, { imaging, force: !known }) };
  } catch {
    return { ok: false };
  }
}
