import { createInflateRaw } from 'node:zlib';
import { entryData, type ZipEntry, ZipFormatError } from './zip-directory.js';

/** A member inflated beyond what the directory declared (or beyond the cap): a bomb. */
export class UnpackLimitError extends Error {}

const INPUT_CHUNK = 256 * 1024;

/**
 * A member's bytes as they inflate, chunk by chunk. The real output is counted against
 * the declared size and `maxBytes`, so a lying directory cannot smuggle a bomb past the
 * check; a consumer that stops early destroys the inflater.
 */
export async function* inflateEntry(data: Buffer, entry: ZipEntry, maxBytes: number): AsyncGenerator<Buffer> {
  if (entry.encrypted) throw new ZipFormatError('encrypted member');
  const raw = entryData(data, entry);
  const limit = Math.min(entry.uncompressedSize, maxBytes);
  if (entry.method === 0) {
    if (raw.length > limit) throw new UnpackLimitError('stored member too large');
    for (let at = 0; at < raw.length; at += INPUT_CHUNK) yield raw.subarray(at, at + INPUT_CHUNK);
    return;
  }
  if (entry.method !== 8) throw new ZipFormatError(`compression method ${entry.method}`);
  const inflater = createInflateRaw({ chunkSize: 64 * 1024 });
  // Destroying the inflater (the consumer stopped) must also release a feed waiting for 'drain'.
  const closed = new Promise<void>((r) => inflater.once('close', r));
  const feed = (async () => {
    for (let at = 0; at < raw.length; at += INPUT_CHUNK) {
      if (inflater.destroyed) return;
      if (!inflater.write(raw.subarray(at, at + INPUT_CHUNK))) await Promise.race([new Promise<void>((r) => inflater.once('drain', r)), closed]);
    }
    if (!inflater.destroyed) inflater.end();
  })().catch(() => undefined);
  let total = 0;
  try {
    for await (const chunk of inflater as AsyncIterable<Buffer>) {
      total += chunk.length;
      if (total > limit) throw new UnpackLimitError('member inflates beyond its declared size');
      yield chunk;
    }
  } catch (error) {
    if (error instanceof UnpackLimitError) throw error;
    throw new ZipFormatError(`inflate failed: ${(error as Error).message}`);
  } finally {
    inflater.destroy();
    await feed;
  }
}

/** A small member (workbook, relationships, styles) as text. */
export async function readEntryText(data: Buffer, entry: ZipEntry, maxBytes: number): Promise<string> {
  const parts: Buffer[] = [];
  for await (const chunk of inflateEntry(data, entry, maxBytes)) parts.push(chunk);
  return Buffer.concat(parts).toString('utf8');
}
