export interface WholeCompression {
  encoding: 'br' | 'gzip';
  thresholdBytes: number;
  brotliQuality: number;
  gzipLevel: number;
}

export function compressWhole(bytes: Buffer, compression: WholeCompression | null): { bytes: Buffer; encoding?: 'br' | 'gzip' };
