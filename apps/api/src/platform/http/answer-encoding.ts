import { compressWhole } from './compress-whole.mjs';
import type { FastifyRequest } from 'fastify';

/** A content coding the API compresses answers with, br preferred (compress-plugin.ts). */
export type AnswerEncoding = 'br' | 'gzip';

/** What compress-plugin.ts compresses with; a read worker compressing an answer itself uses the same. */
export const COMPRESSION = {
  encodings: ['br', 'gzip'] as AnswerEncoding[],
  /** Answers smaller than this go as they are: GET me and the like gain nothing and pay the hook. */
  thresholdBytes: 1024,
  /**
   * Fast levels: on a day of complaints (476 kB of JSON) brotli 2 wrote 1 % more than 4 (the
   * plugin's default) in about half the time, and gzip 3 10 % more than 6 (zlib's default) in about
   * half the time; at the defaults the compression took as long as the query. Phones over HTTPS get
   * brotli; gzip is for clients without it.
   */
  brotliQuality: 2,
  gzipLevel: 3,
};

/** JSON already compressed (by a read worker), sent with its Content-Encoding as it is. */
export interface EncodedJson {
  encoding: AnswerEncoding;
  bytes: Buffer;
}

/**
 * A whole answer compressed in `encoding` by the same code a read worker uses (compress-whole.mjs:
 * the same levels, nothing below the threshold), at once where it was read: for a short report on the
 * event loop (~1.4 ms for a day's 495 kB at brotli 2), since a trip to the thread pool and back is
 * one more wait for a core when the machine is busy.
 */
export function encodeWhole(bytes: Buffer, encoding: AnswerEncoding | null): Buffer | EncodedJson {
  const answer = compressWhole(bytes, encoding && { ...COMPRESSION, encoding });
  return answer.encoding ? { encoding: answer.encoding, bytes: answer.bytes } : answer.bytes;
}

export function isEncodedJson(value: unknown): value is EncodedJson {
  return typeof value === 'object' && value !== null && !Buffer.isBuffer(value) && 'encoding' in value && 'bytes' in value;
}

/**
 * The coding @fastify/compress would choose for this request (its rules: highest q wins, br before
 * gzip on a tie, `*` counts for both, x-gzip is gzip; `x-no-compression` or none acceptable: none),
 * for an answer compressed before it reaches the plugin.
 */
export function answerEncoding(request: FastifyRequest): AnswerEncoding | null {
  const header = request.headers['accept-encoding'];
  if (!header || request.headers['x-no-compression'] !== undefined) return null;
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name === 'x-gzip' ? 'gzip' : name, Number.isFinite(weight) ? weight : 0);
  }
  let best: AnswerEncoding | null = null;
  let bestWeight = 0;
  for (const encoding of COMPRESSION.encodings) {
    const weight = weights.get(encoding) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) {
      best = encoding;
      bestWeight = weight;
    }
  }
  return best;
}
