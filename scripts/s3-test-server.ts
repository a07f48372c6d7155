/**
 * An S3-compatible server in a process of its own, for the tests and for trying IMAGE_STORE=s3
 * on one machine: s3rver (a dev dependency, from npm) on 127.0.0.1, objects on disk, one bucket.
 *
 *   tsx scripts/s3-test-server.ts [--port 9000] [--dir /tmp/s3] [--bucket bayi-images]
 *
 * Prints one JSON line when ready ({"endpoint","bucket","accessKeyId","secretAccessKey","dir"}),
 * then serves until SIGINT/SIGTERM (or, with --exit-with-stdin, until its standard input closes:
 * the test that started it has ended). Its folder is removed on exit unless --dir named one. Its one
 * access key is S3RVER (secret S3RVER); it refuses any other key with 403 (it does not check the secret).
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import S3rver from 's3rver';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '0' },
    dir: { type: 'string' },
    bucket: { type: 'string', default: 'bayi-images' },
    'exit-with-stdin': { type: 'boolean', default: false },
  },
});
const ownDir = !values.dir;
const dir = values.dir ?? mkdtempSync(join(tmpdir(), 'bp-s3-'));
mkdirSync(dir, { recursive: true });

const server = new S3rver({ address: '127.0.0.1', port: Number(values.port), silent: true, directory: dir, configureBuckets: [{ name: values.bucket, configs: [] }] });
const address = await server.run();
console.log(
  JSON.stringify({ endpoint: `http://127.0.0.1:${address.port}`, bucket: values.bucket, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', dir }),
);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await server.close().catch(() => undefined);
  if (ownDir) rmSync(dir, { recursive: true, force: true });
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
// The tests start it with a pipe for stdin: the pipe closes when the test process goes, even if it crashed.
if (values['exit-with-stdin']) {
  process.stdin.on('end', () => void stop());
  process.stdin.on('close', () => void stop());
  process.stdin.resume();
}
