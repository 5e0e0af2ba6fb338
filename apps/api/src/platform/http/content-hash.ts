import { createHash } from 'node:crypto';

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([k, v]) => [k, canonical(v)]),
    );
  }
  return value;
}

/**
 * The request's content in a canonical form (docs/offline.md, "Idempotency keys"): the parsed
 * fields as sorted JSON plus the SHA-256 of each file's bytes — never the raw multipart body, whose
 * boundary changes on every retry.
 */
export function contentHash(fields: object, fileSha256s: Record<string, string> = {}): string {
  return createHash('sha256')
    .update(JSON.stringify(canonical({ fields, files: fileSha256s })))
    .digest('hex');
}
