import { HeadObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type S3TestServer, startS3Server } from '../../../tests/support/s3-server.js';
import { fileImageStore, type ImageStore } from './image-store.js';
import { openImageStores } from './image-store-factory.js';
import { s3Client, s3ImageStore } from './image-store-s3.js';

const JPG = readFileSync(new URL('../../../tests/fixtures/images/product-photo.jpg', import.meta.url));
const PNG = readFileSync(new URL('../../../tests/fixtures/images/brand-logo.png', import.meta.url));

/**
 * The S3 image store (issue 35) against a real S3-compatible server process (s3rver, started by
 * tests/support/s3-server.ts), beside the file store: the same calls answer the same things.
 */
let server: S3TestServer;
let client: S3Client;
const dataDir = mkdtempSync(join(tmpdir(), 'bp-store-'));

beforeAll(async () => {
  server = await startS3Server();
  client = s3Client(server.s3);
}, 60_000);
afterAll(async () => {
  client?.destroy();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const stores: [string, () => ImageStore][] = [
  ['s3', () => s3ImageStore(client, server.s3.bucket, 'images')],
  ['file', () => fileImageStore(join(dataDir, 'images'))],
];

describe.each(stores)('%s image store', (_name, store) => {
  it('puts an image under a new random key and gives the same bytes back, whole and as a stream', async () => {
    const images = store();
    const key = await images.put(JPG, 'image/jpeg');
    expect(key).toMatch(/^[a-f0-9]{32}\.jpg$/);
    expect(await images.put(JPG, 'image/jpeg')).not.toBe(key);
    const whole = await images.get(key);
    expect(whole?.type).toBe('image/jpeg');
    expect(whole?.data.equals(JPG)).toBe(true);
    const opened = await images.open(key);
    expect(opened).toMatchObject({ type: 'image/jpeg', size: JPG.length });
    expect((await buffer(opened!.body)).equals(JPG)).toBe(true);
    const png = await images.put(PNG, 'image/png');
    expect(png).toMatch(/\.png$/);
    expect((await images.open(png))?.type).toBe('image/png');
    await images.open(png).then((o) => o?.body.destroy());
  });

  it('answers null for a missing key or something that is not a key, and removes (twice is fine)', async () => {
    const images = store();
    const key = await images.put(PNG, 'image/png');
    await images.remove(key);
    await images.remove(key);
    expect(await images.get(key)).toBeNull();
    expect(await images.open(key)).toBeNull();
    for (const bad of ['../secrets.json', 'ab/cd.png', `${'a'.repeat(32)}.svg`, '', `${'0'.repeat(32)}.png`]) {
      expect(await images.get(bad)).toBeNull();
      expect(await images.open(bad)).toBeNull();
      await images.remove(bad);
    }
  });
});

describe('s3 image store objects', () => {
  it('keeps the data folder’s layout and the content type on the object; the two prefixes never meet', async () => {
    const images = s3ImageStore(client, server.s3.bucket, 'images');
    const photos = s3ImageStore(client, server.s3.bucket, 'faulty-photos');
    const key = await photos.put(JPG, 'image/jpeg');
    const head = await client.send(new HeadObjectCommand({ Bucket: server.s3.bucket, Key: `faulty-photos/${key.slice(0, 2)}/${key}` }));
    expect(head).toMatchObject({ ContentType: 'image/jpeg', ContentLength: JPG.length });
    // A faulty photo's key asked of the public images: not there.
    expect(await images.open(key)).toBeNull();
    expect((await photos.get(key))?.data.equals(JPG)).toBe(true);
  });

  it('opens the stores the configuration asks for, and refuses to start on a missing bucket or an unknown access key', async () => {
    const opened = await openImageStores({ imageStore: { kind: 's3', s3: server.s3 }, dataDir });
    const key = await opened.images.put(PNG, 'image/png');
    expect(await opened.faultyPhotos.open(key)).toBeNull();
    expect((await opened.images.get(key))?.data.equals(PNG)).toBe(true);
    await opened.close();

    await expect(openImageStores({ imageStore: { kind: 's3', s3: { ...server.s3, bucket: 'no-such-bucket' } }, dataDir })).rejects.toThrow(
      'S3 görsel deposuna ulaşılamadı / cannot reach the S3 image store (S3_BUCKET=no-such-bucket',
    );
    await expect(openImageStores({ imageStore: { kind: 's3', s3: { ...server.s3, accessKeyId: 'NOT-A-KEY' } }, dataDir })).rejects.toThrow(
      /S3 görsel deposuna ulaşılamadı .*erişim reddedildi \/ access denied/,
    );
    const files = await openImageStores({ imageStore: { kind: 'file' }, dataDir });
    const fileKey = await files.images.put(PNG, 'image/png');
    expect(readFileSync(join(dataDir, 'images', fileKey.slice(0, 2), fileKey)).equals(PNG)).toBe(true);
  });
});
