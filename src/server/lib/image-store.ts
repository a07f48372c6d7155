import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { IMAGE_EXTENSIONS, type ImageType } from './file-types.js';

/**
 * Where images live. The default keeps them under the data dir; an S3-compatible object
 * store can implement the same four calls. Keys are random (128 bit) and never reused, so
 * an image's address can be public and cached forever.
 */
export interface ImageStore {
  put(data: Uint8Array, type: ImageType): Promise<string>;
  get(key: string): Promise<{ data: Buffer; type: ImageType } | null>;
  remove(key: string): Promise<void>;
}

export const IMAGE_KEY_PATTERN = /^[a-f0-9]{32}\.(png|jpg|gif|webp)$/;
/** Public address of an image (no token: <img> tags cannot send one). */
export const imageUrl = (key: string) => `/api/public/image/${key}`;

const TYPE_BY_EXT = Object.fromEntries(Object.entries(IMAGE_EXTENSIONS).map(([type, ext]) => [ext, type])) as Record<string, ImageType>;

export function fileImageStore(dir: string): ImageStore {
  // Two-level fan-out keeps directories small with millions of images.
  const pathOf = (key: string) => join(dir, key.slice(0, 2), key);
  return {
    async put(data, type) {
      const key = `${randomBytes(16).toString('hex')}.${IMAGE_EXTENSIONS[type]}`;
      await mkdir(join(dir, key.slice(0, 2)), { recursive: true });
      await writeFile(pathOf(key), data, { flag: 'wx' });
      return key;
    },
    async get(key) {
      if (!IMAGE_KEY_PATTERN.test(key)) return null;
      try {
        return { data: await readFile(pathOf(key)), type: TYPE_BY_EXT[key.split('.')[1]] };
      } catch {
        return null;
      }
    },
    async remove(key) {
      if (IMAGE_KEY_PATTERN.test(key)) await rm(pathOf(key), { force: true });
    },
  };
}
