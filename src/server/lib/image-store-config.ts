import { z } from 'zod';

/** Where to reach the bucket (IMAGE_STORE=s3). Credentials unset: the SDK's own chain (AWS_* variables, an instance role …). */
export interface S3Settings {
  bucket: string;
  region: string;
  /** Unset: AWS S3 itself; set for MinIO, Ceph, R2 and the like. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `http://host/bucket/key` rather than `http://bucket.host/key` (MinIO and most self-hosted servers want it). */
  forcePathStyle: boolean;
}

/** IMAGE_STORE: `file` (default: folders under DATA_DIR) or `s3` (shared by every node). */
export type ImageStoreConfig = { kind: 'file' } | { kind: 's3'; s3: S3Settings };

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const text = (name: string) => z.preprocess(blankToUndefined, z.string({ error: `${name} gerekli / ${name} is required` }).trim());
const optionalText = () => z.preprocess(blankToUndefined, z.string().trim().optional());

const s3Env = z
  .object({
    S3_BUCKET: text('S3_BUCKET').pipe(
      z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'S3_BUCKET geçerli bir kova adı değil / S3_BUCKET is not a valid bucket name'),
    ),
    S3_REGION: z.preprocess(blankToUndefined, z.string().trim().default('us-east-1')),
    S3_ENDPOINT: z.preprocess(
      blankToUndefined,
      z.url({ protocol: /^https?$/, error: 'S3_ENDPOINT http(s) ile başlayan bir adres olmalı / S3_ENDPOINT must be an http(s) URL' }).optional(),
    ),
    S3_ACCESS_KEY_ID: optionalText(),
    S3_SECRET_ACCESS_KEY: optionalText(),
    S3_FORCE_PATH_STYLE: z.preprocess(
      blankToUndefined,
      z.enum(['true', 'false'], { error: 'S3_FORCE_PATH_STYLE true ya da false olmalı / S3_FORCE_PATH_STYLE must be true or false' }).default('false'),
    ),
  })
  .refine((e) => !e.S3_ACCESS_KEY_ID === !e.S3_SECRET_ACCESS_KEY, {
    message: 'S3_ACCESS_KEY_ID ile S3_SECRET_ACCESS_KEY birlikte verilmeli / set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither',
  });

/**
 * The image store from the environment, validated: a wrong setting stops the start-up with every
 * problem named (in Turkish and English), never a store that fails at the first upload.
 */
export function imageStoreConfig(env: NodeJS.ProcessEnv): ImageStoreConfig {
  const kind = (env.IMAGE_STORE ?? '').trim() || 'file';
  if (kind === 'file') return { kind: 'file' };
  if (kind !== 's3') throw new Error(`IMAGE_STORE "file" ya da "s3" olmalı / IMAGE_STORE must be "file" or "s3" (verilen / given: "${kind}")`);
  const parsed = s3Env.safeParse(env);
  if (!parsed.success) throw new Error(`S3 görsel deposu ayarları geçersiz / invalid S3 image store settings: ${parsed.error.issues.map((i) => i.message).join('; ')}`);
  const e = parsed.data;
  return {
    kind: 's3',
    s3: {
      bucket: e.S3_BUCKET,
      region: e.S3_REGION,
      endpoint: e.S3_ENDPOINT,
      accessKeyId: e.S3_ACCESS_KEY_ID,
      secretAccessKey: e.S3_SECRET_ACCESS_KEY,
      forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
    },
  };
}
