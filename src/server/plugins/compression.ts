import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';

/**
 * Answers compressed for clients that accept it (every browser): brotli, else gzip. The
 * storefront's JSON compresses about 11:1 — a first sync of 20,000 products is 11.7 MB of JSON
 * and 1.0 MB on the wire (scripts/bench-offline.ts) — which is what a dealer's phone on a shop's
 * mobile signal needs. Brotli at quality 4
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
