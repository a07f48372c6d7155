import { describe, expect, it, vi } from 'vitest';
import { FAULTY_MAX_PHOTOS, FAULTY_MSG, FAULTY_PHOTO_MAX_BYTES } from '../../../shared/contract/faulty.js';
import { addPhotos } from './photo-picker.js';
import { FIRST_EDGE, type Imaging, preparePhoto, shrinkPhoto } from './shrink-photo.js';

const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1];
/** A file of `size` bytes that starts like a JPEG (what the server and preparePhoto check). */
const jpeg = (size: number, name = 'kamera.jpg') => {
  const bytes = new Uint8Array(size);
  bytes.set(JPEG_HEAD);
  return new File([bytes], name, { type: 'image/jpeg' });
};

/**
 * A fake canvas (jsdom has none): a 4000 × 3000 camera photo whose JPEG takes about
 * `bytesPerPixel × quality` bytes a pixel, as a real encoder roughly does.
 */
function fakeImaging(bytesPerPixel = 1.2, size = { width: 4000, height: 3000 }) {
  const encodes: Array<{ width: number; height: number; quality: number; bytes: number }> = [];
  const close = vi.fn();
  const imaging: Imaging = {
    decode: async () => ({ ...size, source: {} as CanvasImageSource, close }),
    encode: async (_picture, width, height, quality) => {
      const bytes = Math.round(width * height * bytesPerPixel * quality);
      encodes.push({ width, height, quality, bytes });
      return new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' });
    },
  };
  return { imaging, encodes, close };
}

describe('shrinkPhoto', () => {
  it('scales an oversized camera photo down to a JPEG of at most 1,000,000 bytes', async () => {
    const { imaging, encodes, close } = fakeImaging();
    const big = jpeg(4_800_000);
    const small = await shrinkPhoto(big, { imaging });
    expect(small.size).toBeLessThanOrEqual(FAULTY_PHOTO_MAX_BYTES);
    expect(small.size).toBeGreaterThan(0);
    expect(small.type).toBe('image/jpeg');
    expect(small.name).toBe('kamera.jpg');
    // First at FIRST_EDGE, keeping the 4:3 shape, the quality lowered before the size.
    expect(encodes[0]).toMatchObject({ width: FIRST_EDGE, height: 1536, quality: 0.85 });
    expect(encodes[1]).toMatchObject({ width: FIRST_EDGE, quality: 0.72 });
    const last = encodes.at(-1)!;
    expect(last.width / last.height).toBeCloseTo(4 / 3, 1);
    expect(last.bytes).toBe(small.size);
    // Every try but the last was too big: it stops at the first that fits.
    expect(encodes.slice(0, -1).every((e) => e.bytes > FAULTY_PHOTO_MAX_BYTES)).toBe(true);
    expect(close).toHaveBeenCalledOnce();
  });

  it('sends a photo within the limit as it is, without decoding it', async () => {
    const { imaging, encodes } = fakeImaging();
    const fits = jpeg(FAULTY_PHOTO_MAX_BYTES);
    expect(await shrinkPhoto(fits, { imaging })).toBe(fits);
    expect(encodes).toHaveLength(0);
  });

  it('never draws a small picture larger than it is', async () => {
    const { imaging, encodes } = fakeImaging(40, { width: 800, height: 600 });
    const out = await shrinkPhoto(jpeg(1_500_000, 'png.png'), { imaging });
    expect(encodes[0]).toMatchObject({ width: 800, height: 600 });
    expect(out.size).toBeLessThanOrEqual(FAULTY_PHOTO_MAX_BYTES);
    expect(out.name).toBe('png.jpg');
  });
});

describe('preparePhoto and addPhotos', () => {
  it('refuses a file that is not a picture, and re-encodes a picture the server would not know (HEIC)', async () => {
    const { imaging, encodes } = fakeImaging();
    expect(await preparePhoto(new File(['merhaba dünya'], 'not.txt', { type: 'text/plain' }), imaging)).toEqual({ ok: false });
    const heic = await preparePhoto(new File([new Uint8Array(2_000_000)], 'IMG_1.heic', { type: 'image/heic' }), imaging);
    expect(heic.ok && heic.file.type).toBe('image/jpeg');
    expect(heic.ok && heic.file.size).toBeLessThanOrEqual(FAULTY_PHOTO_MAX_BYTES);
    expect(encodes.length).toBeGreaterThan(0);
    const broken: Imaging = { ...imaging, decode: () => Promise.reject(new Error('cannot decode')) };
    expect(await preparePhoto(new File([new Uint8Array(10)], 'x.heic', { type: 'image/heic' }), broken)).toEqual({ ok: false });
  });

  it('adds up to FAULTY_MAX_PHOTOS, scaling the large ones and warning in the contract’s words', async () => {
    const { imaging } = fakeImaging();
    const first = await addPhotos([], [jpeg(200), jpeg(3_000_000, 'b.jpg'), new File(['x'], 'a.pdf', { type: 'application/pdf' })], imaging);
    expect(first.photos).toHaveLength(2);
    expect(first.photos.every((p) => p.size <= FAULTY_PHOTO_MAX_BYTES)).toBe(true);
    expect(first.warnings).toEqual([FAULTY_MSG.photoNotImage]);
    const full = await addPhotos(first.photos, Array.from({ length: FAULTY_MAX_PHOTOS }, (_, i) => jpeg(100, `${i}.jpg`)), imaging);
    expect(full.photos).toHaveLength(FAULTY_MAX_PHOTOS);
    expect(full.warnings).toEqual([FAULTY_MSG.tooManyPhotos]);
  });
});
