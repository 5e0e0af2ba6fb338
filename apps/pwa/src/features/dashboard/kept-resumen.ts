import type { Resumen } from '@reclamos/shared-types/dashboard/schemas';

/**
 * The last numbers Principal received for one user, kept on this phone so an inspector without
 * coverage still sees them (marked with when they arrived). Per user: another account on the same
 * phone may see other parts of the resumen. Counts only, nothing personal.
 */
export interface KeptResumen {
  data: Resumen;
  receivedAt: number;
}

/**
 * The key names the resumen's shape: a copy kept by an older app, in an older shape (before the
 * week's closed cases were counted by closing day), is never read as today's.
 */
const key = (userId: number) => `reclamos.resumen.v2.${userId}`;

export function keepResumen(userId: number, data: Resumen, receivedAt: number = Date.now()): void {
  try {
    localStorage.setItem(key(userId), JSON.stringify({ data, receivedAt } satisfies KeptResumen));
  } catch {
    // A full or private-mode storage only costs the offline copy.
  }
}

export function keptResumen(userId: number): KeptResumen | null {
  try {
    const raw = localStorage.getItem(key(userId));
    if (raw === null) return null;
    const kept = JSON.parse(raw) as Partial<KeptResumen>;
    return kept.data && typeof kept.receivedAt === 'number' ? { data: kept.data, receivedAt: kept.receivedAt } : null;
  } catch {
    return null;
  }
}
