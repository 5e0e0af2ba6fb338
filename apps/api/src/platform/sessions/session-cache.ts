import type Database from 'better-sqlite3';
import type { Statement } from 'better-sqlite3';

/** Enough for every session of a city's staff; past it the cache starts over. */
const MAX_ENTRIES = 10_000;

export interface CachedSession<T> {
  value: T;
  expiresAt: number;
}

/**
 * Session lookups remembered for as long as the SQLite database has not changed: `PRAGMA
 * data_version` on the reader's connection changes whenever any other connection commits (a
 * sign-out, a revocation, a deactivated user, but also any complaint or position), and then
 * everything remembered is dropped. So a revocation still counts on the very next request, and a
 * read-mostly stream of signed-in calls pays a ~4 µs pragma instead of the ~17 µs join (profiling:
 * the lookup was a quarter of GET me's main thread; docs/benchmarks.md). Expiry is checked in
 * memory.
 */
export class SessionCache<T> {
  private readonly entries = new Map<string, CachedSession<T>>();
  private readonly dataVersion: Statement<[], number>;
  private version = -1;

  constructor(reader: Database.Database) {
    this.dataVersion = reader.prepare<[], number>('PRAGMA data_version').pluck(true);
  }

  /** The remembered lookup of `tokenHash`, if the database is unchanged since and it has not expired. */
  get(tokenHash: string, now: number): T | undefined {
    const version = this.dataVersion.get() as number;
    if (version !== this.version) {
      this.entries.clear();
      this.version = version;
      return undefined;
    }
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (entry.expiresAt > now) return entry.value;
    this.entries.delete(tokenHash);
    return undefined;
  }

  /** Remembers a lookup made after `get` (so under the version `get` saw). */
  set(tokenHash: string, value: T, expiresAt: number): void {
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(tokenHash, { value, expiresAt });
  }
}
