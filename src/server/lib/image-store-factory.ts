import { join } from 'node:path';
import type { ImageStoreConfig } from './image-store-config.js';
import { fileImageStore, type ImageStore } from './image-store.js';

/** The two stores of the app: public catalogue images and private faulty-ticket photos (never served by the public route). */
export interface ImageStores {
  images: ImageStore;
  faultyPhotos: ImageStore;
  close(): Promise<void>;
}

/** Folder names under DATA_DIR, and the object prefixes in the bucket: the same layout in both. */
export const STORE_PREFIXES = { images: 'images', faultyPhotos: 'faulty-photos' } as const;

/**
 * The stores configuration asks for (IMAGE_STORE). The S3 client is loaded only when it is used,
 * and its bucket is checked before the app starts: a wrong endpoint, bucket or key stops the start.
 */
export async function openImageStores(config: { imageStore: ImageStoreConfig; dataDir: string }): Promise<ImageStores> {
  const store = config.imageStore;
  if (store.kind === 'file') {
    return {
      images: fileImageStore(join(config.dataDir, STORE_PREFIXES.images)),
      faultyPhotos: fileImageStore(join(config.dataDir, STORE_PREFIXES.faultyPhotos)),
      close: async () => undefined,
    };
  }
  const { checkBucket, s3Client, s3ImageStore } = await import('./image-store-s3.js');
  const client = s3Client(store.s3);
  try {
    await checkBucket(client, store.s3);
  } catch (error) {
    client.destroy();
    throw error;
  }
  return {
    images: s3ImageStore(client, store.s3.bucket, STORE_PREFIXES.images),
    faultyPhotos: s3ImageStore(client, store.s3.bucket, STORE_PREFIXES.faultyPhotos),
    close: async () => client.destroy(),
  };
}
