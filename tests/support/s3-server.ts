import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { S3Settings } from '../../src/server/lib/image-store-config.js';

export interface S3TestServer {
  /** Settings that reach it, as IMAGE_STORE=s3 with S3_* would give them. */
  s3: S3Settings;
  /** Its objects on disk (s3rver's layout). */
  dir: string;
  stop(): Promise<void>;
}

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * A real S3-compatible server process (scripts/s3-test-server.ts: s3rver on a free port of
 * 127.0.0.1, its own folder and bucket) for one test file. Never skipped: a server that does not
 * start fails the test, in CI and locally alike. It ends with stop(), or by itself when the test
 * process goes (its stdin closes).
 */
export async function startS3Server(bucket = 'bayi-images'): Promise<S3TestServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/s3-test-server.ts', '--bucket', bucket, '--exit-with-stdin'], {
    cwd: ROOT,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr += String(chunk)));
  const ready = await new Promise<{ endpoint: string; bucket: string; accessKeyId: string; secretAccessKey: string; dir: string }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`S3 test server did not start in 30 s\n${stderr}`)), 30_000);
    const lines = createInterface({ input: child.stdout! });
    lines.once('line', (line) => {
      clearTimeout(timer);
      try {
        resolve(JSON.parse(line));
      } catch {
        reject(new Error(`S3 test server said: ${line}\n${stderr}`));
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`S3 test server exited (${code})\n${stderr}`));
    });
  });
  return {
    s3: { bucket: ready.bucket, region: 'us-east-1', endpoint: ready.endpoint, accessKeyId: ready.accessKeyId, secretAccessKey: ready.secretAccessKey, forcePathStyle: true },
    dir: ready.dir,
    stop: () => stopChild(child),
  };
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** The environment that selects this server, as an operator would write it. */
export const s3Env = (s3: S3Settings): NodeJS.ProcessEnv => ({
  IMAGE_STORE: 's3',
  S3_ENDPOINT: s3.endpoint,
  S3_BUCKET: s3.bucket,
  S3_REGION: s3.region,
  S3_ACCESS_KEY_ID: s3.accessKeyId,
  S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
  S3_FORCE_PATH_STYLE: String(s3.forcePathStyle),
});
