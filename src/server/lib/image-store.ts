import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { IMAGE_EXTENSIONS, type ImageType } from './file-types.js';

/** An image opened for reading: its bytes as a stream (to be sent or destroyed), its type and length (when the store knows it). */
export interface ImageStream {
  body: Readable;
  type: ImageType;
  size?: number;
}

/**
 * Where images live. The default keeps them under the data dir; the S3-compatible object store
 * (image-store-s3.ts, IMAGE_STORE=s3) implements the same calls. Keys are random (128 bit) and
 * never reused, so an image's address can be public and cached forever. `get` and `open` answer
 * null for a key that is not there or is not a key at all.
 */
export interface ImageStore {
  put(data: Uint8Array, type: ImageType): Promise<string>;
  get(key: string): Promise<{ data: Buffer; type: ImageType } | null>;
  /** The image as a stream, for the routes that send it (no whole copy in memory). */
  open(key: string): Promise<ImageStream | null>;
  remove(key: string): Promise<void>;
}

export const IMAGE_KEY_PATTERN = /^[a-f0-9]{32}\.(png|jpg|gif|webp)$/;
/** Public address of an image (no token: <img> tags cannot send one). */
export const imageUrl = (key: string) => `/api/public/image/${key}`;

const TYPE_BY_EXT = Object.fromEntries(Object.entries(IMAGE_EXTENSIONS).map(([type, ext]) => [ext, type])) as Record<string, ImageType>;
/** The type a (valid) key stands for: its extension. */
export const imageTypeOfKey = (key: string): ImageType => TYPE_BY_EXT[key.split('.')[1]];
/** A new random key for an image of this type. */
export const newImageKey = (type: ImageType) => `${randomBytes(16).toString('hex')}.${IMAGE_EXTENSIONS[type]}`;
/** Where a key lives below its store's folder (or prefix): two-level fan-out keeps directories small with millions of images. */
export const imageKeyPath = (key: string) => `${key.slice(0, 2)}/${key}`;

export function fileImageStore(dir: string): ImageStore {
  const pathOf = (key: string) => join(dir, imageKeyPath(key));
  return {
    async put(data, type) {
      const key = newImageKey(type);
      await mkdir(join(dir, key.slice(0, 2)), { recursive: true });
      await writeFile(pathOf(key), data, { flag: 'wx' });
      return key;
    },
    async get(key) {
      if (!IMAGE_KEY_PATTERN.test(key)) return null;
      try {
        return { data: await readFile(pathOf(key)), type: imageTypeOfKey(key) };
      } catch {
        return null;
      }
    },
    async open(key) {
      if (!IMAGE_KEY_PATTERN.test(key)) return null;
      // Opened here, so that a missing file answers null rather than failing the stream later.
      const handle = await open(pathOf(key)).catch(() => null);
      if (!handle) return null;
      try {
        const { size } = await handle.stat();
        return { body: createReadStream('', { fd: handle }), type: imageTypeOfKey(key), size };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },
    async remove(key) {
      if (IMAGE_KEY_PATTERN.test(key)) await rm(pathOf(key), { force: true });
    },
  };
}
