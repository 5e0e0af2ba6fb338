import fp from 'fastify-plugin';
import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import { COMPRESSION } from './answer-encoding.ts';

/** Answers smaller than this go as they are: GET me and the like gain nothing and pay the hook. */
export const COMPRESS_THRESHOLD_BYTES = COMPRESSION.thresholdBytes;

/**
 * Compresses JSON and text answers above a small threshold by the request's Accept-Encoding
 * (brotli, then gzip). Photos and PDFs are not compressible types and go as they are; the PWA's
 * assets are served precompressed by the static plugin, which sets Content-Encoding itself, so
 * they are not compressed twice. Big answers (a month's reportFecha) go through zlib's streams,
 * which run on libuv's thread pool rather than the event loop. Fast levels (brotli 2, gzip 3; why
 * in answer-encoding.ts): 11 would take seconds on a month of complaints. A report answered in one
 * piece by a read worker comes already compressed (answer-encoding.ts) and is left alone.
 */
export default fp(
  async (app) => {
    await app.register(compress, {
      encodings: COMPRESSION.encodings,
      threshold: COMPRESS_THRESHOLD_BYTES,
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: COMPRESSION.brotliQuality } },
      zlibOptions: { level: COMPRESSION.gzipLevel },
      // Nobody sends us compressed bodies: no decompression hook on every route.
      globalDecompression: false,
    });
  },
  { name: 'compress' },
);
