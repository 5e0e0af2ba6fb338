import fp from 'fastify-plugin';
import compress from '@fastify/compress';

/** Answers smaller than this go as they are: GET me and the like gain nothing and pay the hook. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Compresses JSON and text answers above a small threshold by the request's Accept-Encoding
 * (brotli, then gzip). Photos and PDFs are not compressible types and go as they are; the PWA's
 * assets are served precompressed by the static plugin, which sets Content-Encoding itself, so
 * they are not compressed twice. Big answers (a month's reportFecha) go through zlib's streams,
 * which run on libuv's thread pool rather than the event loop. Brotli at quality 4 (the plugin's
 * recommended default): 11 would take seconds on a month of complaints.
 */
export default fp(
  async (app) => {
    await app.register(compress, {
      encodings: ['br', 'gzip'],
      threshold: COMPRESS_THRESHOLD_BYTES,
      // Nobody sends us compressed bodies: no decompression hook on every route.
      globalDecompression: false,
    });
  },
  { name: 'compress' },
);
