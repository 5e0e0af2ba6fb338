// One whole answer compressed at once, shared by the read workers (read-worker.mjs, which must stay
// plain JavaScript) and the event loop's short reads (answer-encoding.ts): both paths answer the same
// bytes for the same rows, which the tests compare.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * `bytes` in `compression.encoding` at the API's levels, or as they are when there is no coding to
 * use or they are below the threshold (compressing them would gain nothing).
 */
export function compressWhole(bytes, compression) {
  if (!compression || bytes.length < compression.thresholdBytes) return { bytes };
  if (compression.encoding === 'br') {
    const params = { [constants.BROTLI_PARAM_QUALITY]: compression.brotliQuality, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length };
    return { bytes: brotliCompressSync(bytes, { params }), encoding: 'br' };
  }
  return { bytes: gzipSync(bytes, { level: compression.gzipLevel }), encoding: 'gzip' };
}
