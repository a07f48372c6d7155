import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';

/**
 * Answers compressed for clients that accept it (every browser): brotli, else gzip. JSON
 * compresses about 6:1 — a 5,000-product sync page is 2.8 MB of JSON and about 0.4 MB on the
 * wire — which is what a dealer's phone on a shop's mobile signal needs. Brotli at quality 4
 * costs about what gzip does at its default level and gives smaller answers; large answers are
 * compressed in libuv's thread pool, not on the event loop. The client's built files are
 * precompressed at build time (scripts/precompress.ts) and served as they are: an answer that
 * already has a Content-Encoding is left alone. Spreadsheets (xlsx: already zip) are not
 * compressible types and pass through.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 2048,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
