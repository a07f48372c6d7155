import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type S3TestServer, s3Env, startS3Server } from '../tests/support/s3-server.js';
import { fileImageStore } from '../src/server/lib/image-store.js';
import { s3Client, s3ImageStore } from '../src/server/lib/image-store-s3.js';

const run = promisify(execFile);
const JPG = readFileSync(new URL('../tests/fixtures/images/product-photo.jpg', import.meta.url));
const PNG = readFileSync(new URL('../tests/fixtures/images/brand-logo.png', import.meta.url));

/**
 * scripts/copy-images-to-s3.ts as an operator runs it (a process, S3_* in its environment) against
 * a real S3-compatible server process: both stores of a data folder copied to the same names; a
 * second run copies nothing; a run after more images arrived (or after an interruption) copies only the rest.
 */
describe('copy a data folder’s images to S3', () => {
  let server: S3TestServer;
  const dataDir = mkdtempSync(join(tmpdir(), 'bp-copy-'));
  const copy = async () => {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/copy-images-to-s3.ts', '--from', dataDir], {
      env: { ...process.env, ...s3Env(server.s3), AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
    });
    const m = stdout.match(/copied: (\d+), zaten vardı \/ already there: (\d+), görsel değil \/ not an image: (\d+), hata \/ failed: (\d+)/);
    expect(m, stdout).not.toBeNull();
    return { copied: Number(m![1]), skipped: Number(m![2]), ignored: Number(m![3]), failed: Number(m![4]) };
  };

  beforeAll(async () => {
    server = await startS3Server();
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('copies every image once, keeps the names, skips what is there and leaves other files alone', { timeout: 90_000 }, async () => {
    const images = fileImageStore(join(dataDir, 'images'));
    const photos = fileImageStore(join(dataDir, 'faulty-photos'));
    const first = [await images.put(JPG, 'image/jpeg'), await images.put(PNG, 'image/png'), await photos.put(JPG, 'image/jpeg')];
    mkdirSync(join(dataDir, 'images', 'zz'), { recursive: true });
    writeFileSync(join(dataDir, 'images', 'zz', 'notes.txt'), 'not an image');

    expect(await copy()).toEqual({ copied: 3, skipped: 0, ignored: 1, failed: 0 });
    expect(await copy()).toEqual({ copied: 0, skipped: 3, ignored: 1, failed: 0 });

    // More images since (or a run that was stopped half-way): only those are copied.
    const later = [await images.put(PNG, 'image/png'), await photos.put(PNG, 'image/png')];
    expect(await copy()).toEqual({ copied: 2, skipped: 3, ignored: 1, failed: 0 });

    const client = s3Client(server.s3);
    try {
      const bucketImages = s3ImageStore(client, server.s3.bucket, 'images');
      const bucketPhotos = s3ImageStore(client, server.s3.bucket, 'faulty-photos');
      for (const [store, key, data] of [
        [bucketImages, first[0], JPG],
        [bucketImages, first[1], PNG],
        [bucketPhotos, first[2], JPG],
        [bucketImages, later[0], PNG],
        [bucketPhotos, later[1], PNG],
      ] as const) {
        expect((await store.get(key))?.data.equals(data), key).toBe(true);
      }
      // The private photos stay under their own prefix.
      expect(await bucketImages.get(first[2])).toBeNull();
    } finally {
      client.destroy();
    }
  });

  it('stops with the reason when the bucket cannot be reached', { timeout: 30_000 }, async () => {
    const failed = run(process.execPath, ['--import', 'tsx', 'scripts/copy-images-to-s3.ts', '--from', dataDir], {
      env: { ...process.env, ...s3Env({ ...server.s3, bucket: 'no-such-bucket' }), AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
    });
    await expect(failed).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('Görseller kopyalanamadı / cannot copy the images: S3 görsel deposuna ulaşılamadı') });
  });
});
