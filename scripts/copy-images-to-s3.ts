/**
 * Copies a data folder's images into the S3 bucket (issue 35), before a deployment switches to
 * IMAGE_STORE=s3:
 *
 *   S3_BUCKET=… S3_ENDPOINT=… S3_ACCESS_KEY_ID=… S3_SECRET_ACCESS_KEY=… [S3_REGION=…] [S3_FORCE_PATH_STYLE=true] \
 *     npm run images:copy-to-s3 -- --from /srv/bayi/data [--concurrency 8]
 *
 * Both stores of the folder: `images/ab/<key>` (catalogue and banners) and `faulty-photos/ab/<key>`
 * (private ticket photos), to the same object names in the bucket (src/server/lib/image-store-s3.ts).
 * Idempotent and resumable: an object already there with the same size is skipped (HeadObject),
 * so an interrupted run is simply run again; a file that is not an image key is left alone and counted.
 * Prints the counts; exits 1 when any copy failed (run again to retry those).
 */
import { HeadObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { imageStoreConfig } from '../src/server/lib/image-store-config.js';
import { STORE_PREFIXES } from '../src/server/lib/image-store-factory.js';
import { IMAGE_KEY_PATTERN, imageKeyPath, imageTypeOfKey } from '../src/server/lib/image-store.js';
import { checkBucket, isMissing, s3Client } from '../src/server/lib/image-store-s3.js';

interface Counts {
  copied: number;
  skipped: number;
  ignored: number;
  failed: number;
}

/** Every image file of the folder as [path on disk, object name]; anything else only counted. */
async function* imageFiles(from: string, counts: Counts): AsyncGenerator<{ path: string; object: string; key: string }> {
  for (const prefix of Object.values(STORE_PREFIXES)) {
    const root = join(from, prefix);
    const fans = await readdir(root, { withFileTypes: true }).catch(() => []);
    for (const fan of fans.sort((a, b) => a.name.localeCompare(b.name))) {
      if (!fan.isDirectory()) {
        counts.ignored++;
        continue;
      }
      for (const file of (await readdir(join(root, fan.name), { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name))) {
        const key = file.name;
        if (!file.isFile() || !IMAGE_KEY_PATTERN.test(key) || key.slice(0, 2) !== fan.name) counts.ignored++;
        else yield { path: join(root, fan.name, key), object: `${prefix}/${imageKeyPath(key)}`, key };
      }
    }
  }
}

async function sizeInBucket(client: S3Client, bucket: string, object: string): Promise<number | null> {
  try {
    return (await client.send(new HeadObjectCommand({ Bucket: bucket, Key: object }))).ContentLength ?? null;
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

async function copyImagesToS3(opts: { from: string; client: S3Client; bucket: string; concurrency: number; log?: (line: string) => void }): Promise<Counts> {
  const counts: Counts = { copied: 0, skipped: 0, ignored: 0, failed: 0 };
  const files = imageFiles(opts.from, counts);
  const worker = async () => {
    for (;;) {
      const next = await files.next();
      if (next.done) return;
      const { path, object, key } = next.value;
      try {
        const size = (await stat(path)).size;
        if ((await sizeInBucket(opts.client, opts.bucket, object)) === size) {
          counts.skipped++;
          continue;
        }
        const data = await readFile(path);
        await opts.client.send(new PutObjectCommand({ Bucket: opts.bucket, Key: object, Body: data, ContentType: imageTypeOfKey(key), ContentLength: data.length }));
        counts.copied++;
      } catch (error) {
        counts.failed++;
        opts.log?.(`hata / failed: ${object}: ${(error as Error).message}`);
      }
      const done = counts.copied + counts.skipped + counts.failed;
      if (done % 1000 === 0) opts.log?.(`… ${done}`);
    }
  };
  // One generator shared by the workers: an async generator queues `next()` calls, so each file goes to exactly one.
  await Promise.all(Array.from({ length: Math.max(1, opts.concurrency) }, worker));
  return counts;
}

async function main() {
  const { values } = parseArgs({ options: { from: { type: 'string' }, concurrency: { type: 'string', default: '8' } } });
  const from = resolve(values.from ?? process.env.DATA_DIR ?? 'data');
  const store = imageStoreConfig({ ...process.env, IMAGE_STORE: 's3' });
  if (store.kind !== 's3') throw new Error('unreachable');
  const client = s3Client(store.s3);
  try {
    await checkBucket(client, store.s3);
    console.log(`${from} → s3://${store.s3.bucket} (${store.s3.endpoint ?? 'AWS'})`);
    const counts = await copyImagesToS3({ from, client, bucket: store.s3.bucket, concurrency: Number(values.concurrency) || 8, log: (line) => console.log(line) });
    console.log(
      `kopyalandı / copied: ${counts.copied}, zaten vardı / already there: ${counts.skipped}, görsel değil / not an image: ${counts.ignored}, hata / failed: ${counts.failed}`,
    );
    if (counts.failed > 0) process.exitCode = 1;
  } finally {
    client.destroy();
  }
}

try {
  await main();
} catch (error) {
  console.error(`Görseller kopyalanamadı / cannot copy the images: ${(error as Error).message}`);
  process.exitCode = 1;
}
