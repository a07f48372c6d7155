import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import type { S3Settings } from './image-store-config.js';
import { IMAGE_KEY_PATTERN, type ImageStore, imageKeyPath, imageTypeOfKey, newImageKey } from './image-store.js';

/**
 * The image store on S3-compatible object storage (AWS S3, MinIO, Ceph, R2 …), for several API
 * nodes that must all see every image. Objects are `<prefix>/<ab>/<key>`: the data folder's layout
 * (`images/ab/…`, `faulty-photos/ab/…`), so a folder copies one to one (scripts/copy-images-to-s3.ts).
 * The bucket stays private: every image goes out through the API (the public image route, or the
 * faulty ticket's photo route with its scope), never as a bucket URL or a presigned link.
 */
export function s3Client(s3: S3Settings): S3Client {
  return new S3Client({
    region: s3.region,
    ...(s3.endpoint ? { endpoint: s3.endpoint } : {}),
    forcePathStyle: s3.forcePathStyle,
    ...(s3.accessKeyId && s3.secretAccessKey ? { credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } } : {}),
    // Checksums only where S3 requires them: the SDK's default (CRC32 on every put, a trailer on
    // streamed bodies) is not understood by every S3-compatible server.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
  });
}

/** A missing object (GetObject's NoSuchKey, HeadObject's bare 404). */
export const isMissing = (error: unknown) =>
  error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);

/** Fails start-up with a clear reason when the bucket cannot be reached with these settings. */
export async function checkBucket(client: S3Client, s3: S3Settings): Promise<void> {
  try {
    await client.send(new HeadBucketCommand({ Bucket: s3.bucket }));
  } catch (error) {
    const status = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
    const reason = status === 404 ? 'kova yok / no such bucket' : status === 403 ? 'erişim reddedildi / access denied' : (error as Error).message || (error as Error).name;
    throw new Error(`S3 görsel deposuna ulaşılamadı / cannot reach the S3 image store (S3_BUCKET=${s3.bucket}, S3_ENDPOINT=${s3.endpoint ?? 'AWS'}): ${reason}`);
  }
}

export function s3ImageStore(client: S3Client, bucket: string, prefix: string): ImageStore {
  const objectKey = (key: string) => `${prefix}/${imageKeyPath(key)}`;
  const read = async (key: string) => {
    if (!IMAGE_KEY_PATTERN.test(key)) return null;
    try {
      return await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  };
  return {
    async put(data, type) {
      const key = newImageKey(type);
      // Keys are random and never reused: `If-None-Match` is not needed (nor understood by every server).
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: objectKey(key), Body: data, ContentType: type, ContentLength: data.byteLength }));
      return key;
    },
    async get(key) {
      const object = await read(key);
      if (!object?.Body) return null;
      return { data: Buffer.from(await object.Body.transformToByteArray()), type: imageTypeOfKey(key) };
    },
    async open(key) {
      const object = await read(key);
      if (!object?.Body) return null;
      return { body: object.Body as Readable, type: imageTypeOfKey(key), size: object.ContentLength };
    },
    async remove(key) {
      // DeleteObject of a missing object succeeds: removing twice is fine, as in the file store.
      if (IMAGE_KEY_PATTERN.test(key)) await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    },
  };
}
