import { describe, expect, it } from 'vitest';
import { imageStoreConfig } from './image-store-config.js';

/** IMAGE_STORE and S3_* from the environment (issue 35): the file store by default, every wrong S3 setting named at start-up. */
describe('image store configuration', () => {
  const s3 = { IMAGE_STORE: 's3', S3_BUCKET: 'bayi-images' };

  it('keeps the files under the data folder unless IMAGE_STORE=s3', () => {
    expect(imageStoreConfig({})).toEqual({ kind: 'file' });
    expect(imageStoreConfig({ IMAGE_STORE: '' })).toEqual({ kind: 'file' });
    expect(imageStoreConfig({ IMAGE_STORE: 'file', S3_BUCKET: 'ignored' })).toEqual({ kind: 'file' });
  });

  it('reads the bucket, region, endpoint, keys and path style', () => {
    expect(imageStoreConfig(s3)).toEqual({
      kind: 's3',
      s3: { bucket: 'bayi-images', region: 'us-east-1', endpoint: undefined, accessKeyId: undefined, secretAccessKey: undefined, forcePathStyle: false },
    });
    const env = { ...s3, S3_REGION: 'eu-central-1', S3_ENDPOINT: 'https://minio.example.com:9000', S3_ACCESS_KEY_ID: 'AK', S3_SECRET_ACCESS_KEY: 'SK', S3_FORCE_PATH_STYLE: 'true' };
    expect(imageStoreConfig(env)).toEqual({
      kind: 's3',
      s3: { bucket: 'bayi-images', region: 'eu-central-1', endpoint: 'https://minio.example.com:9000', accessKeyId: 'AK', secretAccessKey: 'SK', forcePathStyle: true },
    });
  });

  it('stops the start with every wrong setting named, in Turkish and English', () => {
    expect(() => imageStoreConfig({ IMAGE_STORE: 'S3 ' })).toThrow('IMAGE_STORE "file" ya da "s3" olmalı / IMAGE_STORE must be "file" or "s3" (verilen / given: "S3")');
    expect(() => imageStoreConfig({ IMAGE_STORE: 's3' })).toThrow('S3 görsel deposu ayarları geçersiz / invalid S3 image store settings: S3_BUCKET gerekli / S3_BUCKET is required');
    const wrong = () => imageStoreConfig({ ...s3, S3_BUCKET: 'Bayi_Images', S3_ENDPOINT: 'minio:9000', S3_FORCE_PATH_STYLE: 'yes', S3_ACCESS_KEY_ID: 'AK' });
    expect(wrong).toThrow('S3_BUCKET geçerli bir kova adı değil / S3_BUCKET is not a valid bucket name');
    expect(wrong).toThrow('S3_ENDPOINT http(s) ile başlayan bir adres olmalı / S3_ENDPOINT must be an http(s) URL');
    expect(wrong).toThrow('S3_FORCE_PATH_STYLE true ya da false olmalı / S3_FORCE_PATH_STYLE must be true or false');
  });

  it('wants both keys or neither (neither: the SDK’s own credentials, e.g. an instance role)', () => {
    expect(() => imageStoreConfig({ ...s3, S3_SECRET_ACCESS_KEY: 'SK' })).toThrow(
      'S3_ACCESS_KEY_ID ile S3_SECRET_ACCESS_KEY birlikte verilmeli / set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither',
    );
  });
});
