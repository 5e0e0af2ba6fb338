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
 *
 * The pragma itself is read once per turn of the event loop, not once per request (it was a tenth
 * of GET me's main thread under load): within a turn only this process's own queries can change
 * the database in a way a request of the same turn must see, and `noteQuery` (every query the
 * app's knex starts, synchronously before better-sqlite3 runs it) makes the next lookup read it
 * again. A commit by another process is seen from the next turn on; every request handled in this
 * turn was already received when the turn began, so none was sent after that commit was answered.
 */
export class SessionCache<T> {
  private readonly entries = new Map<string, CachedSession<T>>();
  private readonly dataVersion: Statement<[], number>;
  private version = -1;
  /** Whether `version` was read in this turn of the event loop, after this process's last query. */
  private versionFresh = false;
  private readonly endTurn = () => {
    this.versionFresh = false;
  };

  constructor(reader: Database.Database) {
    this.dataVersion = reader.prepare<[], number>('PRAGMA data_version').pluck(true);
  }

  /** A query of this process is about to run: the next lookup reads the version again. */
  noteQuery(): void {
    this.versionFresh = false;
  }

  /** The remembered lookup of `tokenHash`, if the database is unchanged since and it has not expired. */
  get(tokenHash: string, now: number): T | undefined {
    if (!this.versionFresh) {
      const version = this.dataVersion.get() as number;
      this.versionFresh = true;
      setImmediate(this.endTurn);
      if (version !== this.version) {
        this.entries.clear();
        this.version = version;
        return undefined;
      }
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
